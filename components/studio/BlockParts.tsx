"use client";
// The group parts of the block form (docs/studio-actions.md, Blocking several rooms or every
// week): the other rooms to block too, how a block repeats, and what is in the way of the group
// with a "skip" box each, a booking named by its reference.
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";

/** How a block repeats: on which weekdays (ISO, 1 = Monday), every week or every other, until a date or a count. */
export type Repeat = { weekdays: number[]; every: 1 | 2; endsBy: "until" | "count"; until: string; count: string };
/** A block of the group that something is in the way of; `what`: that thing in words. */
export type Conflict = { id: string; date: string; roomId: string; what: string };
type Tb = Catalog["studio"]["block"];

/** What is in the way of a block, as the preview answers it (lib/domain/studio-actions/slot.ts ClaimDetails). */
type Obstacle = { kind: "booking" | "hold" | "block"; reference?: string } | null;

/** The obstacle in words: a booking by its reference, so the member can find it; a hold; another block. */
export function obstacleText(o: Obstacle, tb: Tb): string {
  if (o?.kind === "booking") return fmt(tb.inTheWayBooking, { reference: o.reference ?? "" });
  return o?.kind === "hold" ? tb.inTheWayHold : tb.inTheWayBlock;
}

type MoreRoomsProps = { rooms: { id: string; name: string }[]; chosen: Set<string>; setChosen: (s: Set<string>) => void; tb: Tb };

type CheckProps = { id: string; checked: boolean; onChange: (v: boolean) => void; label: string };

/** A checkbox with its label after it, a field of the form. */
export function CheckField({ id, checked, onChange, label }: CheckProps) {
  return (
    <div className="field field-check">
      <input id={id} name={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Other rooms to block at the same times, besides the one chosen above: one block each, made together. None: no list. */
export function MoreRooms({ rooms, chosen, setChosen, tb }: MoreRoomsProps) {
  if (rooms.length === 0) return null;
  return (
    <fieldset className="field" data-testid="block-more-rooms">
      <legend>{tb.moreRooms}</legend>
      {rooms.map((r) => (
        <span key={r.id} className="field-check">
          <input
            id={`block-room-${r.id}`}
            type="checkbox"
            checked={chosen.has(r.id)}
            onChange={(e) => {
              const next = new Set(chosen);
              if (e.target.checked) next.add(r.id);
              else next.delete(r.id);
              setChosen(next);
            }}
          />
          <label htmlFor={`block-room-${r.id}`}>{r.name}</label>
        </span>
      ))}
    </fieldset>
  );
}

type RepeatProps = { rep: Repeat; setRep: (r: Repeat) => void; days: number[]; date: string; tb: Tb };

export function RepeatFields({ rep, setRep, days, date, tb }: RepeatProps) {
  const set = (patch: Partial<Repeat>) => setRep({ ...rep, ...patch });
  return (
    <fieldset className="field" aria-describedby="block-repeat-hint">
      <legend>{tb.repeat}</legend>
      <p className="hint" id="block-repeat-hint">
        {tb.repeatHint}
      </p>
      <fieldset className="field">
        <legend>{tb.weekdays}</legend>
        {tb.weekdayNames.map((name, i) => (
          <span key={name} className="field-check">
            <input
              id={`block-day-${i + 1}`}
              type="checkbox"
              checked={days.includes(i + 1)}
              onChange={(e) => {
                const next = new Set(days);
                if (e.target.checked) next.add(i + 1);
                else next.delete(i + 1);
                set({ weekdays: [...next].sort() });
              }}
            />
            <label htmlFor={`block-day-${i + 1}`}>{name}</label>
          </span>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="block-every">{tb.every}</label>
        <select id="block-every" value={rep.every} onChange={(e) => set({ every: e.target.value === "2" ? 2 : 1 })}>
          <option value="1">{tb.everyWeek}</option>
          <option value="2">{tb.everyTwoWeeks}</option>
        </select>
      </div>
      <fieldset className="field">
        <legend>{tb.ends}</legend>
        <span className="field-check">
          <input
            id="block-ends-count"
            type="radio"
            name="endsBy"
            checked={rep.endsBy === "count"}
            onChange={() => set({ endsBy: "count" })}
          />
          <label htmlFor="block-ends-count">{tb.endsAfter}</label>
        </span>
        <span className="field-check">
          <input
            id="block-ends-until"
            type="radio"
            name="endsBy"
            checked={rep.endsBy === "until"}
            onChange={() => set({ endsBy: "until" })}
          />
          <label htmlFor="block-ends-until">{tb.endsOn}</label>
        </span>
        {rep.endsBy === "count" ? (
          <div className="field">
            <label htmlFor="block-count">{tb.count}</label>
            <input
              id="block-count"
              type="number"
              min={1}
              max={364}
              required
              value={rep.count}
              onChange={(e) => set({ count: e.target.value })}
            />
          </div>
        ) : (
          <div className="field">
            <label htmlFor="block-until">{tb.until}</label>
            <input id="block-until" type="date" required min={date} value={rep.until} onChange={(e) => set({ until: e.target.value })} />
          </div>
        )}
      </fieldset>
    </fieldset>
  );
}

type SkipProps = {
  conflicts: Conflict[];
  skip: Set<string>;
  setSkip: (s: Set<string>) => void;
  roomName: Map<string, string>;
  tb: Tb;
};

export function ConflictSkips({ conflicts, skip, setSkip, roomName, tb }: SkipProps) {
  return (
    <fieldset className="field" data-testid="block-conflicts">
      <legend>{tb.conflictsTitle}</legend>
      <p className="hint">{tb.conflictsIntro}</p>
      {conflicts.map((c) => (
        <span key={c.id} className="field-check">
          <input
            id={`block-skip-${c.id}`}
            type="checkbox"
            checked={skip.has(c.id)}
            onChange={(e) => {
              const next = new Set(skip);
              if (e.target.checked) next.add(c.id);
              else next.delete(c.id);
              setSkip(next);
            }}
          />
          <label htmlFor={`block-skip-${c.id}`}>{fmt(tb.skip, { date: c.date, room: roomName.get(c.roomId) ?? "", what: c.what })}</label>
        </span>
      ))}
    </fieldset>
  );
}

/** The block's end time, refused (inline) when it is not after the start; 00:00 is midnight at the day's end. */
export function EndField({ end, setEnd, spanError, tb }: { end: string; setEnd: (v: string) => void; spanError: boolean; tb: Tb }) {
  return (
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
  );
}

export function NoteField({ note, setNote, tb }: { note: string; setNote: (v: string) => void; tb: Tb }) {
  return (
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
  );
}
