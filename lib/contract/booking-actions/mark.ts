// Completed or no-show: a session that took place (or was missed), marked once it has started
// (docs/studio-actions.md, Completed and no-show).
import { z } from "zod";
import { bookingAction, notFoundCause, refuse, TOOK, type ActionFacts, type Verdict } from "./define";

function mark(to: "completed" | "no_show") {
  return (f: ActionFacts): Verdict => {
    if (!TOOK.includes(f.status)) return refuse(`Booking ${f.reference} is ${f.status}; only confirmed bookings can be marked`);
    if (f.startsAt.getTime() > f.now.getTime())
      return refuse(`Booking ${f.reference} starts at ${f.startsAt.toISOString()}; it can be marked once the session has started`);
    return f.status === to ? "done" : null;
  };
}

export const markSession = bookingAction({
  path: "mark",
  rules: { markCompleted: mark("completed"), markNoShow: mark("no_show") },
  operation: {
    operationId: "studioMarkBooking",
    summary: "Mark a session completed or no-show",
    description:
      "Once the session has started; a mark can be corrected, and the same mark again changes nothing. No message goes to the guest.",
    body: { name: "MarkRequest", schema: z.object({ mark: z.enum(["completed", "no_show"]) }), example: { mark: "completed" } },
    reply: "StudioBookingResponse",
    replyDescription: "The booking",
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      RESOURCE_NOT_FOUND: notFoundCause("booking"),
      INVALID_STATE: "The session has not started, or the booking is not confirmed or marked",
    },
  },
});
