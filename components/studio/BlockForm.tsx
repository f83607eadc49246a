"use client";
// Block a room for a span (POST /v1/studio/blocks). The span is typed as a studio-local date and
// times and sent as instants with the studio's offset (lib/site/client/zoned.ts zonedIso); an end at 00:00
// means midnight at the end of that day; the end starts an hour after the start until the member sets it.
// On success the form says what was blocked (focused) with a link to the calendar on that date.
// "All rooms", other rooms ticked besides the chosen one, or "Repeat weekly" make a group instead
// (docs/studio-actions.md, Blocking several rooms or every week): the form previews it first (POST
// /v1/studio/blocks/preview), lists what is in the way with a "skip" box each (a booking by its
// reference), and creates it (POST /v1/studio/blocks/group, one transaction) once nothing is left.
import { useState, type FormEvent } from "react";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { zonedIso } from "@/lib/site/client/zoned";
import { addDays, calendarQuery, fromMinutes, toMinutes } from "./calendar-math";
import {
  CheckField,
  ConflictSkips,
  EndField,
  MoreRooms,
  NoteField,
  RepeatFields,
  obstacleText,
  type Conflict,
  type Repeat,
} from "./BlockParts";
import { SlotFields, useSlot } from "./SlotFields";
import { ActionFeedback } from "./ActionFeedback";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

type Props = {
  rooms: { id: string; name: string }[];
  timeZone: string;
  date: string;
  roomId?: string;
  /** The start asked for (from an empty time of the calendar), HH:MM. */
  start?: string;
  calendarPath: string;
  t: Catalog["studio"];
  errors: Catalog["errors"];
};

export function BlockForm({
  rooms,
  timeZone,
  date: initialDate,
  roomId: initialRoom,
  start: initialStart,
  calendarPath,
  t,
  errors,
}: Props) {
  const a = useStudioAction();
  const tb = t.block;
  const slot = useSlot(rooms, initialDate, initialRoom, initialStart);
  const { roomId, date, start } = slot;
  // null: not set by the member yet, an hour after the start (docs/studio-actions.md, Blocking time).
  const [endSet, setEnd] = useState<string | null>(null);
  const end = endSet ?? hourAfter(start);
  const [note, setNote] = useState("");
  const [spanError, setSpanError] = useState(false);
  const [allRooms, setAllRooms] = useState(false);
  const [others, setOthers] = useState<Set<string>>(new Set());
  const [repeat, setRepeat] = useState(false);
  const [repSet, setRep] = useState<Repeat>({ weekdays: [], every: 1, endsBy: "count", until: "", count: "4" });
  // The last date, until set: the fourth week, as the count's default of 4 dates.
  const rep = { ...repSet, until: repSet.until || addDays(date, 21) };
  // The preview of the group as it was asked (its body's JSON), and the blocks ticked to skip.
  const [preview, setPreview] = useState<{ key: string; conflicts: Conflict[] } | null>(null);
  const [skip, setSkip] = useState<Set<string>>(new Set());
  const [info, setInfo] = useState("");
  // The calendar on the date just blocked, linked from the success line.
  const [madeOn, setMadeOn] = useState<string | null>(null);
  const roomName = new Map(rooms.map((r) => [r.id, r.name]));
  const dateWeekday = isoWeekday(date);
  const days = repeat && rep.weekdays.length ? rep.weekdays : [dateWeekday];
  const extra = [...others].filter((id) => id !== roomId && roomName.has(id));

  const made = (text: string) => {
    a.setDone(text);
    setInfo("");
    setPreview(null);
    setSkip(new Set());
    setMadeOn(date);
  };

  const submitGroup = async () => {
    const body = {
      rooms: allRooms ? "all" : [roomId, ...extra],
      date,
      startTime: start,
      endTime: end,
      repeat: repeat ? repeatBody(rep, days) : null,
      note: note.trim() || null,
    };
    const key = JSON.stringify(body);
    const skipped =
      preview?.key === key ? preview.conflicts.filter((c) => skip.has(c.id)).map(({ date, roomId }) => ({ date, roomId })) : [];
    if (preview?.key !== key || skipped.length < preview.conflicts.length) {
      // First the preview: what is in the way of each block (nothing is made).
      const p = (await a.run("/blocks/preview", "POST", { ...body, skip: skipped }, "", { refresh: false })) as PreviewReply | null;
      if (!p) return;
      const conflicts = p.occurrences
        .filter((o) => o.conflict && !o.skipped)
        .map((o) => ({ id: `${o.date}/${o.roomId}`, date: o.date, roomId: o.roomId, what: obstacleText(o.conflict, tb) }));
      if (conflicts.length > 0) {
        const kept = preview?.key === key ? preview.conflicts.filter((c) => skip.has(c.id)) : [];
        setPreview({ key, conflicts: [...kept, ...conflicts] });
        setInfo("");
        return;
      }
      setInfo(fmt(tb.previewFree, { count: p.blocks }));
    }
    const group = (await a.run("/blocks/group", "POST", { ...body, skip: skipped }, "", { refresh: false })) as GroupReply | null;
    if (group) made(fmt(tb.doneGroup, { count: group.blocks.length }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const midnight = end === "00:00";
    if (!midnight && end <= start) {
      setSpanError(true);
      return;
    }
    setSpanError(false);
    setMadeOn(null);
    if (allRooms || repeat || extra.length > 0) return submitGroup();
    const body = {
      roomId,
      startsAt: zonedIso(date, start, timeZone),
      endsAt: zonedIso(midnight ? addDays(date, 1) : date, end, timeZone),
      note: note.trim() || null,
    };
    const done = fmt(tb.done, { room: roomName.get(roomId) ?? "", date, start, end });
    if ((await a.run("/blocks", "POST", body, done, { refresh: false })) !== null) made(done);
  };
  const group = allRooms || repeat || extra.length > 0;
  const calendar = madeOn && a.done ? `${calendarPath}${calendarQuery("day", madeOn)}` : null;

  return (
    <form className="studio-form" onSubmit={submit} data-testid="block-form">
      <p>{tb.intro}</p>
      <BlockFeedback a={a} info={info} calendar={calendar} t={t} errors={errors} />
      <SlotFields idPrefix="block" startName="start" labels={{ room: tb.room, date: tb.date, start: tb.start }} rooms={rooms} slot={slot}>
        <EndField end={end} setEnd={setEnd} spanError={spanError} tb={tb} />
      </SlotFields>
      <CheckField id="block-all-rooms" checked={allRooms} onChange={setAllRooms} label={tb.allRooms} />
      {allRooms ? null : <MoreRooms rooms={rooms.filter((r) => r.id !== roomId)} chosen={others} setChosen={setOthers} tb={tb} />}
      <CheckField id="block-repeat" checked={repeat} onChange={setRepeat} label={tb.repeat} />
      {repeat ? <RepeatFields rep={rep} setRep={setRep} days={days} date={date} tb={tb} /> : null}
      {preview && preview.conflicts.length > 0 ? (
        <ConflictSkips conflicts={preview.conflicts} skip={skip} setSkip={setSkip} roomName={roomName} tb={tb} />
      ) : null}
      <NoteField note={note} setNote={setNote} tb={tb} />
      <button type="submit" className="btn" disabled={a.busy}>
        {a.busy ? t.working : group ? tb.submitGroup : tb.submit}
      </button>
    </form>
  );
}

type PreviewReply = {
  occurrences: { date: string; roomId: string; skipped: boolean; conflict: Parameters<typeof obstacleText>[0] }[];
  blocks: number;
};
type GroupReply = { groupId: string; blocks: { id: string }[] };

/** ISO weekday (1 = Monday) of a YYYY-MM-DD date. */
function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return Number.isNaN(d) ? 1 : d === 0 ? 7 : d;
}

/** An hour after a start (HH:MM), 00:00 (midnight) at the latest; "" without a start. */
function hourAfter(start: string): string {
  if (!/^\d{2}:\d{2}$/.test(start)) return "";
  const m = toMinutes(start) + 60;
  return m >= 1440 ? "00:00" : fromMinutes(m);
}

/** The group's `repeat` as the API takes it: weekdays, every week or two, until a date or a count. */
function repeatBody(rep: Repeat, days: number[]) {
  return { weekdays: days, everyWeeks: rep.every, ...(rep.endsBy === "until" ? { until: rep.until } : { count: Number(rep.count) }) };
}

type FeedbackProps = {
  a: ReturnType<typeof useStudioAction>;
  info: string;
  /** The calendar on the date just blocked, once made. */
  calendar: string | null;
  t: Catalog["studio"];
  errors: Catalog["errors"];
};

/** The form's outcome where the focus goes: the refusal, the preview's note, or what was made with the way to the calendar. */
function BlockFeedback({ a, info, calendar, t, errors }: FeedbackProps) {
  return (
    <ActionFeedback a={a}>
      {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
      <p role="status" className="studio-done" data-testid="block-done">
        {info || a.done || ""}
      </p>
      {calendar ? (
        <p>
          <a href={calendar} data-testid="block-calendar">
            {t.block.openCalendar}
          </a>
        </p>
      ) : null}
    </ActionFeedback>
  );
}
