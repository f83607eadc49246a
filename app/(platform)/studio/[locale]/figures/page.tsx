// The studio's figures (docs/dashboard.md, Figures): occupancy per room, bookings, money and no-shows
// by week or month over a range of dates (a GET form; the last 12 weeks by default), drawn as charts
// and written out in a table with the same numbers, and the CSV of the same range. The chart library
// is imported by FiguresCharts alone, so only this page's JavaScript carries it.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FiguresCharts } from "@/components/studio/FiguresCharts";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { REPORT_PERIODS, ReportCsvQuery } from "@/lib/contract/dashboard-schemas";
import { studioReport } from "@/lib/domain/dashboard/reports";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { getDict, isLocale } from "@/lib/i18n";
import { decimal1, money, todayIn } from "@/lib/site/client/format";

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
  const csv = `/v1/studio/reports/export.csv?${new URLSearchParams({ from: q.from, to: q.to, by: q.by })}`;
  const byName = q.by === "week" ? t.byWeek : t.byMonth;

  return (
    <div className="studio-figures">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <form method="get" action={`/studio/${locale}/figures`} className="studio-filters" aria-labelledby="fig-range">
        <h2 id="fig-range" className="visually-hidden">
          {t.show}
        </h2>
        <div className="field">
          <label htmlFor="fig-from">{t.from}</label>
          <input id="fig-from" name="from" type="date" defaultValue={q.from} required />
        </div>
        <div className="field">
          <label htmlFor="fig-to">{t.to}</label>
          <input id="fig-to" name="to" type="date" defaultValue={q.to} required />
        </div>
        <div className="field">
          <label htmlFor="fig-by">{t.show}</label>
          <select id="fig-by" name="by" defaultValue={q.by}>
            <option value="week">{t.byWeek}</option>
            <option value="month">{t.byMonth}</option>
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="btn">
            {dict.studio.bookings.apply}
          </button>
        </div>
      </form>
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

      <div className="studio-section">
        <h2 id="fig-table">{t.tableCaption(byName)}</h2>
        <div className="table-scroll" role="region" aria-labelledby="fig-table" tabIndex={0}>
          <table className="studio-table" data-testid="figures-table">
            <thead>
              <tr>
                <th scope="col">{q.by === "week" ? t.week : t.month}</th>
                <th scope="col" className="num">
                  {t.bookings}
                </th>
                <th scope="col" className="num">
                  {t.noShows}
                </th>
                <th scope="col" className="num">
                  {t.cancellations}
                </th>
                <th scope="col" className="num">
                  {t.booked}
                </th>
                <th scope="col" className="num">
                  {t.collected}
                </th>
                <th scope="col" className="num">
                  {t.refunded}
                </th>
                {report.rooms.map((r) => (
                  <th scope="col" className="num" key={r.id}>
                    {t.occupancy}: {r.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...periods.map((p) => ({ key: p.period, name: p.period, f: p })), { key: "total", name: t.total, f: report.total }].map(
                ({ key, name, f }) => (
                  <tr key={key} data-period={key}>
                    <th scope="row">{name}</th>
                    <td className="num">{f.bookings}</td>
                    <td className="num">{f.noShows}</td>
                    <td className="num">{f.cancellations}</td>
                    <td className="num">{money(f.bookedCents, cur, locale)}</td>
                    <td className="num">{money(f.collectedCents, cur, locale)}</td>
                    <td className="num">{money(f.refundedCents, cur, locale)}</td>
                    {f.rooms.map((r) => (
                      <td className="num" key={r.roomId}>
                        {pct(r.occupancy)}
                      </td>
                    ))}
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
