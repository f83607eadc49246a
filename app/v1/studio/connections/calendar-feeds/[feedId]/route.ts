// DELETE /v1/studio/connections/calendar-feeds/{feedId} — disconnect a calendar and its busy time (docs/calendars.md).
import { otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioRemoveCalendarFeed } from "@/lib/http/operations/studio/connections";
import { removeCalendarFeed } from "@/lib/domain/dashboard/connections";

export const DELETE = studioRoute<{ feedId: string }>(studioRemoveCalendarFeed, async ({ params, db, clock, actor }) => {
  await removeCalendarFeed(db, clock, actor, params.feedId);
  return new Response(null, { status: 204 });
});
export const { GET, POST, PUT, PATCH } = otherMethods(["DELETE"], { cors: false });
