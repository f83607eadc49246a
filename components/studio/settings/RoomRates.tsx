"use client";
// A room's rates beyond its base price (docs/pricing.md, Rates): rows of weekdays, a time span and
// a price per hour, a lower price for long sessions, and the week they make, read back as a table
// (what each day costs when) before the owner saves. The form that holds them sends them on Save.
import { useRef, useState } from "react";
import { fmt, money } from "@/lib/i18n/core";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import type { Locale } from "@/lib/i18n";
import { rateLines, type RateWindow } from "@/lib/contract/rates";
import { Field } from "./Fields";
import { centsFromInput, errorAt, inputFromCents } from "./form-math";
import type { RoomRow } from "./room-form-parts";
import { useFocusAfterRender } from "./useFocusAfterRender";

const MAX_RATES = 28;
/** Monday first, as the studio's week reads; 0 = Sunday as in the studio file. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** A rate row as edited: its weekdays, span and price as typed; `key` keeps a row's inputs across removals. */
export type RateRow = { key: number; days: number[]; from: string; to: string; price: string };
/** The long-session rate as typed: from hour (of the session) and price per hour; both blank for none. */
export type LongRate = { fromHours: string; price: string };

const HHMM = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** The rows as the studio file takes them; null when a row's price or times do not read. */
function windowsOf(rows: RateRow[]): RateWindow[] | null {
  const out: RateWindow[] = [];
  for (const r of rows) {
    const hourlyCents = centsFromInput(r.price);
    if (hourlyCents === null || !HHMM.test(r.from) || !HHMM.test(r.to)) return null;
    out.push({ days: WEEK.filter((d) => r.days.includes(d)).sort(), from: r.from, to: r.to, hourlyCents });
  }
  return out;
}

/**
 * The rates as the room's PATCH takes them; `errors` (already in the page's language: `invalid`) for
 * a rate whose price or times do not read, and then no body.
 */
export function ratesBody(r: { rows: RateRow[]; long: LongRate }, invalid: string) {
  const rateWindows = windowsOf(r.rows);
  const long = longOf(r.long);
  const errors: Record<string, string> = {
    ...(rateWindows === null ? { rateWindows: invalid } : {}),
    ...(long === undefined ? { longHourlyCents: invalid } : {}),
  };
  return { errors, body: rateWindows && long ? { rateWindows, ...long } : null };
}

/** The long-session rate as the studio file takes it: both null when blank, undefined when it does not read. */
function longOf(l: LongRate): { longFromMinutes: number | null; longHourlyCents: number | null } | undefined {
  if (!l.fromHours.trim() && !l.price.trim()) return { longFromMinutes: null, longHourlyCents: null };
  const hours = Number(l.fromHours.replace(",", "."));
  const cents = centsFromInput(l.price);
  if (!Number.isFinite(hours) || hours <= 0 || cents === null) return undefined;
  return { longFromMinutes: Math.round(hours * 60), longHourlyCents: cents };
}

/** The rows and long rate of a room as read, for its form to edit. */
export function useRoomRates(room: Pick<RoomRow, "rateWindows" | "longFromMinutes" | "longHourlyCents">) {
  const [rows, setRows] = useState<RateRow[]>(() =>
    room.rateWindows.map((w, key) => ({ key, days: w.days, from: w.from, to: w.to, price: inputFromCents(w.hourlyCents) })),
  );
  const [long, setLong] = useState<LongRate>({
    fromHours: room.longFromMinutes === null ? "" : String(room.longFromMinutes / 60),
    price: room.longHourlyCents === null ? "" : inputFromCents(room.longHourlyCents),
  });
  return { rows, setRows, long, setLong };
}

type Props = {
  p: string;
  s: SettingsTexts;
  lang: Locale;
  currency: string;
  baseCents: number | null;
  fieldErr: Record<string, string>;
  rows: RateRow[];
  setRows: (rows: RateRow[]) => void;
  long: LongRate;
  setLong: (l: LongRate) => void;
};

export function RoomRates({ p, s, lang, currency, baseCents, fieldErr, rows, setRows, long, setLong }: Props) {
  const r = s.rooms.rates;
  const nextKey = useRef(rows.length);
  const focusAfterRender = useFocusAfterRender();
  const dayName = (d: number) => new Intl.DateTimeFormat(lang, { weekday: "short", timeZone: "UTC" }).format(Date.UTC(2024, 0, 7 + d));
  const edit = (i: number, patch: Partial<RateRow>) => setRows(rows.map((x, k) => (k === i ? { ...x, ...patch } : x)));
  const add = () => {
    if (rows.length >= MAX_RATES) return;
    const key = nextKey.current++;
    setRows([...rows, { key, days: [1, 2, 3, 4, 5], from: "19:00", to: "24:00", price: "" }]);
    focusAfterRender(`${p}-rate-${key}-price`);
  };
  const remove = (i: number) => {
    const next = rows.filter((_, k) => k !== i);
    setRows(next);
    const target = next[Math.min(i, next.length - 1)];
    focusAfterRender(target ? `${p}-rate-${target.key}-price` : `${p}-rate-add`);
  };

  return (
    <fieldset className="field settings-rates" aria-describedby={`${p}-rates-hint`} data-testid={`${p}-rates`}>
      <legend>{r.legend}</legend>
      <p className="hint" id={`${p}-rates-hint`}>
        {r.hint}
      </p>
      {errorAt(fieldErr, "rateWindows") ? <span className="field-error">{errorAt(fieldErr, "rateWindows")}</span> : null}
      {rows.length === 0 ? <p>{r.none}</p> : null}
      <ol>
        {rows.map((row, i) => {
          const label = fmt(r.label, { n: i + 1 });
          return (
            <li key={row.key}>
              <fieldset className="field-check-row">
                <legend>
                  {label}: {r.days}
                </legend>
                {WEEK.map((d) => (
                  <label key={d} className="field-check-inline">
                    <input
                      type="checkbox"
                      checked={row.days.includes(d)}
                      onChange={(e) => edit(i, { days: e.target.checked ? [...row.days, d] : row.days.filter((x) => x !== d) })}
                    />{" "}
                    {dayName(d)}
                  </label>
                ))}
                {errorAt(fieldErr, `rateWindows.${i}.days`) ? (
                  <span className="field-error">{errorAt(fieldErr, `rateWindows.${i}.days`)}</span>
                ) : null}
              </fieldset>
              <div className="field-row">
                <Field
                  id={`${p}-rate-${row.key}-from`}
                  label={`${label}: ${r.from}`}
                  value={row.from}
                  inputMode="numeric"
                  maxLength={5}
                  required
                  error={errorAt(fieldErr, `rateWindows.${i}.from`)}
                  onChange={(e) => edit(i, { from: e.target.value })}
                />
                <Field
                  id={`${p}-rate-${row.key}-to`}
                  label={`${label}: ${r.to}`}
                  value={row.to}
                  inputMode="numeric"
                  maxLength={5}
                  required
                  error={errorAt(fieldErr, `rateWindows.${i}.to`)}
                  onChange={(e) => edit(i, { to: e.target.value })}
                />
                <Field
                  id={`${p}-rate-${row.key}-price`}
                  label={`${label}: ${fmt(r.price, { currency })}`}
                  value={row.price}
                  inputMode="decimal"
                  required
                  error={errorAt(fieldErr, `rateWindows.${i}.hourlyCents`) ?? errorAt(fieldErr, `rateWindows.${i}`)}
                  onChange={(e) => edit(i, { price: e.target.value })}
                />
              </div>
              <button type="button" className="btn btn-small" onClick={() => remove(i)}>
                {r.remove}
                <span className="visually-hidden">: {label}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        id={`${p}-rate-add`}
        className="btn btn-small"
        aria-disabled={rows.length >= MAX_RATES ? true : undefined}
        onClick={add}
      >
        {r.add}
      </button>
      <LongRateFields p={p} s={s} currency={currency} fieldErr={fieldErr} long={long} setLong={setLong} />
      <WeekTable p={p} s={s} lang={lang} currency={currency} baseCents={baseCents} rows={rows} dayName={dayName} />
    </fieldset>
  );
}

/** The long-session rate's two fields: from which hour of a session, and its price per hour. */
function LongRateFields({
  p,
  s,
  currency,
  fieldErr,
  long,
  setLong,
}: Pick<Props, "p" | "s" | "currency" | "fieldErr" | "long" | "setLong">) {
  const r = s.rooms.rates;
  return (
    <div className="field-row">
      <Field
        id={`${p}-long-from`}
        label={r.longFrom}
        hint={r.longHint}
        type="number"
        min={0.5}
        step={0.5}
        value={long.fromHours}
        error={fieldErr.longFromMinutes}
        onChange={(e) => setLong({ ...long, fromHours: e.target.value })}
      />
      <Field
        id={`${p}-long-price`}
        label={fmt(r.longPrice, { currency })}
        inputMode="decimal"
        value={long.price}
        error={fieldErr.longHourlyCents}
        onChange={(e) => setLong({ ...long, price: e.target.value })}
      />
    </div>
  );
}

/** What each day costs when, from the rows as typed (nothing while a row does not read). */
function WeekTable({
  p,
  s,
  lang,
  currency,
  baseCents,
  rows,
  dayName,
}: Pick<Props, "p" | "s" | "lang" | "currency" | "baseCents" | "rows"> & { dayName: (d: number) => string }) {
  const windows = windowsOf(rows);
  if (baseCents === null || windows === null) return null;
  const r = s.rooms.rates;
  const rates = { hourlyCents: baseCents, rateWindows: windows, longFromMinutes: null, longHourlyCents: null };
  return (
    <table className="settings-week" data-testid={`${p}-week`}>
      <caption>{r.week}</caption>
      <thead>
        <tr>
          <th scope="col">{r.day}</th>
          <th scope="col">{r.legend}</th>
        </tr>
      </thead>
      <tbody>
        {WEEK.map((d) => (
          <tr key={d}>
            <th scope="row">{dayName(d)}</th>
            <td>
              {rateLines(rates, { day: d, minute: 0 }, 1440)
                .map(
                  (l) =>
                    `${l.startTime}–${l.endTime === "00:00" ? "24:00" : l.endTime} ${fmt(r.perHour, { rate: money(l.hourlyCents, currency, lang) })}`,
                )
                .join(" · ")}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
