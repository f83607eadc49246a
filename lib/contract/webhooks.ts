// The webhook event types integrators can subscribe to (docs/webhooks.md, Events): zod-free, so the
// domain, the studio API's schemas, the OpenAPI document and the dashboard share one list.
export const WEBHOOK_EVENTS = [
  "booking.confirmed",
  "booking.payment_received",
  "booking.cancelled",
  "booking.completed",
  "booking.no_show",
  "booking.rescheduled",
  "hold.expired",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
