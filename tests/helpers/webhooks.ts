// Webhooks as an integrator receives them (docs/webhooks.md, Verifying a delivery): the worker's
// delivery run until nothing is due, each body's signature verified with standardwebhooks, then
// validated against the `webhooks` schema of the OpenAPI document the app serves. A booking
// action's test proves its event with it (tests/unit/booking-actions-doc.test.ts checks there is one).
// The delivery poll is database-wide: call it from a file with a database of its own (ownDatabase).
import { Webhook } from "standardwebhooks";
import type { TestApp } from "./app";
import type { ReceivedWebhook } from "../fakes/webhook-receiver";
import { webhookValidators, type Doc } from "../contract/document";
import { systemClock } from "../../lib/infra/clock";
import { deliverDueWebhooks } from "../../lib/domain/webhooks/deliver";

export type DeliveredWebhook = { type: string; data: Record<string, unknown> };

export async function deliveredWebhooks(app: TestApp, received: ReceivedWebhook[], secret: string): Promise<DeliveredWebhook[]> {
  while ((await deliverDueWebhooks(app.db, systemClock)) > 0);
  const validator = webhookValidators((await app.get("/v1/openapi.json")).body as Doc);
  const wh = new Webhook(secret);
  return received.map((r) => {
    const body = wh.verify(r.body, r.headers) as { type: string; data: Record<string, unknown> }; // throws on a bad signature
    const { type, data } = body;
    const validate = validator(type);
    if (!validate) throw new Error(`${type}: not in the document's webhooks`);
    if (validate(body) !== true)
      throw new Error(`${type}: ${(validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`).join("; ")}`);
    return { type, data };
  });
}
