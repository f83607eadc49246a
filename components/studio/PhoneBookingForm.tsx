"use client";
// A booking taken by phone or at the desk (POST /v1/studio/bookings): room, studio-local date
// and start, length within the room's limits, the guest's name and an email or a phone (the
// confirmation and manage link go there), notes, the guest's language. Payment at the studio, or
// with a code of prepaid hours the studio sold (docs/prepaid-hours.md), sent as `prepaidCode`.
// Reached from an empty time of the calendar with its room, date and start filled in; it lists the
// room's free starts that day for the chosen length, each a button that takes it (docs/dashboard.md,
// Moving and taking times on the calendar).
import { useRef, useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { CalendarActionTexts } from "@/lib/i18n/calendar-actions";
import { SlotFields, useSlot } from "./SlotFields";
import { GuestFields, useGuest } from "./GuestFields";
import { MinutesField, type LengthRoom } from "./MinutesField";
import { ActionFeedback } from "./ActionFeedback";
import { StudioError } from "./StudioError";
import { useFreeStarts } from "./useFreeStarts";
import { useStudioAction } from "./useStudioAction";

type Props = {
  rooms: LengthRoom[];
  date: string;
  roomId?: string;
  /** The start asked for (from an empty time of the calendar), HH:MM. */
  start?: string;
  /** The studio's slug: its rooms' public availability gives the free starts. */
  slug: string;
  locale: Locale;
  localeNames: Record<Locale, string>;
  bookingPath: string;
  t: Catalog["studio"];
  /** The free starts' texts (the calendar actions') in the page's language. */
  tx: CalendarActionTexts;
  errors: Catalog["errors"];
  /** The prepaid hours code field's label. */
  prepaidLabel: string;
};

export function PhoneBookingForm({
  rooms,
  date: initialDate,
  roomId: initialRoom,
  start: initialStart,
  slug,
  locale,
  localeNames,
  bookingPath,
  t,
  tx,
  errors,
  prepaidLabel,
}: Props) {
  const a = useStudioAction<{ id: string; reference: string }>();
  const tp = t.phone;
  const slot = useSlot(rooms, initialDate, initialRoom, initialStart);
  const { roomId, date, start: startTime, setStart: setStartTime } = slot;
  const room = rooms.find((r) => r.id === roomId) ?? rooms[0];
  const [minutes, setMinutes] = useState(String(room?.minMinutes ?? 60));
  const guest = useGuest(locale);
  const [prepaidCode, setPrepaidCode] = useState("");
  const [made, setMade] = useState<{ id: string; reference: string } | null>(null);
  // Asked again after each booking made here: the time it took is no longer free.
  const free = useFreeStarts(slug, roomId, date, Number(minutes), made?.id ?? "").starts;
  // One idempotency key per request: sending the same form again (after an error or a lost
  // answer) reuses it, so a booking the first send made is answered, not refused as SLOT_TAKEN.
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!guest.checkContact()) return;
    setMade(null);
    const body = {
      roomId,
      date,
      startTime,
      minutes: Number(minutes),
      ...guest.body(),
      ...(prepaidCode.trim() ? { prepaidCode: prepaidCode.trim() } : {}),
    };
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newKey() };
    const r = await a.run("/bookings", "POST", { ...body, idempotencyKey: attempt.current.key }, "", { refresh: false });
    if (r) {
      attempt.current = null;
      setMade({ id: r.id, reference: r.reference });
      guest.clear();
      setPrepaidCode("");
      setStartTime("");
    }
  };

  return (
    <form className="studio-form" onSubmit={submit} data-testid="phone-form">
      <p>{tp.intro}</p>
      <ActionFeedback a={a}>
        {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
        <div role="status" className="studio-done" data-testid="phone-done">
          {made ? (
            <p>
              {fmt(tp.done, { reference: made.reference })} <a href={`${bookingPath}/${made.id}`}>{tp.open}</a>
            </p>
          ) : null}
        </div>
      </ActionFeedback>
      <SlotFields
        idPrefix="pb"
        startName="startTime"
        labels={{ room: tp.room, date: tp.date, start: tp.startTime }}
        rooms={rooms}
        slot={slot}
        startStep={(room?.stepMinutes ?? 15) * 60}
        startDescribedBy="pb-free"
      >
        <MinutesField id="pb-minutes" label={tp.minutes} room={room} value={minutes} onChange={setMinutes} />
      </SlotFields>
      <p className="hint" id="pb-free" data-testid="phone-free">
        {free === null ? "" : free.length === 0 ? tx.noFreeStarts : fmt(tx.freeStartsHint, { times: free.join(", ") }, locale)}
      </p>
      {free && free.length ? (
        <div role="group" aria-label={tx.freeStarts} className="free-starts" data-testid="phone-free-starts">
          {free.map((f) => (
            <button
              key={f}
              type="button"
              className="btn btn-small btn-secondary"
              aria-pressed={f === startTime}
              aria-label={fmt(tx.chooseStart, { time: f }, locale)}
              onClick={() => setStartTime(f)}
            >
              {f}
            </button>
          ))}
        </div>
      ) : null}
      <GuestFields idPrefix="pb" guest={guest} tp={tp} localeNames={localeNames} />
      <div className="field">
        <label htmlFor="pb-prepaid">{prepaidLabel}</label>
        <input
          id="pb-prepaid"
          name="prepaidCode"
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          value={prepaidCode}
          onChange={(e) => setPrepaidCode(e.target.value)}
        />
      </div>
      <button type="submit" className="btn" disabled={a.busy}>
        {a.busy ? t.working : tp.submit}
      </button>
    </form>
  );
}

/** A random key (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
