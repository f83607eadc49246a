"use client";
// "Move" in the booking detail (docs/studio-actions.md, Moving a booking): room, date, start and
// length, the room's free starts that day as a hint (the online rules, the booking's own time free for
// itself: GET /v1/studio/bookings/{id}/move-times), and the price to charge: the booked one or the new room and
// time's, both shown (MovePriceChoice). The answer carries the price before and after, which the
// success line states. It says that the guest is told, when (the notice waits a few minutes and
// takes in further moves), and offers "don't tell the guest" for a correction (MoveNotice).
// Plain form controls: keyboard accessible as they are.
import { useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { fmt, money } from "@/lib/i18n/core";
import { MOVE_NOTICE_WINDOW_MINUTES } from "@/lib/contract/limits";
import { ActionFeedback } from "./ActionFeedback";
import { StudioError } from "./StudioError";
import { MinutesField, type LengthRoom } from "./MinutesField";
import { SlotFields, useSlot } from "./SlotFields";
import { useFreeStarts } from "./useFreeStarts";
import { MoveNotice, MovePriceChoice } from "./MovePriceChoice";
import { useQuote } from "@/components/booking/useQuote";
import { useStudioAction } from "./useStudioAction";

/** The bounds of the length while the booking's room is not among the rooms listed (a day at most). */
const ANY_ROOM = { minMinutes: 15, maxMinutes: 1440, stepMinutes: 15 };
type Moved = { priceCents: number; previous: { priceCents: number } };

type Props = {
  bookingId: string;
  slug: string;
  rooms: LengthRoom[];
  current: { roomId: string; date: string; startTime: string; minutes: number; priceCents: number };
  paidInFull: boolean;
  currency: string;
  locale: Locale;
  t: Catalog["studio"];
  errors: Catalog["errors"];
};

export function MoveBookingForm({ bookingId, slug, rooms, current, paidInFull, currency, locale, t, errors }: Props) {
  const a = useStudioAction<Moved>();
  const ta = t.actions;
  const slot = useSlot(rooms, current.date, rooms.some((r) => r.id === current.roomId) ? current.roomId : undefined, current.startTime);
  const { roomId, date, start } = slot;
  const [minutes, setMinutes] = useState(String(current.minutes));
  const [reprice, setReprice] = useState(false);
  const [quiet, setQuiet] = useState(false);
  const [priceNote, setPriceNote] = useState("");
  const room = rooms.find((r) => r.id === roomId);
  const length = Number(minutes);
  const free = useFreeStarts(slug, roomId, date, length, "", bookingId).starts;
  // The new room and time's price by its rates (docs/pricing.md, Quotes), beside the booked one.
  const quoted = useQuote(slug, roomId, date, start || null)?.prices.get(length) ?? null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      date,
      startTime: start,
      durationMinutes: length,
      roomId,
      ...(reprice ? { reprice: true } : {}),
      ...(quiet ? { notifyGuest: false } : {}),
    };
    setPriceNote("");
    const done = quiet ? ta.moveDoneQuiet : fmt(ta.moveDone, { minutes: MOVE_NOTICE_WINDOW_MINUTES }, locale);
    const r = await a.run(`/bookings/${encodeURIComponent(bookingId)}/move`, "POST", body, done);
    if (r && r.priceCents !== r.previous.priceCents) {
      setPriceNote(fmt(ta.movePriceChanged, { from: cents(r.previous.priceCents), to: cents(r.priceCents) }));
      setReprice(false);
    }
    if (r) setQuiet(false);
  };
  const cents = (c: number) => money(c, currency, locale);

  return (
    <form className="studio-form" onSubmit={submit} aria-labelledby="move-title" data-testid="move-form">
      <h3 id="move-title">{ta.moveTitle}</h3>
      <ActionFeedback a={a} testId="move-feedback">
        {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
        <p role="status" className="studio-done" data-testid="move-done">
          {a.done ? `${a.done}${priceNote ? ` ${priceNote}` : ""}` : ""}
        </p>
      </ActionFeedback>
      <SlotFields
        idPrefix="move"
        startName="startTime"
        labels={{ room: ta.moveRoom, date: ta.moveDate, start: ta.moveStart }}
        rooms={rooms}
        slot={slot}
        startStep={(room?.stepMinutes ?? 15) * 60}
        startDescribedBy="move-free"
      >
        <MinutesField
          id="move-minutes"
          name="durationMinutes"
          label={ta.moveMinutes}
          room={room ?? ANY_ROOM}
          value={minutes}
          onChange={setMinutes}
        />
      </SlotFields>
      <p className="hint" id="move-free" data-testid="move-free">
        {free === null ? "" : free.length === 0 ? ta.moveNoFree : fmt(ta.moveFree, { times: free.join(", ") })}
      </p>
      <MovePriceChoice
        kept={cents(current.priceCents)}
        quoted={quoted === null ? null : cents(quoted)}
        paidInFull={paidInFull}
        reprice={reprice}
        onReprice={setReprice}
        idPrefix="move"
        ta={ta}
      />
      <MoveNotice quiet={quiet} onQuiet={setQuiet} idPrefix="move" locale={locale} ta={ta} />
      <button type="submit" className="btn" disabled={a.busy}>
        {ta.moveSubmit}
      </button>
    </form>
  );
}
