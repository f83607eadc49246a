// The studio's figures in CSV (docs/dashboard.md, Figures): the same numbers as the page, one row per
// week or month, headers in the member's language. Byte-order mark, separator, decimal mark and
// quoting are the dashboard's CSV rules (csv.ts). Every field is a date, a number, a header of ours
// or a room name; every one is written as text, so names get the formula guard of the bookings CSV.
import type { Locale } from "../../contract/locales";
import { csvDecimal, csvFile, csvMoney } from "./csv";
import type { StudioReport } from "./reports";
import { fmt, getDict } from "../../i18n";

export function reportCsv(report: StudioReport, locale: Locale, by: "week" | "month"): string {
  const t = getDict(locale).figures;
  const dec = (n: number, digits: number) => csvDecimal(n, digits, locale);
  const money = (cents: number) => csvMoney(cents, report.currency, locale);
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
    ...report.rooms.flatMap((r) => [fmt(t.roomHours, { room: r.name }, locale), fmt(t.roomOccupancy, { room: r.name }, locale)]),
  ];
  const rows = (by === "week" ? report.weeks : report.months).map((p) => [
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
  ]);
  return csvFile(locale, header, rows);
}
