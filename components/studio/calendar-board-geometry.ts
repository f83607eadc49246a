// The calendar board's geometry (docs/dashboard.md, Moving and taking times on the calendar): a
// place on the grid is a column (day × room) and a start in minutes of that day; these turn
// screen points, bookings and keys into places, snapped to the room's grid, and places into words
// and grid cells.
import type { CSSProperties } from "react";
import type { Locale } from "@/lib/contract/locales";
import { longDate } from "@/lib/site/client/format";
import type { CalendarGridItem } from "./CalendarGrid";
import { SLOT_MINUTES, clampStart, columnSlot, dayNumber, fromMinutes, gridBounds, isTaken, wallMinutes } from "./calendar-math";

/** A place on the grid: a column (day × room, from 0) and a start in minutes of that day. */
export type Spot = { column: number; start: number };
export type Moving = { id: string; what: string; minutes: number; origin: Spot; spot: Spot; via: "pointer" | "keys" };

type Input = {
  items: CalendarGridItem[];
  rooms: { id: string; name: string }[];
  steps: Record<string, number>;
  days: string[];
  hours: { open: string; close: string };
  locale: Locale;
};

export function boardGeometry({ items, rooms, steps, days, hours, locale }: Input) {
  const bounds = gridBounds(hours, items, days);
  const headerRows = days.length > 1 ? 2 : 1;
  const columns = days.length * rooms.length;
  const stepOf = (roomId: string | undefined): number => (roomId && steps[roomId]) || SLOT_MINUTES;
  const where = (column: number) => {
    const { dayIndex, roomIndex } = columnSlot(column, rooms.length);
    return { day: days[dayIndex], room: rooms[roomIndex] };
  };
  /** The grid step of the room in a column, the column kept on the grid. */
  const stepAt = (column: number) => stepOf(where(Math.max(0, Math.min(columns - 1, column))).room?.id);
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

  /** The column and minute of the day under a point of the screen in the board (the nearest column when outside). */
  const spotAt = (board: HTMLElement | null, x: number, y: number): Spot | null => {
    const cols = board ? Array.from(board.querySelectorAll<HTMLElement>(".cal-col")) : [];
    if (!cols.length) return null;
    const rects = cols.map((c) => c.getBoundingClientRect());
    let column = rects.findIndex((r) => x >= r.left && x < r.right);
    if (column < 0) column = x < rects[0].left ? 0 : rects.length - 1;
    const r = rects[column];
    const fraction = Math.max(0, Math.min(1, (y - r.top) / r.height));
    return { column, start: bounds.start + fraction * (bounds.end - bounds.start) };
  };

  /** Whether `minutes` from `s` would overlap a drawn item (`except` aside): a cue only (buffers are not drawn). */
  const takenAt = (s: Spot, minutes: number, except?: string) => {
    const { day, room } = where(s.column);
    return isTaken(items, day, room.id, s.start, s.start + minutes, except);
  };
  /** Whether the moved booking at `s` would overlap a drawn item: a cue only (the move decides). */
  const overlaps = (m: Moving, s: Spot) => takenAt(s, m.minutes, m.id);
  const rowOf = (start: number) => headerRows + 1 + (start - bounds.start) / SLOT_MINUTES;
  const boxStyle = (s: Spot, minutes: number): CSSProperties => ({
    gridRow: `${rowOf(s.start)} / ${Math.min(rowOf(bounds.end), rowOf(s.start + minutes))}`,
    gridColumn: 2 + s.column,
  });

  return { bounds, columns, stepOf, stepAt, where, when, place, bookingAt, spotAt, takenAt, overlaps, boxStyle };
}

export type Geometry = ReturnType<typeof boardGeometry>;

/** The place one arrow key away: up and down by `step` minutes, left and right by a column; null for other keys. */
export function arrowSpot(key: string, spot: Spot, step: number): Spot | null {
  if (key === "ArrowUp") return { ...spot, start: spot.start - step };
  if (key === "ArrowDown") return { ...spot, start: spot.start + step };
  if (key === "ArrowLeft") return { ...spot, column: spot.column - 1 };
  if (key === "ArrowRight") return { ...spot, column: spot.column + 1 };
  return null;
}
