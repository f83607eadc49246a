// The OpenAPI 3.1 top-level `webhooks` object (docs/webhooks.md): one operation per event type,
// each describing the POST we send, so generators type the payloads; and the verification
// snippet of the overview. Generated from the payload registry (lib/contract/webhook-payloads.ts,
// docs/webhooks.md, Payload schemas): the same zod schema the outbox and the sender parse
// through, and its sample as the example (parsed, so a sample that does not match throws here).
import { z } from "zod";
import {
  PING,
  PING_SAMPLE,
  PING_SUMMARY,
  WEBHOOK_EVENT_DEFS,
  WEBHOOK_EVENTS,
  pingPayloadSchema,
  samplePayload,
  webhookPayloadSchema,
  type WebhookEventType,
} from "../../contract/webhook-payloads";
import { DELIVERY_TIMEOUT_MS, GIVE_UP_MS } from "../../domain/webhooks/deliver";
import { fieldOf, isRecord } from "../../contract/shapes";

type Json = Record<string, unknown>;

const schemaOf = (t: WebhookEventType): Json => {
  const { $schema: _drop, ...json } = z.toJSONSchema(webhookPayloadSchema(t), { io: "output" });
  // The named PaymentMode, like everywhere else in the document (an inline copy is an anonymous type in a client).
  const data = fieldOf(fieldOf(json.properties, "data"), "properties");
  if (isRecord(data) && data.paymentMode) data.paymentMode = { $ref: "#/components/schemas/PaymentMode" };
  return json;
};

const HEADERS: Record<string, Json> = {
  "webhook-id": {
    required: true,
    schema: { type: "string" },
    description: "The event id (`evt_…`); the same on every retry: de-duplicate on it",
  },
  "webhook-timestamp": { required: true, schema: { type: "string" }, description: "Unix seconds of this attempt" },
  "webhook-signature": { required: true, schema: { type: "string" }, description: "`v1,<base64 HMAC-SHA256>` per Standard Webhooks" },
};

/** One POST of the document's `webhooks`. */
function operation(t: string, summary: string, description: string, schema: Json, example: unknown): Json {
  return {
    post: {
      operationId: `webhook_${t.replace(".", "_")}`,
      tags: ["Webhooks"],
      summary,
      description,
      parameters: Object.entries(HEADERS).map(([name, h]) => ({ name, in: "header", ...h })),
      requestBody: {
        required: true,
        content: { "application/json": { schema, examples: { sample: { summary: `A ${t} event`, value: example } } } },
      },
      responses: { "200": { description: "Received (any 2xx)" } },
    },
  };
}

/** The document's `webhooks` object: every event type, then the test event (docs/webhooks.md, Test event). */
export function webhooksObject(): Json {
  const out: Json = {};
  for (const t of WEBHOOK_EVENTS) {
    const summary = WEBHOOK_EVENT_DEFS[t].summary;
    out[t] = operation(
      t,
      summary,
      `${summary}. Sent to each of the studio's subscriptions that wants \`${t}\`, signed per Standard Webhooks. Answer 2xx within ${DELIVERY_TIMEOUT_MS / 1000} s; anything else (redirects included) is retried with backoff for about ${GIVE_UP_MS / 3_600_000} h.`,
      schemaOf(t),
      samplePayload(t),
    );
  }
  const { $schema: _drop, ...ping } = z.toJSONSchema(pingPayloadSchema, { io: "output" });
  out[PING] = operation(
    PING,
    PING_SUMMARY,
    `${PING_SUMMARY}. Sent once, only when asked, to the one subscription whatever event types it wants, signed like every event (with a fresh \`webhook-id\`); not retried, and not an event type to subscribe to. Answer 2xx within ${DELIVERY_TIMEOUT_MS / 1000} s.`,
    ping,
    pingPayloadSchema.parse(PING_SAMPLE),
  );
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
