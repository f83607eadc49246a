import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioEnableWebhook } from "@/lib/http/operations/studio/webhooks";
import { studioWebhooks } from "@/lib/domain/webhooks/subscriptions";

// POST /v1/studio/webhooks/{id}/enable — re-enable an endpoint disabled after failing for the documented
// time: a fresh start, events queued for it again from now (docs/webhooks.md, Failing endpoints).
export const POST = studioRoute<{ id: string }>(studioEnableWebhook, async ({ params, db, clock, actor }) =>
  ok(await studioWebhooks.enable(db, clock, actor, params.id)),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
