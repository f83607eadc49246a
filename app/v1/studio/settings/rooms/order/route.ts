import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioReorderRooms } from "@/lib/http/operations/studio/settings";
import { reorderRooms } from "@/lib/domain/settings/rooms";

// PUT /v1/studio/settings/rooms/order {roomIds} — every room of the studio, in its new order.
export const PUT = studioRoute(studioReorderRooms, async ({ req, db, clock, actor }) =>
  ok(await reorderRooms(db, clock, actor, (await readBody(req, studioReorderRooms.body.schema)).roomIds)),
);
export const { GET, POST, PATCH, DELETE } = otherMethods(["PUT"], { cors: false });
