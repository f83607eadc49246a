// The studio operations of the booking actions, built from their registry (lib/contract/booking-actions;
// docs/booking-actions.md): POST /studio/bookings/{bookingId}/<the action's path>, one each.
import { BOOKING_ACTIONS, BOOKING_ACTION_NAMES } from "../../../contract/booking-actions";
import type { BookingActionDef } from "../../../contract/booking-actions/define";
import { studioOperation, type StudioOperation } from "../studio-operation";
import { recordFrom } from "../../../contract/shapes";

function operationOf(a: BookingActionDef): StudioOperation {
  const o = a.operation;
  return studioOperation({
    operationId: o.operationId,
    method: "post",
    path: `/studio/bookings/{bookingId}/${a.path}`,
    pathParams: { bookingId: "booking" },
    ownerOnly: o.ownerOnly,
    summary: o.summary,
    description: o.description,
    body: o.body ? { ...o.body, required: true } : undefined,
    success: { status: 200, content: "json", schema: o.reply, description: o.replyDescription },
    errors: o.errors,
    causes: o.causes,
  });
}

export const BOOKING_ACTION_OPERATIONS = recordFrom(BOOKING_ACTION_NAMES, (n) => operationOf(BOOKING_ACTIONS[n]));
