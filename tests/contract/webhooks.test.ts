// The document's `webhooks` object against the payload registry (lib/contract/webhook-payloads.ts,
// docs/webhooks.md, Payload schemas): one operation per registered event type and no other, each
// with its sample as the example, and each example valid under the document's own schema (ajv,
// JSON Schema 2020-12), so the JSON Schema zod generates and the zod schema the sender parses
// through agree on it. The delivered events themselves: tests/api/webhook-contract.test.ts.
import { describe, expect, it } from "vitest";
import { PING, PING_SAMPLE, samplePayload, WEBHOOK_EVENT_DEFS, type WebhookEventType } from "../../lib/contract/webhook-payloads";
import { doc, webhookValidators } from "./document";

const types = Object.keys(WEBHOOK_EVENT_DEFS) as WebhookEventType[];
const validator = webhookValidators();

describe("the OpenAPI webhooks object", () => {
  it("has one operation per registered event type, then the test event, and no other", () => {
    expect(types.length).toBeGreaterThan(0);
    expect(Object.keys(doc.webhooks)).toEqual([...types, PING]);
  });

  it("ping (the dashboard's test event, docs/webhooks.md, Test event): its example matches the documented schema, strictly", () => {
    const example = doc.webhooks[PING]!.post.requestBody!.content["application/json"]!.examples?.sample?.value;
    expect(example).toEqual(PING_SAMPLE);
    const validate = validator(PING)!;
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...PING_SAMPLE, data: { ...PING_SAMPLE.data, extra: 1 } })).toBe(false);
    expect(validate({ ...PING_SAMPLE, type: "booking.confirmed" })).toBe(false);
  });

  it.each(types)("%s: its example is the registry's sample and matches the documented schema", (type) => {
    const content = doc.webhooks[type]!.post.requestBody!.content["application/json"]!;
    const example = content.examples?.sample?.value;
    expect(example).toEqual(samplePayload(type));
    const validate = validator(type)!;
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    // Strict both ways: a stray field, a missing one or another type's name is refused.
    const sample = example as { type: string; data: Record<string, unknown> };
    expect(validate({ ...sample, data: { ...sample.data, extra: 1 } })).toBe(false);
    const { roomId: _dropped, ...withoutRoom } = sample.data;
    expect(validate({ ...sample, data: withoutRoom })).toBe(false);
    expect(validate({ ...sample, type: "booking.invented" })).toBe(false);
  });
});
