// The manage page's list of a weekly series' dates (docs/series.md, Booked online by a guest): each
// date with its time and reference, this booking marked, cancelled ones said so. Server-rendered:
// plain data from the page, no script.
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { longDate } from "@/lib/site/client/format";

type SeriesDate = { date: string; startTime: string; endTime: string; reference: string; cancelled: boolean; current: boolean };

export function SeriesDates({ dates, locale, t }: { dates: SeriesDate[]; locale: Locale; t: Catalog["manage"] }) {
  return (
    <section className="panel" aria-labelledby="series-dates-h" data-testid="manage-series">
      <h2 id="series-dates-h">{t.seriesTitle}</h2>
      <p>{fmt(t.seriesNote, { count: dates.length })}</p>
      <ul className="series-dates">
        {dates.map((d) => (
          <li key={d.reference}>
            {longDate(d.date, locale, { weekday: "short", day: "numeric", month: "short" })}, {d.startTime}–{d.endTime} · {d.reference}
            {d.current ? <strong> · {t.seriesThis}</strong> : null}
            {d.cancelled ? <> · {t.seriesCancelled}</> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
