// The fields every booking.* event carries and the shape of an event's declaration, apart from the
// event list (webhook-payloads.ts) so that the booking actions, which declare their own events
// (lib/contract/booking-actions), and the list can both build on them.
import { z } from "zod";
import { BookingStatus, DateString, PaymentMode, PaymentStatus, TimeString } from "./schemas";

/** The booking fields every booking.* event carries (the contract's names, studio-local date and times). */
export const BookingEventData = z.strictObject({
  bookingId: z.uuid(),
  reference: z.string(),
  roomId: z.uuid(),
  status: BookingStatus,
  paymentMode: PaymentMode,
  paymentStatus: PaymentStatus,
  date: DateString.describe("The session's date in the studio's time zone (YYYY-MM-DD)"),
  startTime: TimeString.describe("HH:MM, studio-local"),
  endTime: TimeString.describe('HH:MM, studio-local ("24:00" = midnight at the end of the day)'),
  priceCents: z.int(),
  depositCents: z.int(),
  currency: z.string().length(3),
  priceLines: z
    .array(z.strictObject({ minutes: z.int(), hourlyCents: z.int() }))
    .describe("How the price was made: minutes at each hourly rate, in order (empty for a booking made before lines were kept)"),
  extras: z
    .array(z.strictObject({ extraId: z.uuid(), quantity: z.int(), priceCents: z.int().describe("The line's total") }))
    .describe("The extras hired with it, included in `priceCents`"),
  discount: z
    .strictObject({ code: z.string(), discountCents: z.int() })
    .nullable()
    .describe("The promo code it was booked with and what it took off the whole price, already deducted from `priceCents`; null: none"),
});

// Sample values: valid ids of the zod uuid form, a slot on the demo grid.
export const BOOKING = {
  bookingId: "3b0f6a52-8c1d-4e2f-9a7b-5c6d7e8f9a01",
  reference: "K7QM-4R2X",
  roomId: "6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11",
  status: "confirmed",
  paymentMode: "on_site",
  paymentStatus: "unpaid",
  date: "2030-01-15",
  startTime: "10:00",
  endTime: "12:00",
  priceCents: 6000,
  depositCents: 0,
  currency: "EUR",
  priceLines: [{ minutes: 120, hourlyCents: 3000 }],
  extras: [],
  discount: null,
} as const satisfies z.input<typeof BookingEventData>;

export type EventDef<S extends z.ZodType> = {
  /** The payload's `data`. */
  data: S;
  /** One line for the OpenAPI operation's summary. */
  summary: string;
  /** A sample `data`, checked against `data` where the document is built (lib/http/openapi/webhooks.ts). */
  sample: z.input<S>;
};
export const def = <S extends z.ZodType>(d: EventDef<S>) => d;
