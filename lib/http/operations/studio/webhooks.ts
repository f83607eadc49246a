// Webhook subscriptions (docs/webhooks.md): owners only.
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { studioOperation, notFound } from "../studio-operation";
import { WebhookSubscriptionBody } from "../../../contract/studio-schemas";
import { WEBHOOK_SUBSCRIPTIONS_MAX as MAX } from "../../../contract/limits";

export const studioListWebhooks = studioOperation({
  operationId: "studioListWebhooks",
  method: "get",
  path: "/studio/webhooks",
  pathParams: {},
  ownerOnly: "settings",
  summary: "The studio's webhook subscriptions (owners)",
  description:
    "Each subscription's URL, event types (empty = all), whether it is failing (since when, the last error) or disabled; never the secret (docs/webhooks.md).",
  success: { status: 200, content: "json", schema: "WebhookSubscriptionsResponse", description: "The subscriptions" },
  errors: ["RATE_LIMIT_EXCEEDED"],
  causes: { FORBIDDEN: "A staff member (webhooks are settings, for owners)" },
});

export const studioCreateWebhook = studioOperation({
  operationId: "studioCreateWebhook",
  method: "post",
  path: "/studio/webhooks",
  pathParams: {},
  ownerOnly: "settings",
  summary: "Subscribe an endpoint to events (owners)",
  description: `Adds a subscription, or replaces the one with the same URL (new events, new secret, a fresh start if it was failing or disabled). The answer carries its signing \`secret\` (\`whsec_…\`), shown this once. The URL follows the calendar feeds' rule (https and a public address in production). A studio has at most ${MAX} subscriptions (docs/webhooks.md, Limits).`,
  body: {
    name: "WebhookSubscriptionRequest",
    schema: WebhookSubscriptionBody,
    required: true,
    example: { url: "https://example.com/hooks", events: ["booking.confirmed"] },
  },
  success: { status: 201, content: "json", schema: "WebhookSubscriptionResponse", description: "The subscription with its secret" },
  errors: ["VALIDATION_ERROR", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    FORBIDDEN: "A cross-origin request, or a staff member (webhooks are settings, for owners)",
    INVALID_STATE: `The studio already has its ${MAX} subscriptions (\`details.limit\`) and the URL is a new one: remove one first`,
  },
});

export const studioEnableWebhook = studioOperation({
  operationId: "studioEnableWebhook",
  method: "post",
  path: "/studio/webhooks/{id}/enable",
  pathParams: { id: "webhook" },
  ownerOnly: "settings",
  summary: "Re-enable a disabled webhook subscription (owners)",
  description:
    "A fresh start for an endpoint disabled after failing for the documented time (or a failing one): no backoff, events are queued for it again from now; those of its disabled time were never queued (docs/webhooks.md, Failing endpoints).",
  success: { status: 200, content: "json", schema: "WebhookSubscriptionResponse", description: "The subscription, enabled (no secret)" },
  errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: {
    RESOURCE_NOT_FOUND: notFound("subscription"),
    FORBIDDEN: "A cross-origin request, or a staff member (webhooks are settings, for owners)",
  },
});

export const studioRotateWebhookSecret = studioOperation({
  operationId: "studioRotateWebhookSecret",
  method: "post",
  path: "/studio/webhooks/{id}/rotate",
  pathParams: { id: "webhook" },
  ownerOnly: "settings",
  summary: "A new signing secret (owners)",
  description: "The old secret stops signing at once; the new one is shown in this answer only.",
  success: { status: 200, content: "json", schema: "WebhookSubscriptionResponse", description: "The subscription with its new secret" },
  errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: {
    RESOURCE_NOT_FOUND: notFound("subscription"),
    FORBIDDEN: "A cross-origin request, or a staff member (webhooks are settings, for owners)",
  },
});

export const studioDeleteWebhook = studioOperation({
  operationId: "studioDeleteWebhook",
  method: "delete",
  path: "/studio/webhooks/{id}",
  pathParams: { id: "webhook" },
  ownerOnly: "settings",
  summary: "Remove a webhook subscription (owners)",
  description: "Its undelivered events are dropped with it.",
  success: { status: 204, content: "none", schema: "none", description: "Removed; no body" },
  errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: {
    RESOURCE_NOT_FOUND: notFound("subscription"),
    FORBIDDEN: "A cross-origin request, or a staff member (webhooks are settings, for owners)",
  },
});

export const studioTestWebhook = studioOperation({
  operationId: "studioTestWebhook",
  method: "post",
  path: "/studio/webhooks/{id}/test",
  pathParams: { id: "webhook" },
  ownerOnly: "settings",
  summary: "Send a test event to an endpoint (owners)",
  description:
    "Posts a signed `ping` event (the `webhooks` object's `ping`) to the endpoint at once, whatever event types it wants, and answers whether it took it (a 2xx within the delivery's deadline), its HTTP status and the failure. Recorded with its deliveries; it changes nothing of the endpoint's failing state (docs/webhooks.md, Test event).",
  success: {
    status: 200,
    content: "json",
    schema: "WebhookTestResponse",
    description: "The test's outcome (a refused test is not an HTTP error)",
  },
  errors: ["RESOURCE_NOT_FOUND", "STUDIO_NOT_VERIFIED", "RATE_LIMIT_EXCEEDED"],
  causes: {
    RESOURCE_NOT_FOUND: notFound("subscription"),
    STUDIO_NOT_VERIFIED: "The platform has not verified the studio yet: nothing is posted for it before then",
    FORBIDDEN: "A cross-origin request, or a staff member (webhooks are settings, for owners)",
  },
});

export const studioWebhookDeliveries = studioOperation({
  operationId: "studioWebhookDeliveries",
  method: "get",
  path: "/studio/webhooks/{id}/deliveries",
  pathParams: { id: "webhook" },
  ownerOnly: "settings",
  summary: "An endpoint's recent deliveries (owners)",
  description:
    "Its last 20 deliveries, newest first: the event type (`ping` for a test), `pending`, `delivered` or `failed`, attempts, the HTTP status of the last attempt and its error (docs/webhooks.md, Recent deliveries). Kept as long as every delivery (docs/retention.md).",
  success: { status: 200, content: "json", schema: "WebhookDeliveriesResponse", description: "The deliveries" },
  errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: {
    RESOURCE_NOT_FOUND: notFound("subscription"),
    FORBIDDEN: "A staff member (webhooks are settings, for owners)",
  },
});
