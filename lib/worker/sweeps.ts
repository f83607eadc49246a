// The every-minute sweeps run by the worker (lib/worker/index.ts): each is idempotent and safe to run
// on several instances at once (row locks and guarded updates decide).
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db";
import { log, errorFields } from "../infra/log";
import { pruneCounters } from "../infra/rate-limit";
import { pruneQuotaEvents } from "../domain/holds/quota";
import { pruneSpentCaptchaTokens } from "../domain/holds/captcha";
import { sweepPaymentTimeouts } from "../domain/payments/timeout";
import { sweepExpiredHolds } from "../domain/holds/sweep";
import { pruneAuthRows } from "../domain/staff/prune";
import { queueStudioDigests } from "../domain/notifications/digest";
import { recheckDomains } from "../domain/domains/proof";
import { env } from "../infra/env";
import { txtLookup } from "../infra/dns";

export async function runSweeps(db: Db, clock: Clock): Promise<void> {
  const tasks: [string, () => Promise<unknown>][] = [
    ["payment timeouts", () => sweepPaymentTimeouts(db, clock)],
    ["expired holds", () => sweepExpiredHolds(db, clock)],
    ["rate counters", () => pruneCounters(db, clock)],
    ["quota events", () => pruneQuotaEvents(db, clock)],
    ["spent captcha tokens", () => pruneSpentCaptchaTokens(db, clock)],
    ["sign-in leftovers", () => pruneAuthRows(db)],
    // Due from 18:00 studio time, once per studio and date (docs/studio-settings.md, Daily digest).
    ["daily digests", () => queueStudioDigests(db, clock)],
    // Own domains not yet proven, each every 10 minutes for 7 days (docs/decisions-sites.md, Custom domains).
    ["own domains", () => recheckDomains(db, clock, txtLookup(env()))],
  ];
  for (const [name, run] of tasks) {
    try {
      await run();
    } catch (e) {
      log.error("sweep failed", { sweep: name, ...errorFields(e) });
    }
  }
}
