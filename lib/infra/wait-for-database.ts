// A process that starts before its database (a host's boot, a compose file, a managed database
// restarting) waits for it rather than exiting for its supervisor to start it again and again
// (docs/deployment.md, Health and logs): an attempt, and while PostgreSQL is unreachable one log
// line and a pause of WAIT_MS. Any other error (a wrong password, a database
// that does not exist) is the operator's to fix and is thrown at once.
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { isDatabaseUnavailable } from "./db";
import { log } from "./log";
import { errorMessage, fieldOf } from "../contract/shapes";

/**
 * The pause between attempts: the launcher should serve within 5 s of PostgreSQL's return, and
 * after the attempt that succeeds it still migrates and starts Next (2.5 to 4 s, more on a busy
 * machine), so attempts are half a second apart (a second cost up to 0.5 s more of the budget):
 * two log lines a second while the database is away.
 */
const WAIT_MS = 500;
const CONNECT_TIMEOUT_MS = 3_000;

async function ping(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A failed connect may still emit 'error' later: handled, so it cannot crash the process.
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
  } finally {
    await client.end().catch(() => {});
  }
}

/** The short cause of an outage error, for the log line (no stack: it is expected). */
function causeOf(e: unknown): string {
  const [code, errors] = [fieldOf(e, "code"), fieldOf(e, "errors")];
  if (typeof code === "string") return code;
  if (Array.isArray(errors) && errors.length > 0) return causeOf(errors[0]);
  return errorMessage(e);
}

/**
 * Resolves once the database at `url` answers. `onWaiting` runs once, when the first attempt
 * fails (the launcher then answers 503 on its port). Rejects with `signal`'s reason when aborted.
 */
export async function waitForDatabase(url: string, opts: { signal?: AbortSignal; onWaiting?: () => void } = {}): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    opts.signal?.throwIfAborted();
    try {
      await ping(url);
      if (attempt > 1) log.info("database reachable", { attempts: attempt });
      return;
    } catch (e) {
      if (!isDatabaseUnavailable(e)) throw e;
      if (attempt === 1) opts.onWaiting?.();
      log.warn("database unreachable: waiting", { attempt, retryInMs: WAIT_MS, cause: causeOf(e) });
      await sleep(WAIT_MS, undefined, { signal: opts.signal });
    }
  }
}
