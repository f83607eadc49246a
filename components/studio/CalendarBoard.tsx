"use client";
// The calendar grid with its actions (docs/dashboard.md, Moving and taking times on the calendar):
//
// - A confirmed booking is dragged (pointer events: mouse, pen and touch alike) to another time or
//   room column; the preview snaps to the target room's grid, counted from midnight as the slot
//   rule counts it. Or, with the keyboard: focus it, press M, move it with the arrow keys (time by
//   the room's step, left and right by column), Enter to confirm, Escape to put it back; each step
//   is announced in the status line. Either way a dialog shows the old and the new time and the
//   price that stays, and only its button calls POST /v1/studio/bookings/{id}/move; a refusal
//   (taken, closed) is worded in the dialog in the member's language (StudioError).
// - An empty time is clicked, or chosen with the free-time picker (one button in the grid, moved
//   with the arrow keys, so the grid costs one tab stop): a dialog offers a phone booking or a
//   block there, as links to those pages with the room, date and start filled in.
//
// The grid itself stays plain links without script; all of this only adds to it.
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Dict } from "@/lib/i18n";
import { money } from "@/lib/i18n/core";
import { CALENDAR_ACTION_TEXTS } from "@/lib/i18n/calendar-actions";
import { longDate } from "@/lib/site/client/format";
import { CalendarGrid, type CalendarGridItem } from "./CalendarGrid";
import { SLOT_MINUTES, clampStart, columnSlot, dayNumber, fromMinutes, gridBounds, isTaken, wallMinutes } from "./calendar-math";
import { studioApi } from "./api";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

/** A place on the grid: a column (day × room, from 0) and a start in minutes of that day. */
type Spot = { column: number; start: number };
type Moving = { id: string; what: string; minutes: number; origin: Spot; spot: Spot; via: "pointer" | "keys" };
type Pending = { id: string; pointerId: number; x: number; y: number; grab: number };
type Dialog = { kind: "move"; moving: Moving; price: string | null } | { kind: "slot"; spot: Spot } | null;

const HINT_ID = "cal-move-hint";
/** What a movable booking is described by: the one key, short (the hint above says the rest). */
const KEY_ID = "cal-move-key";
const DRAG_THRESHOLD_PX = 5;

export function CalendarBoard({
  items,
  rooms,
  steps,
  days,
  hours,
  locale,
  t,
  errors,
  label,
  base,
}: {
  items: CalendarGridItem[];
  rooms: { id: string; name: string }[];
  /** Each active room's grid step in minutes (an inactive room shown for its bookings has none). */
  steps: Record<string, number>;
  days: string[];
  hours: { open: string; close: string };
  locale: Locale;
  t: Dict["studio"];
  errors: Dict["errors"];
  label: string;
  /** The dashboard's root in this language, /studio/{locale}. */
  base: string;
}) {
  const tx = CALENDAR_ACTION_TEXTS[locale];
  const a = useStudioAction<{ startTime: string; endTime: string; date: string }>();
  const wrap = useRef<HTMLDivElement>(null);
  const pending = useRef<Pending | null>(null);
  const swallowClick = useRef(false);
  const [moving, setMoving] = useState<Moving | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState("");
  const bounds = gridBounds(hours, items, days);
  const [picker, setPicker] = useState<Spot>(() => ({ column: 0, start: clampStart(bounds.start, 0, bounds, stepOf(rooms[0]?.id)) }));

  const headerRows = days.length > 1 ? 2 : 1;
  const columns = days.length * rooms.length;
  function stepOf(roomId: string | undefined): number {
    return (roomId && steps[roomId]) || SLOT_MINUTES;
  }
  const where = (column: number) => {
    const { dayIndex, roomIndex } = columnSlot(column, rooms.length);
    return { day: days[dayIndex], room: rooms[roomIndex] };
  };
  const dayText = (d: string) => longDate(d, locale, { weekday: "short", day: "numeric", month: "short" });
  const when = (s: Spot, minutes: number) => {
    const { day, room } = where(s.column);
    return `${dayText(day)}, ${fromMinutes(s.start)}–${fromMinutes(s.start + minutes)}, ${room.name}`;
  };
  const place = (s: Spot, minutes: number, step: number): Spot => {
    const column = Math.max(0, Math.min(columns - 1, s.column));
    const span = Math.max(minutes, step);
    return { column, start: clampStart(s.start, span, bounds, step) };
  };

  /** The booking behind a movable item, where it is now. */
  const bookingAt = (id: string): Moving | null => {
    const it = items.find((i) => i.id === id && i.kind === "booking");
    if (!it) return null;
    const date = it.startsAt.slice(0, 10);
    const dayIndex = days.indexOf(date);
    const roomIndex = rooms.findIndex((r) => r.id === it.roomId);
    if (dayIndex < 0 || roomIndex < 0) return null;
    const origin = { column: dayIndex * rooms.length + roomIndex, start: wallMinutes(it.startsAt) - dayNumber(date) * 1440 };
    const what = [it.label, it.reference].filter(Boolean).join(" ");
    return { id, what, minutes: wallMinutes(it.endsAt) - wallMinutes(it.startsAt), origin, spot: origin, via: "pointer" };
  };

  /** The column and minute of the day under a point of the screen (the nearest column when outside). */
  const spotAt = (x: number, y: number): Spot | null => {
    const cols = wrap.current ? Array.from(wrap.current.querySelectorAll<HTMLElement>(".cal-col")) : [];
    if (!cols.length) return null;
    const rects = cols.map((c) => c.getBoundingClientRect());
    let column = rects.findIndex((r) => x >= r.left && x < r.right);
    if (column < 0) column = x < rects[0].left ? 0 : rects.length - 1;
    const r = rects[column];
    const fraction = Math.max(0, Math.min(1, (y - r.top) / r.height));
    return { column, start: bounds.start + fraction * (bounds.end - bounds.start) };
  };

  const openMove = (m: Moving) => {
    if (m.spot.column === m.origin.column && m.spot.start === m.origin.start) {
      setMoving(null);
      return;
    }
    a.setError(null);
    setDialog({ kind: "move", moving: m, price: null });
    // The booked price, which the move keeps (docs/studio-actions.md, Moving a booking).
    void studioApi<{ priceCents: number; currency: string }>(`/bookings/${encodeURIComponent(m.id)}`).then((r) => {
      if (r.ok)
        setDialog((d) =>
          d?.kind === "move" && d.moving.id === m.id ? { ...d, price: money(r.data.priceCents, r.data.currency, locale) } : d,
        );
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
    const { day, room } = where(m.spot.column);
    const done = await a.run(
      `/bookings/${encodeURIComponent(m.id)}/move`,
      "POST",
      { date: day, startTime: fromMinutes(m.spot.start), roomId: room.id },
      "",
    );
    if (done) closeDialog(tx.moved(when(m.spot, m.minutes)));
  };

  const openSlot = (s: Spot) => {
    const { day, room } = where(s.column);
    const step = stepOf(room.id);
    if (isTaken(items, day, room.id, s.start, s.start + step)) {
      setStatus(tx.taken(when(s, step)));
      return;
    }
    setDialog({ kind: "slot", spot: s });
  };

  // ---- pointer: press on a movable booking, drag past a few pixels, release to confirm.
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || dialog || moving?.via === "keys") return;
    const el = (e.target as Element).closest<HTMLElement>('[data-movable="true"]');
    const m = el?.dataset.id ? bookingAt(el.dataset.id) : null;
    const at = spotAt(e.clientX, e.clientY);
    if (!m || !at) return;
    pending.current = { id: m.id, pointerId: e.pointerId, x: e.clientX, y: e.clientY, grab: at.start - m.origin.start };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const p = pending.current;
    if (!p || p.pointerId !== e.pointerId) return;
    if (!moving && Math.hypot(e.clientX - p.x, e.clientY - p.y) < DRAG_THRESHOLD_PX) return;
    const m = moving ?? bookingAt(p.id);
    const at = spotAt(e.clientX, e.clientY);
    if (!m || !at) return;
    if (!moving) wrap.current?.setPointerCapture(e.pointerId);
    const step = stepOf(where(at.column).room.id);
    const spot = place({ column: at.column, start: at.start - p.grab }, m.minutes, step);
    if (!moving || spot.column !== moving.spot.column || spot.start !== moving.spot.start) setMoving({ ...m, spot, via: "pointer" });
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const p = pending.current;
    if (!p || p.pointerId !== e.pointerId) return;
    pending.current = null;
    if (!moving) return;
    swallowClick.current = true;
    // A drag that ends without a click (touch) must not swallow the next real one.
    setTimeout(() => {
      swallowClick.current = false;
    }, 0);
    if (wrap.current?.hasPointerCapture(e.pointerId)) wrap.current.releasePointerCapture(e.pointerId);
    openMove(moving);
  };
  const onPointerCancel = () => {
    pending.current = null;
    if (moving?.via === "pointer") setMoving(null);
  };
  const onClickCapture = (e: MouseEvent<HTMLDivElement>) => {
    // The click that ends a drag must not also open the booking's page.
    if (swallowClick.current) {
      swallowClick.current = false;
      e.preventDefault();
      e.stopPropagation();
    }
  };
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    // Only the grid's own background is an empty time (items, headers and the hour labels are not).
    if (!(e.target as Element).classList.contains("cal-grid")) return;
    const at = spotAt(e.clientX, e.clientY);
    if (!at) return;
    const step = stepOf(where(at.column).room.id);
    const s = { column: at.column, start: Math.floor(at.start / step) * step };
    setPicker(s);
    openSlot(s);
  };

  // ---- keyboard: M on a focused movable booking, then arrows, Enter, Escape; arrows on the picker.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (dialog || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement;
    if (moving?.via === "keys") {
      const step = stepOf(where(moving.spot.column).room.id);
      let spot: Spot | null = null;
      if (e.key === "ArrowUp") spot = { ...moving.spot, start: moving.spot.start - step };
      else if (e.key === "ArrowDown") spot = { ...moving.spot, start: moving.spot.start + step };
      else if (e.key === "ArrowLeft") spot = { ...moving.spot, column: moving.spot.column - 1 };
      else if (e.key === "ArrowRight") spot = { ...moving.spot, column: moving.spot.column + 1 };
      if (spot) {
        e.preventDefault();
        const placed = place(spot, moving.minutes, stepOf(where(Math.max(0, Math.min(columns - 1, spot.column))).room.id));
        setMoving({ ...moving, spot: placed });
        setStatus(`${tx.position(when(placed, moving.minutes))}${overlaps(moving, placed) ? ` ${tx.overlaps}` : ""}`);
      } else if (e.key === "Enter") {
        e.preventDefault();
        openMove(moving);
      } else if (e.key === "Escape" || e.key === "Tab") {
        if (e.key === "Escape") e.preventDefault();
        setMoving(null);
        setStatus(tx.cancelled);
      }
      return;
    }
    if ((e.key === "m" || e.key === "M") && target.dataset.movable === "true" && target.dataset.id) {
      const m = bookingAt(target.dataset.id);
      if (!m) return;
      e.preventDefault();
      setMoving({ ...m, via: "keys" });
      setStatus(tx.pickedUp(m.what, when(m.origin, m.minutes)));
      return;
    }
    if (target.classList.contains("cal-picker")) {
      const step = stepOf(where(picker.column).room.id);
      let spot: Spot | null = null;
      if (e.key === "ArrowUp") spot = { ...picker, start: picker.start - step };
      else if (e.key === "ArrowDown") spot = { ...picker, start: picker.start + step };
      else if (e.key === "ArrowLeft") spot = { ...picker, column: picker.column - 1 };
      else if (e.key === "ArrowRight") spot = { ...picker, column: picker.column + 1 };
      if (!spot) return;
      e.preventDefault();
      const column = Math.max(0, Math.min(columns - 1, spot.column));
      const s = place({ ...spot, column }, 0, stepOf(where(column).room.id));
      setPicker(s);
      const { day, room } = where(s.column);
      const span = stepOf(room.id);
      setStatus(isTaken(items, day, room.id, s.start, s.start + span) ? tx.taken(when(s, span)) : tx.pickerMoved(when(s, span)));
    }
  };

  /** Whether the moved booking at `s` would overlap a drawn item: a cue only (buffers are not drawn; the move decides). */
  const overlaps = (m: Moving, s: Spot) => {
    const { day, room } = where(s.column);
    return isTaken(items, day, room.id, s.start, s.start + m.minutes, m.id);
  };
  const rowOf = (start: number) => headerRows + 1 + (start - bounds.start) / SLOT_MINUTES;
  const boxStyle = (s: Spot, minutes: number): CSSProperties => ({
    gridRow: `${rowOf(s.start)} / ${Math.min(rowOf(bounds.end), rowOf(s.start + minutes))}`,
    gridColumn: 2 + s.column,
  });
  const pickerStep = stepOf(where(picker.column).room?.id);

  let overlays: ReactNode = null;
  if (rooms.length && bounds.end > bounds.start)
    overlays = (
      <>
        <button
          type="button"
          className="cal-picker"
          style={boxStyle(picker, pickerStep)}
          aria-label={tx.picker(when(picker, pickerStep))}
          onClick={() => openSlot(picker)}
          data-testid="cal-picker"
        />
        {moving ? (
          <div
            className={`cal-ghost${overlaps(moving, moving.spot) ? " is-taken" : ""}`}
            style={boxStyle(moving.spot, moving.minutes)}
            aria-hidden="true"
            data-testid="cal-ghost"
          >
            {fromMinutes(moving.spot.start)}–{fromMinutes(moving.spot.start + moving.minutes)}
          </div>
        ) : null}
      </>
    );

  return (
    <div
      ref={wrap}
      className={`cal-board${moving ? " cal-moving" : ""}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onClickCapture={onClickCapture}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <p className="hint" id={HINT_ID}>
        {tx.hint}
      </p>
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
        {overlays}
      </CalendarGrid>
      <Modal open={dialog !== null} onDismiss={() => closeDialog(dialog?.kind === "move" ? tx.cancelled : "")} testId="calendar-dialog">
        {dialog?.kind === "move" ? (
          <>
            <h2 id="cal-dialog-title">{tx.moveTitle}</h2>
            <p>{dialog.moving.what}</p>
            <dl className="cal-dialog-times">
              <dt>{tx.from}</dt>
              <dd data-testid="move-from">{when(dialog.moving.origin, dialog.moving.minutes)}</dd>
              <dt>{tx.to}</dt>
              <dd data-testid="move-to">{when(dialog.moving.spot, dialog.moving.minutes)}</dd>
            </dl>
            <p className="hint" data-testid="move-price">
              {dialog.price ? tx.priceKept(dialog.price) : "\u00a0"}
            </p>
            {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
            <div className="actions">
              <button type="button" className="btn" disabled={a.busy} onClick={() => void confirmMove(dialog.moving)}>
                {a.busy ? tx.moving : tx.confirm}
              </button>{" "}
              <button type="button" className="btn btn-secondary" onClick={() => closeDialog(tx.cancelled)}>
                {tx.cancel}
              </button>
            </div>
          </>
        ) : dialog?.kind === "slot" ? (
          slotOffer(dialog.spot, stepOf(where(dialog.spot.column).room.id))
        ) : null}
      </Modal>
    </div>
  );

  function slotOffer(spot: Spot, step: number) {
    const { day, room } = where(spot.column);
    const q = `?date=${day}&roomId=${encodeURIComponent(room.id)}&start=${fromMinutes(spot.start)}`;
    return (
      <>
        <h2 id="cal-dialog-title">{tx.slotTitle}</h2>
        <p data-testid="slot-when">{tx.slotWhen(when(spot, step))}</p>
        <div className="actions">
          <a className="btn" href={`${base}/phone-booking${q}`} data-testid="slot-phone">
            {tx.phoneBooking}
          </a>{" "}
          <a className="btn btn-secondary" href={`${base}/block${q}`} data-testid="slot-block">
            {tx.block}
          </a>{" "}
          <button type="button" className="btn btn-secondary" onClick={() => closeDialog("")}>
            {tx.cancel}
          </button>
        </div>
      </>
    );
  }
}

/** The browser's own modal dialog: focus kept inside, Escape closes, the page behind inert. */
function Modal({ open, onDismiss, testId, children }: { open: boolean; onDismiss: () => void; testId: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="cal-dialog"
      aria-labelledby="cal-dialog-title"
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onDismiss();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
