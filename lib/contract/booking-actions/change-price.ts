// An owner sets a booking's price, with a reason the guest is told (docs/studio-actions.md, Changing
// the price): a discount, extras added on the day, a correction. What was already paid stays as
// paid: a card deposit stays as taken and what is left at the studio follows the new price.
import { z } from "zod";
import { BookingEventData, BOOKING } from "../booking-event-data";
import { freeText } from "../schemas";
import { OWNER_ONLY } from "../owner-only";
import { bookingAction, notFoundCause, refuse, TOOK, type ActionFacts, type Verdict } from "./define";

/** The highest price an owner may set, in cents (a year of a room, round). */
export const PRICE_MAX_CENTS = 10_000_000;
const PRICE_REASON_MAX = 300;

const ChangePriceBody = z.strictObject({
  priceCents: z.int().min(0).max(PRICE_MAX_CENTS),
  reason: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, "must not be empty").max(PRICE_REASON_MAX).check(freeText())),
});

export const changePrice = bookingAction({
  path: "price",
  rules: {
    changePrice: (f: ActionFacts): Verdict => {
      if (!f.owner) return refuse(OWNER_ONLY.price, "FORBIDDEN");
      if (!TOOK.includes(f.status)) return refuse(`The price of a ${f.status.replace("_", "-")} booking cannot be changed`);
      // Paid in full: the mark says nothing is owed; a new price would make it untrue (undo it first).
      if (f.paymentStatus === "paid") return refuse("This booking is marked paid; undo the payment mark to change its price");
      return null;
    },
  },
  operation: {
    operationId: "studioChangePrice",
    ownerOnly: "price",
    summary: "Change a booking's price (owners)",
    description:
      "A new price for a confirmed, completed or no-show booking that is not marked paid, with a reason the guest is told in their language, with what is left to pay. A card deposit already taken stays as taken: the price cannot go below it. Audited with the old and new price; a `booking.price_changed` webhook is sent. The same price again changes nothing.",
    body: { name: "ChangePriceRequest", schema: ChangePriceBody, example: { priceCents: 5400, reason: "Regular band: 10% off" } },
    reply: "StudioBookingResponse",
    replyDescription: "The booking at its new price",
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      VALIDATION_ERROR: `\`priceCents\` not a whole number from 0 to ${PRICE_MAX_CENTS}, or \`reason\` empty or longer than ${PRICE_REASON_MAX} characters`,
      RESOURCE_NOT_FOUND: notFoundCause("booking"),
      INVALID_STATE: "Cancelled, awaiting its card deposit or marked paid; or a price below the card deposit already taken",
      FORBIDDEN: "A cross-origin request, or a staff member (prices are for owners)",
    },
  },
  audit: "booking.price",
  event: {
    type: "booking.price_changed",
    data: BookingEventData.extend({ previousPriceCents: z.int().describe("The price before the change, in cents") }),
    summary: "The studio changed a booking's price (priceCents is the new one)",
    sample: { ...BOOKING, priceCents: 5400, previousPriceCents: 6000 },
  },
});
