import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioResumeCalendarFeed } from "@/lib/http/operations/studio/connections";
import { setCalendarFeedPaused } from "@/lib/domain/dashboard/connections";

// POST /v1/studio/connections/calendar-feeds/{feedId}/resume — sync a paused calendar again
// (docs/dashboard.md, Connections).
export const POST = studioRoute<{ feedId: string }>(studioResumeCalendarFeed, async ({ params, db, clock, actor }) =>
  ok(await setCalendarFeedPaused(db, clock, actor, params.feedId, false)),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
