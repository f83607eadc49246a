"use client";
// Block a room for a span (POST /v1/studio/blocks). The span is typed as a studio-local date and
// times and sent as instants with the studio's offset (calendar-math zonedIso); an end at 00:00
// means midnight at the end of that day. On success: back to the calendar on that date.
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import type { Dict } from "@/lib/i18n";
import { addDays, calendarQuery, zonedIso } from "./calendar-math";
import { SlotFields, useSlot } from "./SlotFields";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

export function BlockForm({
  rooms,
  timeZone,
  date: initialDate,
  roomId: initialRoom,
  start: initialStart,
  calendarPath,
  t,
  errors,
}: {
  rooms: { id: string; name: string }[];
  timeZone: string;
  date: string;
  roomId?: string;
  /** The start asked for (from an empty time of the calendar), HH:MM. */
  start?: string;
  calendarPath: string;
  t: Dict["studio"];
  errors: Dict["errors"];
}) {
  const router = useRouter();
  const a = useStudioAction();
  const tb = t.block;
  const slot = useSlot(rooms, initialDate, initialRoom, initialStart);
  const { roomId, date, start } = slot;
  const [end, setEnd] = useState("");
  const [note, setNote] = useState("");
  const [spanError, setSpanError] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const midnight = end === "00:00";
    if (!midnight && end <= start) {
      setSpanError(true);
      return;
    }
    setSpanError(false);
    const body = {
      roomId,
      startsAt: zonedIso(date, start, timeZone),
      endsAt: zonedIso(midnight ? addDays(date, 1) : date, end, timeZone),
      note: note.trim() || null,
    };
    if ((await a.run("/blocks", "POST", body, tb.done, { refresh: false })) !== null)
      router.push(`${calendarPath}${calendarQuery("day", date)}`);
  };

  return (
    <form className="studio-form" onSubmit={submit} data-testid="block-form">
      <p>{tb.intro}</p>
      {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
      <p role="status" className="studio-done">
        {a.done ?? ""}
      </p>
      <SlotFields idPrefix="block" startName="start" labels={{ room: tb.room, date: tb.date, start: tb.start }} rooms={rooms} slot={slot}>
        <div className="field">
          <label htmlFor="block-end">{tb.end}</label>
          <input
            id="block-end"
            name="end"
            type="time"
            step={900}
            required
            value={end}
            aria-invalid={spanError ? true : undefined}
            aria-errormessage={spanError ? "block-end-error" : undefined}
            onChange={(e) => setEnd(e.target.value)}
          />
          {spanError ? (
            <span className="field-error" id="block-end-error">
              {tb.endBeforeStart}
            </span>
          ) : null}
        </div>
      </SlotFields>
      <div className="field">
        <label htmlFor="block-note">{tb.note}</label>
        <input
          id="block-note"
          name="note"
          type="text"
          maxLength={200}
          aria-describedby="block-note-hint"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <p className="hint" id="block-note-hint">
          {tb.noteHint}
        </p>
      </div>
      <button type="submit" className="btn" disabled={a.busy}>
        {a.busy ? t.working : tb.submit}
      </button>
    </form>
  );
}
