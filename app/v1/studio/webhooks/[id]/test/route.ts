import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioTestWebhook } from "@/lib/http/operations/studio/webhooks";
import { webhookEndpoint } from "@/lib/domain/webhooks/test-event";

// POST /v1/studio/webhooks/{id}/test — a signed `ping` posted now; the outcome, recorded with the
// endpoint's deliveries (docs/webhooks.md, Test event).
export const POST = studioRoute<{ id: string }>(studioTestWebhook, async ({ params, db, clock, actor }) =>
  ok(await webhookEndpoint.sendTestEvent(db, clock, actor, params.id)),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
