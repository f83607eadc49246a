import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { undoMarkPaid } from "@/lib/domain/studio-actions/bookings";
import { studioUndoMarkPaid } from "@/lib/http/operations/studio/bookings";

// POST /v1/studio/bookings/{bookingId}/mark-paid/undo — a "paid" marked by mistake, undone
// (docs/studio-actions.md, Undoing a payment mark).
export const POST = studioRoute<{ bookingId: string }>(studioUndoMarkPaid, async ({ params, db, clock, actor }) =>
  ok(await undoMarkPaid(db, clock, actor, params.bookingId)),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
