"use client";
// Opening hours per weekday and the date exceptions (docs/studio-settings.md, Date exceptions).
// A save that would leave upcoming bookings outside the opening comes back with those bookings
// (confirmRequired): they are listed and the owner saves again with confirm: true, or not.
// Adding or removing an exception saves at once; the weekly hours have their own Save.
import { useState, type FormEvent } from "react";
import type { Dict } from "@/lib/i18n";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { StudioError } from "../StudioError";
import { Done, Field } from "./Fields";
import { withException } from "./form-math";
import { useSave, type SettingsVersions } from "./useSave";
import { isLocale } from "@/lib/contract/locales";
import { fieldLabel } from "@/lib/i18n/studio-errors";

export type DayHours = { dayOfWeek: number; openTime: string; closeTime: string; isClosed: boolean };
export type HourException = { date: string; closed: true } | { date: string; open: string; close: string };
type Affected = { reference: string; roomId: string; guestName: string; date: string; startTime: string; endTime: string };
type Answer = { saved: true } | { saved: false; confirmRequired: true; bookings: Affected[] };
type Body = { operatingHours?: DayHours[]; hourExceptions?: HourException[] };

// Monday first, as the studios' calendars are.
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const hoursVersion = (v: SettingsVersions) => v.hours;

export function HoursSettings({
  operatingHours,
  hourExceptions,
  rooms,
  version,
  s,
  t,
  errors,
}: {
  operatingHours: DayHours[];
  hourExceptions: HourException[];
  /** The hours section's version as read (docs/decisions.md, Settings versions). */
  version?: string;
  rooms: { id: string; name: string }[];
  s: SettingsTexts;
  t: Dict["studio"];
  errors: Dict["errors"];
}) {
  const h = s.hours;
  const lang = isLocale(t.errors.lang) ? t.errors.lang : "en";
  const save = useSave<Answer>({ read: version, of: hoursVersion, lang: t.errors.lang });
  const [week, setWeek] = useState<DayHours[]>(() =>
    WEEK.map(
      (d) => operatingHours.find((x) => x.dayOfWeek === d) ?? { dayOfWeek: d, openTime: "10:00", closeTime: "22:00", isClosed: true },
    ),
  );
  const [pending, setPending] = useState<{ body: Body; bookings: Affected[] } | null>(null);
  const [exDate, setExDate] = useState("");
  const [exError, setExError] = useState<string | undefined>(undefined);
  const [exKind, setExKind] = useState<"closed" | "hours">("closed");
  const [exOpen, setExOpen] = useState("10:00");
  const [exClose, setExClose] = useState("14:00");
  const roomName = (id: string) => rooms.find((r) => r.id === id)?.name ?? "";

  const send = async (body: Body, confirm: boolean): Promise<boolean> => {
    const r = await save.run("/hours", "PATCH", confirm ? { ...body, confirm: true } : body, s.saved);
    if (r && !r.saved) {
      save.setDone(null);
      setPending({ body, bookings: r.bookings });
      return false;
    }
    setPending(null);
    return r !== null;
  };

  const setDay = (d: number, patch: Partial<DayHours>) => setWeek((w) => w.map((x) => (x.dayOfWeek === d ? { ...x, ...patch } : x)));
  const saveWeek = (e: FormEvent) => {
    e.preventDefault();
    void send({ operatingHours: week }, false);
  };
  const addException = async (e: FormEvent) => {
    e.preventDefault();
    const ex: HourException = exKind === "closed" ? { date: exDate, closed: true } : { date: exDate, open: exOpen, close: exClose };
    const list = withException(hourExceptions, ex);
    setExError(list ? undefined : h.exceptionExists);
    if (list && (await send({ hourExceptions: list }, false))) setExDate("");
  };
  const removeException = (date: string) => void send({ hourExceptions: hourExceptions.filter((x) => x.date !== date) }, false);
  const err = (path: string) =>
    Object.entries(save.fields)
      .filter(([k]) => k.startsWith(`studio.${path}`))
      .map(([k, v]) => `${fieldLabel(k, lang)}: ${v}`)
      .join("; ");

  return (
    <section aria-labelledby="settings-hours" className="settings-section">
      <h2 id="settings-hours">{h.title}</h2>
      {save.error ? <StudioError error={save.error} t={t} errors={errors} /> : null}
      <Done text={save.done} testId="hours-saved" />
      {pending ? (
        <div className="alert" role="alert" data-testid="hours-confirm">
          <p>
            <strong>{h.confirmTitle}</strong>
          </p>
          <p>{h.confirmIntro}</p>
          <ul>
            {pending.bookings.map((b) => (
              <li key={b.reference}>
                {b.reference} · {roomName(b.roomId)} · {b.guestName} · {b.date} {b.startTime}–{b.endTime}
              </li>
            ))}
          </ul>
          <p>
            <button type="button" className="btn" disabled={save.busy} onClick={() => void send(pending.body, true)}>
              {h.confirm}
            </button>{" "}
            <button type="button" className="btn btn-small" onClick={() => setPending(null)}>
              {h.cancel}
            </button>
          </p>
        </div>
      ) : null}

      <form className="studio-form" onSubmit={saveWeek} aria-labelledby="settings-hours" data-testid="hours-form">
        <p className="hint">{h.overnightHint}</p>
        {err("operatingHours") ? <p className="field-error">{err("operatingHours")}</p> : null}
        {week.map((d) => (
          <fieldset key={d.dayOfWeek} className="field-row settings-day">
            <legend>{h.weekdays[d.dayOfWeek]}</legend>
            <div className="field field-check">
              <input
                id={`day-${d.dayOfWeek}-closed`}
                type="checkbox"
                checked={d.isClosed}
                onChange={(e) => setDay(d.dayOfWeek, { isClosed: e.target.checked })}
              />
              <label htmlFor={`day-${d.dayOfWeek}-closed`}>{h.closed}</label>
            </div>
            <Field
              id={`day-${d.dayOfWeek}-open`}
              label={h.open}
              type="time"
              step={900}
              required
              disabled={d.isClosed}
              value={d.openTime}
              onChange={(e) => setDay(d.dayOfWeek, { openTime: e.target.value })}
            />
            <Field
              id={`day-${d.dayOfWeek}-close`}
              label={h.close}
              type="time"
              step={900}
              required
              disabled={d.isClosed}
              value={d.closeTime}
              onChange={(e) => setDay(d.dayOfWeek, { closeTime: e.target.value })}
            />
          </fieldset>
        ))}
        <button type="submit" className="btn" disabled={save.busy}>
          {save.busy ? s.saving : s.save}
        </button>
      </form>

      <h3 id="settings-exceptions">{h.exceptions}</h3>
      {err("hourExceptions") ? <p className="field-error">{err("hourExceptions")}</p> : null}
      {hourExceptions.length === 0 ? (
        <p>{h.noExceptions}</p>
      ) : (
        <ul className="settings-exceptions" data-testid="hour-exceptions">
          {hourExceptions.map((x) => (
            <li key={x.date} data-date={x.date}>
              {x.date}: {"closed" in x ? h.closedDay : `${h.specialHours} ${x.open}–${x.close}`}{" "}
              <button type="button" className="btn btn-small" disabled={save.busy} onClick={() => removeException(x.date)}>
                {h.remove}
                <span className="visually-hidden"> {x.date}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="studio-form" onSubmit={addException} aria-labelledby="settings-exceptions" data-testid="exception-form">
        <div className="field-row">
          <Field
            id="ex-date"
            name="date"
            label={h.date}
            type="date"
            required
            value={exDate}
            error={exError}
            onChange={(e) => {
              setExDate(e.target.value);
              setExError(undefined);
            }}
          />
          <div className="field">
            <label htmlFor="ex-kind">{h.kind}</label>
            <select id="ex-kind" value={exKind} onChange={(e) => setExKind(e.target.value as "closed" | "hours")}>
              <option value="closed">{h.closedDay}</option>
              <option value="hours">{h.specialHours}</option>
            </select>
          </div>
          {exKind === "hours" ? (
            <>
              <Field
                id="ex-open"
                label={h.open}
                type="time"
                step={900}
                required
                value={exOpen}
                onChange={(e) => setExOpen(e.target.value)}
              />
              <Field
                id="ex-close"
                label={h.close}
                type="time"
                step={900}
                required
                value={exClose}
                onChange={(e) => setExClose(e.target.value)}
              />
            </>
          ) : null}
        </div>
        <button type="submit" className="btn" disabled={save.busy}>
          {h.add}
        </button>
      </form>
    </section>
  );
}
