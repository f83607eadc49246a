// A weekly series booked online by a guest over HTTP (docs/series.md, Booked online by a guest):
// the series preview (every date free or why not) and its refusals, createHold's `series` (one
// hold and one code for every date) and its refusals, verify/confirm of the group, release, and
// a studio without the setting. Time is the injected clock.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { errorOf, type TestApp, type ApiReply } from "../helpers/app";
import { startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { manualClock, setClock } from "../../lib/infra/clock";
import { SeriesPreview } from "../../lib/contract/series-preview";
import { weeklyDates } from "../../lib/contract/online-series";
import { bookableStudio, holdBody, postHold, verify, otherCode } from "./holds.helpers";
import type { TestStudio } from "../helpers/fixtures";

let t: BookingTestEnv;
let app: TestApp;
let on: TestStudio;
let off: TestStudio;
const T0 = "2030-03-04T08:00:00Z"; // a Monday, 09:00 in Madrid
const preview = (s: TestStudio, q: string, room = 0) => app.get(`/v1/public/sites/${s.slug}/rooms/${s.roomIds[room]}/series-preview${q}`);
const q = (date: string, weeks: number, extra = "") => `?date=${date}&startTime=18:00&durationMinutes=120&weeks=${weeks}${extra}`;
const refused = (r: ApiReply, status: number, code: string) => expect(errorOf(r)).toEqual({ status, code, envelope: true });
const seriesBody = (s: TestStudio, date: string, series: Record<string, unknown>, over: Record<string, unknown> = {}) =>
  holdBody(s, { date, startTime: "18:00", durationMinutes: 120, series, ...over });

beforeAll(async () => {
  // Card payments on (a fake card provider), so a card-only room is bookable; codes by email shown as devCode.
  t = await startBookingApp({ SMTP_URL: undefined });
  app = t.app;
  on = await bookableStudio(app, (f) => {
    f.booking.onlineSeriesMaxWeeks = 8;
    f.booking.cardPayments = true;
    for (const r of f.rooms) r.maxAdvanceDays = 50;
    f.rooms[1].paymentModes = ["card"];
  });
  off = await bookableStudio(app);
});
afterEach(() => setClock(null));
afterAll(() => t?.close());

describe("GET series-preview", () => {
  it("answers every weekly date free or with the refusal a hold would get", async () => {
    setClock(manualClock(T0));
    // A hold on the third week's date takes it; the eighth week is past the 50-day booking window.
    const taken = await postHold(app, on.slug, holdBody(on, { date: "2030-03-24", startTime: "18:00", durationMinutes: 60 }));
    expect(taken.status).toBe(201);
    const r = await preview(on, q("2030-03-10", 8));
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    const p = SeriesPreview.strict().parse(r.body.data);
    expect(p).toMatchObject({ roomId: on.roomIds[0], timezone: "Europe/Madrid", weeks: 8, maxWeeks: 8 });
    expect(p.dates.map((d) => d.date)).toEqual(weeklyDates("2030-03-10", 8));
    expect(p.dates[0]).toEqual({ date: "2030-03-10", startTime: "18:00", endTime: "20:00", free: true, reason: null });
    expect(p.dates[2]).toMatchObject({ date: "2030-03-24", free: false, reason: "SLOT_TAKEN" });
    expect(p.dates[7]).toMatchObject({ date: "2030-04-28", free: false, reason: "OUTSIDE_BOOKING_WINDOW" });
    expect(p.dates.filter((d) => d.free)).toHaveLength(6);
  });

  it("409 SERIES_NOT_OFFERED where the setting is off or the room takes cards only", async () => {
    setClock(manualClock(T0));
    refused(await preview(off, q("2030-03-10", 4)), 409, "SERIES_NOT_OFFERED");
    refused(await preview(on, q("2030-03-10", 4), 1), 409, "SERIES_NOT_OFFERED");
  });

  it("400 VALIDATION_ERROR: more weeks than the studio allows (details.max), one week, a bad query", async () => {
    setClock(manualClock(T0));
    const many = await preview(on, q("2030-03-10", 9));
    refused(many, 400, "VALIDATION_ERROR");
    expect(many.body.error.details).toMatchObject({ max: 8 });
    refused(await preview(on, q("2030-03-10", 1)), 400, "VALIDATION_ERROR");
    refused(await preview(on, "?date=2030-03-10&startTime=18:00&weeks=4"), 400, "VALIDATION_ERROR");
    refused(await preview(on, "?date=2030-03-10&startTime=18:15&durationMinutes=120&weeks=4"), 400, "VALIDATION_ERROR");
  });

  it("404 for an unknown studio, room or another studio's room; SITE_NOT_LIVE; ROOM_NOT_BOOKABLE", async () => {
    setClock(manualClock(T0));
    refused(
      await app.get(`/v1/public/sites/no-such-studio/rooms/${on.roomIds[0]}/series-preview${q("2030-03-10", 4)}`),
      404,
      "RESOURCE_NOT_FOUND",
    );
    // Tenancy: a room of another studio is not this studio's room.
    refused(
      await app.get(`/v1/public/sites/${on.slug}/rooms/${off.roomIds[0]}/series-preview${q("2030-03-10", 4)}`),
      404,
      "RESOURCE_NOT_FOUND",
    );
    refused(await app.get(`/v1/public/sites/${on.slug}/rooms/not-a-uuid/series-preview${q("2030-03-10", 4)}`), 404, "RESOURCE_NOT_FOUND");
    const draft = await bookableStudio(app, (f) => {
      f.booking.onlineSeriesMaxWeeks = 4;
      f.site.status = "draft";
    });
    refused(await preview(draft, q("2030-03-10", 4)), 404, "SITE_NOT_LIVE");
    const closed = await bookableStudio(app, (f) => {
      f.booking.onlineSeriesMaxWeeks = 4;
      f.booking.bookingOnline = false;
    });
    refused(await preview(closed, q("2030-03-10", 4)), 409, "ROOM_NOT_BOOKABLE");
  });
});

describe("POST holds with series", () => {
  it("one hold and one code for every date; verify and confirm book them all as one series", async () => {
    setClock(manualClock(T0));
    const r = await postHold(app, on.slug, seriesBody(on, "2030-03-11", { weeks: 4 }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    // The answer is the first date's hold, as the contract shapes it.
    expect(r.body.data).toMatchObject({
      status: "pending",
      date: "2030-03-11",
      startTime: "18:00",
      endTime: "20:00",
      paymentModes: ["card", "on_site"],
    });
    expect(r.body.data).not.toHaveProperty("series");
    const holdId: string = r.body.data.holdId;
    // The other dates are taken for everyone else meanwhile.
    const p = SeriesPreview.parse((await preview(on, q("2030-03-11", 4))).body.data);
    expect(p.dates.map((d) => d.reason)).toEqual(["SLOT_TAKEN", "SLOT_TAKEN", "SLOT_TAKEN", "SLOT_TAKEN"]);

    const v = await verify(app, holdId, r.body.data.devCode);
    expect(v.status).toBe(200);
    const c = await app.post(`/v1/public/holds/${holdId}/confirm`, { paymentMode: "on_site" });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body.data.booking).toMatchObject({ date: "2030-03-11", status: "confirmed", paymentMode: "on_site" });
    expect(c.body.data.manageUrl).toContain(c.body.data.manageToken);
    const booking = await app.db.booking.findFirstOrThrow({ where: { reference: c.body.data.booking.reference } });
    const all = await app.db.booking.findMany({ where: { seriesId: booking.seriesId! }, orderBy: { startsAt: "asc" } });
    expect(all.map((b) => b.date)).toEqual(weeklyDates("2030-03-11", 4));
    expect((await app.db.bookingSeries.findUniqueOrThrow({ where: { id: booking.seriesId! } })).source).toBe("online");
    // A second confirm is the contract's 409.
    refused(await app.post(`/v1/public/holds/${holdId}/confirm`, { paymentMode: "on_site" }), 409, "HOLD_ALREADY_CONFIRMED");
  });

  it("skipDates leaves those weeks out; a later date taken since the preview refuses the request with details.date", async () => {
    setClock(manualClock(T0));
    const r = await postHold(app, on.slug, seriesBody(on, "2030-03-12", { weeks: 4, skipDates: ["2030-03-19"] }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const later = await app.db.hold.findMany({ where: { seriesHoldId: r.body.data.holdId }, orderBy: { startsAt: "asc" } });
    expect(later.map((h) => h.date)).toEqual(["2030-03-26", "2030-04-02"]);

    const other = await postHold(app, on.slug, holdBody(on, { date: "2030-04-03", startTime: "18:00", durationMinutes: 60 }));
    expect(other.status).toBe(201);
    const body = seriesBody(on, "2030-03-13", { weeks: 4 });
    const t = await postHold(app, on.slug, body);
    refused(t, 409, "SLOT_TAKEN");
    expect(t.body.error.details).toEqual({ date: "2030-04-03" });
    expect(await app.db.hold.count({ where: { idempotencyKey: { startsWith: String(body.idempotencyKey) } } })).toBe(0);
  });

  it("409 SERIES_NOT_OFFERED where off or card only; 400 VALIDATION_ERROR for weeks, skipDates, extras or a promo code", async () => {
    setClock(manualClock(T0));
    refused(await postHold(app, off.slug, seriesBody(off, "2030-03-14", { weeks: 4 })), 409, "SERIES_NOT_OFFERED");
    refused(await postHold(app, on.slug, seriesBody(on, "2030-03-14", { weeks: 4 }, { roomId: on.roomIds[1] })), 409, "SERIES_NOT_OFFERED");
    const many = await postHold(app, on.slug, seriesBody(on, "2030-03-14", { weeks: 9 }));
    refused(many, 400, "VALIDATION_ERROR");
    expect(many.body.error.details).toMatchObject({ max: 8 });
    refused(await postHold(app, on.slug, seriesBody(on, "2030-03-14", { weeks: 4, skipDates: ["2030-03-15"] })), 400, "VALIDATION_ERROR");
    refused(await postHold(app, on.slug, seriesBody(on, "2030-03-14", { weeks: 2, skipDates: ["2030-03-21"] })), 400, "VALIDATION_ERROR");
    refused(await postHold(app, on.slug, seriesBody(on, "2030-03-14", { weeks: 4 }, { promoCode: "SUMMER10" })), 400, "VALIDATION_ERROR");
    refused(await postHold(app, on.slug, seriesBody(on, "2030-03-14", { weeks: 1 })), 400, "VALIDATION_ERROR");
    // Nothing was held by any of them.
    const p = SeriesPreview.parse((await preview(on, q("2030-03-14", 4))).body.data);
    expect(p.dates.every((d) => d.free)).toBe(true);
  });

  it("confirm: card is PAYMENT_MODE_DENIED and a prepaid code VALIDATION_ERROR, the hold kept; release frees every date", async () => {
    setClock(manualClock(T0));
    const r = await postHold(app, on.slug, seriesBody(on, "2030-03-15", { weeks: 3 }));
    expect(r.status).toBe(201);
    const holdId: string = r.body.data.holdId;
    expect((await verify(app, holdId, r.body.data.devCode)).status).toBe(200);
    refused(await app.post(`/v1/public/holds/${holdId}/confirm`, { paymentMode: "card" }), 400, "PAYMENT_MODE_DENIED");
    refused(
      await app.post(`/v1/public/holds/${holdId}/confirm`, { paymentMode: "on_site", prepaidCode: "HOURS-1234" }),
      400,
      "VALIDATION_ERROR",
    );
    expect((await app.get(`/v1/public/holds/${holdId}`)).body.data.status).toBe("verified");
    const del = await app.fetch(`/v1/public/holds/${holdId}`, { method: "DELETE" });
    expect(del.status).toBe(204);
    const p = SeriesPreview.parse((await preview(on, q("2030-03-15", 3))).body.data);
    expect(p.dates.every((d) => d.free)).toBe(true);
  });

  it("five wrong codes burn the first hold and free every date", async () => {
    setClock(manualClock(T0));
    const r = await postHold(app, on.slug, seriesBody(on, "2030-03-16", { weeks: 3 }));
    expect(r.status).toBe(201);
    const holdId: string = r.body.data.holdId;
    for (let i = 1; i <= 4; i++) refused(await verify(app, holdId, otherCode(r.body.data.devCode, i)), 400, "CODE_INVALID");
    refused(await verify(app, holdId, otherCode(r.body.data.devCode, 5)), 429, "TOO_MANY_ATTEMPTS");
    const p = SeriesPreview.parse((await preview(on, q("2030-03-16", 3))).body.data);
    expect(p.dates.every((d) => d.free)).toBe(true);
  });
});
