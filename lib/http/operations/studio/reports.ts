// The studio's figures and the dashboard's activity badge (docs/dashboard.md, Figures; Activity badge).
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { ActivityQuery, REPORT_MAX_DAYS, ReportCsvQuery, ReportQuery } from "../../../contract/dashboard-schemas";
import { studioOperation } from "../studio-operation";

const RANGE = {
  from: "First studio-local date, YYYY-MM-DD",
  to: `Last studio-local date, inclusive; not before \`from\`, at most ${REPORT_MAX_DAYS} days in all`,
};

export const studioActivity = studioOperation({
  operationId: "studioActivity",
  method: "get",
  path: "/studio/activity",
  pathParams: {},
  summary: "Bookings made and cancelled since an instant",
  description:
    "What the dashboard's badge polls: how many bookings were made (by guests or staff) and cancelled (by anyone) in the studio after `since`, up to 100 of each, and `now`, the next poll's `since`. Without `since`, both are 0: a first call only takes the server's time.",
  query: { schema: ActivityQuery, descriptions: { since: "An instant with its offset (the `now` of an earlier answer)" } },
  success: { status: 200, content: "json", schema: "StudioActivityResponse", description: "The counts" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
});

export const studioReport = studioOperation({
  operationId: "studioReport",
  method: "get",
  path: "/studio/reports",
  pathParams: {},
  summary: "The studio's figures by week and by month",
  description: `Over studio-local dates \`from\` to \`to\` (both counted, at most ${REPORT_MAX_DAYS} days), each booking on its own date: per room the booked minutes and the occupancy (booked ÷ open minutes, the studio's weekly hours and date exceptions in its zone; null when closed throughout); bookings (confirmed, completed, no-show), no-shows, cancellations; amounts in minor units of \`currency\`: booked (the price of those bookings), collected (paid prices and paid deposits, kept or refunded, in any status) and refunded (refunds not failed or cancelled at Stripe). Weeks start on Monday and are keyed by it (\`period\` YYYY-MM-DD), months by YYYY-MM; the first and last are cut to the range (\`from\`, \`to\`). Owners and staff.`,
  query: { schema: ReportQuery, descriptions: RANGE },
  success: { status: 200, content: "json", schema: "StudioReportResponse", description: "The figures" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
});

export const studioExportReport = studioOperation({
  operationId: "studioExportReport",
  method: "get",
  path: "/studio/reports/export.csv",
  pathParams: {},
  summary: "The studio's figures as CSV",
  description:
    "The numbers of `GET /studio/reports`, one row per week or month, for a spreadsheet in the member's language: a UTF-8 byte-order mark, headers in the member's language, `;` between fields and a decimal comma for es and ca, `,` and a decimal point for en. Amounts in the currency's units, hours and occupancy (%) with two decimals. Errors use the JSON envelope.",
  query: {
    schema: ReportCsvQuery,
    descriptions: {
      ...RANGE,
      by: "`week` (default) or `month`",
      lang: "The file's language, `es`, `ca` or `en` (headers, separator, decimal mark); default: the member's own",
    },
  },
  success: { status: 200, content: "csv", schema: "none", description: "The CSV file, `text/csv`" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
});
