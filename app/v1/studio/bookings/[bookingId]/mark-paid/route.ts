import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioMarkPaid } from "@/lib/http/operations/studio/bookings";
import { markPaid } from "@/lib/domain/studio-actions/bookings";

// POST /v1/studio/bookings/{bookingId}/mark-paid — money received at the studio (docs/studio-actions.md).
export const POST = studioRoute<{ bookingId: string }>(studioMarkPaid, async ({ params, db, clock, actor }) =>
  ok(await markPaid(db, clock, actor, params.bookingId)),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
