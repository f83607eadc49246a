import { ok, otherMethods, parse, urlOf } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioActivity as studioActivityOperation } from "@/lib/http/operations/studio/reports";
import { ActivityQuery } from "@/lib/contract/dashboard-schemas";
import { studioActivity } from "@/lib/domain/dashboard/activity";

// GET /v1/studio/activity?since — bookings made and cancelled since an instant (docs/dashboard.md, Activity badge).
export const GET = studioRoute(studioActivityOperation, async ({ req, db, clock, actor }) => {
  const q = parse(ActivityQuery, Object.fromEntries(urlOf(req).searchParams));
  return ok(await studioActivity(db, clock, actor, q.since));
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
