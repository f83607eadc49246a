// Another time or room for a confirmed booking whose session has not ended (docs/studio-actions.md,
// Moving a booking).
import { z } from "zod";
import { MOVE_NOTICE_WINDOW_MINUTES, STAFF_HORIZON_DAYS } from "../limits";
import { DateString, TimeString } from "../schemas";
import { bookingAction, notFoundCause, refuse, type ActionFacts } from "./define";

/** Omitted duration and room stay as booked. */
const MoveBody = z.object({
  date: DateString,
  startTime: TimeString,
  durationMinutes: z
    .number()
    .int()
    .positive()
    .max(24 * 60)
    .optional(),
  roomId: z.uuid().optional(),
  reprice: z.boolean().optional(),
  /** false: a correction, the guest is not told (default true). */
  notifyGuest: z.boolean().optional(),
});

export const move = bookingAction({
  path: "move",
  rules: {
    move: (f: ActionFacts) => {
      if (f.status !== "confirmed")
        return refuse(
          f.status === "pending_payment"
            ? "This booking awaits its card deposit; it can be moved once paid"
            : `A ${f.status} booking cannot be moved`,
        );
      return f.endsAt.getTime() > f.now.getTime() ? null : refuse("This session is over");
    },
  },
  operation: {
    operationId: "studioMoveBooking",
    summary: "Move a booking to another time or room",
    description: `A confirmed booking whose session has not ended, to a new date and start, and optionally another duration (\`durationMinutes\`, default as booked) and room (\`roomId\`, any active room of the studio). The rules of a phone booking apply: the room's hours, grid, durations, buffer and busy time, no minimum notice, up to ${STAFF_HORIZON_DAYS} days ahead. One transaction: a hold racing for the same time either wins (then \`409 SLOT_TAKEN\`) or loses. The price stays as booked unless \`reprice: true\` (the room's current quote; not for a booking paid in full); the deposit stays. The guest is told the new time in their language with an updated calendar event (same UID, higher SEQUENCE), ${MOVE_NOTICE_WINDOW_MINUTES} minutes after the move: further moves of the booking in those minutes join that one message, which says the time the booking has when it is sent (moved back where it was, or cancelled, nothing is sent). \`notifyGuest: false\` (a correction) tells the guest nothing of this move. The reminder follows the new time; a \`booking.rescheduled\` webhook is sent either way. The answer carries \`previous\`: the room, times and price before the move.`,
    body: { name: "MoveRequest", schema: MoveBody, example: { date: "2030-01-16", startTime: "18:00", durationMinutes: 120 } },
    reply: "StudioMoveResponse",
    replyDescription: "The booking at its new time, and where it was",
    errors: [
      "VALIDATION_ERROR",
      "RESOURCE_NOT_FOUND",
      "INVALID_STATE",
      "ROOM_NOT_BOOKABLE",
      "OUTSIDE_HOURS",
      "OUTSIDE_BOOKING_WINDOW",
      "SLOT_TAKEN",
      "RATE_LIMIT_EXCEEDED",
    ],
    causes: {
      VALIDATION_ERROR: "`date` or `startTime` malformed, or a start or duration off the room's grid or limits",
      RESOURCE_NOT_FOUND: `${notFoundCause("booking")}; or \`roomId\` is not one of the studio's rooms`,
      INVALID_STATE:
        "The booking is not confirmed (cancelled, completed, no-show, awaiting its card deposit), its session is over, or `reprice` on a booking paid in full",
      ROOM_NOT_BOOKABLE: "The room is no longer in use",
      OUTSIDE_HOURS: "The room is closed at that time",
      OUTSIDE_BOOKING_WINDOW: `That time has passed, or is more than ${STAFF_HORIZON_DAYS} days ahead`,
      SLOT_TAKEN: "A booking, a live hold or a block is in the way (the message names it)",
    },
  },
});
