// npm run studio:mark -- <reference> completed|no_show — the studio marks a session (spec 3.2).
import { createDb } from "../lib/db";
import { systemClock } from "../lib/clock";
import { migrate } from "../lib/infra/migrate";
import { markBooking, MarkError } from "../lib/bookings/mark";
import { withDatabase } from "./database";

const [reference, mark] = process.argv.slice(2);
if (!reference || (mark !== "completed" && mark !== "no_show")) {
  console.error("usage: npm run studio:mark -- <reference> completed|no_show");
  process.exit(2);
}
let code = 0;
await withDatabase(async (url) => {
  await migrate(url);
  const db = createDb(url, 1);
  try {
    const r = await markBooking(db, systemClock, reference, mark);
    console.log(`Booking ${r.reference}: ${r.from} → ${r.to}`);
  } catch (e) {
    if (!(e instanceof MarkError)) throw e;
    console.error(e.message);
    code = 1;
  } finally {
    await db.$disconnect();
  }
});
process.exit(code);
