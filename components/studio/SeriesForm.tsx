"use client";
// A regular booking (docs/series.md, Dashboard): the phone booking's fields plus how often and
// until when; "Show the dates" previews every date (POST /v1/studio/series/preview) with what is
// in the way of each conflict, each resolvable (skip it, or another time that day, shown again
// with the next preview); then one create (POST /v1/studio/series), refused while a conflict is
// unresolved.
import { useState, type FormEvent } from "react";
import { LOCALES, type Locale } from "@/lib/contract/locales";
import type { Dict } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { SeriesTexts } from "@/lib/i18n/series";
import { longDate } from "@/lib/site/client/format";
import { SlotFields, useSlot } from "./SlotFields";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

type Room = { id: string; name: string; minMinutes: number; maxMinutes: number; stepMinutes: number };

type Occurrence = {
  date: string;
  startTime: string;
  endTime: string | null;
  status: "free" | "skipped" | "conflict";
  moved: boolean;
  conflict: { code: string; message: string; details?: Record<string, unknown> } | null;
};
type Preview = { timezone: string; occurrences: Occurrence[]; conflicts: number };
type Created = { id: string; bookings: { id: string; reference: string }[] };
/** Per date: nothing chosen, skip it, or another start. */
type Choice = { kind: "keep" } | { kind: "skip" } | { kind: "time"; startTime: string };

export function SeriesForm({
  rooms,
  date: initialDate,
  roomId: initialRoom,
  locale,
  localeNames,
  bookingPath,
  t,
  ts,
  errors,
}: {
  rooms: Room[];
  date: string;
  roomId?: string;
  locale: Locale;
  localeNames: Record<Locale, string>;
  bookingPath: string;
  t: Dict["studio"];
  ts: SeriesTexts;
  errors: Dict["errors"];
}) {
  const previewAction = useStudioAction<Preview>();
  const createAction = useStudioAction<Created>();
  const tp = t.phone;
  const slot = useSlot(rooms, initialDate, initialRoom);
  const room = rooms.find((r) => r.id === slot.roomId) ?? rooms[0];
  const [minutes, setMinutes] = useState(String(room?.minMinutes ?? 60));
  const [cadence, setCadence] = useState<"weekly" | "biweekly">("weekly");
  const [bound, setBound] = useState<"count" | "until">("count");
  const [count, setCount] = useState("8");
  const [untilDate, setUntilDate] = useState("");
  const [guestName, setGuestName] = useState("");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [notes, setNotes] = useState("");
  const [guestLocale, setGuestLocale] = useState<Locale>(locale);
  const [contactMissing, setContactMissing] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [made, setMade] = useState<Created | null>(null);

  const resolutions = (): { date: string; skip?: boolean; startTime?: string }[] =>
    Object.entries(choices).flatMap(([date, c]): { date: string; skip?: boolean; startTime?: string }[] =>
      c.kind === "skip" ? [{ date, skip: true }] : c.kind === "time" && c.startTime ? [{ date, startTime: c.startTime }] : [],
    );
  const body = () => ({
    roomId: slot.roomId,
    cadence,
    firstDate: slot.date,
    startTime: slot.start,
    minutes: Number(minutes),
    ...(bound === "count" ? { count: Number(count) } : { untilDate }),
    guestName: guestName.trim(),
    ...(email.trim() ? { email: email.trim() } : {}),
    ...(phone.trim() ? { phone: phone.trim() } : {}),
    ...(notes.trim() ? { notes: notes.trim() } : {}),
    locale: guestLocale,
    resolutions: resolutions(),
  });

  const showDates = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!email.trim() && !phone.trim()) {
      setContactMissing(true);
      return;
    }
    setContactMissing(false);
    setMade(null);
    createAction.setError(null);
    const r = await previewAction.run("/series/preview", "POST", body(), "", { refresh: false });
    if (r) setPreview(r);
  };

  const create = async () => {
    const r = await createAction.run("/series", "POST", body(), "", { refresh: false });
    if (r) {
      setMade(r);
      setPreview(null);
      setChoices({});
    } else await showDates(); // the dates as they stand now, with what is in the way
  };

  const choose = (date: string, c: Choice) => {
    setChoices((prev) => ({ ...prev, [date]: c }));
  };

  const reason = (o: Occurrence): string => {
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
  };

  const unresolved = preview ? preview.occurrences.filter((o) => o.status === "conflict").length : 0;
  const free = preview ? preview.occurrences.filter((o) => o.status === "free").length : 0;

  return (
    <div>
      <form className="studio-form" onSubmit={showDates} data-testid="series-form">
        <p>{ts.intro}</p>
        {previewAction.error ? <StudioError error={previewAction.error} t={t} errors={errors} /> : null}
        <div role="status" className="studio-done" data-testid="series-done">
          {made ? (
            <p>
              {fmt(ts.done, { count: made.bookings.length })}{" "}
              {made.bookings[0] ? <a href={`${bookingPath}/${made.bookings[0].id}`}>{ts.openFirst}</a> : null}
            </p>
          ) : null}
        </div>
        <SlotFields
          idPrefix="sr"
          startName="startTime"
          labels={{ room: tp.room, date: tp.date, start: tp.startTime }}
          rooms={rooms}
          slot={slot}
        >
          <div className="field">
            <label htmlFor="sr-minutes">{tp.minutes}</label>
            <input
              id="sr-minutes"
              name="minutes"
              type="number"
              required
              min={room?.minMinutes}
              max={room?.maxMinutes}
              step={room?.stepMinutes}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </div>
        </SlotFields>
        <div className="field-row">
          <div className="field">
            <label htmlFor="sr-cadence">{ts.cadence}</label>
            <select id="sr-cadence" name="cadence" value={cadence} onChange={(e) => setCadence(e.target.value as "weekly" | "biweekly")}>
              <option value="weekly">{ts.weekly}</option>
              <option value="biweekly">{ts.biweekly}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="sr-bound">{ts.bound}</label>
            <select id="sr-bound" name="bound" value={bound} onChange={(e) => setBound(e.target.value as "count" | "until")}>
              <option value="count">{ts.byCount}</option>
              <option value="until">{ts.byUntil}</option>
            </select>
          </div>
          {bound === "count" ? (
            <div className="field">
              <label htmlFor="sr-count">{ts.count}</label>
              <input
                id="sr-count"
                name="count"
                type="number"
                required
                min={1}
                max={52}
                value={count}
                onChange={(e) => setCount(e.target.value)}
              />
            </div>
          ) : (
            <div className="field">
              <label htmlFor="sr-until">{ts.untilDate}</label>
              <input
                id="sr-until"
                name="untilDate"
                type="date"
                required
                min={slot.date}
                value={untilDate}
                onChange={(e) => setUntilDate(e.target.value)}
              />
            </div>
          )}
        </div>
        <div className="field">
          <label htmlFor="sr-name">{tp.guestName}</label>
          <input
            id="sr-name"
            name="guestName"
            type="text"
            required
            minLength={2}
            maxLength={120}
            autoComplete="off"
            value={guestName}
            onChange={(e) => setGuestName(e.target.value)}
          />
        </div>
        <fieldset aria-describedby="sr-contact-hint">
          <legend className="visually-hidden">{tp.contactHint}</legend>
          <div className="field-row">
            <div className="field">
              <label htmlFor="sr-email">{tp.email}</label>
              <input id="sr-email" name="email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="sr-phone">{tp.phone}</label>
              <input id="sr-phone" name="phone" type="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} />
            </div>
          </div>
          <p className="hint" id="sr-contact-hint">
            {tp.contactHint}
          </p>
          {contactMissing ? (
            <p className="field-error" role="alert">
              {tp.contactMissing}
            </p>
          ) : null}
        </fieldset>
        <div className="field">
          <label htmlFor="sr-notes">{tp.notes}</label>
          <textarea id="sr-notes" name="notes" maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="sr-locale">{tp.language}</label>
          <select id="sr-locale" name="locale" value={guestLocale} onChange={(e) => setGuestLocale(e.target.value as Locale)}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {localeNames[l]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn" disabled={previewAction.busy}>
          {previewAction.busy ? t.working : ts.preview}
        </button>
      </form>

      {preview ? (
        <section aria-labelledby="sr-dates" className="studio-section" data-testid="series-preview">
          <h2 id="sr-dates">{ts.previewTitle}</h2>
          <p role="status">{fmt(ts.summary, { free, total: preview.occurrences.length, conflicts: unresolved })}</p>
          <div className="table-scroll" role="region" aria-labelledby="sr-dates" tabIndex={0}>
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
                      <td>{o.status === "conflict" ? `${ts.conflict}: ${reason(o)}` : o.status === "skipped" ? ts.skipped : ts.free}</td>
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
                                step={(room?.stepMinutes ?? 15) * 60}
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
          {createAction.error ? <StudioError error={createAction.error} t={t} errors={errors} /> : null}
          <p>
            <button type="button" className="btn btn-secondary" onClick={() => void showDates()} disabled={previewAction.busy}>
              {ts.preview}
            </button>{" "}
            <button type="button" className="btn" onClick={() => void create()} disabled={createAction.busy || unresolved > 0}>
              {createAction.busy ? t.working : ts.create}
            </button>
          </p>
        </section>
      ) : null}
    </div>
  );
}
