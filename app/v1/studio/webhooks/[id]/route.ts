import { otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioDeleteWebhook } from "@/lib/http/operations/studio/webhooks";
import { studioWebhooks } from "@/lib/domain/webhooks/subscriptions";

// DELETE /v1/studio/webhooks/{id} — remove a subscription and its undelivered events (docs/webhooks.md, Subscriptions).
export const DELETE = studioRoute<{ id: string }>(studioDeleteWebhook, async ({ params, db, clock, actor }) => {
  await studioWebhooks.remove(db, clock, actor, params.id);
  return new Response(null, { status: 204 });
});
export const { GET, POST, PUT, PATCH } = otherMethods(["DELETE"], { cors: false });
