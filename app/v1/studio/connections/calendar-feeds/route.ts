// POST /v1/studio/connections/calendar-feeds — connect a calendar (.ics) to a room, synced at once (docs/calendars.md).
import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioAddCalendarFeed } from "@/lib/http/operations/studio/connections";
import { addCalendarFeed } from "@/lib/domain/dashboard/connections";

export const POST = studioRoute(studioAddCalendarFeed, async ({ req, db, clock, actor }) =>
  ok(await addCalendarFeed(db, clock, actor, await readBody(req, studioAddCalendarFeed.body.schema)), 201),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
