import { z } from "zod";
import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioReorderRooms } from "@/lib/http/operations/studio/settings";
import { reorderRooms } from "@/lib/domain/settings/rooms";

const Body = z.object({ roomIds: z.array(z.uuid()).max(200) });

// PUT /v1/studio/settings/rooms/order {roomIds} — every room of the studio, in its new order.
export const PUT = studioRoute(studioReorderRooms, async ({ req, db, clock, actor }) =>
  ok(await reorderRooms(db, clock, actor, (await readBody(req, Body)).roomIds)),
);
export const { GET, POST, PATCH, DELETE } = otherMethods(["PUT"], { cors: false });
