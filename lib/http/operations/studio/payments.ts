// Payments (docs/payments-connect.md): owners only.
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { studioOperation } from "../studio-operation";

export const studioPayments = studioOperation({
  operationId: "studioPayments",
  method: "get",
  path: "/studio/payments",
  pathParams: {},
  ownerOnly: "settings",
  summary: "The studio's payments (Stripe Connect)",
  description:
    "Where card deposits go: `connect` (direct charges on the studio's own Stripe account, with the platform's fee `platformFeeBps`) or `platform` (the platform's account: a deployment without Connect). `account` is the studio's connected account as Stripe last reported it (asked afresh on each call, the stored state when Stripe does not answer): `chargesEnabled`, `detailsSubmitted`, and `requirementsDue` (Stripe's `requirements.currently_due`: what it still needs). `cardPaymentsAvailable`: whether guests are offered card deposits now (the studio's `cardPayments` setting, Stripe configured, and a connected account that can take charges when Connect is in use). Owners only.",
  success: { status: 200, content: "json", schema: "PaymentsStateResponse", description: "The payments state" },
  errors: ["RATE_LIMIT_EXCEEDED"],
});

export const studioConnectPayments = studioOperation({
  operationId: "studioConnectPayments",
  method: "post",
  path: "/studio/payments/connect",
  pathParams: {},
  changesSite: true,
  ownerOnly: "settings",
  summary: "Connect the studio's Stripe account",
  description:
    "Creates the studio's connected Stripe account if it has none (once: a repeat reuses it) and answers a fresh Stripe-hosted onboarding link (an Account Link, valid for minutes): send the owner's browser to `url`. Stripe sends them back to the dashboard's payments page (`?stripe=return`), or to it with `?stripe=refresh` when the link expired (then call again). Owners only.",
  success: { status: 200, content: "json", schema: "ConnectLinkResponse", description: "The onboarding link" },
  errors: ["PAYMENTS_UNAVAILABLE", "RATE_LIMIT_EXCEEDED"],
  causes: { PAYMENTS_UNAVAILABLE: "Stripe is not configured on this deployment" },
});
