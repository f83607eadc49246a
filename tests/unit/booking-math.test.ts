// Start times and durations from availability spans (the Availability schema).
import { describe, expect, it } from "vitest";
import { addMonths, daysInMonth, durations, endTime, firstWeekdayMonday, startTimes } from "../../lib/site/client/booking-math";
import { contrast, ensureContrast } from "../../lib/site/server/theme";

const rules = { minMinutes: 60, maxMinutes: 180, stepMinutes: 30 };

describe("startTimes", () => {
  it("takes multiples of the step at or after the span start that leave room for the minimum", () => {
    expect(startTimes([{ start: "10:10", end: "12:30" }], rules)).toEqual(["10:30", "11:00", "11:30"]);
  });
  it("handles several spans, spans too short and a span ending at 24:00", () => {
    expect(
      startTimes(
        [
          { start: "09:00", end: "09:45" },
          { start: "22:00", end: "24:00" },
        ],
        rules,
      ),
    ).toEqual(["22:00", "22:30", "23:00"]);
  });
  it("is empty for a closed day", () => {
    expect(startTimes([], rules)).toEqual([]);
  });
  it("uses the step grid counted from midnight, not from the span", () => {
    expect(startTimes([{ start: "10:20", end: "13:00" }], { minMinutes: 60, maxMinutes: 60, stepMinutes: 60 })).toEqual(["11:00", "12:00"]);
  });
});

describe("durations", () => {
  it("runs from min to max in steps, limited by the span containing the start", () => {
    const spans = [
      { start: "10:00", end: "12:30" },
      { start: "14:00", end: "20:00" },
    ];
    expect(durations(spans, "11:00", rules)).toEqual([60, 90]);
    expect(durations(spans, "14:00", rules)).toEqual([60, 90, 120, 150, 180]);
    expect(durations(spans, "13:00", rules)).toEqual([]);
  });
  it("gives end times", () => {
    expect(endTime("23:00", 60)).toBe("24:00");
  });
});

describe("calendar helpers", () => {
  it("does month arithmetic", () => {
    expect(addMonths("2030-12", 1)).toBe("2031-01");
    expect(addMonths("2030-01", -1)).toBe("2029-12");
    expect(daysInMonth("2032-02")).toBe(29);
    expect(firstWeekdayMonday("2030-04")).toBe(0); // 1 April 2030 is a Monday
  });
});

describe("theme contrast", () => {
  it("keeps an accent readable on both template backgrounds", () => {
    for (const bg of ["#0e0e10", "#fbfaf7"])
      for (const c of ["#e4572e", "#ffff00", "#222222", "#b0643c"]) expect(contrast(ensureContrast(c, bg), bg)).toBeGreaterThanOrEqual(4.5);
  });
});
