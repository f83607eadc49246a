import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioSyncCalendarFeed } from "@/lib/http/operations/studio/connections";
import { syncCalendarFeedNow } from "@/lib/domain/dashboard/connections";

// POST /v1/studio/connections/calendar-feeds/{feedId}/sync — fetch one calendar feed now
// (docs/dashboard.md, Data); the answer is the feed's state afterwards.
export const POST = studioRoute<{ feedId: string }>(studioSyncCalendarFeed, async ({ params, db, clock, actor }) =>
  ok(await syncCalendarFeedNow(db, clock, actor, params.feedId)),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
