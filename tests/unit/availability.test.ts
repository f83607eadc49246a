// Unit tests for lib/domain/availability/rules.ts (pure). Every `now` is an explicit instant; the suite must
// also pass in a hostile process zone (TZ=Asia/Kathmandu), so nothing here uses local Date APIs.
import { describe, it, expect } from "vitest";
import {
  availableDays,
  busyWindow,
  checkSlot,
  dateRange,
  instantToLocal,
  localToday,
  localToInstant,
  type Interval,
  type OperatingHours,
  type RoomPolicy,
} from "../../lib/domain/availability/rules";

const MIN = 60_000;
const utc = (iso: string): number => {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) throw new Error(`bad iso ${iso}`);
  return t;
};

/** Same hours every weekday. */
function everyDay(openTime: string, closeTime: string): OperatingHours {
  return [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, openTime, closeTime, isClosed: false }));
}

function policy(over: Partial<RoomPolicy> = {}): RoomPolicy {
  return {
    timezone: "Europe/Madrid",
    operatingHours: everyDay("10:00", "23:00"),
    minNoticeMin: 0,
    maxAdvanceDays: 365,
    bufferMinutes: 0,
    ...over,
  };
}

/** Local wall time in the policy zone -> instant (throws on a DST gap). */
function at(p: RoomPolicy, date: string, time: string): number {
  const t = localToInstant(date, time, p.timezone);
  if (t === null) throw new Error(`no such local time ${date} ${time}`);
  return t;
}

function busyLocal(p: RoomPolicy, date: string, from: string, to: string): Interval {
  return { start: at(p, date, from), end: at(p, date, to) };
}

function spans(p: RoomPolicy, date: string, busy: Interval[], now: number) {
  const [day] = availableDays(p, [date], busy, now);
  expect(day.date).toBe(date);
  return day.free;
}

// 2026-04-01 is a Wednesday; Madrid is on CEST (+02:00) then.
const WED = "2026-04-01";
const NOW_BEFORE = utc("2026-03-01T08:00:00Z"); // a month earlier, far from everything

describe("date helpers", () => {
  it("dateRange lists inclusive dates and clips to 31", () => {
    expect(dateRange("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(dateRange("2026-05-05", "2026-05-05")).toEqual(["2026-05-05"]);
    expect(dateRange("2026-05-06", "2026-05-05")).toEqual([]);
    const long = dateRange("2026-01-01", "2026-12-31");
    expect(long).toHaveLength(31);
    expect(long[30]).toBe("2026-01-31");
    expect(() => dateRange("2026-02-30", "2026-03-01")).toThrow();
  });

  it("localToday uses the studio zone, not UTC or the process zone", () => {
    const t = utc("2026-04-01T22:30:00Z");
    expect(localToday(t, "Europe/Madrid")).toBe("2026-04-02"); // 00:30 CEST
    expect(localToday(t, "America/New_York")).toBe("2026-04-01"); // 18:30 EDT
    expect(localToday(t, "UTC")).toBe("2026-04-01");
    expect(localToday(utc("2026-04-01T12:00:00Z"), "Pacific/Kiritimati")).toBe("2026-04-02"); // +14
  });

  it("instantToLocal and localToInstant round-trip", () => {
    const t = utc("2026-07-15T16:45:00Z");
    expect(instantToLocal(t, "Europe/Madrid")).toEqual({ date: "2026-07-15", time: "18:45" });
    expect(localToInstant("2026-07-15", "18:45", "Europe/Madrid")).toBe(t);
    expect(instantToLocal(t + 59_999, "Europe/Madrid")).toEqual({ date: "2026-07-15", time: "18:45" });
    expect(localToInstant("2026-07-15", "24:00", "Europe/Madrid")).toBe(utc("2026-07-15T22:00:00Z"));
    expect(() => localToInstant("2026-07-15", "25:00", "Europe/Madrid")).toThrow();
    expect(() => localToInstant("2026-07-15", "10:00", "Not/AZone")).toThrow();
  });

  it("busyWindow covers the local days widened by the buffer", () => {
    const p = policy({ bufferMinutes: 15 });
    expect(busyWindow(p, "2026-04-01", "2026-04-03")).toEqual({
      start: utc("2026-03-31T22:00:00Z") - 15 * MIN,
      end: utc("2026-04-03T22:00:00Z") + 15 * MIN,
    });
    // across the spring-forward night: 29 March is a 23-hour day
    expect(busyWindow(policy(), "2026-03-29", "2026-03-29")).toEqual({
      start: utc("2026-03-28T23:00:00Z"),
      end: utc("2026-03-29T22:00:00Z"),
    });
  });
});

describe("availableDays", () => {
  it("a normal weekday 10:00-23:00 with nothing busy is one span", () => {
    expect(spans(policy(), WED, [], NOW_BEFORE)).toEqual([{ start: "10:00", end: "23:00" }]);
  });

  it("a closed weekday has no spans; a missing weekday counts as closed", () => {
    const hours = everyDay("10:00", "23:00").map((h) => (h.dayOfWeek === 3 ? { ...h, isClosed: true } : h));
    expect(spans(policy({ operatingHours: hours }), WED, [], NOW_BEFORE)).toEqual([]);
    const noWed = everyDay("10:00", "23:00").filter((h) => h.dayOfWeek !== 3);
    expect(spans(policy({ operatingHours: noWed }), WED, [], NOW_BEFORE)).toEqual([]);
  });

  it("hours past midnight spill into the next date, even a closed one", () => {
    const hours = everyDay("10:00", "23:00").map((h) =>
      h.dayOfWeek === 2 ? { ...h, closeTime: "02:00" } : h.dayOfWeek === 3 ? { ...h, isClosed: true } : h,
    );
    const p = policy({ operatingHours: hours });
    const [tue, wed, thu] = availableDays(p, ["2026-03-31", WED, "2026-04-02"], [], NOW_BEFORE);
    expect(tue.free).toEqual([{ start: "10:00", end: "24:00" }]);
    expect(wed.free).toEqual([{ start: "00:00", end: "02:00" }]);
    expect(thu.free).toEqual([{ start: "10:00", end: "23:00" }]);
  });

  it("the spill-over joins the same date's own hours when they touch", () => {
    const hours: OperatingHours = [
      { dayOfWeek: 2, openTime: "20:00", closeTime: "02:00", isClosed: false },
      { dayOfWeek: 3, openTime: "02:00", closeTime: "09:00", isClosed: false },
    ];
    expect(spans(policy({ operatingHours: hours }), WED, [], NOW_BEFORE)).toEqual([{ start: "00:00", end: "09:00" }]);
  });

  it("closeTime 00:00 means until midnight; 00:00-00:00 means 24 h; equal non-midnight times mean closed", () => {
    expect(spans(policy({ operatingHours: everyDay("18:00", "00:00") }), WED, [], NOW_BEFORE)).toEqual([{ start: "18:00", end: "24:00" }]);
    expect(spans(policy({ operatingHours: everyDay("00:00", "00:00") }), WED, [], NOW_BEFORE)).toEqual([{ start: "00:00", end: "24:00" }]);
    expect(spans(policy({ operatingHours: everyDay("10:00", "10:00") }), WED, [], NOW_BEFORE)).toEqual([]);
  });

  it("a busy interval widened by the buffer splits the span", () => {
    const p = policy({ bufferMinutes: 15 });
    expect(spans(p, WED, [busyLocal(p, WED, "12:00", "13:00")], NOW_BEFORE)).toEqual([
      { start: "10:00", end: "11:45" },
      { start: "13:15", end: "23:00" },
    ]);
  });

  it("busy intervals may be unsorted, overlapping, or from other days", () => {
    const p = policy({ bufferMinutes: 10 });
    const busy = [
      busyLocal(p, WED, "18:00", "19:00"),
      busyLocal(p, WED, "12:00", "13:00"),
      busyLocal(p, WED, "12:30", "14:00"),
      busyLocal(p, WED, "18:15", "18:30"), // nested in 18:00-19:00
      busyLocal(p, "2026-03-31", "22:00", "23:55"), // + buffer reaches 00:05 Wed, before opening
      busyLocal(p, WED, "22:55", "23:30"), // buffer eats the end of the day
      { start: 5, end: 5 }, // empty: ignored
    ];
    expect(spans(p, WED, busy, NOW_BEFORE)).toEqual([
      { start: "10:00", end: "11:50" },
      { start: "14:10", end: "17:50" },
      { start: "19:10", end: "22:45" },
    ]);
  });

  it("a buffer reaches across midnight into the next date", () => {
    const p = policy({ operatingHours: everyDay("00:00", "00:00"), bufferMinutes: 30 });
    const busy = [busyLocal(p, "2026-03-31", "23:00", "24:00")];
    const [tue, wed] = availableDays(p, ["2026-03-31", WED], busy, NOW_BEFORE);
    expect(tue.free).toEqual([{ start: "00:00", end: "22:30" }]);
    expect(wed.free).toEqual([{ start: "00:30", end: "24:00" }]);
  });

  it("min notice cuts today's span continuously (not on the grid)", () => {
    const p = policy({ minNoticeMin: 60 });
    const now = at(p, WED, "11:10");
    expect(spans(p, WED, [], now)).toEqual([{ start: "12:10", end: "23:00" }]);
    // seconds round the start up to the next whole minute
    expect(spans(p, WED, [], now + 30_000)).toEqual([{ start: "12:11", end: "23:00" }]);
    // past dates are empty, tomorrow untouched
    const [yesterday, tomorrow] = availableDays(p, ["2026-03-31", "2026-04-02"], [], now);
    expect(yesterday.free).toEqual([]);
    expect(tomorrow.free).toEqual([{ start: "10:00", end: "23:00" }]);
    // notice beyond closing empties today
    expect(spans(p, WED, [], at(p, WED, "22:30"))).toEqual([]);
  });

  it("the horizon is the whole local day today + maxAdvanceDays", () => {
    const p = policy({ maxAdvanceDays: 2, operatingHours: everyDay("00:00", "00:00") });
    const now = at(p, WED, "23:30"); // still Wednesday locally (21:30 UTC)
    const days = availableDays(p, dateRange(WED, "2026-04-04"), [], now);
    expect(days.map((d) => d.free)).toEqual([
      [{ start: "23:30", end: "24:00" }],
      [{ start: "00:00", end: "24:00" }],
      [{ start: "00:00", end: "24:00" }],
      [],
    ]);
  });

  it("returns one item per requested date, in the requested order", () => {
    const days = availableDays(policy(), ["2026-04-03", WED, WED], [], NOW_BEFORE);
    expect(days.map((d) => d.date)).toEqual(["2026-04-03", WED, WED]);
    expect(() => availableDays(policy(), ["2026-13-01"], [], NOW_BEFORE)).toThrow();
  });
});

describe("DST", () => {
  const allDay = everyDay("00:00", "00:00");

  describe("Europe/Madrid spring forward 2026-03-29 (02:00 -> 03:00)", () => {
    const p = policy({ operatingHours: allDay });
    const D = "2026-03-29";

    it("spans skip the missing hour", () => {
      expect(spans(p, D, [], NOW_BEFORE)).toEqual([
        { start: "00:00", end: "02:00" },
        { start: "03:00", end: "24:00" },
      ]);
    });

    it("the missing wall time does not exist", () => {
      expect(localToInstant(D, "02:30", p.timezone)).toBeNull();
      expect(localToInstant(D, "02:00", p.timezone)).toBeNull();
      expect(localToInstant(D, "01:59", p.timezone)).toBe(utc("2026-03-29T00:59:00Z"));
      expect(localToInstant(D, "03:00", p.timezone)).toBe(utc("2026-03-29T01:00:00Z"));
      expect(checkSlot(p, { date: D, startTime: "02:30", durationMinutes: 30, stepMinutes: 30 }, [], NOW_BEFORE)).toEqual({
        verdict: "OUTSIDE_HOURS",
        startsAt: null,
        endsAt: null,
      });
    });

    it("01:00 + 60 is free and ends at 03:00 local (01:00 UTC)", () => {
      const r = checkSlot(p, { date: D, startTime: "01:00", durationMinutes: 60, stepMinutes: 30 }, [], NOW_BEFORE);
      expect(r).toEqual({ verdict: "free", startsAt: utc("2026-03-29T00:00:00Z"), endsAt: utc("2026-03-29T01:00:00Z") });
      expect(instantToLocal(r.endsAt!, p.timezone)).toEqual({ date: D, time: "03:00" });
      // crossing the gap is not offered by any span
      expect(checkSlot(p, { date: D, startTime: "01:00", durationMinutes: 120, stepMinutes: 30 }, [], NOW_BEFORE).verdict).toBe(
        "OUTSIDE_HOURS",
      );
    });

    it("a busy interval is placed at its real time around the gap", () => {
      // 01:30 CET .. 03:30 CEST is one real hour
      const busy = [{ start: utc("2026-03-29T00:30:00Z"), end: utc("2026-03-29T01:30:00Z") }];
      expect(spans(p, D, busy, NOW_BEFORE)).toEqual([
        { start: "00:00", end: "01:30" },
        { start: "03:30", end: "24:00" },
      ]);
    });
  });

  describe("Europe/Madrid fall back 2026-10-25 (03:00 -> 02:00)", () => {
    const p = policy({ operatingHours: allDay });
    const D = "2026-10-25";

    it("the repeated hour is offered once", () => {
      expect(spans(p, D, [], NOW_BEFORE)).toEqual([
        { start: "00:00", end: "03:00" },
        { start: "03:00", end: "24:00" },
      ]);
    });

    it("ambiguous wall times take the first occurrence (+02:00)", () => {
      expect(localToInstant(D, "02:30", p.timezone)).toBe(utc("2026-10-25T00:30:00Z"));
      expect(localToInstant(D, "03:00", p.timezone)).toBe(utc("2026-10-25T02:00:00Z"));
      const r = checkSlot(p, { date: D, startTime: "02:30", durationMinutes: 30, stepMinutes: 30 }, [], NOW_BEFORE);
      expect(r).toEqual({ verdict: "free", startsAt: utc("2026-10-25T00:30:00Z"), endsAt: utc("2026-10-25T01:00:00Z") });
      // 02:00 + 120 would need the dropped second pass: not within one span
      expect(checkSlot(p, { date: D, startTime: "02:00", durationMinutes: 120, stepMinutes: 30 }, [], NOW_BEFORE).verdict).toBe(
        "OUTSIDE_HOURS",
      );
      expect(instantToLocal(utc("2026-10-25T01:30:00Z"), p.timezone)).toEqual({ date: D, time: "02:30" });
    });

    it("a busy interval in the second pass of the repeated hour does not touch the spans", () => {
      const busy = [{ start: utc("2026-10-25T01:00:00Z"), end: utc("2026-10-25T02:00:00Z") }];
      expect(spans(p, D, busy, NOW_BEFORE)).toEqual([
        { start: "00:00", end: "03:00" },
        { start: "03:00", end: "24:00" },
      ]);
      // with a buffer it bites into both sides
      expect(spans({ ...p, bufferMinutes: 15 }, D, busy, NOW_BEFORE)).toEqual([
        { start: "00:00", end: "02:45" },
        { start: "03:15", end: "24:00" },
      ]);
    });

    it("normal hours 10:00-23:00 are unaffected by the night change", () => {
      expect(spans(policy(), D, [], NOW_BEFORE)).toEqual([{ start: "10:00", end: "23:00" }]);
      expect(localToInstant(D, "10:00", "Europe/Madrid")).toBe(utc("2026-10-25T09:00:00Z"));
    });
  });

  describe("America/New_York", () => {
    const p = policy({ timezone: "America/New_York", operatingHours: allDay });

    it("spring forward 2026-03-08 (02:00 -> 03:00)", () => {
      const D = "2026-03-08";
      expect(spans(p, D, [], NOW_BEFORE)).toEqual([
        { start: "00:00", end: "02:00" },
        { start: "03:00", end: "24:00" },
      ]);
      expect(localToInstant(D, "02:30", p.timezone)).toBeNull();
      expect(localToInstant(D, "01:30", p.timezone)).toBe(utc("2026-03-08T06:30:00Z"));
      expect(localToInstant(D, "03:00", p.timezone)).toBe(utc("2026-03-08T07:00:00Z"));
      expect(checkSlot(p, { date: D, startTime: "02:00", durationMinutes: 60, stepMinutes: 60 }, [], NOW_BEFORE).verdict).toBe(
        "OUTSIDE_HOURS",
      );
      expect(checkSlot(p, { date: D, startTime: "01:00", durationMinutes: 60, stepMinutes: 60 }, [], NOW_BEFORE)).toEqual({
        verdict: "free",
        startsAt: utc("2026-03-08T06:00:00Z"),
        endsAt: utc("2026-03-08T07:00:00Z"),
      });
    });

    it("fall back 2026-11-01 (02:00 -> 01:00)", () => {
      const D = "2026-11-01";
      expect(spans(p, D, [], NOW_BEFORE)).toEqual([
        { start: "00:00", end: "02:00" },
        { start: "02:00", end: "24:00" },
      ]);
      expect(localToInstant(D, "01:30", p.timezone)).toBe(utc("2026-11-01T05:30:00Z")); // -04:00, first pass
      expect(localToInstant(D, "02:00", p.timezone)).toBe(utc("2026-11-01T07:00:00Z")); // -05:00
      expect(checkSlot(p, { date: D, startTime: "01:00", durationMinutes: 60, stepMinutes: 60 }, [], NOW_BEFORE)).toEqual({
        verdict: "free",
        startsAt: utc("2026-11-01T05:00:00Z"),
        endsAt: utc("2026-11-01T06:00:00Z"),
      });
      expect(checkSlot(p, { date: D, startTime: "01:00", durationMinutes: 120, stepMinutes: 60 }, [], NOW_BEFORE).verdict).toBe(
        "OUTSIDE_HOURS",
      );
    });
  });

  it("America/Santiago: a change at midnight (the day may start at 01:00)", () => {
    const p = policy({ timezone: "America/Santiago", operatingHours: allDay });
    // 2026-09-06: 00:00 -> 01:00, local midnight does not exist
    expect(spans(p, "2026-09-06", [], NOW_BEFORE)).toEqual([{ start: "01:00", end: "24:00" }]);
    expect(localToInstant("2026-09-06", "00:00", p.timezone)).toBeNull();
    expect(localToInstant("2026-09-06", "01:00", p.timezone)).toBe(utc("2026-09-06T04:00:00Z"));
    expect(localToInstant("2026-09-05", "24:00", p.timezone)).toBe(utc("2026-09-06T04:00:00Z"));
    expect(localToday(utc("2026-09-06T03:59:00Z"), p.timezone)).toBe("2026-09-05");
    // 2026-04-04 24:00 -> 23:00: the repeated 23:00-24:00 is offered once, on its first pass
    expect(spans(p, "2026-04-04", [], NOW_BEFORE)).toEqual([{ start: "00:00", end: "24:00" }]);
    expect(localToInstant("2026-04-04", "23:30", p.timezone)).toBe(utc("2026-04-05T02:30:00Z"));
    expect(spans(p, "2026-04-05", [], NOW_BEFORE)).toEqual([{ start: "00:00", end: "24:00" }]);
    expect(localToInstant("2026-04-05", "00:00", p.timezone)).toBe(utc("2026-04-05T04:00:00Z"));
  });

  it("a 31-day window across a DST change has the right days and spans", () => {
    const p = policy({ bufferMinutes: 0 });
    const dates = dateRange("2026-03-15", "2026-05-31"); // clipped to 31 dates
    expect(dates).toHaveLength(31);
    expect(dates[0]).toBe("2026-03-15");
    expect(dates[30]).toBe("2026-04-14");
    const now = at(p, "2026-03-15", "09:00");
    const busy = [
      busyLocal(p, "2026-03-28", "12:00", "13:00"), // CET (+01:00)
      busyLocal(p, "2026-03-30", "12:00", "13:00"), // CEST (+02:00)
    ];
    expect(busy[0].start).toBe(utc("2026-03-28T11:00:00Z"));
    expect(busy[1].start).toBe(utc("2026-03-30T10:00:00Z"));
    const days = availableDays(p, dates, busy, now);
    expect(days).toHaveLength(31);
    for (const d of days) {
      if (d.date === "2026-03-28" || d.date === "2026-03-30")
        expect(d.free).toEqual([
          { start: "10:00", end: "12:00" },
          { start: "13:00", end: "23:00" },
        ]);
      else expect(d.free).toEqual([{ start: "10:00", end: "23:00" }]);
    }
    const all = availableDays(policy({ operatingHours: allDay }), dates, [], at(p, "2026-03-14", "09:00"));
    for (const d of all) {
      if (d.date === "2026-03-29")
        expect(d.free).toEqual([
          { start: "00:00", end: "02:00" },
          { start: "03:00", end: "24:00" },
        ]);
      else expect(d.free).toEqual([{ start: "00:00", end: "24:00" }]);
    }
  });
});

describe("checkSlot", () => {
  const p = policy({ bufferMinutes: 15, minNoticeMin: 60, maxAdvanceDays: 30 });
  const now = at(p, WED, "09:00");
  const busy = [busyLocal(p, WED, "15:00", "16:00")];
  const check = (date: string, startTime: string, durationMinutes: number, stepMinutes = 30) =>
    checkSlot(p, { date, startTime, durationMinutes, stepMinutes }, busy, now);

  it("free, with the instants of the slot", () => {
    expect(check(WED, "10:00", 60)).toEqual({
      verdict: "free",
      startsAt: utc("2026-04-01T08:00:00Z"),
      endsAt: utc("2026-04-01T09:00:00Z"),
    });
    expect(check(WED, "22:00", 60).verdict).toBe("free"); // up to closing exactly
    expect(check(WED, "16:30", 30).verdict).toBe("free"); // just after busy + buffer rounded to grid
  });

  it("OUTSIDE_HOURS: before opening, crossing closing, off-grid, malformed, closed day", () => {
    expect(check(WED, "09:30", 60).verdict).toBe("OUTSIDE_HOURS");
    expect(check(WED, "22:30", 60).verdict).toBe("OUTSIDE_HOURS");
    expect(check(WED, "10:15", 60).verdict).toBe("OUTSIDE_HOURS");
    expect(check(WED, "10:15", 60)).toMatchObject({ startsAt: utc("2026-04-01T08:15:00Z") });
    expect(check(WED, "10:00", 60, 45).verdict).toBe("OUTSIDE_HOURS"); // 600 is not a multiple of 45
    expect(check(WED, "24:00", 30)).toEqual({ verdict: "OUTSIDE_HOURS", startsAt: null, endsAt: null });
    expect(check(WED, "1:00", 30)).toEqual({ verdict: "OUTSIDE_HOURS", startsAt: null, endsAt: null });
    const closed = policy({ operatingHours: everyDay("10:00", "23:00").filter((h) => h.dayOfWeek !== 3) });
    expect(checkSlot(closed, { date: WED, startTime: "12:00", durationMinutes: 60, stepMinutes: 30 }, [], now).verdict).toBe(
      "OUTSIDE_HOURS",
    );
  });

  it("OUTSIDE_BOOKING_WINDOW: too soon, in the past, beyond the horizon", () => {
    const soon = at(p, WED, "10:30"); // earliest start is 11:30
    const c = (date: string, t: string) => checkSlot(p, { date, startTime: t, durationMinutes: 60, stepMinutes: 30 }, busy, soon).verdict;
    expect(c(WED, "11:00")).toBe("OUTSIDE_BOOKING_WINDOW");
    expect(c(WED, "11:30")).toBe("free");
    expect(c("2026-03-31", "12:00")).toBe("OUTSIDE_BOOKING_WINDOW");
    expect(c("2026-05-01", "22:00")).toBe("free"); // today + 30, whole day
    expect(c("2026-05-02", "10:00")).toBe("OUTSIDE_BOOKING_WINDOW");
    // a past slot that also overlaps a booking reports the window first
    expect(checkSlot(p, { date: WED, startTime: "15:00", durationMinutes: 60, stepMinutes: 30 }, busy, at(p, WED, "15:30")).verdict).toBe(
      "OUTSIDE_BOOKING_WINDOW",
    );
  });

  it("SLOT_TAKEN: overlapping a busy interval or its buffer", () => {
    expect(check(WED, "15:00", 60).verdict).toBe("SLOT_TAKEN");
    expect(check(WED, "14:00", 60).verdict).toBe("SLOT_TAKEN"); // ends 15:00, inside the 15 min buffer
    expect(check(WED, "13:30", 90).verdict).toBe("SLOT_TAKEN");
    expect(check(WED, "13:30", 60).verdict).toBe("free"); // ends 14:30 <= 14:45
    expect(check(WED, "16:00", 30).verdict).toBe("SLOT_TAKEN"); // starts inside the trailing buffer
  });

  it("rejects programming errors loudly", () => {
    expect(() => check(WED, "10:00", 0)).toThrow();
    expect(() => check(WED, "10:00", 60, 0)).toThrow();
    expect(() => check("2026-02-30", "10:00", 60)).toThrow();
  });
});

describe("checkSlot agrees with availableDays (property)", () => {
  // Deterministic PRNG so failures are reproducible.
  function rng(seed: number) {
    let s = seed >>> 0;
    return () => {
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const toMin = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

  const cases: { name: string; p: RoomPolicy; date: string; step: number }[] = [
    { name: "Madrid weekday", p: policy({ bufferMinutes: 15, minNoticeMin: 90 }), date: WED, step: 30 },
    {
      name: "Madrid fall back 24h",
      p: policy({ operatingHours: everyDay("00:00", "00:00"), bufferMinutes: 10 }),
      date: "2026-10-25",
      step: 15,
    },
    {
      name: "New York spring forward, late hours",
      p: policy({ timezone: "America/New_York", operatingHours: everyDay("20:00", "04:00"), bufferMinutes: 5 }),
      date: "2026-03-08",
      step: 30,
    },
    {
      name: "Kathmandu (+05:45) with notice",
      p: policy({ timezone: "Asia/Kathmandu", operatingHours: everyDay("08:00", "22:00"), minNoticeMin: 45, bufferMinutes: 20 }),
      date: "2026-06-10",
      step: 15,
    },
  ];

  for (const c of cases) {
    it(c.name, () => {
      const rand = rng(c.date.length * 7919 + c.step);
      const dayStart = localToInstant(c.date, "00:00", c.p.timezone)!;
      const seen = new Set<string>();
      for (let round = 0; round < 8; round++) {
        const busy: Interval[] = [];
        const n = Math.floor(rand() * 6);
        for (let i = 0; i < n; i++) {
          const start = dayStart - 2 * 3600_000 + Math.floor(rand() * 28 * 60) * MIN + Math.floor(rand() * 60) * 1000;
          busy.push({ start, end: start + (5 + Math.floor(rand() * 180)) * MIN });
        }
        // now: sometimes long before, sometimes during the day (in-day now exercises min notice)
        const now = round % 2 === 0 ? dayStart - 86_400_000 : dayStart + Math.floor(rand() * 20 * 60) * MIN + 17_000;
        const [day] = availableDays(c.p, [c.date], busy, now);
        const free = day.free.map((s) => [toMin(s.start), toMin(s.end)] as const);
        for (let i = 1; i < free.length; i++) expect(free[i][0]).toBeGreaterThanOrEqual(free[i - 1][1]);
        let offered = 0;
        for (let start = 0; start < 1440; start += c.step) {
          for (let dur = c.step; dur <= 6 * 60; dur += c.step) {
            const expected = free.some(([a, b]) => a <= start && start + dur <= b);
            const r = checkSlot(c.p, { date: c.date, startTime: hhmm(start), durationMinutes: dur, stepMinutes: c.step }, busy, now);
            seen.add(r.verdict);
            if ((r.verdict === "free") !== expected)
              throw new Error(`${c.name} round ${round}: ${hhmm(start)}+${dur} verdict ${r.verdict}, spans ${JSON.stringify(day.free)}`);
            // brute-force oracle on the raw busy list: SLOT_TAKEN exactly when a widened busy interval overlaps
            const buf = c.p.bufferMinutes * MIN;
            const clash = r.startsAt !== null && busy.some((b) => r.startsAt! < b.end + buf && b.start - buf < r.endsAt!);
            if (r.verdict === "SLOT_TAKEN" || r.verdict === "free") expect(clash).toBe(r.verdict === "SLOT_TAKEN");
            if (expected) {
              offered++;
              // an offered slot really avoids every busy interval by the buffer, and respects notice
              for (const b of busy) expect(r.endsAt! <= b.start - buf || r.startsAt! >= b.end + buf).toBe(true);
              expect(r.startsAt!).toBeGreaterThanOrEqual(now + c.p.minNoticeMin * MIN);
              expect(r.endsAt! - r.startsAt!).toBe(dur * MIN);
            }
          }
        }
        if (round === 0) expect(offered).toBeGreaterThan(0);
      }
      // the sample exercises every layer, not just "free"
      expect([...seen].sort()).toEqual(["OUTSIDE_BOOKING_WINDOW", "OUTSIDE_HOURS", "SLOT_TAKEN", "free"]);
    });
  }
});
