"use client";
// Step 1's weekly series (docs/series.md, Booked online by a guest): where the studio offers it,
// "Repeat" every week for 2 to its maximum of weeks, and the dates with each one's verdict before
// the details step (free, or why it is left out). The hold then asks for the free dates with one
// code; the summaries of the next steps say how many dates and from when to when.
import { fmt } from "@/lib/i18n/core";
import { longDate } from "@/lib/site/client/format";
import type { SeriesView } from "../useSeriesPreview";
import { seriesDates, seriesRequest } from "../useSeriesPreview";
import type { Flow } from "../useBookingFlow";
import type { BookingFlowProps } from "../types";

/** As every step's props (shared.tsx StepProps), spelled here: shared.tsx shows this file's summary row. */
type StepProps = { flow: Flow; p: BookingFlowProps };

const REASON = { SLOT_TAKEN: "seriesTaken", OUTSIDE_HOURS: "seriesClosed", OUTSIDE_BOOKING_WINDOW: "seriesWindow" } as const;

export function SeriesChoice({ flow, p }: StepProps) {
  const { s } = flow;
  const { t } = p;
  const max = p.seriesMaxWeeks ?? 0;
  if (max < 2) return null;
  const weeks = [0, ...Array.from({ length: max - 1 }, (_, i) => i + 2)];
  return (
    <div className="field" data-testid="series-choice">
      <label htmlFor="bf-series">{t.seriesLabel}</label>
      <select id="bf-series" value={s.seriesWeeks} onChange={(e) => flow.set({ seriesWeeks: Number(e.target.value) })}>
        {weeks.map((n) => (
          <option key={n} value={n}>
            {n ? fmt(t.seriesWeeks, { count: n }) : t.seriesOnce}
          </option>
        ))}
      </select>
      {s.seriesWeeks >= 2 ? <SeriesDates view={flow.series} p={p} /> : null}
    </div>
  );
}

function SeriesDates({ view, p }: { view: SeriesView | null; p: StepProps["p"] }) {
  const { t, locale } = p;
  if (!view) return <p className="hint">{t.seriesChecking}</p>;
  const dates = view.preview?.dates;
  if (!dates) return <p className="hint">{t.seriesFailed}</p>;
  const free = dates.filter((d) => d.free).length;
  return (
    <>
      <p className="hint" data-testid="series-summary">
        {seriesRequest(view) ? fmt(t.seriesSummary, { free, total: dates.length }) : t.seriesTooFew}
      </p>
      <ul className="series-dates" aria-label={t.seriesDates} data-testid="series-dates">
        {dates.map((d) => (
          <li key={d.date} data-free={d.free || undefined}>
            {longDate(d.date, locale, { weekday: "short", day: "numeric", month: "short" })}, {d.startTime}–{d.endTime}:{" "}
            {d.free ? t.seriesFree : <strong>{t[REASON[d.reason ?? "SLOT_TAKEN"]]}</strong>}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The summary's row for a series: how many dates, the first and the last (nothing for one date). Once held, the
 * hold's own dates (kept with it in the tab's storage, so a reload still shows them); before, the preview's free ones.
 */
export function SeriesSummaryRow({ flow, p }: StepProps) {
  const choosing = flow.s.step === "when" || flow.s.step === "details"; // the choice may differ from the hold's
  const held = choosing ? undefined : flow.s.hold?.seriesDates;
  const dates = held ?? (flow.s.seriesWeeks >= 2 ? seriesDates(flow.series) : null) ?? [];
  if (dates.length < 2) return null;
  const { t, locale } = p;
  const short = (d: string) => longDate(d, locale, { day: "numeric", month: "short" });
  return (
    <>
      <dt>{t.seriesLabel}</dt>
      <dd data-testid="series-line">
        {fmt(t.seriesLine, { count: dates.length, first: short(dates[0]), last: short(dates[dates.length - 1]) })}
      </dd>
    </>
  );
}
