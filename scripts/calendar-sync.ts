// npm run calendar:sync [-- <slug>] — fetch every studio calendar feed now (or one studio's)
// and print one line per feed: events read, blocks written, or the error (its last good
// blocks are kept). Overlaps with existing bookings are listed under their feed.
import { systemClock } from "../lib/infra/clock";
import { describeResult, syncCalendars } from "../lib/domain/calendars/sync";
import { runCommand } from "./database";

const slug = process.argv.slice(2).find((a) => !a.startsWith("--"));
await runCommand(
  async (db) => {
    const results = await syncCalendars(db, systemClock, { slug });
    if (!results.length)
      console.log(slug ? `No calendar feeds for "${slug}".` : "No calendar feeds configured (studio file: calendarFeeds).");
    for (const r of results) console.log(describeResult(r));
    return results.some((r) => r.error) ? 1 : 0;
  },
  { pool: 2 },
);
