// Staff record that the guest arrived (docs/booking-actions.md): a confirmed booking, from two hours
// before its start until its end. Sets the `checked_in` flag, shown on the detail, the agenda and the
// day sheet; a guest who checked in cannot be marked a no-show. No message to the guest.
import { BOOKING, BookingEventData } from "../booking-event-data";
import { bookingAction, notFoundCause, refuse, type ActionFacts, type Verdict } from "./define";

/** How long before the start a guest may be checked in: bands come early to set up. */
const EARLY_MS = 2 * 3_600_000;
const FLAG = "checked_in";

export const checkIn = bookingAction({
  path: "check-in",
  rules: {
    checkIn: (f: ActionFacts): Verdict => {
      if (f.status !== "confirmed") return refuse(`A ${f.status.replace("_", "-")} booking cannot be checked in`);
      if (f.flags.includes(FLAG)) return "done";
      if (f.now.getTime() < f.startsAt.getTime() - EARLY_MS)
        return refuse(`Booking ${f.reference} can be checked in from two hours before its start (${f.startsAt.toISOString()})`);
      return f.now.getTime() < f.endsAt.getTime() ? null : refuse("This session is over");
    },
  },
  limits: {
    markNoShow: (f: ActionFacts): Verdict =>
      f.flags.includes(FLAG) ? refuse(`The guest of ${f.reference} checked in; mark the session completed instead`) : null,
  },
  operation: {
    operationId: "studioCheckIn",
    summary: "Check the guest in",
    description:
      "Staff record that the guest arrived: a confirmed booking, from two hours before its start until its end. Checked in already answers the booking as it is. The flag shows on the booking, the agenda and the day sheet, the session can no longer be marked a no-show, and a `booking.checked_in` webhook is sent. No message goes to the guest.",
    reply: "StudioBookingResponse",
    replyDescription: "The booking",
    errors: ["RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      RESOURCE_NOT_FOUND: notFoundCause("booking"),
      INVALID_STATE: "The booking is not confirmed, its start is more than two hours away, or its session is over",
    },
  },
  flag: {
    name: FLAG,
    texts: {
      es: { button: "Registrar llegada", done: "Llegada registrada.", audit: "Llegada registrada", flag: "Ha llegado" },
      ca: { button: "Registra l'arribada", done: "Arribada registrada.", audit: "Arribada registrada", flag: "Ha arribat" },
      en: { button: "Check in", done: "Checked in.", audit: "Checked in", flag: "Checked in" },
    },
  },
  audit: "booking.check_in",
  event: {
    type: "booking.checked_in",
    data: BookingEventData,
    summary: "Staff recorded that the guest arrived (checked in)",
    sample: { ...BOOKING },
  },
});
