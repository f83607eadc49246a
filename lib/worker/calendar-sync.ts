// The worker's calendar sync: pg-boss runs the queue's cron every minute (one instance sends
// it, one worker runs it: singleton queue), and each run syncs only the feeds not fetched for
// CALENDAR_SYNC_MINUTES, at most twice its share of all feeds per run — so any interval works, a
// slow or missed run catches up, and feeds added together spread over the interval.
import type { PgBoss } from "pg-boss";
import { db } from "../infra/db";
import { clock } from "../infra/clock";
import { env } from "../infra/env";
import { log, errorFields } from "../infra/log";
import { QUEUE } from "../infra/queue";
import { syncCalendars } from "../domain/calendars/sync";

export async function registerCalendarSync(boss: PgBoss, pollingIntervalSeconds: number): Promise<void> {
  await boss.schedule(QUEUE.calendarSync, "* * * * *", {}, { tz: "UTC" });
  await boss.work(QUEUE.calendarSync, { pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 5) }, async () => {
    try {
      const results = await syncCalendars(db(), clock(), { dueMinutes: env().CALENDAR_SYNC_MINUTES, spread: true });
      if (results.length) log.info("calendar sync", { feeds: results.length, failed: results.filter((r) => r.error).length });
    } catch (e) {
      log.error("calendar sync failed", errorFields(e));
    }
  });
}
