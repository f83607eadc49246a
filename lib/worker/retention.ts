// The worker's retention job (docs/retention.md): pg-boss's cron sends it every hour (one
// instance sends it, one worker runs it: singleton queue); each run applies every rule to
// whatever is due, in batches, so a missed run is simply caught up by the next.
import type { PgBoss } from "pg-boss";
import { db } from "../infra/db";
import { clock } from "../infra/clock";
import { env } from "../infra/env";
import { log, errorFields } from "../infra/log";
import { QUEUE } from "../infra/queue";
import { runRetention } from "../domain/retention/run";

export async function registerRetention(boss: PgBoss, pollingIntervalSeconds: number): Promise<void> {
  await boss.schedule(QUEUE.retention, "17 * * * *", {}, { tz: "UTC" });
  await boss.work(QUEUE.retention, { pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 5) }, async () => {
    try {
      const counts = await runRetention(db(), clock().now(), { bookingMonths: env().BOOKING_RETENTION_MONTHS });
      if (Object.values(counts).some((n) => n > 0)) log.info("retention", counts);
    } catch (e) {
      log.error("retention failed", errorFields(e));
    }
  });
}
