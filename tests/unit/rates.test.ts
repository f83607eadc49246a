// A room's rates (docs/pricing.md): windows by weekday and time, the long-session rate, the "from"
// rate the contract's hourlyCents shows, and the problems a studio file's windows are refused for.
import { describe, expect, it } from "vitest";
import { fromRate, linesCents, localStart, priceShares, rateLines, rateWindowProblems, type Rates } from "../../lib/contract/rates";
import { quote } from "../../lib/domain/pricing";

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
/** docs/pricing.md's example room: 20 €/h, 30 €/h every evening from 19:00. */
const peakRoom: Rates = {
  hourlyCents: 2000,
  rateWindows: [{ days: EVERY_DAY, from: "19:00", to: "24:00", hourlyCents: 3000 }],
  longFromMinutes: null,
  longHourlyCents: null,
};

describe("rates", () => {
  it("prices 18:00 to 21:00 across the 19:00 peak as the docs' example: 80.00 €", () => {
    const start = localStart("2030-03-13", "18:00");
    expect(rateLines(peakRoom, start, 180)).toEqual([
      { startTime: "18:00", endTime: "19:00", minutes: 60, hourlyCents: 2000 },
      { startTime: "19:00", endTime: "21:00", minutes: 120, hourlyCents: 3000 },
    ]);
    expect(quote({ ...peakRoom, depositPercent: 30, currency: "EUR" }, start, 180)).toEqual({
      priceCents: 8000,
      depositCents: 2400,
      currency: "EUR",
      minutes: 180,
      lines: [
        { minutes: 60, hourlyCents: 2000 },
        { minutes: 120, hourlyCents: 3000 },
      ],
    });
  });

  it("a room without windows costs what it always did: rate × minutes / 60, rounded half up once", () => {
    const flat: Rates = { hourlyCents: 1001, rateWindows: [], longFromMinutes: null, longHourlyCents: null };
    expect(linesCents(rateLines(flat, localStart("2030-03-13", "10:00"), 30))).toBe(501);
    expect(fromRate(flat)).toBe(1001);
  });

  it("windows keep to their weekdays and cross midnight into the next day's", () => {
    const weekend: Rates = {
      hourlyCents: 1500,
      rateWindows: [{ days: [6, 0], from: "00:00", to: "24:00", hourlyCents: 2500 }],
      longFromMinutes: null,
      longHourlyCents: null,
    };
    // 2030-03-15 is a Friday: 23:00 to 01:00 is an hour of Friday at the base, an hour of Saturday at the weekend's rate.
    expect(localStart("2030-03-15", "23:00")).toEqual({ day: 5, minute: 1380 });
    expect(rateLines(weekend, localStart("2030-03-15", "23:00"), 120)).toEqual([
      { startTime: "23:00", endTime: "00:00", minutes: 60, hourlyCents: 1500 },
      { startTime: "00:00", endTime: "01:00", minutes: 60, hourlyCents: 2500 },
    ]);
    // Sunday 23:30 to Monday 00:30: back to the base at midnight.
    expect(rateLines(weekend, localStart("2030-03-17", "23:30"), 60).map((l) => l.hourlyCents)).toEqual([2500, 1500]);
  });

  it("the long-session rate from its minute on, unless a window is cheaper", () => {
    const tiered: Rates = {
      hourlyCents: 2000,
      rateWindows: [{ days: EVERY_DAY, from: "08:00", to: "10:00", hourlyCents: 1000 }],
      longFromMinutes: 180,
      longHourlyCents: 1800,
    };
    // 10:00 to 15:00: three hours at 20 €, then two at 18 €.
    expect(rateLines(tiered, localStart("2030-03-13", "10:00"), 300)).toEqual([
      { startTime: "10:00", endTime: "13:00", minutes: 180, hourlyCents: 2000 },
      { startTime: "13:00", endTime: "15:00", minutes: 120, hourlyCents: 1800 },
    ]);
    // 05:00 to 10:00: three hours at the base; then the morning window's 10 € is cheaper than 18 €.
    expect(rateLines(tiered, localStart("2030-03-13", "05:00"), 300).map((l) => [l.minutes, l.hourlyCents])).toEqual([
      [180, 2000],
      [120, 1000],
    ]);
    expect(fromRate(tiered)).toBe(1000);
  });

  it("refuses an empty window and two that overlap on a shared day", () => {
    expect(rateWindowProblems([{ days: [1], from: "20:00", to: "19:00", hourlyCents: 1 }])).toEqual([
      ["rateWindows.0.to", "must be after from (a window past midnight is two windows)"],
    ]);
    expect(
      rateWindowProblems([
        { days: [1, 2], from: "18:00", to: "22:00", hourlyCents: 1 },
        { days: [3], from: "18:00", to: "22:00", hourlyCents: 1 },
        { days: [2], from: "21:00", to: "23:00", hourlyCents: 1 },
      ]),
    ).toEqual([["rateWindows.2", "overlaps rateWindows.0 on a day both list"]]);
  });

  it("reads a price line by line: shares that add up to it, and what the studio changed it by", () => {
    // 50 min at 10.01 €/h and 50 min at 20.03 €/h: 8.34 + 16.69 (rounded once) = 25.03 €, never 8.34 + 16.69 rounded apart.
    const lines = [
      { minutes: 50, hourlyCents: 1001 },
      { minutes: 50, hourlyCents: 2003 },
    ];
    const priceCents = linesCents(lines);
    const kept = priceShares({ priceCents, priceLines: lines, extras: [] });
    expect(kept.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(priceCents);
    expect(kept.adjustmentCents).toBe(0);
    expect(priceShares({ priceCents: priceCents - 300, priceLines: lines, extras: [] }).adjustmentCents).toBe(-300);
    // Extras are priced on their own: a kit of 5 € is no change by the studio.
    expect(priceShares({ priceCents: priceCents + 500, priceLines: lines, extras: [{ priceCents: 500 }] }).adjustmentCents).toBe(0);
    // A promo code's discount is its own line too (docs/pricing.md, Promo codes): no change by the studio either.
    const discounted = priceCents + 500 - 300;
    expect(
      priceShares({ priceCents: discounted, priceLines: lines, extras: [{ priceCents: 500 }], discount: { discountCents: 300 } })
        .adjustmentCents,
    ).toBe(0);
    expect(
      priceShares({ priceCents: discounted - 100, priceLines: lines, extras: [], discount: { discountCents: 300 } }).adjustmentCents,
    ).toBe(400);
    expect(priceShares({ priceCents: 5400, priceLines: [], extras: [] })).toEqual({ lines: [], adjustmentCents: 0 });
  });
});
