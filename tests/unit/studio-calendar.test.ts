// The dashboard's pure helpers (docs/dashboard.md, Pages): calendar navigation, grid placement,
// wall times typed in the studio's zone, refund amounts, dashboard paths, and the /studio page
// kind of the security headers.
import { describe, expect, it } from "vitest";
import {
  addDays,
  calendarQuery,
  categoryOf,
  gridBounds,
  hourLabels,
  isIsoDate,
  neighbours,
  placeItems,
  readCalendarParams,
  viewDays,
  wallMinutes,
  weekStart,
  type GridItem,
} from "../../components/studio/calendar-math";
import { zonedIso } from "../../lib/site/client/zoned";
import { parseAmount } from "../../components/studio/amount";
import { inLocale, sectionOf } from "../../components/studio/paths";
import { isDashboardPath, isFramedPreview, pageCsp, pageKindOf } from "../../lib/http/security-headers";

const item = (over: Partial<GridItem> & Pick<GridItem, "startsAt" | "endsAt">): GridItem => ({
  kind: "booking",
  id: over.id ?? `${over.startsAt}`,
  roomId: "r1",
  status: "confirmed",
  ...over,
});

describe("calendar navigation", () => {
  it("knows real dates from look-alikes", () => {
    expect(isIsoDate("2030-02-28")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2030-02-29")).toBe(false);
    expect(isIsoDate("2030-13-01")).toBe(false);
    expect(isIsoDate("2030-1-01")).toBe(false);
    expect(isIsoDate(["2030-01-01"])).toBe(false);
  });

  it("adds days across months, years and DST changes (calendar days, no zone)", () => {
    expect(addDays("2030-01-31", 1)).toBe("2030-02-01");
    expect(addDays("2030-12-31", 1)).toBe("2031-01-01");
    expect(addDays("2030-03-31", 1)).toBe("2030-04-01");
    expect(addDays("2030-03-01", -1)).toBe("2030-02-28");
  });

  it("starts weeks on Monday", () => {
    expect(weekStart("2030-03-04")).toBe("2030-03-04"); // a Monday
    expect(weekStart("2030-03-10")).toBe("2030-03-04"); // Sunday
    expect(weekStart("2030-03-06")).toBe("2030-03-04");
    expect(weekStart("2030-01-01")).toBe("2029-12-31"); // Tuesday → Monday of the year before
    expect(weekStart("1970-01-01")).toBe("1969-12-29"); // Thursday, before day 0
  });

  it("shows a day, or the week of the date from Monday", () => {
    expect(viewDays("day", "2030-03-06")).toEqual(["2030-03-06"]);
    expect(viewDays("week", "2030-03-06")).toEqual([
      "2030-03-04",
      "2030-03-05",
      "2030-03-06",
      "2030-03-07",
      "2030-03-08",
      "2030-03-09",
      "2030-03-10",
    ]);
  });

  it("moves a day or a week, from the week's Monday", () => {
    expect(neighbours("day", "2030-03-01")).toEqual({ prev: "2030-02-28", next: "2030-03-02" });
    expect(neighbours("week", "2030-03-06")).toEqual({ prev: "2030-02-25", next: "2030-03-11" });
    expect(calendarQuery("week", "2030-03-06")).toBe("?view=week&date=2030-03-06");
  });

  it("reads the page's parameters, falling back to today's day view", () => {
    expect(readCalendarParams({ view: "week", date: "2030-03-06" }, "2030-01-01")).toEqual({ mode: "week", date: "2030-03-06" });
    expect(readCalendarParams({ view: "month", date: "2030-02-30" }, "2030-01-01")).toEqual({ mode: "day", date: "2030-01-01" });
    expect(readCalendarParams({}, "2030-01-01")).toEqual({ mode: "day", date: "2030-01-01" });
  });
});

describe("calendar grid placement", () => {
  it("reads wall times from the instant's own offset, whatever the process zone", () => {
    expect(wallMinutes("2030-03-06T10:15:00+01:00") % 1440).toBe(615);
    expect(wallMinutes("2030-03-06T10:15:00-05:00") % 1440).toBe(615);
    expect(wallMinutes("2030-03-07T00:00:00+01:00") - wallMinutes("2030-03-06T00:00:00+01:00")).toBe(1440);
  });

  it("colours by kind and status, and leaves cancelled bookings out", () => {
    expect(categoryOf({ kind: "booking", status: "pending_payment" })).toBe("pending_payment");
    expect(categoryOf({ kind: "booking", status: "no_show" })).toBe("no_show");
    expect(categoryOf({ kind: "booking", status: "cancelled" })).toBeNull();
    expect(categoryOf({ kind: "hold" })).toBe("hold");
    expect(categoryOf({ kind: "manual_block" })).toBe("manual_block");
  });

  it("spans the studio's hours, widened to whole hours around items outside them", () => {
    const days = ["2030-03-06"];
    expect(gridBounds({ open: "09:00", close: "21:00" }, [], days)).toEqual({ start: 540, end: 1260 });
    const late = [item({ startsAt: "2030-03-06T22:30:00+01:00", endsAt: "2030-03-06T23:15:00+01:00" })];
    expect(gridBounds({ open: "09:00", close: "21:00" }, late, days)).toEqual({ start: 540, end: 1440 });
    const early = [item({ startsAt: "2030-03-06T07:45:00+01:00", endsAt: "2030-03-06T08:00:00+01:00" })];
    expect(gridBounds({ open: "09:00", close: "21:00" }, early, days)).toEqual({ start: 420, end: 1260 });
    // An item of another day does not widen the shown day.
    const other = [item({ startsAt: "2030-03-07T05:00:00+01:00", endsAt: "2030-03-07T06:00:00+01:00" })];
    expect(gridBounds({ open: "09:00", close: "21:00" }, other, days)).toEqual({ start: 540, end: 1260 });
    // Closed all week (no hours): the whole day.
    expect(gridBounds({ open: "00:00", close: "00:00" }, [], days)).toEqual({ start: 0, end: 1440 });
    expect(gridBounds({ open: "10:00", close: "24:00" }, [], days)).toEqual({ start: 600, end: 1440 });
  });

  it("puts an item in its room's column and its 15-minute rows", () => {
    const bounds = { start: 540, end: 1260 };
    const items = [
      item({ id: "a", roomId: "r2", startsAt: "2030-03-06T10:00:00+01:00", endsAt: "2030-03-06T12:30:00+01:00" }),
      item({ id: "b", roomId: "r1", startsAt: "2030-03-06T09:00:00+01:00", endsAt: "2030-03-06T09:10:00+01:00" }),
    ];
    const p = placeItems(items, ["2030-03-06"], ["r1", "r2"], bounds, 1);
    expect(p.map((x) => [x.item.id, x.column, x.rowStart, x.rowEnd])).toEqual([
      ["b", 2, 2, 3], // 09:00 is the first row after the header; 10 minutes still take a row
      ["a", 3, 6, 16], // 10:00 = 4 rows down; 2.5 h = 10 rows
    ]);
  });

  it("in a week, columns go day by day, room by room", () => {
    const days = viewDays("week", "2030-03-06");
    const items = [item({ id: "x", roomId: "r2", startsAt: "2030-03-06T10:00:00+01:00", endsAt: "2030-03-06T11:00:00+01:00" })];
    const [p] = placeItems(items, days, ["r1", "r2", "r3"], { start: 540, end: 1260 }, 2);
    expect(p.dayIndex).toBe(2);
    expect(p.column).toBe(2 + 2 * 3 + 1);
    expect(p.rowStart).toBe(2 + 1 + 4);
  });

  it("cuts an item across midnight into one piece per shown day, marked as cut", () => {
    const days = ["2030-03-06", "2030-03-07"];
    const items = [item({ kind: "feed_block", startsAt: "2030-03-06T22:00:00+01:00", endsAt: "2030-03-07T02:00:00+01:00" })];
    const bounds = gridBounds({ open: "09:00", close: "21:00" }, items, days);
    expect(bounds).toEqual({ start: 0, end: 1440 });
    const p = placeItems(items, days, ["r1"], bounds, 1);
    expect(p.map((x) => [x.day, x.rowStart, x.rowEnd, x.cutBefore, x.cutAfter])).toEqual([
      ["2030-03-06", 2 + 88, 2 + 96, false, true],
      ["2030-03-07", 2, 2 + 8, true, false],
    ]);
  });

  it("leaves out unknown rooms, cancelled bookings and items outside the shown days", () => {
    const items = [
      item({ roomId: "gone", startsAt: "2030-03-06T10:00:00+01:00", endsAt: "2030-03-06T11:00:00+01:00" }),
      item({ status: "cancelled", startsAt: "2030-03-06T10:00:00+01:00", endsAt: "2030-03-06T11:00:00+01:00" }),
      item({ startsAt: "2030-03-07T10:00:00+01:00", endsAt: "2030-03-07T11:00:00+01:00" }),
    ];
    expect(placeItems(items, ["2030-03-06"], ["r1"], { start: 540, end: 1260 }, 1)).toEqual([]);
  });

  it("sets overlapping items of one room side by side, and only those", () => {
    const items = [
      item({ id: "book", startsAt: "2030-03-06T10:00:00+01:00", endsAt: "2030-03-06T12:00:00+01:00" }),
      item({ id: "feed", kind: "feed_block", startsAt: "2030-03-06T11:00:00+01:00", endsAt: "2030-03-06T13:00:00+01:00" }),
      item({ id: "later", startsAt: "2030-03-06T14:00:00+01:00", endsAt: "2030-03-06T15:00:00+01:00" }),
      item({ id: "other-room", roomId: "r2", startsAt: "2030-03-06T10:00:00+01:00", endsAt: "2030-03-06T12:00:00+01:00" }),
    ];
    const p = placeItems(items, ["2030-03-06"], ["r1", "r2"], { start: 540, end: 1260 }, 1);
    const by = Object.fromEntries(p.map((x) => [x.item.id, [x.lane, x.lanes]]));
    expect(by).toEqual({ book: [0, 2], feed: [1, 2], later: [0, 1], "other-room": [0, 1] });
  });

  it("labels the full hours with their rows", () => {
    expect(hourLabels({ start: 540, end: 720 }, 1)).toEqual([
      { label: "09:00", row: 2 },
      { label: "10:00", row: 6 },
      { label: "11:00", row: 10 },
    ]);
  });
});

describe("wall times typed in the studio's zone", () => {
  it("get the zone's offset of that day", () => {
    expect(zonedIso("2030-01-15", "10:00", "Europe/Madrid")).toBe("2030-01-15T10:00:00+01:00");
    expect(zonedIso("2030-07-15", "10:00", "Europe/Madrid")).toBe("2030-07-15T10:00:00+02:00");
    expect(zonedIso("2030-07-15", "10:00", "America/New_York")).toBe("2030-07-15T10:00:00-04:00");
    expect(zonedIso("2030-07-15", "10:00", "Asia/Kathmandu")).toBe("2030-07-15T10:00:00+05:45");
  });

  it("across DST: a skipped time lands after the gap, a repeated one takes the first", () => {
    // Europe/Madrid: 2030-03-31 02:00 → 03:00; 2030-10-27 03:00 → 02:00.
    expect(zonedIso("2030-03-31", "01:30", "Europe/Madrid")).toBe("2030-03-31T01:30:00+01:00");
    expect(zonedIso("2030-03-31", "02:30", "Europe/Madrid")).toBe("2030-03-31T03:30:00+02:00");
    expect(zonedIso("2030-03-31", "03:30", "Europe/Madrid")).toBe("2030-03-31T03:30:00+02:00");
    expect(zonedIso("2030-10-27", "02:30", "Europe/Madrid")).toBe("2030-10-27T02:30:00+02:00");
    expect(zonedIso("2030-10-27", "03:30", "Europe/Madrid")).toBe("2030-10-27T03:30:00+01:00");
    expect(Date.parse(zonedIso("2030-10-27", "02:30", "Europe/Madrid"))).toBe(Date.parse("2030-10-27T00:30:00Z"));
  });
});

describe("refund amounts", () => {
  it("reads decimals with a point or a comma, within (0, max]", () => {
    expect(parseAmount("12", 5000)).toBe(1200);
    expect(parseAmount("12.5", 5000)).toBe(1250);
    expect(parseAmount(" 12,05 ", 5000)).toBe(1205);
    expect(parseAmount("50", 5000)).toBe(5000);
    expect(parseAmount("50.01", 5000)).toBeNull();
    expect(parseAmount("0", 5000)).toBeNull();
    expect(parseAmount("-1", 5000)).toBeNull();
    expect(parseAmount("1.234", 5000)).toBeNull();
    expect(parseAmount("1e3", 5000)).toBeNull();
    expect(parseAmount("", 5000)).toBeNull();
  });
});

describe("dashboard paths and headers", () => {
  it("marks the current section and keeps the page across languages", () => {
    expect(sectionOf("/studio/es")).toBe("calendar");
    expect(sectionOf("/studio/es/block")).toBe("calendar");
    expect(sectionOf("/studio/ca/bookings/0b0e…")).toBe("bookings");
    expect(sectionOf("/studio/en/connections")).toBe("connections");
    expect(sectionOf("/studio/en/staff")).toBe("staff");
    expect(inLocale("/studio/es/bookings", "tab=past&q=ana", "ca")).toBe("/studio/ca/bookings?tab=past&q=ana");
    expect(inLocale("/studio/es", "", "en")).toBe("/studio/en");
  });

  it("gives /studio on the platform host its own page kind: nonce, no third party, no remote images", () => {
    expect(isDashboardPath("/studio")).toBe(true);
    expect(isDashboardPath("/studio/es/bookings")).toBe(true);
    expect(isDashboardPath("/studios")).toBe(false);
    // On a studio host the path is rewritten under /s/{host}/ and is not the dashboard.
    expect(pageKindOf("/s/sala.example.com/studio", false)).toBe("site");
    expect(pageKindOf("/studio/es", false)).toBe("studio");
    // The prepaid-hours page takes cards as a payment link's page does, and only that.
    expect(pageKindOf("/s/sala.example.com/en/hours", false)).toBe("pay");
    expect(pageKindOf("/s/sala.example.com/en/rooms/r1", false)).toBe("booking");
    const csp = pageCsp("studio", "abc");
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("img-src 'self' data: blob:;");
    // It frames its own pages only (the wizard's phone-size preview), and nobody frames it.
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe-inline");
  });

  it("lets only the platform's own pages frame the wizard's preview, and only when asked as a frame", () => {
    const frame = new URLSearchParams("lang=en&frame=1");
    expect(isFramedPreview("/studio/onboarding/preview/stage", frame)).toBe(true);
    expect(isFramedPreview("/studio/onboarding/preview/stage", new URLSearchParams("lang=en"))).toBe(false);
    expect(isFramedPreview("/studio/es/settings", frame)).toBe(false);
    const csp = pageCsp("preview", "abc");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'none'");
    expect(pageCsp("site", null)).toContain("frame-ancestors 'none'");
  });
});
