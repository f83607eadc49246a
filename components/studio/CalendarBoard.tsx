"use client";
// The calendar grid with its actions (docs/dashboard.md, Moving and taking times on the calendar):
//
// - A confirmed booking is dragged (pointer events: mouse, pen and touch alike) to another time or
//   room column; the preview snaps to the target room's grid, counted from midnight as the slot
//   rule counts it. Or, with the keyboard: focus it, press M, move it with the arrow keys (time by
//   the room's step, left and right by column), Enter to confirm, Escape to put it back; each step
//   is announced in the status line. Either way a dialog shows the old and the new time and the
//   price to charge (the booked one, or the new room and time's: both shown, MovePriceChoice),
//   that the guest is told, with "don't tell the guest" for a correction (MoveNotice), and only
//   its button calls POST /v1/studio/bookings/{id}/move; a refusal (taken, closed) is worded in
//   the dialog in the member's language (StudioError), where focus goes.
// - An empty time is clicked, or chosen with the free-time picker (one button in the grid, moved
//   with the arrow keys, so the grid costs one tab stop): a dialog offers a phone booking or a
//   block there, as links to those pages with the room, date and start filled in.
//
// The grid itself stays plain links without script; all of this only adds to it.
import { useRef, useState, type KeyboardEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import type { CalendarActionTexts } from "@/lib/i18n/calendar-actions";
import { CalendarGrid, type CalendarGridItem } from "./CalendarGrid";
import { boardGeometry, type Geometry, type Moving, type Spot } from "./calendar-board-geometry";
import { boardKeyDown } from "./calendar-board-keys";
import { clampStart, fromMinutes } from "./calendar-math";
import { studioApi } from "./api";
import { Modal, MoveDialog, SlotOffer, type Booked } from "./CalendarDialogs";
import { useBoardPointer } from "./useBoardPointer";
import { useStudioAction } from "./useStudioAction";
import { fmt } from "@/lib/i18n/core";
import { MOVE_NOTICE_WINDOW_MINUTES } from "@/lib/contract/limits";

type Dialog = { kind: "move"; moving: Moving; booked: Booked | null } | { kind: "slot"; spot: Spot } | null;

const HINT_ID = "cal-move-hint";
/** What a movable booking is described by: the one key, short (the hint above says the rest). */
const KEY_ID = "cal-move-key";

type Props = {
  items: CalendarGridItem[];
  rooms: { id: string; name: string }[];
  /** Each active room's grid step in minutes (an inactive room shown for its bookings has none). */
  steps: Record<string, number>;
  days: string[];
  hours: { open: string; close: string };
  locale: Locale;
  t: Catalog["studio"];
  /** The calendar actions' texts in the page's language. */
  tx: CalendarActionTexts;
  errors: Catalog["errors"];
  label: string;
  /** The dashboard's root in this language, /studio/{locale}. */
  base: string;
  /** The studio's slug, for the public quote of a new room and time. */
  slug: string;
};

export function CalendarBoard({ items, rooms, steps, days, hours, locale, t, tx, errors, label, base, slug }: Props) {
  const a = useStudioAction<{ startTime: string; endTime: string; date: string }>();
  const wrap = useRef<HTMLDivElement>(null);
  const [moving, setMoving] = useState<Moving | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState("");
  const [reprice, setReprice] = useState(false);
  const [quiet, setQuiet] = useState(false);
  const g = boardGeometry({ items, rooms, steps, days, hours, locale });
  const { bounds, when } = g;
  const [picker, setPicker] = useState<Spot>(() => ({ column: 0, start: clampStart(bounds.start, 0, bounds, g.stepOf(rooms[0]?.id)) }));

  const openMove = (m: Moving) => {
    if (m.spot.column === m.origin.column && m.spot.start === m.origin.start) {
      setMoving(null);
      return;
    }
    a.setError(null);
    setReprice(false);
    setQuiet(false);
    setDialog({ kind: "move", moving: m, booked: null });
    // The booked price, which the move keeps unless the member charges the new one (docs/studio-actions.md, Moving a booking).
    void studioApi<Booked>(`/bookings/${encodeURIComponent(m.id)}`).then((r) => {
      if (r.ok) setDialog((d) => (d?.kind === "move" && d.moving.id === m.id ? { ...d, booked: r.data } : d));
    });
  };

  const closeDialog = (announce: string) => {
    const d = dialog;
    setDialog(null);
    setMoving(null);
    if (announce) setStatus(announce);
    // Back to where the member was: the booking, or the picker.
    const sel = d?.kind === "move" ? `.cal-item[data-id="${d.moving.id}"]` : ".cal-picker";
    requestAnimationFrame(() => wrap.current?.querySelector<HTMLElement>(sel)?.focus());
  };

  const confirmMove = async (m: Moving) => {
    const { day, room } = g.where(m.spot.column);
    const body = { date: day, startTime: fromMinutes(m.spot.start), roomId: room.id, ...moveOptions(reprice, quiet) };
    if (await a.run(`/bookings/${encodeURIComponent(m.id)}/move`, "POST", body, ""))
      closeDialog(movedText(tx, when(m.spot, m.minutes), quiet, locale));
  };

  const openSlot = (s: Spot) => {
    const step = g.stepOf(g.where(s.column).room.id);
    if (g.takenAt(s, step)) {
      setStatus(fmt(tx.taken, { when: when(s, step) }, locale));
      return;
    }
    setDialog({ kind: "slot", spot: s });
  };

  const pointer = useBoardPointer({ g, wrap, dialogOpen: dialog !== null, moving, setMoving, openMove, setPicker, openSlot });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!dialog) boardKeyDown(e, { g, tx, moving, setMoving, picker, setPicker, setStatus, openMove });
  };

  return (
    <div ref={wrap} className={`cal-board${moving ? " cal-moving" : ""}`} {...pointer} onKeyDown={onKeyDown}>
      <span id={KEY_ID} hidden>
        {tx.moveShortcut}
      </span>
      <p role="status" className="cal-status" data-testid="calendar-status">
        {status}
      </p>
      <CalendarGrid
        items={items}
        rooms={rooms}
        days={days}
        hours={hours}
        locale={locale}
        t={t}
        label={label}
        bookingHref={(id) => `${base}/bookings/${id}`}
        moveHintId={KEY_ID}
      >
        {rooms.length && bounds.end > bounds.start ? <Overlays g={g} picker={picker} moving={moving} openSlot={openSlot} tx={tx} /> : null}
      </CalendarGrid>
      {/* Under the grid, so its first hours are on the first screen (docs/dashboard.md, Now and next). */}
      <p className="hint" id={HINT_ID}>
        {tx.hint}
      </p>
      <Modal open={dialog !== null} onDismiss={() => closeDialog(dialog?.kind === "move" ? tx.cancelled : "")} testId="calendar-dialog">
        {dialog?.kind === "move" ? (
          <MoveDialog
            moving={dialog.moving}
            booked={dialog.booked}
            target={{ ...g.where(dialog.moving.spot.column), start: fromMinutes(dialog.moving.spot.start) }}
            slug={slug}
            locale={locale}
            reprice={reprice}
            onReprice={setReprice}
            quiet={quiet}
            onQuiet={setQuiet}
            feedbackId={a.feedbackId}
            from={when(dialog.moving.origin, dialog.moving.minutes)}
            to={when(dialog.moving.spot, dialog.moving.minutes)}
            error={a.error}
            busy={a.busy}
            onConfirm={() => void confirmMove(dialog.moving)}
            onCancel={() => closeDialog(tx.cancelled)}
            tx={tx}
            t={t}
            errors={errors}
          />
        ) : dialog?.kind === "slot" ? (
          <SlotOffer
            when={when(dialog.spot, g.stepOf(g.where(dialog.spot.column).room.id))}
            query={slotQuery(g.where(dialog.spot.column), dialog.spot)}
            base={base}
            onCancel={() => closeDialog("")}
            tx={tx}
          />
        ) : null}
      </Modal>
    </div>
  );
}

/** What the member chose in the move dialog, as the move's body says it (docs/studio-actions.md, Moving a booking). */
const moveOptions = (reprice: boolean, quiet: boolean) => ({
  ...(reprice ? { reprice: true } : {}),
  ...(quiet ? { notifyGuest: false } : {}),
});

/** The status line after a move: where it went, and whether and when the guest is told. */
function movedText(tx: CalendarActionTexts, at: string, quiet: boolean, locale: Locale): string {
  return quiet ? fmt(tx.movedQuiet, { when: at }, locale) : fmt(tx.moved, { when: at, minutes: MOVE_NOTICE_WINDOW_MINUTES }, locale);
}

/** The phone booking and block pages' query for an empty time: the room, date and start filled in. */
function slotQuery({ day, room }: { day: string; room: { id: string } }, spot: Spot): string {
  return `?date=${day}&roomId=${encodeURIComponent(room.id)}&start=${fromMinutes(spot.start)}`;
}

type OverlayProps = { g: Geometry; picker: Spot; moving: Moving | null; openSlot: (s: Spot) => void; tx: CalendarActionTexts };

/** Over the grid: the free-time picker (one tab stop) and, while a booking moves, its ghost at the new place. */
function Overlays({ g, picker, moving, openSlot, tx }: OverlayProps) {
  const pickerStep = g.stepOf(g.where(picker.column).room?.id);
  return (
    <>
      <button
        type="button"
        className="cal-picker"
        style={g.boxStyle(picker, pickerStep)}
        aria-label={fmt(tx.picker, { when: g.when(picker, pickerStep) })}
        onClick={() => openSlot(picker)}
        data-testid="cal-picker"
      />
      {moving ? (
        <div
          className={`cal-ghost${g.overlaps(moving, moving.spot) ? " is-taken" : ""}`}
          style={g.boxStyle(moving.spot, moving.minutes)}
          aria-hidden="true"
          data-testid="cal-ghost"
        >
          {fromMinutes(moving.spot.start)}–{fromMinutes(moving.spot.start + moving.minutes)}
        </div>
      ) : null}
    </>
  );
}
