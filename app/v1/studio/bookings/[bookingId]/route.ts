import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { bookingDetail } from "@/lib/domain/dashboard/detail";

// GET /v1/studio/bookings/{bookingId} — one booking with its messages, audit trail and the actions
// this staff member may take (docs/dashboard.md, Data); another studio's id is 404.
export const GET = studioRoute<{ bookingId: string }>({ limit: "read" }, async ({ params, db, clock, actor }) => {
  return ok(await bookingDetail(db, clock, actor, params.bookingId));
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
