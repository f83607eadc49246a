import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioListWebhooks } from "@/lib/http/operations/studio/webhooks";
import { studioCreateWebhook } from "@/lib/http/operations/studio/webhooks";
import { studioWebhooks } from "@/lib/domain/webhooks/subscriptions";

// GET /v1/studio/webhooks — the studio's webhook subscriptions, without secrets; POST {url, events?} adds one
// (or replaces the one with that URL) and answers its secret, shown this once (docs/webhooks.md, Subscriptions).
export const GET = studioRoute(studioListWebhooks, async ({ db, actor }) => ok(await studioWebhooks.list(db, actor)));
export const POST = studioRoute(studioCreateWebhook, async ({ req, db, clock, actor }) => {
  const body = await readBody(req, studioCreateWebhook.body.schema);
  return ok(await studioWebhooks.create(db, clock, actor, body), 201);
});
export const { PUT, PATCH, DELETE } = otherMethods(["GET", "POST"], { cors: false });
