import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioWebhookDeliveries } from "@/lib/http/operations/studio/webhooks";
import { webhookEndpoint } from "@/lib/domain/webhooks/test-event";

// GET /v1/studio/webhooks/{id}/deliveries — the endpoint's recent deliveries, newest first
// (docs/webhooks.md, Recent deliveries).
export const GET = studioRoute<{ id: string }>(studioWebhookDeliveries, async ({ params, db, actor }) =>
  ok(await webhookEndpoint.recentDeliveries(db, actor, params.id)),
);
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
