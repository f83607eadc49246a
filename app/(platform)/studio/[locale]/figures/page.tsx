// The studio's figures (docs/dashboard.md, Figures): occupancy per room, bookings, money and no-shows
// by week or month over a range of dates (a GET form; the last 12 weeks by default), drawn as charts
// and written out in a table with the same numbers, and the CSV of the same range. The chart library
// is imported by FiguresCharts alone, so only this page's JavaScript carries it.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FiguresCharts } from "@/components/studio/FiguresCharts";
import { FiguresRangeForm, FiguresTable } from "@/components/studio/FiguresParts";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { REPORT_PERIODS, ReportCsvQuery } from "@/lib/contract/dashboard-schemas";
import { studioReport, type StudioReport } from "@/lib/domain/dashboard/reports";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { getDict, isLocale } from "@/lib/i18n";
import { decimal1, money, todayIn } from "@/lib/site/client/format";
import { fmt } from "@/lib/i18n/core";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { locale } = await params;
  return { title: getDict(isLocale(locale) ? locale : "en").figures.title };
}

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last 12 weeks, Monday to Sunday, ending with the studio's current week. */
function defaultRange(today: string): { from: string; to: string } {
  const t = Date.parse(`${today}T00:00:00Z`);
  const monday = t - ((new Date(t).getUTCDay() + 6) % 7) * DAY_MS;
  return { from: iso(monday - 11 * 7 * DAY_MS), to: iso(monday + 6 * DAY_MS) };
}

/** One row's numbers: a period's, or the total's. */
type Figures = StudioReport["total"];

const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function FiguresPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const actor = await currentStaff();
  const studio = await currentStudio();
  const t = getDict(locale).figures;
  const dict = getDict(locale);
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, single(v)]));
  const asked = raw.from !== undefined || raw.to !== undefined;
  const fallback = { ...defaultRange(todayIn(studio.timezone, clock().now())), by: REPORT_PERIODS.find((p) => p === raw.by) ?? "week" };
  const parsed = ReportCsvQuery.safeParse({ ...fallback, ...raw });
  const q = parsed.success ? parsed.data : fallback;
  const report = await studioReport(db(), actor, q);
  const periods = q.by === "week" ? report.weeks : report.months;
  const cur = report.currency;
  const pct = (x: number | null) => (x === null ? "–" : `${decimal1(x * 100, locale)} %`);
  const csv = `/v1/studio/reports/export.csv?${new URLSearchParams({ from: q.from, to: q.to, by: q.by, lang: locale })}`;
  const byName = q.by === "week" ? t.byWeek : t.byMonth;
  // The table's columns after the period, once: the header and every row (the periods and the
  // total) are drawn from this list.
  const columns: { key: string; head: string; cell: (f: Figures) => string | number }[] = [
    { key: "bookings", head: t.bookings, cell: (f) => f.bookings },
    { key: "noShows", head: t.noShows, cell: (f) => f.noShows },
    { key: "cancellations", head: t.cancellations, cell: (f) => f.cancellations },
    { key: "booked", head: t.booked, cell: (f) => money(f.bookedCents, cur, locale) },
    { key: "collected", head: t.collected, cell: (f) => money(f.collectedCents, cur, locale) },
    { key: "refunded", head: t.refunded, cell: (f) => money(f.refundedCents, cur, locale) },
    // A period's rooms come in the report's room order (lib/domain/dashboard/reports.ts).
    ...report.rooms.map((r, i) => ({ key: r.id, head: `${t.occupancy}: ${r.name}`, cell: (f: Figures) => pct(f.rooms[i].occupancy) })),
  ];

  return (
    <div className="studio-figures">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <FiguresRangeForm action={`/studio/${locale}/figures`} q={q} apply={dict.studio.bookings.apply} t={t} />
      {asked && !parsed.success ? (
        <p className="alert" role="alert">
          {t.badRange}
        </p>
      ) : null}
      <p>
        <a href={csv} download data-testid="figures-csv">
          {t.csv}
        </a>
      </p>

      <FiguresCharts
        locale={locale}
        currency={cur}
        rooms={report.rooms}
        periods={periods.map((p) => ({
          label: p.period,
          occupancy: p.rooms.map((r) => r.occupancy),
          booked: p.bookedCents,
          collected: p.collectedCents,
          refunded: p.refundedCents,
          bookings: p.bookings,
          noShows: p.noShows,
          cancellations: p.cancellations,
        }))}
        t={{
          occupancyChart: t.occupancyChart,
          moneyChart: t.moneyChart,
          countsChart: t.countsChart,
          booked: t.booked,
          collected: t.collected,
          refunded: t.refunded,
          bookings: t.bookings,
          noShows: t.noShows,
          cancellations: t.cancellations,
        }}
      />

      <FiguresTable
        title={fmt(t.tableCaption, { by: byName.toLowerCase() }, locale)}
        periodHead={q.by === "week" ? t.week : t.month}
        columns={columns}
        rows={[...periods.map((p) => ({ key: p.period, name: p.period, f: p })), { key: "total", name: t.total, f: report.total }]}
      />
    </div>
  );
}
