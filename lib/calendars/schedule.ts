// The worker's calendar sync: pg-boss runs the queue's cron every minute (one instance sends
// it, one worker runs it: singleton queue), and each run syncs only the feeds not fetched for
// CALENDAR_SYNC_MINUTES — so any interval works and a slow or missed run catches up.
import type PgBoss from "pg-boss";
import { db } from "../db";
import { clock } from "../clock";
import { env } from "../env";
import { log, errorFields } from "../log";
import { syncCalendars } from "./sync";

export const CALENDAR_QUEUE = "calendar-sync";
export const CALENDAR_QUEUES: PgBoss.Queue[] = [{ name: CALENDAR_QUEUE, policy: "singleton", retryLimit: 0, expireInSeconds: 600 }];

export async function registerCalendarSync(boss: PgBoss, pollingIntervalSeconds: number): Promise<void> {
  await boss.schedule(CALENDAR_QUEUE, "* * * * *", {}, { tz: "UTC" });
  await boss.work(CALENDAR_QUEUE, { pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 5) }, async () => {
    try {
      const results = await syncCalendars(db(), clock(), { dueMinutes: env().CALENDAR_SYNC_MINUTES });
      if (results.length) log.info("calendar sync", { feeds: results.length, failed: results.filter((r) => r.error).length });
    } catch (e) {
      log.error("calendar sync failed", errorFields(e));
    }
  });
}
