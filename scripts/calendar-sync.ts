// npm run calendar:sync [-- <slug>] — fetch every studio calendar feed now (or one studio's)
// and print one line per feed: events read, blocks written, or the error (its last good
// blocks are kept). Overlaps with existing bookings are listed under their feed.
import { createDb } from "../lib/db";
import { systemClock } from "../lib/clock";
import { migrate } from "../lib/infra/migrate";
import { describeResult, syncCalendars } from "../lib/calendars/sync";
import { withDatabase } from "./database";

const slug = process.argv.slice(2).find((a) => !a.startsWith("--"));
let code = 0;
await withDatabase(async (url) => {
  await migrate(url);
  const db = createDb(url, 2);
  try {
    const results = await syncCalendars(db, systemClock, { slug });
    if (!results.length) console.log(slug ? `No calendar feeds for "${slug}".` : "No calendar feeds configured (studio file: calendarFeeds).");
    for (const r of results) console.log(describeResult(r));
    if (results.some((r) => r.error)) code = 1;
  } finally {
    await db.$disconnect();
  }
});
process.exit(code);
