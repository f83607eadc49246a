// The studio's figures as CSV (docs/dashboard.md, Figures): the same numbers as the page, one row per
// week or month. Made for the member's spreadsheet: a UTF-8 byte-order mark (so Excel reads accents
// right), headers in the member's language, and the separator and decimal mark of their locale: `;`
// and `,` for es and ca (a Spanish Excel splits on `;`), `,` and `.` for en. Every field is a date,
// a number or a header of ours or a room name; names get the formula guard of the bookings CSV.
import type { Locale } from "../../contract/locales";
import type { StudioReport } from "./reports";
import { getDict } from "../../i18n";

function digitsOf(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function reportCsv(report: StudioReport, locale: Locale, by: "week" | "month"): string {
  const t = getDict(locale).figures;
  const sep = locale === "en" ? "," : ";";
  const dec = (n: number, digits: number) => (locale === "en" ? n.toFixed(digits) : n.toFixed(digits).replace(".", ","));
  const field = (v: string) => {
    const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    return s.includes(sep) || /["\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const digits = digitsOf(report.currency);
  const money = (cents: number) => dec(cents / 10 ** digits, digits);
  const header = [
    by === "week" ? t.week : t.month,
    t.periodFrom,
    t.periodTo,
    t.bookings,
    t.noShows,
    t.cancellations,
    `${t.booked} (${report.currency})`,
    `${t.collected} (${report.currency})`,
    `${t.refunded} (${report.currency})`,
    t.openHours,
    ...report.rooms.flatMap((r) => [t.roomHours(r.name), t.roomOccupancy(r.name)]),
  ];
  const lines = [header.map(field).join(sep)];
  for (const p of by === "week" ? report.weeks : report.months) {
    lines.push(
      [
        p.period,
        p.from,
        p.to,
        String(p.bookings),
        String(p.noShows),
        String(p.cancellations),
        money(p.bookedCents),
        money(p.collectedCents),
        money(p.refundedCents),
        dec(p.openMinutes / 60, 2),
        ...p.rooms.flatMap((r) => [dec(r.bookedMinutes / 60, 2), r.occupancy === null ? "" : dec(r.occupancy * 100, 2)]),
      ]
        .map(field)
        .join(sep),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
