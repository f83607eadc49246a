import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioCreatePromoCode, studioListPromoCodes } from "@/lib/http/operations/studio/promo";
import { studioPromoCodes } from "@/lib/domain/promo-codes/studio";

// GET /v1/studio/promo-codes — the studio's promo codes with their counted uses; POST adds one (owners)
// (docs/pricing.md, Promo codes).
export const GET = studioRoute(studioListPromoCodes, async ({ db, actor }) => ok(await studioPromoCodes.list(db, actor)));
export const POST = studioRoute(studioCreatePromoCode, async ({ req, db, clock, actor }) => {
  const body = await readBody(req, studioCreatePromoCode.body.schema);
  return ok(await studioPromoCodes.create(db, clock, actor, body), 201);
});
export const { PUT, PATCH, DELETE } = otherMethods(["GET", "POST"], { cors: false });
