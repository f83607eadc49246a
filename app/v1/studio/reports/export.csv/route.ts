import { otherMethods, parse, urlOf } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioExportReport } from "@/lib/http/operations/studio/reports";
import { ReportCsvQuery } from "@/lib/contract/dashboard-schemas";
import { studioReport } from "@/lib/domain/dashboard/reports";
import { reportCsv } from "@/lib/domain/dashboard/report-csv";

// GET /v1/studio/reports/export.csv?from&to&by=week|month&lang — the same figures as CSV in the page's (or the member's)
// language and separator (docs/dashboard.md, Figures); errors stay JSON envelopes.
export const GET = studioRoute(studioExportReport, async ({ req, db, actor }) => {
  const q = parse(ReportCsvQuery, Object.fromEntries(urlOf(req).searchParams));
  const csv = reportCsv(await studioReport(db, actor, q), q.lang ?? actor.locale, q.by);
  return new Response(csv, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="figures-${q.by}-${q.from}-${q.to}.csv"`,
    },
  });
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
