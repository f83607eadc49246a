// The calendar board with the keyboard (docs/dashboard.md, Moving and taking times on the
// calendar): M on a focused movable booking picks it up, the arrows move it (time by the room's
// step, left and right by column), Enter confirms, Escape or Tab puts it back; on the free-time
// picker the arrows move the picker. Each step is announced in the status line.
import type { KeyboardEvent } from "react";
import type { CalendarActionTexts } from "@/lib/i18n/calendar-actions";
import { arrowSpot, type Geometry, type Moving, type Spot } from "./calendar-board-geometry";
import { fmt } from "@/lib/i18n/core";

type Board = {
  g: Geometry;
  tx: CalendarActionTexts;
  moving: Moving | null;
  setMoving: (m: Moving | null) => void;
  picker: Spot;
  setPicker: (s: Spot) => void;
  setStatus: (s: string) => void;
  openMove: (m: Moving) => void;
};

/** A key while a booking is held by the keyboard. */
function keyWhileMoving(e: KeyboardEvent<HTMLDivElement>, moving: Moving, { g, tx, setMoving, setStatus, openMove }: Board) {
  const spot = arrowSpot(e.key, moving.spot, g.stepAt(moving.spot.column));
  if (spot) {
    e.preventDefault();
    const placed = g.place(spot, moving.minutes, g.stepAt(spot.column));
    setMoving({ ...moving, spot: placed });
    setStatus(`${fmt(tx.position, { when: g.when(placed, moving.minutes) })}${g.overlaps(moving, placed) ? ` ${tx.overlaps}` : ""}`);
  } else if (e.key === "Enter") {
    e.preventDefault();
    openMove(moving);
  } else if (e.key === "Escape" || e.key === "Tab") {
    if (e.key === "Escape") e.preventDefault();
    setMoving(null);
    setStatus(tx.cancelled);
  }
}

/** An arrow on the free-time picker: moved by the room's step or a column, and what is there said. */
function keyOnPicker(e: KeyboardEvent<HTMLDivElement>, { g, tx, picker, setPicker, setStatus }: Board) {
  const spot = arrowSpot(e.key, picker, g.stepAt(picker.column));
  if (!spot) return;
  e.preventDefault();
  const column = Math.max(0, Math.min(g.columns - 1, spot.column));
  const s = g.place({ ...spot, column }, 0, g.stepAt(column));
  setPicker(s);
  const span = g.stepAt(s.column);
  setStatus(g.takenAt(s, span) ? fmt(tx.taken, { when: g.when(s, span) }) : fmt(tx.pickerMoved, { when: g.when(s, span) }));
}

/** The board's keydown (none while a dialog is open or with a modifier). */
export function boardKeyDown(e: KeyboardEvent<HTMLDivElement>, board: Board) {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  const target = e.target as HTMLElement;
  if (board.moving?.via === "keys") return keyWhileMoving(e, board.moving, board);
  if ((e.key === "m" || e.key === "M") && target.dataset.movable === "true" && target.dataset.id) {
    const m = board.g.bookingAt(target.dataset.id);
    if (!m) return;
    e.preventDefault();
    board.setMoving({ ...m, via: "keys" });
    board.setStatus(fmt(board.tx.pickedUp, { what: m.what, when: board.g.when(m.origin, m.minutes) }));
    return;
  }
  if (target.classList.contains("cal-picker")) keyOnPicker(e, board);
}
