import { preflight, otherMethods } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicGetBookingCalendar } from "@/lib/http/operations/public/bookings";
import { guestIcsByToken } from "@/lib/domain/bookings/manage";

// GET /v1/public/bookings/manage/{token}/calendar.ics — the booking as an .ics download for
// the guest's calendar (docs/calendars.md). The token is a password (docs/decisions-bookings.md, Manage page): no-store, no Referer,
// request logs redact it (lib/infra/log.ts); an unknown token is 404 in the envelope.
export const GET = publicRoute<{ token: string }>(publicGetBookingCalendar, async ({ params, db, clock }) => {
  const ics = await guestIcsByToken(db, clock, params.token);
  return new Response(ics.body, {
    status: 200,
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": `attachment; filename="${ics.filename}"` },
  });
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
