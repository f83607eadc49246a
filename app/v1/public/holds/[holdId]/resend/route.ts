import { ok, preflight, otherMethods } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicResendCode } from "@/lib/http/operations/public/holds";
import { Uuid } from "@/lib/contract/schemas";
import { notFound } from "@/lib/contract/errors";
import { resendCode } from "@/lib/domain/holds/resend";

// POST /v1/public/holds/{holdId}/resend — resendCode. No body (anything sent is ignored).
export const POST = publicRoute<{ holdId: string }>(publicResendCode, async ({ params, db, clock }) => {
  if (!Uuid.safeParse(params.holdId).success) throw notFound("Hold");
  return ok(await resendCode(db, clock, params.holdId));
});
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
