// npm run studio:mark -- <reference> completed|no_show — the studio marks a session (docs/decisions-bookings.md, Studio marks).
import { systemClock } from "../lib/infra/clock";
import { ApiError } from "../lib/contract/errors";
import { markBooking } from "../lib/domain/bookings/mark";
import { runCommand } from "./database";

const [reference, mark] = process.argv.slice(2);
if (!reference || (mark !== "completed" && mark !== "no_show")) {
  console.error("usage: npm run studio:mark -- <reference> completed|no_show");
  process.exit(2);
}
await runCommand(
  async (db) => {
    const r = await markBooking(db, systemClock, reference, mark);
    console.log(`Booking ${r.reference}: ${r.from} → ${r.to}`);
  },
  { expected: [ApiError] },
);
