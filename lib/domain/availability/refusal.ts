// The one wording of the slot rule's refusals (checkSlot in rules.ts), for holds, phone bookings and
// moves alike: a guest reads the room's booking window, staff their own horizon (docs/studio-actions.md,
// Phone bookings). A studio's SLOT_TAKEN names what is in the way instead (studio-actions/slot.ts).
import { ApiError } from "../../contract/errors";
import { STAFF_HORIZON_DAYS } from "../../contract/limits";
import type { SlotVerdict } from "./rules";

const WORDS: Record<"guest" | "studio", Record<Exclude<SlotVerdict, "free">, string>> = {
  guest: {
    OUTSIDE_HOURS: "The room is closed at that time",
    OUTSIDE_BOOKING_WINDOW: "That time is outside the booking window (minimum notice or how far ahead bookings open)",
    SLOT_TAKEN: "This time slot is no longer available",
  },
  studio: {
    OUTSIDE_HOURS: "The room is closed at that time",
    OUTSIDE_BOOKING_WINDOW: `That time has passed, or is more than ${STAFF_HORIZON_DAYS} days ahead`,
    SLOT_TAKEN: "This time slot is no longer available",
  },
};

export function slotRefusal(verdict: Exclude<SlotVerdict, "free">, by: "guest" | "studio"): ApiError {
  return new ApiError(verdict, WORDS[by][verdict]);
}
