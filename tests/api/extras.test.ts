// Extras over HTTP against the production build (docs/pricing.md, Extras): the last backline kit raced
// by two guests in two rooms (one 201, one 409 EXTRA_UNAVAILABLE in the envelope naming the extra),
// create hold's extras refused with 400 VALIDATION_ERROR naming the field, the quote listing the
// room's extras, and a hold without extras answering as before.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, startTestApp, type TestApp } from "../helpers/app";
import type { TestStudio } from "../helpers/fixtures";
import { bookableStudio, holdBody, localDate, postHold, uniqueEmail, verify } from "./holds.helpers";

let app: TestApp;
let studio: TestStudio;
const KIT = randomUUID();
const MIC = randomUUID();

beforeAll(async () => {
  app = await startTestApp();
  studio = await bookableStudio(app, (f) => {
    f.extras = [
      { id: KIT, name: { es: "Backline", ca: "Backline", en: "Backline kit" }, priceCents: 2500, per: "booking", quantity: 1 },
      { id: MIC, name: { es: "Micrófono", ca: "Micròfon", en: "Microphone" }, priceCents: 600, per: "hour", roomIds: [f.rooms[0].id] },
    ];
  });
});
afterAll(() => app?.close());

const body = (over: Record<string, unknown>) => holdBody(studio, { channel: "email", contact: uniqueEmail(), ...over });

describe("extras over HTTP", () => {
  it("two guests racing for the last kit at overlapping times: one 201, the other 409 EXTRA_UNAVAILABLE naming it", async () => {
    const date = localDate(5);
    const [a, b] = await Promise.all([
      postHold(app, studio.slug, body({ roomId: studio.roomIds[0], date, startTime: "10:00", extras: [{ extraId: KIT, quantity: 1 }] }), {
        ip: "198.51.100.71",
      }),
      postHold(app, studio.slug, body({ roomId: studio.roomIds[2], date, startTime: "10:30", extras: [{ extraId: KIT, quantity: 1 }] }), {
        ip: "198.51.100.72",
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const lost = a.status === 409 ? a : b;
    expect(errorOf(lost)).toEqual({ status: 409, code: "EXTRA_UNAVAILABLE", envelope: true });
    expect(lost.body).toMatchObject({
      success: false,
      error: {
        code: "EXTRA_UNAVAILABLE",
        message: expect.stringContaining("Backline kit"),
        details: { extraId: KIT, name: "Backline kit" },
      },
    });
    const won = a.status === 201 ? a : b;
    expect(won.body.data.price.priceCents).toBeGreaterThan(2500);
  });

  it("the booking lists its extras and its price lines, which add up to its price with them (docs/pricing.md, Price lines)", async () => {
    const hold = await postHold(
      app,
      studio.slug,
      body({
        roomId: studio.roomIds[0],
        date: localDate(6),
        startTime: "10:00",
        durationMinutes: 120,
        extras: [{ extraId: MIC, quantity: 2 }],
      }),
    );
    expect(hold.status, JSON.stringify(hold.body)).toBe(201);
    expect((await verify(app, hold.body.data.holdId, hold.body.data.devCode)).status).toBe(200);
    const confirmed = await app.post(`/v1/public/holds/${hold.body.data.holdId}/confirm`, { paymentMode: "on_site" });
    expect(confirmed.status).toBe(201);
    const booking = confirmed.body.data.booking as {
      priceCents: number;
      priceLines: { minutes: number; hourlyCents: number }[];
      extras: { extraId: string; name: { en: string }; quantity: number; priceCents: number }[];
    };
    // Two microphones at 6 € an hour for two hours.
    expect(booking.extras).toEqual([
      { extraId: MIC, name: { es: "Micrófono", ca: "Micròfon", en: "Microphone" }, quantity: 2, priceCents: 2400 },
    ]);
    const roomCents = booking.priceLines.reduce((sum, l) => sum + (l.hourlyCents * l.minutes) / 60, 0);
    expect(booking.priceLines.reduce((sum, l) => sum + l.minutes, 0)).toBe(120);
    expect(booking.priceCents).toBe(Math.round(roomCents) + 2400);
  });

  it("400 VALIDATION_ERROR for an extra not offered, named twice, too many of it, or too many extras", async () => {
    const date = localDate(6);
    const cases: [unknown, RegExp][] = [
      [[{ extraId: MIC, quantity: 1 }], /body\.extras\.0\.extraId/], // the microphone is room 0's only
      [[{ extraId: randomUUID(), quantity: 1 }], /body\.extras\.0\.extraId/],
      [
        [
          { extraId: KIT, quantity: 1 },
          { extraId: KIT, quantity: 1 },
        ],
        /body\.extras/,
      ],
      [[{ extraId: KIT, quantity: 21 }], /body\.extras\.0\.quantity/],
      [Array.from({ length: 11 }, () => ({ extraId: randomUUID(), quantity: 1 })), /body\.extras/],
      [[{ extraId: "kit", quantity: 1 }], /body\.extras\.0\.extraId/],
    ];
    for (const [extras, field] of cases) {
      const r = await postHold(app, studio.slug, body({ roomId: studio.roomIds[2], date, startTime: "12:00", extras }), {
        ip: "198.51.100.73",
      });
      expect(errorOf(r), JSON.stringify(extras)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
      expect(r.body.error.message).toMatch(field);
    }
  });

  it("a hold without extras has none and its price is its lines' (docs/pricing.md, Price lines); the quote lists the room's extras", async () => {
    const r = await postHold(app, studio.slug, body({ date: localDate(7), startTime: "09:00" }), { ip: "198.51.100.74" });
    expect(r.status).toBe(201);
    expect(r.body.data.extras).toEqual([]);
    expect(r.body.data.priceLines).toEqual([{ minutes: 60, hourlyCents: expect.any(Number) }]);
    const q = await app.get(`/v1/public/sites/${studio.slug}/rooms/${studio.roomIds[0]}/quote?date=${localDate(7)}&startTime=09:00`);
    expect(q.status).toBe(200);
    expect(q.body.data.extras).toEqual([
      { id: KIT, name: { es: "Backline", ca: "Backline", en: "Backline kit" }, per: "booking", priceCents: 2500, quantity: 1 },
      { id: MIC, name: { es: "Micrófono", ca: "Micròfon", en: "Microphone" }, per: "hour", priceCents: 600, quantity: null },
    ]);
  });
});
