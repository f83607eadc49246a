import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioRotateBookingFeed } from "@/lib/http/operations/studio/connections";
import { rotateBookingFeed } from "@/lib/domain/dashboard/connections";

// POST /v1/studio/connections/booking-feed/rotate — a new bookings feed URL, shown this once; the old
// one stops working (docs/dashboard.md, Data). Owners only.
export const POST = studioRoute(studioRotateBookingFeed, async ({ db, clock, actor }) => ok(await rotateBookingFeed(db, clock, actor)));
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
