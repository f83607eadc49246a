// The webhook payloads (docs/webhooks.md, Payload schemas): one zod schema per event type, the
// single source of the payload. The domain's types are inferred from it, the outbox row is
// parsed through it before it is written (lib/domain/webhooks/events.ts) and the POST before it
// is sent (deliver.ts), and the OpenAPI `webhooks` object, its examples included, is generated
// from it (lib/http/openapi/webhooks.ts). Strict objects: the document says
// `additionalProperties: false`, so a stray field is a mismatch here too, not silently dropped.
import { z } from "zod";
import { DateString, TimeString } from "./schemas";
import { BOOKING, BookingEventData, def, type EventDef } from "./booking-event-data";
import { ACTION_EVENTS } from "./booking-actions";
import { keysOf } from "./shapes";

const CancelledByEnum = z.enum(["guest", "studio", "system"]);

const CancelledData = BookingEventData.extend({
  cancelledBy: CancelledByEnum.describe("Who cancelled: the guest, the studio, or the system (payment timeout)"),
  reason: z.string().optional().describe("The guest's or studio's words, or a system reason such as `payment_timeout`"),
});

const PreviousSlot = z
  .strictObject({
    roomId: z.uuid(),
    date: DateString.describe("The former date (YYYY-MM-DD, studio-local)"),
    startTime: TimeString.describe("The former start, HH:MM"),
    endTime: TimeString.describe("The former end, HH:MM"),
    priceCents: z.int().describe("The price before the move (the same unless the studio repriced it)"),
  })
  .describe("Where and when the booking was before the move; the top-level fields are the new ones");
/** A moved booking's former room and times (booking.rescheduled's `previous`). */
export type PreviousSlot = z.infer<typeof PreviousSlot>;

const RescheduledData = BookingEventData.extend({
  rescheduledBy: z.enum(["guest", "studio"]).describe("Who moved it: the guest on the manage page, or the studio's staff"),
  previous: PreviousSlot,
});

const HoldExpiredData = z.strictObject({
  holdId: z.uuid(),
  roomId: z.uuid(),
  date: DateString,
  startTime: TimeString,
  endTime: TimeString,
});

/**
 * The registry: every event type integrators can subscribe to, its `data` schema, summary and
 * sample. The event list (WEBHOOK_EVENTS) is its keys, so a new type is one entry here;
 * tests/api/webhook-contract.test.ts then fails until a test delivers one.
 */
export const WEBHOOK_EVENT_DEFS = {
  "booking.confirmed": def({
    data: BookingEventData,
    summary:
      "A booking became confirmed (on_site at confirm; card when the deposit arrived; a phone booking or a regular booking's date when staff took it)",
    sample: BOOKING,
  }),
  "booking.payment_received": def({
    data: BookingEventData,
    summary: "Money arrived: the card deposit (paymentStatus deposit_paid) or the studio marked it paid (paid)",
    sample: { ...BOOKING, paymentMode: "card", paymentStatus: "deposit_paid", depositCents: 1800 },
  }),
  "booking.cancelled": def({
    data: CancelledData,
    summary: "A booking was cancelled, by the guest, the studio or the system",
    sample: { ...BOOKING, status: "cancelled", cancelledBy: "guest", reason: "Flu, sorry" },
  }),
  "booking.completed": def({
    data: BookingEventData,
    summary: "The studio marked the session completed",
    sample: { ...BOOKING, status: "completed", paymentStatus: "paid" },
  }),
  "booking.no_show": def({
    data: BookingEventData,
    summary: "The studio marked the guest as a no-show",
    sample: { ...BOOKING, status: "no_show" },
  }),
  "booking.rescheduled": def({
    data: RescheduledData,
    summary: "A booking moved to another time or room, by the studio or by the guest (the same booking, id and reference)",
    sample: {
      ...BOOKING,
      date: "2030-01-16",
      startTime: "18:00",
      endTime: "20:00",
      rescheduledBy: "guest",
      previous: { roomId: BOOKING.roomId, date: BOOKING.date, startTime: BOOKING.startTime, endTime: BOOKING.endTime, priceCents: 6000 },
    },
  }),
  "hold.expired": def({
    data: HoldExpiredData,
    summary: "A hold's lifetime ran out without a booking (recorded by the periodic sweep, within about a minute)",
    sample: {
      holdId: "9d2e4f60-1a3b-4c5d-8e7f-0a1b2c3d4e5f",
      roomId: BOOKING.roomId,
      date: "2030-01-15",
      startTime: "10:00",
      endTime: "12:00",
    },
  }),
  // The events the booking actions declare in their own modules (docs/booking-actions.md).
  ...ACTION_EVENTS,
} satisfies Record<string, EventDef<z.ZodType>>;

type Defs = typeof WEBHOOK_EVENT_DEFS;
/** An event type (`booking.confirmed`, …, `hold.expired`). */
export type WebhookEventType = keyof Defs;
/** The event types, in the registry's order (the studio API's and the studio file's `events`, the document). */
export const WEBHOOK_EVENTS = keysOf(WEBHOOK_EVENT_DEFS);
/** The `data` of an event type, as sent. */
type WebhookEventData<T extends WebhookEventType> = z.output<Defs[T]["data"]>;
/** The booking.* event types: a booking's fields, and what the type's schema adds. */
export type BookingEventType = Exclude<WebhookEventType, "hold.expired">;
/** What a booking.* event carries beyond the booking's own fields (`previous` of a move, …): its schema's other keys. */
export type BookingEventExtra<T extends BookingEventType> = Omit<z.input<Defs[T]["data"]>, keyof z.input<typeof BookingEventData>>;

const Timestamp = z.iso.datetime().describe("When the change happened (UTC, ISO 8601)");
const Sequence = z
  .int()
  .positive()
  .describe(
    "Grows with each event of this subscription, in the order the events were created; the same on every retry; gaps are normal. Order by it: one booking's events are also delivered in this order, but events of different bookings may arrive out of it (after retries).",
  );

/** The body of the POST: `{ type, timestamp, sequence, data }` (docs/webhooks.md, Order: `sequence` is added when posting). */
export function webhookPayloadSchema<T extends WebhookEventType>(type: T) {
  const data: Defs[T]["data"] = WEBHOOK_EVENT_DEFS[type]["data"];
  return z.strictObject({
    type: z.literal(type),
    timestamp: Timestamp,
    sequence: Sequence,
    data,
  });
}

/** What the outbox stores: the POST's body without `sequence` (the row id, added by the sender). */
export function storedPayloadSchema<T extends WebhookEventType>(type: T) {
  return webhookPayloadSchema(type).omit({ sequence: true });
}

type WebhookPayload<T extends WebhookEventType = WebhookEventType> = {
  type: T;
  timestamp: string;
  sequence: number;
  data: WebhookEventData<T>;
};

/** The sample POST body of an event type (OpenAPI examples), parsed: a sample that does not match throws. */
export function samplePayload<T extends WebhookEventType>(type: T): WebhookPayload<T> {
  return webhookPayloadSchema(type).parse({
    type,
    timestamp: "2030-01-10T09:30:00.000Z",
    sequence: 1042,
    data: WEBHOOK_EVENT_DEFS[type].sample,
  }) as WebhookPayload<T>;
}

export const isWebhookEventType = (t: string): t is WebhookEventType => (WEBHOOK_EVENTS as readonly string[]).includes(t);

/**
 * The test event (docs/webhooks.md, Test event): `ping`, sent only when an owner asks from the
 * dashboard, to one subscription whatever event types it wants; not an event type one subscribes
 * to (not in WEBHOOK_EVENTS), signed and shaped like every event.
 */
export const PING = "ping";
const PingData = z.strictObject({
  subscriptionId: z.uuid().describe("The subscription it was sent to"),
  test: z.literal(true).describe("Always true: a test, not a change of any booking"),
});
export const PING_SUMMARY = "A test event an owner sent from the dashboard (no booking changed)";
/** The body of a test POST: `{ type: "ping", timestamp, sequence, data }`. */
export const pingPayloadSchema = z.strictObject({ type: z.literal(PING), timestamp: Timestamp, sequence: Sequence, data: PingData });
export const PING_SAMPLE = {
  type: PING,
  timestamp: "2030-01-10T09:30:00.000Z",
  sequence: 1043,
  data: { subscriptionId: "5e0c1b2a-3d4f-4a6b-8c7d-9e0f1a2b3c4d", test: true },
} as const satisfies z.input<typeof pingPayloadSchema>;
