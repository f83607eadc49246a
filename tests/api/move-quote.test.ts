// GET /v1/public/bookings/manage/{token}/quote (getMoveQuote, beyond the contract; docs/studio-actions.md,
// Guest reschedule) over HTTP against the production build: the booking priced at another start by the
// room's rates by time of day (docs/pricing.md's peak window), its extras and promo discount as booked,
// beside the price it keeps; the move there then keeps that booked price; every refusal in the envelope.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { MoveQuote } from "../../lib/contract/schemas";

let t: BookingTestEnv;

beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(() => t?.close());

const zone = "Europe/Madrid";
// Demo hours: Tuesday 10:00–23:00. A Tuesday two weeks ahead (inside room 0's 60 days and outside its 24 h notice).
const tuesday = DateTime.now().setZone(zone).plus({ weeks: 2 }).set({ weekday: 2 }).startOf("day");
const day = tuesday.toISODate()!;

/** Room 0 at 18 €/h with docs/pricing.md's peak: every day from 19:00 at 30 €/h. */
const peakStudio = () =>
  createStudio(t.app.db, (f) => {
    f.rooms[0]!.rateWindows = [{ days: [0, 1, 2, 3, 4, 5, 6], from: "19:00", to: "24:00", hourlyCents: 3000 }];
  });

/** A two-hour booking at `start` on the Tuesday in room 0, with its manage token. */
async function book(s: TestStudio, start = "12:00") {
  const h = await createHold(t.app.db, s, { startsAt: DateTime.fromISO(`${day}T${start}`, { zone }).toJSDate() });
  const r = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, {
    paymentMode: "on_site",
    email: `q-${randomUUID().slice(0, 8)}@mail.example`,
  });
  expect(r.status).toBe(201);
  return {
    token: r.body.data.manageToken as string,
    id: r.body.data.booking.id as string,
    priceCents: r.body.data.booking.priceCents as number,
  };
}
const quoteOf = (token: string, q: string) => t.app.get(`/v1/public/bookings/manage/${token}/quote${q}`);

describe("GET /v1/public/bookings/manage/{token}/quote", () => {
  it("200: the booking's price at another start by the room's rates, beside the booked price; the move keeps the booked one", async () => {
    const s = await peakStudio();
    const b = await book(s);
    expect(b.priceCents).toBe(3600); // 12:00–14:00 at 18 €/h

    const r = await quoteOf(b.token, `?date=${day}&startTime=18:00`);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("no-store");
    expect(r.headers.get("referrer-policy")).toBe("no-referrer");
    // 18:00–19:00 at 18 €/h and 19:00–20:00 at the 30 €/h peak.
    expect(MoveQuote.strict().parse(r.body.data)).toEqual({
      date: day,
      startTime: "18:00",
      minutes: 120,
      currency: "EUR",
      priceCents: 4800,
      priceLines: [
        { minutes: 60, hourlyCents: 1800 },
        { minutes: 60, hourlyCents: 3000 },
      ],
      bookedPriceCents: 3600,
    });
    // Its own time costs what it was booked at.
    expect((await quoteOf(b.token, `?date=${day}&startTime=12:00`)).body.data).toMatchObject({ priceCents: 3600, bookedPriceCents: 3600 });

    const moved = await t.app.post(`/v1/public/bookings/manage/${b.token}/reschedule`, { date: day, startTime: "18:00" });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ startTime: "18:00", priceCents: 3600 });
    // Moved, it still pays 36 €; back at 12:00 it would cost that too.
    expect((await quoteOf(b.token, `?date=${day}&startTime=12:00`)).body.data).toMatchObject({ priceCents: 3600, bookedPriceCents: 3600 });
  });

  it("200: the booking's extras and its promo code's discount count as booked", async () => {
    const s = await peakStudio();
    const b = await book(s);
    // Two of an extra at 5 € each and a 5 € code, as a hold would have written them (docs/pricing.md, Extras, Promo codes).
    await t.app.db.booking.update({
      where: { id: b.id },
      data: {
        extras: [{ extraId: randomUUID(), name: { es: "Platos", ca: "Plats", en: "Cymbals" }, quantity: 2, priceCents: 1000 }],
        promo: { promoCodeId: randomUUID(), code: "SPRING", discountCents: 500 },
        priceCents: 3600 + 1000 - 500,
      },
    });
    const r = await quoteOf(b.token, `?date=${day}&startTime=19:00`);
    expect(r.status).toBe(200);
    // 19:00–21:00 at 30 €/h, plus 10 € of extras, less 5 €.
    expect(r.body.data).toMatchObject({
      priceCents: 6000 + 1000 - 500,
      bookedPriceCents: 4100,
      priceLines: [{ minutes: 120, hourlyCents: 3000 }],
    });
  });

  it("400 a bad query, 404 an unknown token, 409 INVALID_STATE for another currency, ROOM_NOT_BOOKABLE, 404 SITE_NOT_LIVE", async () => {
    for (const token of ["0".repeat(64), "nope"])
      expect(errorOf(await quoteOf(token, `?date=${day}&startTime=12:00`))).toEqual({
        status: 404,
        code: "RESOURCE_NOT_FOUND",
        envelope: true,
      });
    const s = await createStudio(t.app.db);
    const b = await book(s);
    for (const q of [
      "",
      `?date=${day}`,
      "?date=2030-02-30&startTime=12:00",
      `?date=${day}&startTime=24:00`,
      `?date=${day}&startTime=12:00&startTime=13:00`,
    ])
      expect(errorOf(await quoteOf(b.token, q)), q).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });

    // Each read fresh once its change is announced (the site's cache).
    const ask = () => quoteOf(b.token, `?date=${day}&startTime=15:00`);
    await t.app.db.room.update({ where: { id: s.roomIds[0] }, data: { currency: "USD" } });
    await expect
      .poll(async () => errorOf(await ask()), { timeout: 10_000 })
      .toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    await t.app.db.room.update({ where: { id: s.roomIds[0] }, data: { currency: "EUR", active: false } });
    await expect
      .poll(async () => errorOf(await ask()), { timeout: 10_000 })
      .toEqual({ status: 409, code: "ROOM_NOT_BOOKABLE", envelope: true });
    await t.app.db.siteConfig.update({ where: { studioId: s.studioId }, data: { status: "draft" } });
    await expect
      .poll(async () => errorOf(await ask()), { timeout: 10_000 })
      .toEqual({ status: 404, code: "SITE_NOT_LIVE", envelope: true });
  });
});
