"use client";
// The calendar board with a pointer (docs/dashboard.md, Moving and taking times on the calendar):
// mouse, pen and touch alike. A press on a movable booking becomes a drag past a few pixels, the
// preview snapped to the target room's grid; release opens the move dialog. A click on the grid's
// own background is an empty time.
import { useRef, type MouseEvent, type PointerEvent, type RefObject } from "react";
import type { Geometry, Moving, Spot } from "./calendar-board-geometry";

type Pending = { id: string; pointerId: number; x: number; y: number; grab: number };

const DRAG_THRESHOLD_PX = 5;

type Board = {
  g: Geometry;
  wrap: RefObject<HTMLDivElement | null>;
  dialogOpen: boolean;
  moving: Moving | null;
  setMoving: (m: Moving | null) => void;
  openMove: (m: Moving) => void;
  setPicker: (s: Spot) => void;
  openSlot: (s: Spot) => void;
};

export function useBoardPointer({ g, wrap, dialogOpen, moving, setMoving, openMove, setPicker, openSlot }: Board) {
  const pending = useRef<Pending | null>(null);
  const swallowClick = useRef(false);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || dialogOpen || moving?.via === "keys") return;
    const el = (e.target as Element).closest<HTMLElement>('[data-movable="true"]');
    const m = el?.dataset.id ? g.bookingAt(el.dataset.id) : null;
    const at = g.spotAt(wrap.current, e.clientX, e.clientY);
    if (!m || !at) return;
    pending.current = { id: m.id, pointerId: e.pointerId, x: e.clientX, y: e.clientY, grab: at.start - m.origin.start };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const p = pending.current;
    if (!p || p.pointerId !== e.pointerId) return;
    if (!moving && Math.hypot(e.clientX - p.x, e.clientY - p.y) < DRAG_THRESHOLD_PX) return;
    const m = moving ?? g.bookingAt(p.id);
    const at = g.spotAt(wrap.current, e.clientX, e.clientY);
    if (!m || !at) return;
    if (!moving) wrap.current?.setPointerCapture(e.pointerId);
    const step = g.stepOf(g.where(at.column).room.id);
    const spot = g.place({ column: at.column, start: at.start - p.grab }, m.minutes, step);
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
    const at = g.spotAt(wrap.current, e.clientX, e.clientY);
    if (!at) return;
    const step = g.stepOf(g.where(at.column).room.id);
    const s = { column: at.column, start: Math.floor(at.start / step) * step };
    setPicker(s);
    openSlot(s);
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture, onClick };
}
