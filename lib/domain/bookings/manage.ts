// Reading a booking with its manage token (spec 4.8, 5.4). A token that is not 64 hex chars is
// simply unknown (404 RESOURCE_NOT_FOUND, like a wrong one); lookup is by its SHA-256 only.
// An overdue pending_payment booking is timed out first, so the answer is never stale.
import type { Clock } from "../../infra/clock";
import type { Booking } from "../../contract/schemas";
import type { Db } from "../../infra/db";
import { notFound } from "../../contract/errors";
import { expireIfOverdue, isOverdue } from "../payments/timeout";
import { hashManageToken, isManageToken } from "./manage-token";
import { loadBooking, toBooking, type BookingFull } from "./view";

export { mayCancel } from "./view";

/** The booking a manage token opens, timed out first when its payment is overdue. */
export async function findByToken(db: Db, clock: Clock, token: string): Promise<BookingFull> {
  if (!isManageToken(token)) throw notFound("Booking");
  const where = { manageTokenHash: hashManageToken(token) };
  let b = await loadBooking(db, where);
  if (!b) throw notFound("Booking");
  if (isOverdue(b, clock.now())) {
    await expireIfOverdue(db, clock, b.id);
    b = (await loadBooking(db, where))!;
  }
  return b;
}

export async function viewBooking(db: Db, clock: Clock, token: string): Promise<Booking> {
  const b = await findByToken(db, clock, token);
  return toBooking(b, clock.now());
}
