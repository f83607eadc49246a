import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioListHourPasses, studioSellHourPass } from "@/lib/http/operations/studio/prepaid";
import { hourPasses } from "@/lib/domain/prepaid/studio";

// GET /v1/studio/hour-passes — the passes sold with their hours left; POST sells one at the desk (docs/prepaid-hours.md).
export const GET = studioRoute(studioListHourPasses, async ({ db, clock, actor }) => ok(await hourPasses.list(db, clock, actor)));
export const POST = studioRoute(studioSellHourPass, async ({ req, db, clock, actor }) => {
  const body = await readBody(req, studioSellHourPass.body.schema);
  return ok(await hourPasses.sell(db, clock, actor, body), 201);
});
export const { PUT, PATCH, DELETE } = otherMethods(["GET", "POST"], { cors: false });
