import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioGetBooking } from "@/lib/http/operations/studio/bookings";
import { studioEditBooking } from "@/lib/http/operations/studio/bookings";
import { bookingDetail } from "@/lib/domain/dashboard/detail";
import { editByStudio } from "@/lib/domain/studio-actions/edit";

// GET /v1/studio/bookings/{bookingId} — one booking with its messages, audit trail and the actions
// this staff member may take (docs/dashboard.md, Data); another studio's id is 404.
export const GET = studioRoute<{ bookingId: string }>(studioGetBooking, async ({ params, db, clock, actor }) => {
  return ok(await bookingDetail(db, clock, actor, params.bookingId));
});
// PATCH /v1/studio/bookings/{bookingId} {guestName?, email?, phone?, notes?, internalNote?} (docs/studio-actions.md, Editing a booking).
export const PATCH = studioRoute<{ bookingId: string }>(studioEditBooking, async ({ req, params, db, clock, actor }) => {
  const body = await readBody(req, studioEditBooking.body.schema);
  return ok(await editByStudio(db, clock, actor, params.bookingId, body));
});
export const { POST, PUT, DELETE } = otherMethods(["GET", "PATCH"], { cors: false });
