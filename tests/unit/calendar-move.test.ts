// Moving and taking times on the calendar (docs/dashboard.md, Moving and taking times on the calendar):
// the pure arithmetic behind a drag or a keyboard move (snapping to the room's grid from midnight,
// staying on the shown rows), which column is which day and room, what is taken, what may be moved;
// and the texts of the three languages.
import { describe, expect, it } from "vitest";
import { clampStart, columnSlot, isMovable, isTaken, placeItems, snapToStep, type GridItem } from "../../components/studio/calendar-math";
import { getDict } from "../../lib/i18n";

const item = (over: Partial<GridItem> & Pick<GridItem, "startsAt" | "endsAt">): GridItem => ({
  kind: "booking",
  id: over.id ?? `${over.startsAt}`,
  roomId: "r1",
  status: "confirmed",
  ...over,
});

describe("snapping a moved booking", () => {
  it("rounds to the nearest start of the room's grid, counted from midnight", () => {
    expect(snapToStep(10 * 60 + 14, 30)).toBe(10 * 60);
    expect(snapToStep(10 * 60 + 16, 30)).toBe(10 * 60 + 30);
    expect(snapToStep(10 * 60 + 29, 60)).toBe(10 * 60);
    expect(snapToStep(10 * 60 + 31, 60)).toBe(11 * 60);
    expect(snapToStep(9 * 60 + 7, 15)).toBe(9 * 60 + 0);
  });

  it("keeps the whole booking on the shown rows and on the grid", () => {
    const bounds = { start: 9 * 60, end: 22 * 60 };
    // Dragged above the first row: the first start.
    expect(clampStart(7 * 60, 60, bounds, 30)).toBe(9 * 60);
    // Dragged so far down that it would end after the last row: the last start that fits.
    expect(clampStart(21 * 60 + 40, 120, bounds, 30)).toBe(20 * 60);
    // A grid that does not start on the first row: its first start inside it.
    expect(clampStart(0, 60, { start: 9 * 60 + 15, end: 22 * 60 }, 60)).toBe(10 * 60);
    // Longer than the rows shown: stays at the first start rather than before it.
    expect(clampStart(12 * 60, 15 * 60, bounds, 60)).toBe(9 * 60);
  });
});

describe("grid columns", () => {
  it("are days outside, rooms inside", () => {
    expect(columnSlot(0, 3)).toEqual({ dayIndex: 0, roomIndex: 0 });
    expect(columnSlot(2, 3)).toEqual({ dayIndex: 0, roomIndex: 2 });
    expect(columnSlot(4, 3)).toEqual({ dayIndex: 1, roomIndex: 1 });
    // The same order placeItems draws in: column 2 + day × rooms + room.
    const ps = placeItems(
      [item({ roomId: "r2", startsAt: "2030-01-15T10:00:00+01:00", endsAt: "2030-01-15T11:00:00+01:00" })],
      ["2030-01-14", "2030-01-15"],
      ["r1", "r2", "r3"],
      { start: 0, end: 1440 },
      2,
    );
    expect(columnSlot(ps[0].column - 2, 3)).toEqual({ dayIndex: 1, roomIndex: 1 });
  });
});

describe("what is taken", () => {
  const items = [
    item({ id: "a", startsAt: "2030-01-15T10:00:00+01:00", endsAt: "2030-01-15T11:00:00+01:00" }),
    item({ id: "c", status: "cancelled", startsAt: "2030-01-15T12:00:00+01:00", endsAt: "2030-01-15T13:00:00+01:00" }),
    item({
      id: "f",
      kind: "feed_block",
      status: undefined,
      roomId: "r2",
      startsAt: "2030-01-14T22:00:00+01:00",
      endsAt: "2030-01-15T02:00:00+01:00",
    }),
  ];
  it("is any drawn item of the room overlapping the time", () => {
    expect(isTaken(items, "2030-01-15", "r1", 10 * 60 + 30, 11 * 60)).toBe(true);
    expect(isTaken(items, "2030-01-15", "r1", 11 * 60, 12 * 60)).toBe(false);
    expect(isTaken(items, "2030-01-15", "r1", 9 * 60, 10 * 60)).toBe(false);
    // Another room, another day.
    expect(isTaken(items, "2030-01-15", "r2", 10 * 60, 11 * 60)).toBe(false);
    expect(isTaken(items, "2030-01-16", "r1", 10 * 60, 11 * 60)).toBe(false);
  });
  it("leaves out cancelled bookings and the booking being moved, and sees a block from the evening before", () => {
    expect(isTaken(items, "2030-01-15", "r1", 12 * 60, 13 * 60)).toBe(false);
    expect(isTaken(items, "2030-01-15", "r1", 10 * 60, 11 * 60, "a")).toBe(false);
    expect(isTaken(items, "2030-01-15", "r2", 60, 120)).toBe(true);
  });
});

describe("what the calendar offers to move", () => {
  const place = (over: Partial<GridItem> & Pick<GridItem, "startsAt" | "endsAt">, bounds = { start: 0, end: 1440 }) =>
    placeItems([item(over)], ["2030-01-15"], ["r1"], bounds, 1)[0];
  it("a confirmed booking drawn whole on one day", () => {
    expect(isMovable(place({ startsAt: "2030-01-15T10:00:00+01:00", endsAt: "2030-01-15T11:00:00+01:00" }))).toBe(true);
    // Ending at midnight is still one day.
    expect(isMovable(place({ startsAt: "2030-01-15T23:00:00+01:00", endsAt: "2030-01-16T00:00:00+01:00" }))).toBe(true);
  });
  it("not a pending, completed or crossing-midnight booking, nor a hold or a block", () => {
    expect(
      isMovable(place({ status: "pending_payment", startsAt: "2030-01-15T10:00:00+01:00", endsAt: "2030-01-15T11:00:00+01:00" })),
    ).toBe(false);
    expect(isMovable(place({ status: "completed", startsAt: "2030-01-15T10:00:00+01:00", endsAt: "2030-01-15T11:00:00+01:00" }))).toBe(
      false,
    );
    expect(isMovable(place({ kind: "hold", startsAt: "2030-01-15T10:00:00+01:00", endsAt: "2030-01-15T11:00:00+01:00" }))).toBe(false);
    expect(isMovable(place({ startsAt: "2030-01-15T23:00:00+01:00", endsAt: "2030-01-16T01:00:00+01:00" }))).toBe(false);
    // Cut by the grid's edge: drawn in part only.
    expect(
      isMovable(place({ startsAt: "2030-01-15T07:00:00+01:00", endsAt: "2030-01-15T10:00:00+01:00" }, { start: 8 * 60, end: 22 * 60 })),
    ).toBe(false);
  });
});

describe("texts", () => {
  it("every language has every text, and a time it is given shows in it", () => {
    const keys = Object.keys(getDict("en").calendarActions).sort();
    for (const lang of ["es", "ca", "en"] as const) {
      const t = getDict(lang).calendarActions;
      expect(Object.keys(t).sort()).toEqual(keys);
      for (const [k, v] of Object.entries(t)) {
        const text = typeof v === "function" ? (v as (...a: string[]) => string)("X1", "X2") : v;
        expect(text.length, `${lang}.${k}`).toBeGreaterThan(0);
        if (typeof v === "function") expect(text, `${lang}.${k}`).toContain("X1");
      }
    }
    expect(getDict("es").calendarActions.moveTitle).not.toBe(getDict("en").calendarActions.moveTitle);
    expect(getDict("ca").calendarActions.moveTitle).not.toBe(getDict("es").calendarActions.moveTitle);
  });
});
