"use client";
// The parts of the hours settings (docs/studio-settings.md, Date exceptions): the bookings a save
// would leave outside the opening, the week's fields, and the form that adds a date exception.
import { useState, type FormEvent } from "react";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { Field } from "./Fields";
import { withException } from "./form-math";

export type DayHours = { dayOfWeek: number; openTime: string; closeTime: string; isClosed: boolean };
export type HourException = { date: string; closed: true } | { date: string; open: string; close: string };
export type Affected = { reference: string; roomId: string; guestName: string; date: string; startTime: string; endTime: string };
export type Body = { operatingHours?: DayHours[]; hourExceptions?: HourException[] };
type H = SettingsTexts["hours"];

type ConfirmProps = {
  bookings: Affected[];
  roomName: (id: string) => string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  h: H;
};

/** The upcoming bookings a save would leave outside the opening; save anyway, or not. */
export function ConfirmAffected({ bookings, roomName, busy, onConfirm, onCancel, h }: ConfirmProps) {
  return (
    <div className="alert" role="alert" data-testid="hours-confirm">
      <p>
        <strong>{h.confirmTitle}</strong>
      </p>
      <p>{h.confirmIntro}</p>
      <ul>
        {bookings.map((b) => (
          <li key={b.reference}>
            {b.reference} · {roomName(b.roomId)} · {b.guestName} · {b.date} {b.startTime}–{b.endTime}
          </li>
        ))}
      </ul>
      <p>
        <button type="button" className="btn" disabled={busy} onClick={onConfirm}>
          {h.confirm}
        </button>{" "}
        <button type="button" className="btn btn-small" onClick={onCancel}>
          {h.cancel}
        </button>
      </p>
    </div>
  );
}

/** Each weekday, Monday first: closed, or its opening and closing time. */
export function WeekFields({ week, setDay, h }: { week: DayHours[]; setDay: (d: number, patch: Partial<DayHours>) => void; h: H }) {
  return (
    <>
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
    </>
  );
}

type ExceptionProps = {
  hourExceptions: HourException[];
  send: (body: Body) => Promise<boolean>;
  busy: boolean;
  h: H;
};

/** A date closed or with special hours, saved at once (a date already listed is refused here). */
export function ExceptionForm({ hourExceptions, send, busy, h }: ExceptionProps) {
  const [exDate, setExDate] = useState("");
  const [exError, setExError] = useState<string | undefined>(undefined);
  const [exKind, setExKind] = useState<"closed" | "hours">("closed");
  const [exOpen, setExOpen] = useState("10:00");
  const [exClose, setExClose] = useState("14:00");
  const addException = async (e: FormEvent) => {
    e.preventDefault();
    const ex: HourException = exKind === "closed" ? { date: exDate, closed: true } : { date: exDate, open: exOpen, close: exClose };
    const list = withException(hourExceptions, ex);
    setExError(list ? undefined : h.exceptionExists);
    if (list && (await send({ hourExceptions: list }))) setExDate("");
  };

  return (
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
            <Field id="ex-open" label={h.open} type="time" step={900} required value={exOpen} onChange={(e) => setExOpen(e.target.value)} />
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
      <button type="submit" className="btn" disabled={busy}>
        {h.add}
      </button>
    </form>
  );
}
