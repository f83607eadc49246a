import type { Catalog } from "../catalog";

export const webhooks: Catalog["webhooks"] = {
  title: "Webhooks",
  intro: "Signed notices of bookings sent to your systems as they happen. A studio may have up to {max} endpoints.",
  none: "No webhooks yet.",
  url: "Endpoint",
  events: "Events",
  allEvents: "All events",
  status: "Status",
  active: "Working",
  failingSince: "Failing since {at}",
  disabledSince: "Disabled: failing since {at}",
  lastError: "Last error: {error}",
  disabledHint: "Nothing is sent to a disabled endpoint. Fix it, then re-enable it: new events are sent from then on.",
  enable: "Re-enable",
  enableFor: "Re-enable the webhook to {url}",
  enabled: "Webhook re-enabled.",
  remove: "Remove",
  removeFor: "Remove the webhook to {url}",
  removeConfirm: "Remove the webhook to {url}? Its undelivered events go with it.",
  removed: "Webhook removed.",
  addTitle: "Add an endpoint",
  addUrl: "Endpoint address (https://…)",
  addHint: "It receives every event, signed. Its signing secret is shown once, right after.",
  add: "Add endpoint",
  added: "Webhook added.",
  secret: "Signing secret",
  secretHint: "Copy it into your endpoint's settings now: it is not shown again.",
  full: "This studio has {max} webhooks, the most it may have: remove one to add another.",
};

export const webhookEmail: Catalog["webhookEmail"] = {
  subject: "Webhook disabled: {url}",
  intro: "Every delivery of {studio}'s webhook to {url} has failed since {since}.",
  lastError: "Last error: {error}",
  stopped:
    "After {hours, plural, one {# hour} other {# hours}} of failures we disabled it: events are no longer sent to it, and those still waiting were dropped.",
  reenable: "Once the endpoint works again, re-enable it in the dashboard, under Connections › Webhooks:",
  footer: "You get this email because you are an owner of the studio.",
};
