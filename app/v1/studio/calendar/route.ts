import { ok, otherMethods, parse, urlOf } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { CalendarQuery } from "@/lib/contract/dashboard-schemas";
import { studioCalendar } from "@/lib/domain/dashboard/calendar";

// GET /v1/studio/calendar?from=YYYY-MM-DD&days=1|7 — the dashboard calendar (docs/dashboard.md, Data).
export const GET = studioRoute({ limit: "read" }, async ({ req, db, clock, actor }) => {
  const q = parse(CalendarQuery, Object.fromEntries(urlOf(req).searchParams));
  return ok(await studioCalendar(db, clock, actor, q));
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
