import { ok, preflight, otherMethods, Problems, queryOf } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicGetAvailability } from "@/lib/http/operations/public/availability";
import { AvailabilityQuery, Slug, Uuid } from "@/lib/contract/schemas";
import { bookableRoom, getLiveSite } from "@/lib/domain/sites";
import { roomAvailability } from "@/lib/domain/availability/room";
import { notFound } from "@/lib/contract/errors";

// GET /v1/public/sites/{slug}/rooms/{roomId}/availability?from=&to= — getAvailability (OpenAPI, /docs).
// Path and query problems come back together in one VALIDATION_ERROR (Validation details, docs/api.md).
export const GET = publicRoute<{ slug: string; roomId: string }>(publicGetAvailability, async ({ req, params, db, clock }) => {
  const problems = new Problems();
  const slug = problems.check("path", Slug, params.slug, "slug");
  const query = problems.check("query", AvailabilityQuery, queryOf(req, problems, ["from", "to"]));
  if (query?.from && query.to && query.to < query.from) problems.add("query.to", "must not be before from");
  problems.throwIfAny();
  const site = await getLiveSite(db, slug!, { cached: true });
  // 4.3 lists no 400 for the path: a malformed room id is an unknown room.
  if (!Uuid.safeParse(params.roomId).success) throw notFound("Room");
  const room = bookableRoom(site, params.roomId);
  return ok(await roomAvailability(db, clock, site, room, query!));
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
