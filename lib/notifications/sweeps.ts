// The every-minute sweeps run by the worker (lib/jobs.ts): each is idempotent and safe to run
// on several instances at once (row locks and guarded updates decide).
import type { Clock } from "../clock";
import type { Db } from "../db";
import { log, errorFields } from "../log";
import { pruneCounters } from "../rate-limit";
import { pruneQuotaEvents } from "../quota";
import { pruneSpentCaptchaTokens } from "../captcha";
import { sweepPaymentTimeouts } from "../payments/timeout";
import { sweepExpiredHolds } from "../holds/sweep";

export async function runSweeps(db: Db, clock: Clock): Promise<void> {
  const tasks: [string, () => Promise<unknown>][] = [
    ["payment timeouts", () => sweepPaymentTimeouts(db, clock)],
    ["expired holds", () => sweepExpiredHolds(db, clock)],
    ["rate counters", () => pruneCounters(db, clock)],
    ["quota events", () => pruneQuotaEvents(db, clock)],
    ["spent captcha tokens", () => pruneSpentCaptchaTokens(db, clock)],
  ];
  for (const [name, run] of tasks) {
    try {
      await run();
    } catch (e) {
      log.error("sweep failed", { sweep: name, ...errorFields(e) });
    }
  }
}
