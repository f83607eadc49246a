// The OpenAPI 3.1 top-level `webhooks` object (docs/webhooks.md): one operation per event type,
// each describing the POST we send, so generators type the payloads; and the verification
// snippet of the overview. The payload schemas mirror lib/domain/webhooks/events.ts (and the
// `sequence` that deliver.ts adds to each POST).
import { z } from "zod";
import { WEBHOOK_EVENTS, type WebhookEventType } from "../../contract/webhooks";
import { BookingStatus, PaymentMode, PaymentStatus } from "../../contract/schemas";
import { DELIVERY_TIMEOUT_MS, GIVE_UP_MS } from "../../domain/webhooks/deliver";

type Json = Record<string, unknown>;

const BookingEventData = z.object({
  bookingId: z.uuid(),
  reference: z.string(),
  roomId: z.uuid(),
  status: BookingStatus,
  paymentMode: PaymentMode,
  paymentStatus: PaymentStatus,
  date: z.string().describe("The session's date in the studio's time zone (YYYY-MM-DD)"),
  startTime: z.string().describe("HH:MM, studio-local"),
  endTime: z.string().describe('HH:MM, studio-local ("24:00" = midnight at the end of the day)'),
  priceCents: z.int(),
  depositCents: z.int(),
  currency: z.string().length(3),
});
const CancelledData = BookingEventData.extend({
  cancelledBy: z.enum(["guest", "studio", "system"]).describe("Who cancelled: the guest, the studio, or the system (payment timeout)"),
  reason: z.string().optional().describe("The guest's or studio's words, or a system reason such as `payment_timeout`"),
});
const RescheduledData = BookingEventData.extend({
  rescheduledBy: z.enum(["guest", "studio"]).describe("Who moved it: the guest on the manage page, or the studio's staff"),
  previous: z
    .object({
      roomId: z.uuid(),
      date: z.string().describe("The former date (YYYY-MM-DD, studio-local)"),
      startTime: z.string().describe("The former start, HH:MM"),
      endTime: z.string().describe("The former end, HH:MM"),
      priceCents: z.int().describe("The price before the move (the same unless the studio repriced it)"),
    })
    .describe("Where and when the booking was before the move; the top-level fields are the new ones"),
});
const HoldExpiredData = z.object({
  holdId: z.uuid(),
  roomId: z.uuid(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

const SUMMARY: Record<WebhookEventType, string> = {
  "booking.confirmed": "A booking became confirmed (on_site at confirm; card when the deposit arrived)",
  "booking.payment_received": "Money arrived: the card deposit (paymentStatus deposit_paid) or the studio marked it paid (paid)",
  "booking.cancelled": "A booking was cancelled, by the guest, the studio or the system",
  "booking.completed": "The studio marked the session completed",
  "booking.no_show": "The studio marked the guest as a no-show",
  "booking.rescheduled": "A booking moved to another time or room, by the studio or by the guest (the same booking, id and reference)",
  "hold.expired": "A hold's lifetime ran out without a booking (recorded by the periodic sweep, within about a minute)",
};

const dataOf = (t: WebhookEventType) =>
  t === "hold.expired"
    ? HoldExpiredData
    : t === "booking.cancelled"
      ? CancelledData
      : t === "booking.rescheduled"
        ? RescheduledData
        : BookingEventData;

const schemaOf = (t: WebhookEventType): Json => {
  const payload = z.object({
    type: z.literal(t),
    timestamp: z.string().describe("When the change happened (UTC, ISO 8601)"),
    sequence: z
      .int()
      .positive()
      .describe(
        "Grows with each event of this subscription, in the order the events were created; the same on every retry; gaps are normal. Order by it: one booking's events are also delivered in this order, but events of different bookings may arrive out of it (after retries).",
      ),
    data: dataOf(t),
  });
  const { $schema: _drop, ...json } = z.toJSONSchema(payload, { io: "output" }) as Json;
  // The named PaymentMode, as everywhere else in the document (an inline copy is an anonymous type in a client).
  const data = (json.properties as Record<string, Json>).data.properties as Record<string, Json>;
  if (data.paymentMode) data.paymentMode = { $ref: "#/components/schemas/PaymentMode" };
  return json;
};

const HEADERS: Json = {
  "webhook-id": {
    required: true,
    schema: { type: "string" },
    description: "The event id (`evt_…`); the same on every retry: de-duplicate on it",
  },
  "webhook-timestamp": { required: true, schema: { type: "string" }, description: "Unix seconds of this attempt" },
  "webhook-signature": { required: true, schema: { type: "string" }, description: "`v1,<base64 HMAC-SHA256>` per Standard Webhooks" },
};

/** The document's `webhooks` object. */
export function webhooksObject(): Json {
  const out: Json = {};
  for (const t of WEBHOOK_EVENTS) {
    out[t] = {
      post: {
        operationId: `webhook_${t.replace(".", "_")}`,
        tags: ["Webhooks"],
        summary: SUMMARY[t],
        description: `${SUMMARY[t]}. Sent to each of the studio's subscriptions that wants \`${t}\`, signed per Standard Webhooks. Answer 2xx within ${DELIVERY_TIMEOUT_MS / 1000} s; anything else (redirects included) is retried with backoff for about ${GIVE_UP_MS / 3_600_000} h.`,
        parameters: Object.entries(HEADERS).map(([name, h]) => ({ name, in: "header", ...(h as Json) })),
        requestBody: { required: true, content: { "application/json": { schema: schemaOf(t) } } },
        responses: { "200": { description: "Received (any 2xx)" } },
      },
    };
  }
  return out;
}

/** The overview's paragraph on webhooks, with a Node verification snippet. */
export const WEBHOOKS_OVERVIEW = `

## Webhooks (beyond the contract)

A studio can subscribe an https endpoint to events (\`${WEBHOOK_EVENTS.join("`, `")}\`); the payloads are described under \`webhooks\`. Each POST is signed per Standard Webhooks (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`) with the subscription's \`whsec_…\` secret. Delivery is at least once: de-duplicate on \`webhook-id\`. Each endpoint gets one booking's events in the order they happened; across bookings, order by the payload's \`sequence\` (it grows with each event of the subscription). Verify the raw body before parsing it:

\`\`\`js
import { Webhook } from "standardwebhooks";
const wh = new Webhook(process.env.STUDIO_WEBHOOK_SECRET); // "whsec_…"
// rawBody: the request body as received (string or Buffer), not re-serialized JSON
const event = wh.verify(rawBody, {
  "webhook-id": req.headers["webhook-id"],
  "webhook-timestamp": req.headers["webhook-timestamp"],
  "webhook-signature": req.headers["webhook-signature"],
}); // throws on a bad signature, or a timestamp too far from the receiver's clock
\`\`\`
`;
