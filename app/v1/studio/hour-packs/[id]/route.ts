import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioUpdateHourPack } from "@/lib/http/operations/studio/prepaid";
import { hourPacks } from "@/lib/domain/prepaid/studio";

// PATCH /v1/studio/hour-packs/{id} — stop or resume selling a pack (owners; docs/prepaid-hours.md).
export const PATCH = studioRoute<{ id: string }>(studioUpdateHourPack, async ({ req, params, db, clock, actor }) => {
  const body = await readBody(req, studioUpdateHourPack.body.schema);
  return ok(await hourPacks.setActive(db, clock, actor, params.id, body.active));
});
export const { GET, POST, PUT, DELETE } = otherMethods(["PATCH"], { cors: false });
