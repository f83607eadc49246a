import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioRotateWebhookSecret } from "@/lib/http/operations/studio/webhooks";
import { studioWebhooks } from "@/lib/domain/webhooks/subscriptions";

// POST /v1/studio/webhooks/{id}/rotate — a new signing secret, shown this once; the old one stops at once
// (docs/webhooks.md, Subscriptions).
export const POST = studioRoute<{ id: string }>(studioRotateWebhookSecret, async ({ params, db, clock, actor }) =>
  ok(await studioWebhooks.rotate(db, clock, actor, params.id)),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
