import { otherMethods, parse, urlOf } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioExportBookings } from "@/lib/http/operations/studio/bookings";
import { BookingExportQuery } from "@/lib/contract/dashboard-schemas";
import { bookingsCsv, exportFileName } from "@/lib/domain/dashboard/bookings";

// GET /v1/studio/bookings/export.csv?tab&roomId&from&to&q&paymentStatus&lang — every booking of the filter as CSV
// (docs/dashboard.md, Data); errors stay JSON envelopes.
export const GET = studioRoute(studioExportBookings, async ({ req, db, clock, actor }) => {
  const { lang, ...f } = parse(BookingExportQuery, Object.fromEntries(urlOf(req).searchParams));
  const [csv, filename] = await Promise.all([
    bookingsCsv(db, clock, actor, f, lang ?? actor.locale),
    exportFileName(db, clock, actor, f.tab),
  ]);
  return new Response(csv, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
