// Wall times in the studio's zone, in the browser, on luxon (docs/decisions-time.md, One time-zone
// library): both Europe/Madrid clock changes for each conversion the booking flow and the block
// form make, one rule for zones either side of Greenwich, and no hand-rolled offset arithmetic
// left beside luxon in client code.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { policyFor } from "../../components/booking/steps/CancelPolicy";
import { spanOffsets, wallTimeToInstant, zonedIso } from "../../lib/site/client/zoned";

const MADRID = "Europe/Madrid";
// 2030: 03-31 02:00 → 03:00 (spring, 02:00–02:59 never happen); 10-27 03:00 → 02:00 (autumn, 02:00–02:59 twice).
const at = (date: string, time: string) => wallTimeToInstant(date, time, MADRID).toISOString();

describe("Europe/Madrid, spring forward (the missing hour)", () => {
  it("around the gap each wall time is its instant; a time inside it lands after the gap", () => {
    expect(at("2030-03-31", "01:59")).toBe("2030-03-31T00:59:00.000Z");
    expect(at("2030-03-31", "02:00")).toBe("2030-03-31T01:00:00.000Z");
    expect(at("2030-03-31", "02:30")).toBe("2030-03-31T01:30:00.000Z");
    expect(at("2030-03-31", "03:00")).toBe("2030-03-31T01:00:00.000Z");
    expect(zonedIso("2030-03-31", "02:00", MADRID)).toBe("2030-03-31T03:00:00+02:00");
    expect(zonedIso("2030-03-31", "02:59", MADRID)).toBe("2030-03-31T03:59:00+02:00");
    expect(zonedIso("2030-03-31", "24:00", MADRID)).toBe("2030-04-01T00:00:00+02:00");
  });

  it("a span across the gap has both offsets; one starting in it keeps the offset after it", () => {
    expect(spanOffsets("2030-03-31", "01:00", "03:00", 60, MADRID)).toEqual({ start: 60, end: 120 });
    expect(spanOffsets("2030-03-31", "00:00", "04:00", 180, MADRID)).toEqual({ start: 60, end: 120 });
    expect(spanOffsets("2030-03-31", "02:30", "03:30", 60, MADRID)).toEqual({ start: 120, end: 120 });
  });
});

describe("Europe/Madrid, fall back (the repeated hour)", () => {
  it("a repeated wall time is its first occurrence, for the deadline and the block form alike (as the server)", () => {
    expect(at("2030-10-27", "01:59")).toBe("2030-10-26T23:59:00.000Z");
    expect(at("2030-10-27", "02:00")).toBe("2030-10-27T00:00:00.000Z");
    expect(at("2030-10-27", "02:30")).toBe("2030-10-27T00:30:00.000Z");
    expect(at("2030-10-27", "03:00")).toBe("2030-10-27T02:00:00.000Z");
    expect(zonedIso("2030-10-27", "02:00", MADRID)).toBe("2030-10-27T02:00:00+02:00");
    expect(zonedIso("2030-10-27", "02:45", MADRID)).toBe("2030-10-27T02:45:00+02:00");
    expect(zonedIso("2030-10-27", "03:00", MADRID)).toBe("2030-10-27T03:00:00+01:00");
    expect(zonedIso("2030-10-26", "24:00", MADRID)).toBe("2030-10-27T00:00:00+02:00");
    expect(zonedIso("2030-10-27", "24:00", MADRID)).toBe("2030-10-28T00:00:00+01:00");
  });

  it("the cancellation deadline of a slot in the repeated hour is the server's (first occurrence)", () => {
    // 24 hours' notice before 02:30 of the first occurrence (00:30 UTC): Saturday 02:30 summer time.
    const policy = policyFor("2030-10-27", "02:30", MADRID, 24, Date.parse("2030-10-20T00:00:00Z"));
    expect(policy).toEqual({ cancellable: true, until: "2030-10-26T00:30:00.000Z" });
  });

  it("a span's start is the occurrence its length and end agree with", () => {
    expect(spanOffsets("2030-10-27", "02:00", "02:00", 60, MADRID)).toEqual({ start: 120, end: 60 });
    expect(spanOffsets("2030-10-27", "01:30", "02:30", 120, MADRID)).toEqual({ start: 120, end: 60 });
    expect(spanOffsets("2030-10-27", "02:30", "03:00", 90, MADRID)).toEqual({ start: 120, end: 60 });
    expect(spanOffsets("2030-10-27", "02:30", "03:00", 30, MADRID)).toEqual({ start: 60, end: 60 });
    // Both occurrences fit a half hour inside the fold: the first, as the server takes it.
    expect(spanOffsets("2030-10-27", "02:00", "02:30", 30, MADRID)).toEqual({ start: 120, end: 120 });
    expect(spanOffsets("2030-10-27", "23:00", "24:00", 60, MADRID)).toEqual({ start: 60, end: 60 });
  });
});

describe("zones west of Greenwich follow the same rules", () => {
  it("America/New_York: after the gap in March, the first occurrence in November", () => {
    const ny = (date: string, time: string) => wallTimeToInstant(date, time, "America/New_York").toISOString();
    // 2030-03-10 02:00 → 03:00 EDT; 2030-11-03 02:00 EDT → 01:00 EST.
    expect(ny("2030-03-10", "02:30")).toBe("2030-03-10T07:30:00.000Z");
    expect(zonedIso("2030-03-10", "02:30", "America/New_York")).toBe("2030-03-10T03:30:00-04:00");
    expect(ny("2030-11-03", "01:30")).toBe("2030-11-03T05:30:00.000Z");
    expect(zonedIso("2030-11-03", "01:30", "America/New_York")).toBe("2030-11-03T01:30:00-04:00");
    expect(spanOffsets("2030-11-03", "01:00", "01:00", 60, "America/New_York")).toEqual({ start: -240, end: -300 });
  });
});

describe("offsets as the API writes them", () => {
  it("always ±HH:MM, UTC included (never Z)", () => {
    expect(zonedIso("2030-01-15", "10:00", "UTC")).toBe("2030-01-15T10:00:00+00:00");
    expect(zonedIso("2030-01-15", "10:00", "Europe/London")).toBe("2030-01-15T10:00:00+00:00");
    expect(zonedIso("2030-01-15", "10:00", "America/St_Johns")).toBe("2030-01-15T10:00:00-03:30");
  });
});

describe("one time-zone library in the browser", () => {
  it("no client module reads a zone's offset from Intl's hour parts (luxon does it)", () => {
    const files = ["components", "lib/site/client"].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => join(dir, f)),
    );
    const handRolled = files.filter((f) => {
      const src = readFileSync(f, "utf8");
      return src.includes("formatToParts") && /hour(Cycle)?:/.test(src);
    });
    expect(handRolled).toEqual([]);
  });
});
