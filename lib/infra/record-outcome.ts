// Recording an outcome that already happened outside the database (a message the provider
// accepted, a webhook an endpoint answered 2xx): the update is retried while PostgreSQL is
// unreachable instead of being left for a recovery that would redo the external effect
// (docs/decisions-messages.md, Message delivery under faults; docs/webhooks.md, Delivery).
import { setTimeout as sleep } from "node:timers/promises";
import { isDatabaseUnavailable } from "./db";
import { errorFields, log } from "./log";

/**
 * How long (time spent waiting between tries) a worker keeps trying to record a finished
 * outcome while PostgreSQL is unreachable: a restart or failover takes seconds to a minute or
 * two. Past it the row is left to the recovery (a duplicate).
 */
export const RECORD_RETRY_MS = 150_000;
/** Backoff between those tries: doubling from the first, capped so that a database that is
 *  back is answered within seconds (well inside the message sweep's reclaim delay). */
const RECORD_BACKOFF_MS = { first: 200, max: 2_000 } as const;

/**
 * Run a status update until PostgreSQL answers: retried with backoff while the error says the
 * database is unreachable, for up to RECORD_RETRY_MS of waiting; any other error, or the
 * budget spent, is thrown. `what` names the row in the logs ("message", "webhook delivery").
 */
export async function recordOutcome(subject: string, what: Record<string, unknown>, update: () => Promise<unknown>): Promise<void> {
  let waited = 0;
  let delay: number = RECORD_BACKOFF_MS.first;
  for (let tries = 1; ; tries++) {
    try {
      await update();
      if (tries > 1) log.info(`${subject} status recorded after a database outage`, { ...what, tries });
      return;
    } catch (e) {
      if (!isDatabaseUnavailable(e) || waited >= RECORD_RETRY_MS) {
        if (tries > 1)
          log.error(`${subject} status could not be recorded; recovery will pick it up`, { ...what, tries, ...errorFields(e) });
        throw e;
      }
      if (tries === 1) log.warn(`${subject} status not recorded (database unreachable?); retrying`, { ...what, ...errorFields(e) });
      await sleep(delay);
      waited += delay;
      delay = Math.min(delay * 2, RECORD_BACKOFF_MS.max);
    }
  }
}
