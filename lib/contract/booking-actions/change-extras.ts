// Staff set the extras of a booking (docs/studio-actions.md, Extras on a booking): backline or an
// engineer's hour added on the day, or one taken off. The list sent is the booking's whole list; an
// extra kept at its quantity keeps its booked price, one added or changed is priced now. Limited
// extras are hired under the database's constraint as a hold's are (409 EXTRA_UNAVAILABLE). The price
// moves by the difference; when what the guest owes changes they are told, in their language.
import { z } from "zod";
import { BOOKING, BookingEventData } from "../booking-event-data";
import { extraLineName } from "../extras";
import type { Locale } from "../locales";
import { ExtrasChoice } from "../schemas";
import { bookingAction, notFoundCause, refuse, type ActionFacts, type Verdict } from "./define";

const ChangeExtrasBody = z.strictObject({ extras: ExtrasChoice });

/** How the guest's message and the audit trail name the change: the extras now hired, or none. */
const EXTRAS_CHANGE_TEXTS: Record<Locale, { now: string; none: string }> = {
  es: { now: "Extras de la sesión:", none: "La sesión ya no lleva extras" },
  ca: { now: "Extres de la sessió:", none: "La sessió ja no porta extres" },
  en: { now: "Extras for the session:", none: "The session has no extras any more" },
};

/** The extras a booking now has, as its guest and its audit trail read them, in `locale` (English for a name not given in it). */
export function extrasChangeText(lines: readonly { name: Partial<Record<Locale, string>>; quantity: number }[], locale: Locale): string {
  const t = EXTRAS_CHANGE_TEXTS[locale];
  if (lines.length === 0) return t.none;
  return `${t.now} ${lines.map((l) => extraLineName(l, locale)).join(", ")}`;
}

export const changeExtras = bookingAction({
  path: "extras",
  rules: {
    changeExtras: (f: ActionFacts): Verdict => {
      if (f.status !== "confirmed" && f.status !== "completed")
        return refuse(`The extras of a ${f.status.replace("_", "-")} booking cannot be changed`);
      // Paid in full: the mark says nothing is owed; a new price would make it untrue (undo it first).
      if (f.paymentStatus === "paid") return refuse("This booking is marked paid; undo the payment mark to change its extras");
      return null;
    },
  },
  operation: {
    operationId: "studioChangeExtras",
    summary: "Set a booking's extras",
    description:
      "The booking's whole list of extras (an empty list takes them all off), for a confirmed or completed booking not marked paid. An extra kept at the same quantity keeps its booked price; one added or changed is priced at the studio's price now. Limited extras are hired for the session's time under the same database constraint as a hold's. The price changes by the difference (never below a card deposit already taken); the guest is told the new price and what is left to pay. Audited with the old and new price; a `booking.extras_changed` webhook is sent. The same list again changes nothing.",
    body: {
      name: "ChangeExtrasRequest",
      schema: ChangeExtrasBody,
      example: { extras: [{ extraId: "0d7e9a52-6c1b-4f7e-8a3d-2b9c4e5f6a70", quantity: 1 }] },
    },
    reply: "StudioBookingResponse",
    replyDescription: "The booking with its extras and price",
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "EXTRA_UNAVAILABLE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      VALIDATION_ERROR: "An extra named twice, a quantity out of range, or an extra the studio does not offer for the booking's room",
      RESOURCE_NOT_FOUND: notFoundCause("booking"),
      INVALID_STATE: "Not confirmed or completed, marked paid, or a price that would go below the card deposit already taken",
      EXTRA_UNAVAILABLE: "An extra added has no unit free at the session's time (details name it)",
    },
  },
  audit: "booking.extras",
  event: {
    type: "booking.extras_changed",
    data: BookingEventData.extend({ previousPriceCents: z.int().describe("The price before the change, in cents") }),
    summary: "Staff changed a booking's extras (extras and priceCents are the new ones)",
    sample: { ...BOOKING, priceCents: 3400, previousPriceCents: 2400 },
  },
});
