import { ok, preflight, readBody, otherMethods } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicConfirmHold } from "@/lib/http/operations/public/holds";
import { confirmHold } from "@/lib/domain/bookings/confirm";

// POST /v1/public/holds/{holdId}/confirm — confirmHold (OpenAPI document, /docs)
export const POST = publicRoute<{ holdId: string }>(publicConfirmHold, async ({ req, params, db, clock }) => {
  const body = await readBody(req, publicConfirmHold.body.schema, { labelled: true });
  return ok(await confirmHold(db, clock, params.holdId, body), 201);
});
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
