import { ok, preflight, otherMethods, Problems, queryOf } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicFindRooms } from "@/lib/http/operations/public/availability";
import { Slug } from "@/lib/contract/schemas";
import { RoomSearchQuery } from "@/lib/contract/room-search";
import { getLiveSite } from "@/lib/domain/sites";
import { findRooms } from "@/lib/domain/availability/search";

// GET /v1/public/sites/{slug}/room-search?date=&startTime=&minutes=[&partySize=] — findRooms (beyond the contract;
// docs/api.md, Finding a room).
export const GET = publicRoute<{ slug: string }>(publicFindRooms, async ({ req, params, db, clock }) => {
  const problems = new Problems();
  const slug = problems.check("path", Slug, params.slug, "slug");
  const query = problems.check("query", RoomSearchQuery, queryOf(req, problems, ["date", "startTime", "minutes", "partySize"]));
  problems.throwIfAny();
  const site = await getLiveSite(db, slug!, { cached: true });
  return ok(await findRooms(db, clock, site, query!));
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
