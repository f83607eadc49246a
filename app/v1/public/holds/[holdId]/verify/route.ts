import { ok, preflight, readBody, otherMethods } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicVerifyHold } from "@/lib/http/operations/public/holds";
import { Uuid } from "@/lib/contract/schemas";
import { notFound } from "@/lib/contract/errors";
import { verifyHold } from "@/lib/domain/holds/verify";

// POST /v1/public/holds/{holdId}/verify — verifyHold. A malformed code is a 400 before any
// lookup (not an attempt); a malformed hold id is an unknown hold (404).
export const POST = publicRoute<{ holdId: string }>(publicVerifyHold, async ({ req, params, db, clock }) => {
  const { code } = await readBody(req, publicVerifyHold.body.schema, { labelled: true });
  if (!Uuid.safeParse(params.holdId).success) throw notFound("Hold");
  return ok(await verifyHold(db, clock, params.holdId, code));
});
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
