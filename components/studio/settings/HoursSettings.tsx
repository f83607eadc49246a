"use client";
// Opening hours per weekday and the date exceptions (docs/studio-settings.md, Date exceptions).
// A save that would leave upcoming bookings outside the opening comes back with those bookings
// (confirmRequired): they are listed and the owner saves again with confirm: true, or not.
// Adding or removing an exception saves at once; the weekly hours have their own Save.
import { useState, type FormEvent } from "react";
import type { Catalog } from "@/lib/i18n";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { StudioError } from "../StudioError";
import { Done } from "./Fields";
import { ConfirmAffected, ExceptionForm, WeekFields, type Affected, type Body, type DayHours, type HourException } from "./HoursParts";
import { useSave, type SettingsVersions } from "./useSave";
import { isLocale } from "@/lib/contract/locales";
import { fieldLabel } from "@/lib/i18n/studio-errors";

type Answer = { saved: true } | { saved: false; confirmRequired: true; bookings: Affected[] };

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
  /** The hours section's version as read (docs/decisions-platform.md, Settings versions). */
  version?: string;
  rooms: { id: string; name: string }[];
  s: SettingsTexts;
  t: Catalog["studio"];
  errors: Catalog["errors"];
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
        <ConfirmAffected
          bookings={pending.bookings}
          roomName={roomName}
          busy={save.busy}
          onConfirm={() => void send(pending.body, true)}
          onCancel={() => setPending(null)}
          h={h}
        />
      ) : null}

      <form className="studio-form" onSubmit={saveWeek} aria-labelledby="settings-hours" data-testid="hours-form">
        <p className="hint">{h.overnightHint}</p>
        {err("operatingHours") ? <p className="field-error">{err("operatingHours")}</p> : null}
        <WeekFields week={week} setDay={setDay} h={h} />
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
      <ExceptionForm hourExceptions={hourExceptions} send={(body) => send(body, false)} busy={save.busy} h={h} />
    </section>
  );
}
