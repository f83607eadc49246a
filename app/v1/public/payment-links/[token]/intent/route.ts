import { ok, preflight, otherMethods } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicPayPaymentLink } from "@/lib/http/operations/public/payment-links";
import { payLinkIntent } from "@/lib/domain/payments/requests";

// POST /v1/public/payment-links/{token}/intent — payPaymentLink: the card form's client secret.
export const POST = publicRoute<{ token: string }>(publicPayPaymentLink, async ({ params, db, clock }) => {
  return ok(await payLinkIntent(db, clock, params.token));
});
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
