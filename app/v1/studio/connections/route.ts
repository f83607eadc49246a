import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioConnections as operation } from "@/lib/http/operations/studio/connections";
import { studioConnections } from "@/lib/domain/dashboard/connections";

// GET /v1/studio/connections — the bookings feed and the calendar feeds (docs/dashboard.md, Data).
export const GET = studioRoute(operation, async ({ db, actor }) => ok(await studioConnections(db, actor)));
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
