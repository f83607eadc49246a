import { okJson, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioAgenda } from "@/lib/http/operations/studio/calendar";
import { agendaAnswer } from "@/lib/domain/dashboard/calendar-answer";

// GET /v1/studio/agenda — today's and tomorrow's bookings, what the phone's agenda polls (docs/dashboard.md, Data).
export const GET = studioRoute(studioAgenda, async ({ db, clock, actor }) => okJson(await agendaAnswer(db, clock, actor)));
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
