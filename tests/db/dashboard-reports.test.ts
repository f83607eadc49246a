// The studio's figures (lib/domain/dashboard/reports.ts, docs/dashboard.md, Figures) against numbers
// worked out by hand below: two weeks and a half in Europe/Madrid across the spring DST change, a
// closed date and a date with special hours, every booking status and payment state, refunds that
// count and one that failed, and bookings outside the range or of another studio left out.
import { beforeAll, describe, expect, it, inject } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";
import { ApiError } from "../../lib/contract/errors";
import { studioReport, type StudioReport } from "../../lib/domain/dashboard/reports";
import { reportCsv } from "../../lib/domain/dashboard/report-csv";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { actorFor, addBooking } from "../helpers/dashboard";
import { testDb } from "../helpers/test-db";

let s: TestStudio;
let other: TestStudio;

// Open hours (minutes a day): Monday to Friday 10:00–20:00 = 600, Saturday 10:00–14:00 = 240,
// Sunday 01:00–05:00 = 240, except Sunday 2030-03-31, when clocks jump 02:00 → 03:00: 180.
// Exceptions: Wednesday 2030-04-03 closed (0); Monday 2030-04-08 open 12:00–16:00 (240).
const HOURS = [
  { dayOfWeek: 0, openTime: "01:00", closeTime: "05:00", isClosed: false },
  ...[1, 2, 3, 4, 5].map((d) => ({ dayOfWeek: d, openTime: "10:00", closeTime: "20:00", isClosed: false })),
  { dayOfWeek: 6, openTime: "10:00", closeTime: "14:00", isClosed: false },
];

const db = testDb(4);
beforeAll(async () => {
  [s, other] = await Promise.all([
    createStudio(db, (f) => {
      f.studio.operatingHours = HOURS;
      f.studio.hourExceptions = [
        { date: "2030-04-03", closed: true },
        { date: "2030-04-08", open: "12:00", close: "16:00" },
      ];
      f.calendarBlocks = [];
    }),
    createStudio(db),
  ]);
  // Rooms of the demo file: A 18.00/h (deposit 30%), B 45.00/h (deposit 50%), C 12.00/h.
  const A = 0;
  const B = 1;
  const C = 2;
  const refund = (bookingId: string, amountCents: number, status: string) =>
    db.bookingRefund.create({ data: { bookingId, amountCents, status, stripeRefundId: `re_${bookingId.slice(0, 8)}_${amountCents}` } });
  // Week of Monday 2030-03-25 (in range from Wednesday 27th to Sunday 31st), all of March's part.
  await addBooking(db, s, { at: "2030-03-27T10:00", roomIndex: A, minutes: 120, paymentStatus: "paid" }); // 36.00 booked, 36.00 collected
  await addBooking(db, s, { at: "2030-03-28T12:00", roomIndex: A, minutes: 60, status: "completed" }); // 18.00, unpaid
  await addBooking(db, s, { at: "2030-03-29T10:00", roomIndex: B, minutes: 120, paymentMode: "card" }); // 90.00, deposit 45.00 collected
  await addBooking(db, s, { at: "2030-03-30T10:00", roomIndex: C, minutes: 60, status: "no_show" }); // 12.00, unpaid, a no-show
  // Cancelled keeping its paid deposit: a cancellation, nothing booked, the deposit (22.50) collected.
  await addBooking(db, s, { at: "2030-03-31T01:00", roomIndex: B, minutes: 60, status: "cancelled", paymentMode: "card" });
  // Week of Monday 2030-04-01.
  await addBooking(db, s, { at: "2030-04-01T10:00", roomIndex: A, minutes: 180, paymentMode: "card", paymentStatus: "paid" }); // 54.00 collected
  const refundedWhole = await addBooking(db, s, {
    at: "2030-04-02T14:00",
    roomIndex: B,
    minutes: 120,
    status: "cancelled",
    paymentMode: "card",
    paymentStatus: "refunded",
  }); // deposit 45.00 collected and refunded
  await refund(refundedWhole.id, 4500, "succeeded");
  const refundedPart = await addBooking(db, s, { at: "2030-04-04T10:00", roomIndex: B, minutes: 60, paymentMode: "card" }); // 45.00, deposit 22.50
  await refund(refundedPart.id, 1000, "succeeded");
  await refund(refundedPart.id, 500, "failed"); // does not count
  await addBooking(db, s, { at: "2030-04-05T10:00", roomIndex: C, minutes: 120, status: "no_show" }); // 24.00, a no-show
  await addBooking(db, s, { at: "2030-04-06T10:00", roomIndex: A, minutes: 60, status: "pending_payment", paymentMode: "card" }); // not counted
  await addBooking(db, s, { at: "2030-04-07T02:00", roomIndex: C, minutes: 60, status: "completed", paymentStatus: "paid" }); // 12.00 collected
  // Week of Monday 2030-04-08 (in range Monday and Tuesday).
  await addBooking(db, s, { at: "2030-04-08T12:00", roomIndex: A, minutes: 240, paymentStatus: "paid" }); // 72.00 collected, the whole special day
  await addBooking(db, s, { at: "2030-04-09T10:00", roomIndex: C, minutes: 60, status: "cancelled" }); // a cancellation
  // Outside: the day before, the day after, and another studio's booking inside the range.
  await addBooking(db, s, { at: "2030-03-26T10:00", roomIndex: A, minutes: 60, paymentStatus: "paid" });
  await addBooking(db, s, { at: "2030-04-10T10:00", roomIndex: A, minutes: 60, paymentStatus: "paid" });
  await addBooking(db, other, { at: "2030-04-01T10:00", roomIndex: A, minutes: 60, paymentStatus: "paid" });
});

/** Room minutes and occupancy in room order A, B, C. */
const rooms = (a: number, b: number, c: number, open: number) =>
  [a, b, c].map((m, i) => ({ roomId: s.roomIds[i], bookedMinutes: m, occupancy: Math.round((m / open) * 10_000) / 10_000 }));

describe("studioReport: the hand-worked fixture", () => {
  let r: StudioReport;
  beforeAll(async () => {
    r = await studioReport(db, actorFor(s), { from: "2030-03-27", to: "2030-04-09" });
  });

  it("the range, the zone, the currency and the rooms", () => {
    expect(r).toMatchObject({ from: "2030-03-27", to: "2030-04-09", timezone: "Europe/Madrid", currency: "EUR" });
    expect(r.rooms.map((x) => x.id)).toEqual(s.roomIds);
  });

  it("weeks: Monday-keyed, clipped to the range", () => {
    expect(r.weeks).toEqual([
      {
        period: "2030-03-25",
        from: "2030-03-27",
        to: "2030-03-31",
        openMinutes: 600 + 600 + 600 + 240 + 180, // Wed, Thu, Fri, Sat, the DST Sunday
        bookings: 4,
        noShows: 1,
        cancellations: 1,
        bookedCents: 3600 + 1800 + 9000 + 1200,
        collectedCents: 3600 + 4500 + 2250,
        refundedCents: 0,
        rooms: rooms(180, 120, 60, 2220),
      },
      {
        period: "2030-04-01",
        from: "2030-04-01",
        to: "2030-04-07",
        openMinutes: 600 + 600 + 0 + 600 + 600 + 240 + 240, // Wednesday closed
        bookings: 4,
        noShows: 1,
        cancellations: 1,
        bookedCents: 5400 + 4500 + 2400 + 1200,
        collectedCents: 5400 + 4500 + 2250 + 1200,
        refundedCents: 4500 + 1000,
        rooms: rooms(180, 60, 180, 2880),
      },
      {
        period: "2030-04-08",
        from: "2030-04-08",
        to: "2030-04-09",
        openMinutes: 240 + 600, // the special Monday
        bookings: 1,
        noShows: 0,
        cancellations: 1,
        bookedCents: 7200,
        collectedCents: 7200,
        refundedCents: 0,
        rooms: rooms(240, 0, 0, 840),
      },
    ]);
    expect(r.weeks[0].rooms[0].occupancy).toBe(0.0811); // 180 / 2220
  });

  it("months and the total", () => {
    expect(r.months.map((m) => [m.period, m.from, m.to])).toEqual([
      ["2030-03", "2030-03-27", "2030-03-31"],
      ["2030-04", "2030-04-01", "2030-04-09"],
    ]);
    const { period: _p, from: _f, to: _t, ...march } = r.months[0];
    const { period: _p0, from: _f0, to: _t0, ...firstWeek } = r.weeks[0];
    expect(march).toEqual(firstWeek);
    expect(r.months[1]).toMatchObject({
      openMinutes: 3720,
      bookings: 5,
      noShows: 1,
      cancellations: 2,
      bookedCents: 20700,
      collectedCents: 20550,
      refundedCents: 5500,
      rooms: rooms(420, 60, 180, 3720),
    });
    expect(r.total).toEqual({
      openMinutes: 5940,
      bookings: 9,
      noShows: 2,
      cancellations: 3,
      bookedCents: 36300,
      collectedCents: 30900,
      refundedCents: 5500,
      rooms: rooms(600, 180, 240, 5940),
    });
    expect(r.total.rooms.map((x) => x.occupancy)).toEqual([0.101, 0.0303, 0.0404]);
  });

  it("another studio's staff see only their own bookings", async () => {
    const o = await studioReport(db, actorFor(other), { from: "2030-03-27", to: "2030-04-09" });
    expect(o.total).toMatchObject({ bookings: 1, bookedCents: 1800, collectedCents: 1800 });
  });

  it("a range that is backwards or longer than a year is a VALIDATION_ERROR naming `to`", async () => {
    for (const q of [
      { from: "2030-04-09", to: "2030-03-27" },
      { from: "2030-01-01", to: "2031-01-02" },
      { from: "2030-02-30", to: "2030-03-01" },
    ]) {
      const e = await studioReport(db, actorFor(s), q).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).code).toBe("VALIDATION_ERROR");
    }
    await expect(studioReport(db, actorFor(s), { from: "2030-01-01", to: "2030-12-31" })).resolves.toMatchObject({ from: "2030-01-01" });
  });

  it("one SQL round trip", async () => {
    let queries = 0;
    const counted = new PrismaClient({
      adapter: new PrismaPg({ connectionString: inject("databaseUrl"), max: 1, options: "-c TimeZone=UTC" }),
      log: [{ emit: "event", level: "query" }],
    });
    (counted as unknown as { $on(ev: "query", cb: () => void): void }).$on("query", () => queries++);
    try {
      await studioReport(counted, actorFor(s), { from: "2030-03-27", to: "2030-04-09" });
    } finally {
      await counted.$disconnect();
    }
    expect(queries).toBe(1);
  });

  it("CSV: BOM, the member's separator and headers, the same numbers", () => {
    const es = reportCsv(r, "es", "week");
    expect(es.startsWith("\uFEFF")).toBe(true);
    const lines = es.slice(1).split("\r\n");
    expect(lines[0].split(";")[0]).toBe("Semana");
    expect(lines[1].split(";").slice(0, 9)).toEqual(["2030-03-25", "2030-03-27", "2030-03-31", "4", "1", "1", "156,00", "103,50", "0,00"]);
    const en = reportCsv(r, "en", "month").slice(1).split("\r\n");
    expect(en[0].split(",")[0]).toBe("Month");
    expect(en[2].split(",").slice(0, 9)).toEqual(["2030-04", "2030-04-01", "2030-04-09", "5", "1", "2", "207.00", "205.50", "55.00"]);
  });
});
