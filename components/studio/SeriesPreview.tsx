"use client";
// A regular booking's dates as previewed (docs/series.md, Dashboard): each date free, skipped or
// in conflict with what is in the way; each conflict resolvable (skip it, or another time that
// day); the create button refused while a conflict is unresolved.
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { SeriesTexts } from "@/lib/i18n/series";
import { longDate } from "@/lib/site/client/format";

type Occurrence = {
  date: string;
  startTime: string;
  endTime: string | null;
  status: "free" | "skipped" | "conflict";
  moved: boolean;
  conflict: { code: string; message: string; details?: Record<string, unknown> } | null;
};
export type Preview = { timezone: string; occurrences: Occurrence[]; conflicts: number };
/** Per date: nothing chosen, skip it, or another start. */
export type Choice = { kind: "keep" } | { kind: "skip" } | { kind: "time"; startTime: string };

/** The chosen resolutions as the API takes them: skipped dates, and dates with another start. */
export function resolutionsOf(choices: Record<string, Choice>): { date: string; skip?: boolean; startTime?: string }[] {
  return Object.entries(choices).flatMap(([date, c]): { date: string; skip?: boolean; startTime?: string }[] =>
    c.kind === "skip" ? [{ date, skip: true }] : c.kind === "time" && c.startTime ? [{ date, startTime: c.startTime }] : [],
  );
}

function conflictReason(o: Occurrence, ts: SeriesTexts): string {
  const c = o.conflict;
  if (!c) return "";
  if (c.code === "OUTSIDE_HOURS") return ts.closed;
  if (c.code === "OUTSIDE_BOOKING_WINDOW") return ts.window;
  const d = c.details ?? {};
  const what =
    d.kind === "booking"
      ? fmt(ts.takenBooking, { reference: String(d.reference ?? "") })
      : d.kind === "block"
        ? ts.takenBlock
        : d.kind === "hold"
          ? ts.takenHold
          : "";
  return fmt(ts.taken, { what }) + (d.start ? ` (${String(d.start).slice(11)}–${String(d.end ?? "")})` : "");
}

type Props = {
  preview: Preview;
  choices: Record<string, Choice>;
  choose: (date: string, c: Choice) => void;
  stepMinutes: number;
  onPreview: () => void;
  onCreate: () => void;
  /** The summary's id: it takes the focus once the dates are shown (SeriesForm). */
  summaryId: string;
  previewBusy: boolean;
  createBusy: boolean;
  locale: Locale;
  t: Catalog["studio"];
  ts: SeriesTexts;
};

export function SeriesPreview(props: Props) {
  const { preview, choices, choose, stepMinutes, onPreview, onCreate, summaryId, previewBusy, createBusy, locale, t, ts } = props;
  const unresolved = preview.occurrences.filter((o) => o.status === "conflict").length;
  const free = preview.occurrences.filter((o) => o.status === "free").length;
  return (
    <section aria-labelledby="sr-dates" className="studio-section" data-testid="series-preview">
      <h2 id="sr-dates">{ts.previewTitle}</h2>
      <p role="status" id={summaryId} tabIndex={-1} className="studio-feedback" data-testid="series-summary">
        {fmt(ts.summary, { free, total: preview.occurrences.length, conflicts: unresolved })}
      </p>
      <div className="table-scroll" role="group" aria-labelledby="sr-dates" tabIndex={0}>
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">{ts.colDate}</th>
              <th scope="col">{ts.colTime}</th>
              <th scope="col">{ts.colStatus}</th>
              <th scope="col">{ts.colResolve}</th>
            </tr>
          </thead>
          <tbody>
            {preview.occurrences.map((o) => {
              const c = choices[o.date] ?? { kind: "keep" };
              const label = longDate(o.date, locale);
              const showResolve = o.status === "conflict" || c.kind !== "keep";
              return (
                <tr key={o.date} data-date={o.date} data-status={o.status}>
                  <th scope="row">{label}</th>
                  <td>{o.endTime ? `${o.startTime}–${o.endTime}` : o.startTime}</td>
                  <td>
                    {o.status === "conflict" ? `${ts.conflict}: ${conflictReason(o, ts)}` : o.status === "skipped" ? ts.skipped : ts.free}
                  </td>
                  <td>
                    {showResolve ? (
                      <div className="field-row">
                        <select
                          aria-label={`${ts.colResolve}: ${label}`}
                          data-testid={`resolve-${o.date}`}
                          value={c.kind}
                          onChange={(e) => {
                            const k = e.target.value as Choice["kind"];
                            choose(o.date, k === "time" ? { kind: "time", startTime: "" } : { kind: k });
                          }}
                        >
                          <option value="keep">{ts.resolveKeep}</option>
                          <option value="skip">{ts.resolveSkip}</option>
                          <option value="time">{ts.resolveTime}</option>
                        </select>
                        {c.kind === "time" ? (
                          <input
                            type="time"
                            step={stepMinutes * 60}
                            aria-label={fmt(ts.otherTime, { date: label })}
                            data-testid={`time-${o.date}`}
                            value={c.startTime}
                            onChange={(e) => choose(o.date, { kind: "time", startTime: e.target.value })}
                          />
                        ) : null}
                      </div>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {unresolved > 0 ? <p className="hint">{ts.unresolved}</p> : null}
      <p>
        <button type="button" className="btn btn-secondary" onClick={onPreview} disabled={previewBusy}>
          {ts.preview}
        </button>{" "}
        <button type="button" className="btn" onClick={onCreate} disabled={createBusy || unresolved > 0}>
          {createBusy ? t.working : ts.create}
        </button>
      </p>
    </section>
  );
}
