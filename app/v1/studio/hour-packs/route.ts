import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioCreateHourPack, studioListHourPacks } from "@/lib/http/operations/studio/prepaid";
import { hourPacks } from "@/lib/domain/prepaid/studio";

// GET /v1/studio/hour-packs — the packs of prepaid hours; POST adds one (owners) (docs/prepaid-hours.md).
export const GET = studioRoute(studioListHourPacks, async ({ db, actor }) => ok(await hourPacks.list(db, actor)));
export const POST = studioRoute(studioCreateHourPack, async ({ req, db, clock, actor }) => {
  const body = await readBody(req, studioCreateHourPack.body.schema);
  return ok(await hourPacks.create(db, clock, actor, body), 201);
});
export const { PUT, PATCH, DELETE } = otherMethods(["GET", "POST"], { cors: false });
