"use client";
// A regular booking (docs/series.md, Dashboard): the phone booking's fields plus how often and
// until when; "Show the dates" previews every date (POST /v1/studio/series/preview) with what is
// in the way of each conflict, each resolvable (skip it, or another time that day, shown again
// with the next preview); then one create (POST /v1/studio/series), refused while a conflict is
// unresolved.
import { useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { SeriesTexts } from "@/lib/i18n/series";
import { SlotFields, useSlot } from "./SlotFields";
import { GuestFields, useGuest } from "./GuestFields";
import { MinutesField, type LengthRoom } from "./MinutesField";
import { ActionFeedback } from "./ActionFeedback";
import { StudioError } from "./StudioError";
import { useFeedbackState, useStudioAction } from "./useStudioAction";
import type { ApiFailure } from "./api";

import { SeriesPreview, resolutionsOf, type Choice, type Preview } from "./SeriesPreview";

type Created = { id: string; bookings: { id: string; reference: string }[] };

type Props = {
  rooms: LengthRoom[];
  date: string;
  roomId?: string;
  /** The start asked for (the phone-booking page's, from an empty time of the calendar), HH:MM. */
  start?: string;
  locale: Locale;
  localeNames: Record<Locale, string>;
  bookingPath: string;
  t: Catalog["studio"];
  ts: SeriesTexts;
  errors: Catalog["errors"];
};

export function SeriesForm({
  rooms,
  date: initialDate,
  roomId: initialRoom,
  start,
  locale,
  localeNames,
  bookingPath,
  t,
  ts,
  errors,
}: Props) {
  const previewAction = useStudioAction<Preview>();
  const createAction = useStudioAction<Created>();
  // The dates shown take the focus (their summary), so the member goes on from them to Create.
  const shown = useFeedbackState();
  const tp = t.phone;
  const slot = useSlot(rooms, initialDate, initialRoom, start);
  const room = rooms.find((r) => r.id === slot.roomId) ?? rooms[0];
  const [minutes, setMinutes] = useState(String(room?.minMinutes ?? 60));
  const [cadence, setCadence] = useState<Cadence>("weekly");
  const [bound, setBound] = useState<Bound>("count");
  const [count, setCount] = useState("8");
  const [untilDate, setUntilDate] = useState("");
  const guest = useGuest(locale);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [made, setMade] = useState<Created | null>(null);

  const body = () => ({
    roomId: slot.roomId,
    cadence,
    firstDate: slot.date,
    startTime: slot.start,
    minutes: Number(minutes),
    ...(bound === "count" ? { count: Number(count) } : { untilDate }),
    ...guest.body(),
    resolutions: resolutionsOf(choices),
  });

  /** `after`: the dates shown again after a refused create, whose error keeps the focus. */
  const showDates = async (e?: FormEvent, after?: "create") => {
    e?.preventDefault();
    if (!guest.checkContact()) return;
    setMade(null);
    if (!after) createAction.setError(null);
    const r = await previewAction.run("/series/preview", "POST", body(), "", { refresh: false, focus: after ? false : "error" });
    if (r) setPreview(r);
    if (r && !after) shown.focusSoon();
  };

  const create = async () => {
    const r = await createAction.run("/series", "POST", body(), "", { refresh: false });
    if (r) {
      setMade(r);
      setPreview(null);
      setChoices({});
    } else await showDates(undefined, "create"); // the dates as they stand now, with what is in the way
  };

  const choose = (date: string, c: Choice) => setChoices((prev) => ({ ...prev, [date]: c }));

  return (
    <div>
      <form className="studio-form" onSubmit={showDates} data-testid="series-form">
        <p>{ts.intro}</p>
        <ActionFeedback a={previewAction}>
          {previewAction.error ? <StudioError error={previewAction.error} t={t} errors={errors} /> : null}
        </ActionFeedback>
        <SlotFields
          idPrefix="sr"
          startName="startTime"
          labels={{ room: tp.room, date: tp.date, start: tp.startTime }}
          rooms={rooms}
          slot={slot}
        >
          <MinutesField id="sr-minutes" label={tp.minutes} room={room} value={minutes} onChange={setMinutes} />
        </SlotFields>
        <RepeatFields
          cadence={cadence}
          setCadence={setCadence}
          bound={bound}
          setBound={setBound}
          count={count}
          setCount={setCount}
          untilDate={untilDate}
          setUntilDate={setUntilDate}
          firstDate={slot.date}
          ts={ts}
        />
        <GuestFields idPrefix="sr" guest={guest} tp={tp} localeNames={localeNames} />
        <button type="submit" className="btn" disabled={previewAction.busy}>
          {previewAction.busy ? t.working : ts.preview}
        </button>
      </form>

      {preview ? (
        <SeriesPreview
          preview={preview}
          choices={choices}
          choose={choose}
          stepMinutes={room?.stepMinutes ?? 15}
          onPreview={() => void showDates()}
          onCreate={() => void create()}
          summaryId={shown.feedbackId}
          previewBusy={previewAction.busy}
          createBusy={createAction.busy}
          locale={locale}
          ts={ts}
          t={t}
        />
      ) : null}
      {/* The create's outcome, under the dates and their button: what was made, or why not (the
          dates are shown again above it); focus goes here either way. */}
      <CreateOutcome a={createAction} made={made} bookingPath={bookingPath} t={t} ts={ts} errors={errors} />
    </div>
  );
}

type Cadence = "weekly" | "biweekly";
type Bound = "count" | "until";
type RepeatProps = {
  cadence: Cadence;
  setCadence: (c: Cadence) => void;
  bound: Bound;
  setBound: (b: Bound) => void;
  count: string;
  setCount: (n: string) => void;
  untilDate: string;
  setUntilDate: (d: string) => void;
  firstDate: string;
  ts: SeriesTexts;
};

/** How often (every week or every other week) and until when (a number of dates, or a last date). */
function RepeatFields({ cadence, setCadence, bound, setBound, count, setCount, untilDate, setUntilDate, firstDate, ts }: RepeatProps) {
  return (
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
            min={firstDate}
            value={untilDate}
            onChange={(e) => setUntilDate(e.target.value)}
          />
        </div>
      )}
    </div>
  );
}

/** The create's outcome: what was made, or why not; focus goes here either way (useStudioAction). */
function CreateOutcome({
  a,
  made,
  bookingPath,
  t,
  ts,
  errors,
}: {
  a: { feedbackId: string; error: ApiFailure | null };
  made: Created | null;
  bookingPath: string;
  t: Catalog["studio"];
  ts: SeriesTexts;
  errors: Catalog["errors"];
}) {
  return (
    <ActionFeedback a={a} testId="series-create-feedback">
      {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
      <div role="status" className="studio-done" data-testid="series-done">
        {made ? <Made made={made} bookingPath={bookingPath} ts={ts} /> : null}
      </div>
    </ActionFeedback>
  );
}

/** What was made: how many bookings, and a link to the first. */
function Made({ made, bookingPath, ts }: { made: Created; bookingPath: string; ts: SeriesTexts }) {
  return (
    <p>
      {fmt(ts.done, { count: made.bookings.length })}{" "}
      {made.bookings[0] ? <a href={`${bookingPath}/${made.bookings[0].id}`}>{ts.openFirst}</a> : null}
    </p>
  );
}
