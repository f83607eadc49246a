import { ok, otherMethods, parse, urlOf } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioReport as studioReportOperation } from "@/lib/http/operations/studio/reports";
import { ReportQuery } from "@/lib/contract/dashboard-schemas";
import { studioReport } from "@/lib/domain/dashboard/reports";

// GET /v1/studio/reports?from&to — the studio's figures by week and month (docs/dashboard.md, Figures).
export const GET = studioRoute(studioReportOperation, async ({ req, db, actor }) => {
  const q = parse(ReportQuery, Object.fromEntries(urlOf(req).searchParams));
  return ok(await studioReport(db, actor, q));
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
