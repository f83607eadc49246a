// The every-minute sweeps run by the worker (lib/worker/index.ts): each is idempotent and safe to run
// on several instances at once (row locks and guarded updates decide).
import type { Clock } from "../infra/clock";
import type { Db } from "../infra/db";
import { log, errorFields } from "../infra/log";
import { pruneCounters } from "../infra/rate-limit";
import { pruneQuotaEvents } from "../domain/holds/quota";
import { pruneSpentCaptchaTokens } from "../domain/holds/captcha";
import { sweepPaymentTimeouts } from "../domain/payments/timeout";
import { sweepExpiredHolds, wipeConfirmRetries } from "../domain/holds/sweep";
import { pruneAuthRows } from "../domain/staff/prune";
import { queueStudioDigests } from "../domain/notifications/digest";

export async function runSweeps(db: Db, clock: Clock): Promise<void> {
  const tasks: [string, () => Promise<unknown>][] = [
    ["payment timeouts", () => sweepPaymentTimeouts(db, clock)],
    ["expired holds", () => sweepExpiredHolds(db, clock)],
    ["confirm retry tokens", () => wipeConfirmRetries(db, clock)],
    ["rate counters", () => pruneCounters(db, clock)],
    ["quota events", () => pruneQuotaEvents(db, clock)],
    ["spent captcha tokens", () => pruneSpentCaptchaTokens(db, clock)],
    ["sign-in leftovers", () => pruneAuthRows(db)],
    // Due from 18:00 studio time, once per studio and date (docs/studio-settings.md, Daily digest).
    ["daily digests", () => queueStudioDigests(db, clock)],
  ];
  for (const [name, run] of tasks) {
    try {
      await run();
    } catch (e) {
      log.error("sweep failed", { sweep: name, ...errorFields(e) });
    }
  }
}
