import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioAddRoom } from "@/lib/http/operations/studio/settings";
import { addRoom } from "@/lib/domain/settings/rooms";

// POST /v1/studio/settings/rooms {room without id} — add a room at the end (docs/studio-settings.md).
export const POST = studioRoute(studioAddRoom, async ({ req, db, clock, actor }) =>
  ok(await addRoom(db, clock, actor, await readBody(req, studioAddRoom.body.schema)), 201),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
