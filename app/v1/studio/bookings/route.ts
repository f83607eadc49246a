import { ok, otherMethods, parse, readBody, urlOf } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioListBookings } from "@/lib/http/operations/studio/bookings";
import { studioCreatePhoneBooking } from "@/lib/http/operations/studio/bookings";
import { BookingListQuery } from "@/lib/contract/dashboard-schemas";
import { listBookings } from "@/lib/domain/dashboard/bookings";
import { createPhoneBooking } from "@/lib/domain/studio-actions/phone-booking";

// GET /v1/studio/bookings?tab&roomId&from&to&q&cursor&limit — the bookings list, one page
// (docs/dashboard.md, Data). POST (a phone booking) is docs/studio-actions.md's.
export const GET = studioRoute(studioListBookings, async ({ req, db, clock, actor }) => {
  const q = parse(BookingListQuery, Object.fromEntries(urlOf(req).searchParams));
  return ok(await listBookings(db, clock, actor, q));
});

// POST /v1/studio/bookings {roomId, date, startTime, minutes, guestName, email?|phone?, notes?, locale?} — a phone or
// walk-in booking, confirmed at once and paid on site (docs/studio-actions.md, Phone bookings).
export const POST = studioRoute(studioCreatePhoneBooking, async ({ req, db, clock, actor }) => {
  const body = await readBody(req, studioCreatePhoneBooking.body.schema);
  return ok(await createPhoneBooking(db, clock, actor, body), 201);
});
export const { PUT, PATCH, DELETE } = otherMethods(["GET", "POST"], { cors: false });
