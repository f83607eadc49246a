import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioPauseCalendarFeed } from "@/lib/http/operations/studio/connections";
import { setCalendarFeedPaused } from "@/lib/domain/dashboard/connections";

// POST /v1/studio/connections/calendar-feeds/{feedId}/pause — stop syncing a calendar; its busy time stays
// (docs/dashboard.md, Connections).
export const POST = studioRoute<{ feedId: string }>(studioPauseCalendarFeed, async ({ params, db, clock, actor }) =>
  ok(await setCalendarFeedPaused(db, clock, actor, params.feedId, true)),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
