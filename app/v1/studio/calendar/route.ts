import { okJson, otherMethods, parse, urlOf } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioCalendar } from "@/lib/http/operations/studio/calendar";
import { CalendarQuery } from "@/lib/contract/dashboard-schemas";
import { calendarAnswer } from "@/lib/domain/dashboard/calendar-answer";

// GET /v1/studio/calendar?from=YYYY-MM-DD&days=1|7 — the dashboard calendar (docs/dashboard.md, Data).
export const GET = studioRoute(studioCalendar, async ({ req, db, clock, actor }) => {
  const q = parse(CalendarQuery, Object.fromEntries(urlOf(req).searchParams));
  return okJson(await calendarAnswer(db, clock, actor, q));
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
