// The booking flow's first step on the room page: the price of each duration in the list and
// the "next available" day offered when the shown month is mostly taken.
import { describe, expect, it } from "vitest";
import { getDict } from "../../lib/i18n";
import { durationChoices, durationOptionLabel, FEW_FREE_DAYS, nextAvailable } from "../../lib/site/client/room-extras";

const norm = (x: string) => x.replace(/\s/g, " ");

describe("durationChoices / durationOptionLabel", () => {
  const quote = new Map([
    [60, 1800],
    [90, 2700],
    [120, 3600],
  ]);
  it("gives each duration its end and the quote's price, none while the quote is on its way", () => {
    expect(durationChoices("10:00", [60, 90, 120], quote)).toEqual([
      { minutes: 60, end: "11:00", cents: 1800 },
      { minutes: 90, end: "11:30", cents: 2700 },
      { minutes: 120, end: "12:00", cents: 3600 },
    ]);
    expect(durationChoices("23:00", [60], null)).toEqual([{ minutes: 60, end: "24:00", cents: null }]);
    expect(norm(durationOptionLabel(durationChoices("23:00", [60], null)[0], getDict("en").booking, "en", "EUR"))).toBe(
      "1 h · until 24:00 · …",
    );
  });
  it("reads duration, end and price in each language", () => {
    const [c] = durationChoices("10:00", [120], quote);
    expect(norm(durationOptionLabel(c, getDict("en").booking, "en", "EUR"))).toBe("2 h · until 12:00 · €36");
    expect(norm(durationOptionLabel(c, getDict("es").booking, "es", "EUR"))).toBe("2 h · hasta las 12:00 · 36 €");
    expect(norm(durationOptionLabel(c, getDict("ca").booking, "ca", "EUR"))).toBe("2 h · fins a les 12:00 · 36 €");
    const [d] = durationChoices("10:00", [90], quote);
    expect(norm(durationOptionLabel(d, getDict("en").booking, "en", "EUR"))).toBe("1 h 30 min · until 11:30 · €27");
  });
});

describe("nextAvailable", () => {
  const month = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, "0")}`);
  const december = Array.from({ length: 31 }, (_, i) => `2026-12-${String(i + 1).padStart(2, "0")}`);
  const freeOn =
    (...days: string[]) =>
    (d: string) =>
      days.includes(d);

  it("offers nothing while the month has more than a few free days", () => {
    const many = month.slice(10, 10 + FEW_FREE_DAYS + 1);
    expect(nextAvailable(month, null, freeOn(...many))).toBeNull();
  });
  it("offers the first of the few free days left in the month", () => {
    expect(nextAvailable(month, null, freeOn("2026-11-27", "2026-11-20"))).toEqual({ date: "2026-11-20" });
  });
  it("asks for the following month (once) when the month has no free day, then offers its first free day", () => {
    expect(nextAvailable(month, null, freeOn())).toBe("load");
    expect(nextAvailable(month, december, freeOn("2026-12-09", "2026-12-03"))).toEqual({ date: "2026-12-03" });
  });
  it("offers nothing when the following month is full too or beyond the booking horizon", () => {
    expect(nextAvailable(month, december, freeOn())).toBeNull();
    expect(nextAvailable(month, [], freeOn())).toBeNull();
  });
});
