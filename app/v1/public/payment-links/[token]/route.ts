import { ok, preflight, otherMethods } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicGetPaymentLink } from "@/lib/http/operations/public/payment-links";
import { viewPayLink } from "@/lib/domain/payments/requests";

// GET /v1/public/payment-links/{token} — getPaymentLink (docs/payments.md, Payment links). The token
// is a password: no-store, and request logs redact it (lib/infra/log.ts).
export const GET = publicRoute<{ token: string }>(publicGetPaymentLink, async ({ params, db, clock }) => {
  return ok(await viewPayLink(db, clock, params.token));
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
