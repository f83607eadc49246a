// The manage page's booking, read by the page's server so the booking shows before and without
// JavaScript (docs/sites.md, Without JavaScript): the answer getBooking gives for the token, or
// "not_found", or null when the read failed (the page's script then reads it through the API). The
// token is a password: it is neither logged nor kept.
import { ApiError } from "../../contract/errors";
import type { Booking } from "../../contract/schemas";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { errorFields, log } from "../../infra/log";
import { viewBooking } from "../../domain/bookings/manage";

export async function managedBooking(db: Db, clock: Clock, token: string): Promise<Booking | "not_found" | null> {
  try {
    return await viewBooking(db, clock, token);
  } catch (e) {
    if (e instanceof ApiError && e.code === "RESOURCE_NOT_FOUND") return "not_found";
    log.error("manage page read failed", errorFields(e));
    return null;
  }
}
