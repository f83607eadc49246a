import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioUpdatePromoCode } from "@/lib/http/operations/studio/promo";
import { studioPromoCodes } from "@/lib/domain/promo-codes/studio";

// PATCH /v1/studio/promo-codes/{id} — change a promo code, deactivate or activate it (owners; docs/pricing.md, Promo codes).
export const PATCH = studioRoute<{ id: string }>(studioUpdatePromoCode, async ({ req, params, db, clock, actor }) => {
  const body = await readBody(req, studioUpdatePromoCode.body.schema);
  return ok(await studioPromoCodes.update(db, clock, actor, params.id, body));
});
export const { GET, POST, PUT, DELETE } = otherMethods(["PATCH"], { cors: false });
