import { route, ok, urlOf, preflight, parse, otherMethods } from "@/lib/http/route";
import { AvailabilityQuery, Slug, Uuid } from "@/lib/contract/schemas";
import { bookableRoom, getLiveSite } from "@/lib/domain/sites";
import { roomAvailability } from "@/lib/domain/availability/room";
import { notFound } from "@/lib/contract/errors";

// GET /v1/public/sites/{slug}/rooms/{roomId}/availability?from=&to= — getAvailability (OpenAPI, /docs)
export const GET = route<{ slug: string; roomId: string }>({ limit: "read" }, async ({ req, params, db, clock }) => {
  const query = parse(AvailabilityQuery, Object.fromEntries(urlOf(req).searchParams));
  const site = await getLiveSite(db, parse(Slug, params.slug), { cached: true });
  // 4.3 lists no 400 for the path: a malformed room id is an unknown room.
  if (!Uuid.safeParse(params.roomId).success) throw notFound("Room");
  const room = bookableRoom(site, params.roomId);
  return ok(await roomAvailability(db, clock, site, room, query));
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
