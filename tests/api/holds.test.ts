// createHold, verifyHold, resendCode and the hold's states over HTTP against the real app and PostgreSQL, in pre-production with no
// delivery provider configured (so every Hold carries devCode). Time is the injected clock.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { startTestApp, errorOf, type ApiReply, type TestApp } from "../helpers/app";
import { createStudio } from "../helpers/fixtures";
import { manualClock, setClock } from "../../lib/infra/clock";
import { Hold } from "../../lib/contract/schemas";
import { isoInZone } from "../../lib/domain/bookings/view";
import { startFakeHcaptcha } from "../fakes/hcaptcha";
import { sweepExpiredHolds } from "../../lib/domain/holds/sweep";
import {
  bookableStudio,
  claimOf,
  freeSpans,
  holdBody,
  holdRow,
  localDate,
  otherCode,
  postHold,
  resend,
  uniqueEmail,
  verify,
} from "./holds.helpers";

let app: TestApp;
let captcha: Awaited<ReturnType<typeof startFakeHcaptcha>>;
let clk: ReturnType<typeof manualClock>;
const MIN = 60_000;

beforeAll(async () => {
  captcha = await startFakeHcaptcha();
  app = await startTestApp({
    env: {
      APP_ENV: "preproduction",
      HCAPTCHA_SITE_KEY: "10000000-ffff-ffff-ffff-000000000001",
      HCAPTCHA_SECRET: "0x0000000000000000000000000000000000000000",
      HCAPTCHA_VERIFY_URL: captcha.url,
      SMTP_URL: undefined,
      TWILIO_ACCOUNT_SID: undefined,
      TWILIO_AUTH_TOKEN: undefined,
      TWILIO_FROM: undefined,
      CODE_HASH_SECRET: undefined,
    },
  });
});
afterAll(async () => {
  await app?.close();
  await captcha?.close();
});
beforeEach(() => {
  clk = manualClock(Math.floor(Date.now() / 1000) * 1000);
  setClock(clk);
});
afterEach(() => setClock(null));

const created = (r: Pick<ApiReply, "status" | "body">) => {
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as Hold & { devCode: string };
};

describe("POST /v1/public/sites/{slug}/holds (4.4)", () => {
  it("201 with every Hold field: pending, 12 minutes, server price, masked contact, devCode", async () => {
    const s = await bookableStudio(app);
    const body = holdBody(s, { startTime: "10:00", durationMinutes: 90, contact: "  Jane.Doe@Example.COM ", guestName: "  Jane Doe  " });
    const r = await postHold(app, s.slug, body);
    expect(r.status).toBe(201);
    expect(r.body.success).toBe(true);
    expect(r.headers.get("access-control-allow-origin")).toBe("*");
    expect(r.headers.get("x-request-id")).toMatch(/.{8,}/);
    const h = Hold.strict().parse(r.body.data);
    expect(h).toEqual({
      holdId: expect.any(String),
      status: "pending",
      roomId: s.roomIds[0],
      roomName: "Sala A",
      date: body.date,
      startTime: "10:00",
      endTime: "11:30",
      timezone: "Europe/Madrid",
      price: { priceCents: 2700, depositCents: 810, currency: "EUR", minutes: 90 },
      channel: "email",
      contactMasked: "j•••@example.com",
      expiresAt: isoInZone(new Date(clk.now().getTime() + 12 * MIN), "Europe/Madrid"),
      resendsLeft: 2,
      paymentModes: ["on_site"], // the room offers card too, but no card provider is configured here
      devCode: expect.stringMatching(/^\d{6}$/),
      partySize: null, // beyond the contract, not given here (docs/decisions-bookings.md, Party size)
      // Beyond the contract: how the price was made (docs/pricing.md, Price lines), no extras asked for.
      priceLines: [{ minutes: h.price.minutes, hourlyCents: expect.any(Number) }],
      extras: [],
    });
    const row = await holdRow(app, h.holdId);
    expect(row).toMatchObject({
      status: "pending",
      contact: "jane.doe@example.com",
      guestName: "Jane Doe",
      sendCount: 1,
      wrongAttempts: 0,
    });
  });

  it("stores no code in plain text, only its keyed hash", async () => {
    const s = await bookableStudio(app);
    const h = created(await postHold(app, s.slug, holdBody(s)));
    const [{ t }] = await app.db.$queryRaw<{ t: string }[]>`SELECT to_jsonb(h)::text AS t FROM hold h WHERE id = ${h.holdId}::uuid`;
    expect(t).not.toContain(h.devCode);
    const row = await holdRow(app, h.holdId);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("blocks the slot plus the room's buffer, in availability and for other holds", async () => {
    clk.set("2031-01-13T09:00:00Z"); // dates without a clock change
    const s = await bookableStudio(app);
    const date = localDate(2);
    created(await postHold(app, s.slug, holdBody(s, { date, startTime: "10:00", durationMinutes: 90 })));
    // Sala A has a 15-minute buffer: [10:00, 11:30) blocks 09:45–11:45.
    expect(await freeSpans(app, s, date)).toEqual([
      { start: "00:00", end: "09:45" },
      { start: "11:45", end: "24:00" },
    ]);
    for (const [startTime, durationMinutes] of [
      ["11:30", 60],
      ["09:00", 60],
      ["10:30", 60],
    ] as const) {
      expect(errorOf(await postHold(app, s.slug, holdBody(s, { date, startTime, durationMinutes }))), startTime).toEqual({
        status: 409,
        code: "SLOT_TAKEN",
        envelope: true,
      });
    }
    created(await postHold(app, s.slug, holdBody(s, { date, startTime: "08:30", durationMinutes: 60 }))); // ends 09:30 + 15 = 09:45
    created(await postHold(app, s.slug, holdBody(s, { date, startTime: "12:00", durationMinutes: 60 })));
  });

  it("409 SLOT_TAKEN on the studio's own calendar block", async () => {
    const date = localDate(2);
    const s = await bookableStudio(app, (f) => {
      f.calendarBlocks = [
        { roomId: f.rooms[0].id, startsAt: `${date}T12:00:00+01:00`, endsAt: `${date}T14:00:00+01:00`, note: "Maintenance" },
      ];
    });
    // The block is 12:00–14:00 local in winter (UTC+1) or 13:00–15:00 in summer: 13:00 is inside either way.
    const r = await postHold(app, s.slug, holdBody(s, { date, startTime: "13:00", durationMinutes: 60 }));
    expect(errorOf(r)).toEqual({ status: 409, code: "SLOT_TAKEN", envelope: true });
  });

  describe("400 VALIDATION_ERROR naming the field, nothing stored", () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["missing roomId", { roomId: undefined }, "roomId"],
      ["roomId not a uuid", { roomId: "sala-a" }, "roomId"],
      ["unreal date", { date: "2031-02-30" }, "date"],
      ["date format", { date: "30/01/2031" }, "date"],
      ["startTime pattern", { startTime: "9:00" }, "startTime"],
      ["startTime not a time", { startTime: "24:30" }, "startTime"],
      ["startTime off the grid", { startTime: "10:15" }, "startTime"],
      ["duration not a multiple of the step", { durationMinutes: 75 }, "durationMinutes"],
      ["duration below minMinutes", { durationMinutes: 30 }, "durationMinutes"],
      ["duration above maxMinutes", { durationMinutes: 270 }, "durationMinutes"],
      ["duration not an integer", { durationMinutes: 60.5 }, "durationMinutes"],
      ["duration a string", { durationMinutes: "60" }, "durationMinutes"],
      ["guestName too short after trimming", { guestName: "  A  " }, "guestName"],
      ["guestName too long", { guestName: "x".repeat(121) }, "guestName"],
      ["channel", { channel: "fax" }, "channel"],
      ["phone not E.164", { channel: "phone", contact: "612345678" }, "contact"],
      ["email malformed", { channel: "email", contact: "jane@" }, "contact"],
      ["phone given for email", { channel: "email", contact: "+34612345678" }, "contact"],
      ["locale", { locale: "fr" }, "locale"],
      ["missing idempotencyKey", { idempotencyKey: undefined }, "idempotencyKey"],
      ["idempotencyKey too long", { idempotencyKey: "k".repeat(129) }, "idempotencyKey"],
    ];
    it.each(cases)("%s", async (_name, over, field) => {
      const s = await bookableStudio(app);
      const r = await postHold(app, s.slug, holdBody(s, over));
      expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
      expect(r.body.error.message).toContain(field);
      expect(await app.db.hold.count({ where: { studioId: s.studioId } })).toBe(0);
    });

    it("invalid JSON, a non-object body and an empty body", async () => {
      const s = await bookableStudio(app);
      for (const raw of ["{not json", "[1,2]", ""]) {
        const res = await app.fetch(`/v1/public/sites/${s.slug}/holds`, {
          method: "POST",
          body: raw,
          headers: { "content-type": "application/json" },
        });
        expect(res.status).toBe(400);
        expect((await res.json()).error.code).toBe("VALIDATION_ERROR");
      }
    });

    it("comes before the studio lookup", async () => {
      const r = await postHold(app, "no-such-studio", { roomId: "x" });
      expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    });
  });

  it("404 RESOURCE_NOT_FOUND for an unknown studio, an unknown room and another studio's room", async () => {
    const s = await bookableStudio(app);
    const other = await bookableStudio(app);
    expect(errorOf(await postHold(app, "no-such-studio", holdBody(s)))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    expect(errorOf(await postHold(app, s.slug, holdBody(s, { roomId: "00000000-0000-4000-8000-000000000000" })))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    expect(errorOf(await postHold(app, s.slug, holdBody(s, { roomId: other.roomIds[0] })))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
  });

  it("404 SITE_NOT_LIVE for a draft site", async () => {
    const s = await bookableStudio(app, (f) => {
      f.site.status = "draft";
    });
    expect(errorOf(await postHold(app, s.slug, holdBody(s)))).toEqual({ status: 404, code: "SITE_NOT_LIVE", envelope: true });
  });

  it("403 STUDIO_NOT_VERIFIED for a studio whose ownership is not confirmed, and nothing is held", async () => {
    const s = await bookableStudio(app, (f) => {
      f.studio.isVerified = false;
    });
    expect(errorOf(await postHold(app, s.slug, holdBody(s)))).toEqual({ status: 403, code: "STUDIO_NOT_VERIFIED", envelope: true });
    expect(await app.db.hold.count({ where: { studioId: s.studioId } })).toBe(0);
    expect((await app.get(`/v1/public/sites/${s.slug}`)).status).toBe(200);
  });

  it("409 ROOM_NOT_BOOKABLE for an unbookable room, an inactive room, and a studio with online booking off", async () => {
    const s = await bookableStudio(app, (f) => {
      f.rooms[0].bookable = false;
      f.rooms[1].active = false;
    });
    expect(errorOf(await postHold(app, s.slug, holdBody(s, { roomId: s.roomIds[0] })))).toEqual({
      status: 409,
      code: "ROOM_NOT_BOOKABLE",
      envelope: true,
    });
    expect(errorOf(await postHold(app, s.slug, holdBody(s, { roomId: s.roomIds[1], durationMinutes: 120 })))).toEqual({
      status: 409,
      code: "ROOM_NOT_BOOKABLE",
      envelope: true,
    });
    const off = await bookableStudio(app, (f) => {
      f.booking.bookingOnline = false;
    });
    expect(errorOf(await postHold(app, off.slug, holdBody(off)))).toEqual({ status: 409, code: "ROOM_NOT_BOOKABLE", envelope: true });
  });

  it("409 OUTSIDE_HOURS before opening, across closing, and on a closed day", async () => {
    const s = await bookableStudio(app, (f) => {
      f.studio.operatingHours = Array.from({ length: 7 }, (_, d) => ({
        dayOfWeek: d,
        openTime: "10:00",
        closeTime: "20:00",
        isClosed: false,
      }));
    });
    for (const [startTime, durationMinutes] of [
      ["08:00", 60],
      ["19:30", 60],
      ["09:30", 60],
    ] as const) {
      expect(errorOf(await postHold(app, s.slug, holdBody(s, { startTime, durationMinutes }))), startTime).toEqual({
        status: 409,
        code: "OUTSIDE_HOURS",
        envelope: true,
      });
    }
    created(await postHold(app, s.slug, holdBody(s, { startTime: "19:00", durationMinutes: 60 })));
    const closed = await bookableStudio(app, (f) => {
      f.studio.operatingHours = Array.from({ length: 7 }, (_, d) => ({
        dayOfWeek: d,
        openTime: "00:00",
        closeTime: "00:00",
        isClosed: true,
      }));
    });
    expect(errorOf(await postHold(app, closed.slug, holdBody(closed)))).toEqual({ status: 409, code: "OUTSIDE_HOURS", envelope: true });
  });

  it("409 OUTSIDE_BOOKING_WINDOW for the past, inside the minimum notice, and beyond the horizon", async () => {
    clk.set("2031-03-10T08:00:00Z"); // 09:00 in Madrid (UTC+1)
    const s = await bookableStudio(app, (f) => {
      f.rooms[0].minNoticeMin = 120;
      f.rooms[0].maxAdvanceDays = 10;
    });
    const w = (date: string, startTime: string) => postHold(app, s.slug, holdBody(s, { date, startTime }));
    expect(errorOf(await w("2031-03-09", "10:00"))).toEqual({ status: 409, code: "OUTSIDE_BOOKING_WINDOW", envelope: true });
    expect(errorOf(await w("2031-03-10", "10:30"))).toEqual({ status: 409, code: "OUTSIDE_BOOKING_WINDOW", envelope: true }); // 90 min notice < 120
    expect(errorOf(await w("2031-03-21", "10:00"))).toEqual({ status: 409, code: "OUTSIDE_BOOKING_WINDOW", envelope: true }); // today + 11 days
    created(await w("2031-03-10", "11:00")); // exactly 120 min ahead
    created(await w("2031-03-20", "23:00")); // last hour of the horizon date
  });

  describe("idempotency", () => {
    it("replays the same key and payload: same 201 body (devCode too), one hold, no quota used", async () => {
      const s = await bookableStudio(app);
      const body = holdBody(s);
      const first = await postHold(app, s.slug, body);
      clk.advance(30_000);
      const again = await postHold(app, s.slug, { ...body, locale: "es" });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await app.db.hold.count({ where: { studioId: s.studioId } })).toBe(1);
    });

    it("the replay shows the current resendsLeft", async () => {
      const s = await bookableStudio(app);
      const body = holdBody(s);
      const h = created(await postHold(app, s.slug, body));
      clk.advance(61_000);
      const r = await resend(app, h.holdId);
      expect(r.status).toBe(200);
      const replay = created(await postHold(app, s.slug, body));
      expect(replay.holdId).toBe(h.holdId);
      expect(replay.resendsLeft).toBe(1);
      expect(replay.devCode).toBe(r.body.data.devCode);
    });

    it("same key with a different payload → 400 VALIDATION_ERROR", async () => {
      const s = await bookableStudio(app);
      const body = holdBody(s);
      created(await postHold(app, s.slug, body));
      const r = await postHold(app, s.slug, { ...body, startTime: "12:00" });
      expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
      expect(r.body.error.message).toContain("idempotencyKey");
    });

    it("the same key in another studio is another hold", async () => {
      const a = await bookableStudio(app);
      const b = await bookableStudio(app);
      const key = "shared-key-0001";
      const ha = created(await postHold(app, a.slug, holdBody(a, { idempotencyKey: key })));
      const hb = created(await postHold(app, b.slug, holdBody(b, { idempotencyKey: key })));
      expect(ha.holdId).not.toBe(hb.holdId);
    });

    it("same key after the hold expired → 410 HOLD_EXPIRED", async () => {
      const s = await bookableStudio(app);
      const body = holdBody(s, { date: localDate(2) });
      created(await postHold(app, s.slug, body));
      clk.advance(12 * MIN);
      expect(errorOf(await postHold(app, s.slug, body))).toEqual({ status: 410, code: "HOLD_EXPIRED", envelope: true });
    });

    it("same key after the hold was burnt → 410 HOLD_EXPIRED", async () => {
      const s = await bookableStudio(app);
      const body = holdBody(s);
      const h = created(await postHold(app, s.slug, body));
      for (let i = 1; i <= 5; i++) await verify(app, h.holdId, otherCode(h.devCode, i));
      expect(errorOf(await postHold(app, s.slug, body))).toEqual({ status: 410, code: "HOLD_EXPIRED", envelope: true });
    });
  });
});

describe("POST /v1/public/holds/{holdId}/verify (4.5)", () => {
  it("right code within 10 minutes → 200 verified, expiresAt restarted to 12 minutes, claim in step", async () => {
    const s = await bookableStudio(app);
    const h = created(await postHold(app, s.slug, holdBody(s)));
    clk.advance(9 * MIN + 59_000);
    const r = await verify(app, h.holdId, h.devCode);
    expect(r.status).toBe(200);
    const v = Hold.strict().parse(r.body.data);
    expect(v.status).toBe("verified");
    expect(v.expiresAt).toBe(isoInZone(new Date(clk.now().getTime() + 12 * MIN), "Europe/Madrid"));
    expect(v.holdId).toBe(h.holdId);
    expect("devCode" in v).toBe(false);
    expect((await claimOf(app, h.holdId))?.expiresAt?.getTime()).toBe(Date.parse(v.expiresAt));
    expect((await holdRow(app, h.holdId)).status).toBe("verified");
  });

  it("wrong code → 400 CODE_INVALID, still pending, and the right code still works", async () => {
    const s = await bookableStudio(app);
    const h = created(await postHold(app, s.slug, holdBody(s)));
    const r = await verify(app, h.holdId, otherCode(h.devCode));
    expect(errorOf(r)).toEqual({ status: 400, code: "CODE_INVALID", envelope: true });
    expect(await holdRow(app, h.holdId)).toMatchObject({ status: "pending", wrongAttempts: 1 });
    expect((await verify(app, h.holdId, h.devCode)).status).toBe(200);
  });

  it("the 5th wrong code → 429 TOO_MANY_ATTEMPTS, hold burnt, slot free at once", async () => {
    const s = await bookableStudio(app);
    const date = localDate(2);
    const before = await freeSpans(app, s, date);
    const h = created(await postHold(app, s.slug, holdBody(s, { date, startTime: "10:00" })));
    for (let i = 1; i <= 4; i++)
      expect(errorOf(await verify(app, h.holdId, otherCode(h.devCode, i)))).toEqual({ status: 400, code: "CODE_INVALID", envelope: true });
    const fifth = await verify(app, h.holdId, otherCode(h.devCode, 5));
    expect(errorOf(fifth)).toEqual({ status: 429, code: "TOO_MANY_ATTEMPTS", envelope: true });
    expect(await holdRow(app, h.holdId)).toMatchObject({ status: "burnt", wrongAttempts: 5 });
    expect(await claimOf(app, h.holdId)).toBeNull();
    expect(await freeSpans(app, s, date)).toEqual(before);
    // Burnt cannot be revived, not even with the right code.
    expect(errorOf(await verify(app, h.holdId, h.devCode))).toEqual({ status: 410, code: "HOLD_EXPIRED", envelope: true });
    expect(errorOf(await resend(app, h.holdId))).toEqual({ status: 410, code: "HOLD_EXPIRED", envelope: true });
    created(await postHold(app, s.slug, holdBody(s, { date, startTime: "10:00" })));
  });

  it("parallel wrong guesses never exceed 5 attempts", async () => {
    const s = await bookableStudio(app);
    const h = created(await postHold(app, s.slug, holdBody(s)));
    const replies = await Promise.all(Array.from({ length: 9 }, (_, i) => verify(app, h.holdId, otherCode(h.devCode, i + 1))));
    const codes = replies.map((r) => errorOf(r).code).sort();
    expect(codes).toEqual([...Array(4).fill("CODE_INVALID"), ...Array(4).fill("HOLD_EXPIRED"), "TOO_MANY_ATTEMPTS"].sort());
    expect(await holdRow(app, h.holdId)).toMatchObject({ status: "burnt", wrongAttempts: 5 });
  });

  it("a malformed code → 400 VALIDATION_ERROR and is not an attempt", async () => {
    const s = await bookableStudio(app);
    const h = created(await postHold(app, s.slug, holdBody(s)));
    for (const code of ["12345", "1234567", "abcdef", "12 345", 123456, null]) {
      const r = await verify(app, h.holdId, code);
      expect(errorOf(r), String(code)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
      expect(r.body.error.message).toContain("code");
    }
    const noBody = await app.post(`/v1/public/holds/${h.holdId}/verify`, undefined);
    expect(errorOf(noBody)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect((await holdRow(app, h.holdId)).wrongAttempts).toBe(0);
    expect((await verify(app, h.holdId, h.devCode)).status).toBe(200);
  });

  it("404 RESOURCE_NOT_FOUND for an unknown or malformed hold id", async () => {
    expect(errorOf(await verify(app, "00000000-0000-4000-8000-000000000000", "123456"))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    expect(errorOf(await verify(app, "not-a-uuid", "123456"))).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
  });

  it("a code older than 10 minutes → 400 CODE_INVALID, not counted; a resent code works", async () => {
    const s = await bookableStudio(app);
    const h = created(await postHold(app, s.slug, holdBody(s)));
    clk.advance(10 * MIN);
    expect(errorOf(await verify(app, h.holdId, h.devCode))).toEqual({ status: 400, code: "CODE_INVALID", envelope: true });
    expect(await holdRow(app, h.holdId)).toMatchObject({ status: "pending", wrongAttempts: 0 });
    const fresh = await resend(app, h.holdId);
    expect(fresh.status).toBe(200);
    expect((await verify(app, h.holdId, fresh.body.data.devCode)).status).toBe(200);
  });

  it("an already verified hold: the right code → 200 unchanged; a wrong one → CODE_INVALID", async () => {
    const s = await bookableStudio(app);
    const h = created(await postHold(app, s.slug, holdBody(s)));
    const first = await verify(app, h.holdId, h.devCode);
    clk.advance(MIN);
    const again = await verify(app, h.holdId, h.devCode);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(errorOf(await verify(app, h.holdId, otherCode(h.devCode)))).toEqual({ status: 400, code: "CODE_INVALID", envelope: true });
  });

  it("12 minutes pass → 410 HOLD_EXPIRED on verify and resend; the slot is free at once", async () => {
    const s = await bookableStudio(app);
    const date = localDate(2);
    const before = await freeSpans(app, s, date);
    const h = created(await postHold(app, s.slug, holdBody(s, { date })));
    clk.advance(12 * MIN - 1000);
    expect(await freeSpans(app, s, date)).not.toEqual(before);
    clk.advance(1000);
    expect(errorOf(await verify(app, h.holdId, h.devCode))).toEqual({ status: 410, code: "HOLD_EXPIRED", envelope: true });
    expect(errorOf(await resend(app, h.holdId))).toEqual({ status: 410, code: "HOLD_EXPIRED", envelope: true });
    expect(await freeSpans(app, s, date)).toEqual(before);
    created(await postHold(app, s.slug, holdBody(s, { date })));
  });

  it("a verified hold expires 12 minutes after verification", async () => {
    const s = await bookableStudio(app);
    const date = localDate(2);
    const h = created(await postHold(app, s.slug, holdBody(s, { date })));
    clk.advance(5 * MIN);
    expect((await verify(app, h.holdId, h.devCode)).status).toBe(200);
    clk.advance(12 * MIN - 1000); // 17 min after create: alive thanks to the refresh
    expect((await resend(app, h.holdId)).body.data.status).toBe("verified");
    expect(errorOf(await postHold(app, s.slug, holdBody(s, { date })))).toEqual({ status: 409, code: "SLOT_TAKEN", envelope: true });
    clk.advance(1000);
    expect(errorOf(await resend(app, h.holdId))).toEqual({ status: 410, code: "HOLD_EXPIRED", envelope: true });
    created(await postHold(app, s.slug, holdBody(s, { date })));
  });
});

describe("POST /v1/public/holds/{holdId}/resend (4.6)", () => {
  it("before 60 s → 429 RATE_LIMIT_EXCEEDED with Retry-After", async () => {
    const s = await bookableStudio(app);
    const h = created(await postHold(app, s.slug, holdBody(s)));
    clk.advance(20_000);
    const r = await resend(app, h.holdId);
    expect(errorOf(r)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
    expect(r.headers.get("retry-after")).toBe("40");
    expect((await holdRow(app, h.holdId)).sendCount).toBe(1);
  });

  it("a fresh code replaces the old one, resets the attempts, and decrements resendsLeft; 3 sends at most", async () => {
    const s = await bookableStudio(app);
    const h = created(await postHold(app, s.slug, holdBody(s)));
    for (let i = 1; i <= 4; i++) await verify(app, h.holdId, otherCode(h.devCode, i));
    clk.advance(60_000);
    const r2 = await resend(app, h.holdId);
    expect(r2.status).toBe(200);
    const h2 = Hold.strict().parse(r2.body.data);
    expect(h2).toMatchObject({ holdId: h.holdId, status: "pending", resendsLeft: 1, expiresAt: h.expiresAt });
    expect(h2.devCode).toMatch(/^\d{6}$/);
    expect(await holdRow(app, h.holdId)).toMatchObject({ wrongAttempts: 0, sendCount: 2 });
    // The counter was reset: four more wrong codes do not burn the hold (one of them the old code).
    const old = h.devCode === h2.devCode ? otherCode(h.devCode, 7) : h.devCode;
    expect(errorOf(await verify(app, h.holdId, old))).toEqual({ status: 400, code: "CODE_INVALID", envelope: true });
    for (let i = 1; i <= 3; i++)
      expect(errorOf(await verify(app, h.holdId, otherCode(h2.devCode!, i + 10)))).toEqual({
        status: 400,
        code: "CODE_INVALID",
        envelope: true,
      });
    clk.advance(60_000);
    const r3 = await resend(app, h.holdId);
    expect(r3.status).toBe(200);
    expect(r3.body.data.resendsLeft).toBe(0);
    clk.advance(60_000);
    const r4 = await resend(app, h.holdId);
    expect(errorOf(r4)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
    expect(r4.headers.get("retry-after")).toBeNull();
    expect((await verify(app, h.holdId, r3.body.data.devCode)).body.data.status).toBe("verified");
  });

  it("on a verified hold → 200 with the hold unchanged, nothing sent", async () => {
    const s = await bookableStudio(app);
    const h = created(await postHold(app, s.slug, holdBody(s)));
    const v = await verify(app, h.holdId, h.devCode);
    clk.advance(61_000);
    const r = await resend(app, h.holdId);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: "verified", resendsLeft: 2, expiresAt: v.body.data.expiresAt });
    expect((await holdRow(app, h.holdId)).sendCount).toBe(1);
  });

  it("404 RESOURCE_NOT_FOUND for an unknown or malformed hold id", async () => {
    expect(errorOf(await resend(app, "00000000-0000-4000-8000-000000000000"))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    expect(errorOf(await resend(app, "nope"))).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
  });
});

describe("captcha (contract: createHold captchaToken)", () => {
  const captchaStudio = () =>
    bookableStudio(app, (f) => {
      f.booking.captcha = true;
    });

  it("the site shows captchaSiteKey, and then a token is required: missing or rejected → 400 CAPTCHA_FAILED", async () => {
    const s = await captchaStudio();
    expect((await app.get(`/v1/public/sites/${s.slug}`)).body.data.captchaSiteKey).toBe("10000000-ffff-ffff-ffff-000000000001");
    expect(errorOf(await postHold(app, s.slug, holdBody(s)))).toEqual({ status: 400, code: "CAPTCHA_FAILED", envelope: true });
    expect(errorOf(await postHold(app, s.slug, holdBody(s, { captchaToken: "bad-token" })))).toEqual({
      status: 400,
      code: "CAPTCHA_FAILED",
      envelope: true,
    });
    expect(await app.db.hold.count({ where: { studioId: s.studioId } })).toBe(0);
  });

  it("a good token passes siteverify with secret, token, sitekey and the client IP", async () => {
    const s = await captchaStudio();
    const token = `good-${crypto.randomUUID()}`;
    created(await postHold(app, s.slug, holdBody(s, { captchaToken: token }), { ip: "198.51.100.23" }));
    expect(captcha.calls.find((c) => c.response === token)).toEqual({
      secret: "0x0000000000000000000000000000000000000000",
      response: token,
      remoteip: "198.51.100.23",
      sitekey: "10000000-ffff-ffff-ffff-000000000001",
    });
    // Remembered as spent, by hash only.
    const hash = createHash("sha256").update(token).digest("hex");
    expect(await app.db.spentCaptchaToken.count({ where: { tokenHash: hash } })).toBe(1);
    expect(await app.db.spentCaptchaToken.count({ where: { tokenHash: token } })).toBe(0);
  });

  it("a token is single use even when the provider would accept it again", async () => {
    const s = await captchaStudio();
    const token = `good-${crypto.randomUUID()}`;
    created(await postHold(app, s.slug, holdBody(s, { captchaToken: token })));
    const r = await postHold(app, s.slug, holdBody(s, { startTime: "14:00", captchaToken: token }));
    expect(errorOf(r)).toEqual({ status: 400, code: "CAPTCHA_FAILED", envelope: true });
  });

  it("a token stays spent when its request fails later (slot taken)", async () => {
    const s = await captchaStudio();
    created(await postHold(app, s.slug, holdBody(s, { startTime: "10:00", captchaToken: `good-${crypto.randomUUID()}` })));
    const token = `good-${crypto.randomUUID()}`;
    expect(errorOf(await postHold(app, s.slug, holdBody(s, { startTime: "10:00", captchaToken: token })))).toEqual({
      status: 409,
      code: "SLOT_TAKEN",
      envelope: true,
    });
    expect(errorOf(await postHold(app, s.slug, holdBody(s, { startTime: "16:00", captchaToken: token })))).toEqual({
      status: 400,
      code: "CAPTCHA_FAILED",
      envelope: true,
    });
  });

  it("an idempotent replay does not re-check the (spent) token", async () => {
    const s = await captchaStudio();
    const body = holdBody(s, { captchaToken: `good-${crypto.randomUUID()}` });
    const first = created(await postHold(app, s.slug, body));
    const calls = captcha.calls.length;
    const again = await postHold(app, s.slug, body);
    expect(again.status).toBe(201);
    expect(again.body.data.holdId).toBe(first.holdId);
    const noToken = await postHold(app, s.slug, { ...body, captchaToken: undefined });
    expect(noToken.body.data.holdId).toBe(first.holdId);
    expect(captcha.calls.length).toBe(calls);
  });

  it("provider unreachable → 400 CAPTCHA_FAILED", async () => {
    const s = await captchaStudio();
    captcha.setDown(true);
    try {
      expect(errorOf(await postHold(app, s.slug, holdBody(s, { captchaToken: `good-${crypto.randomUUID()}` })))).toEqual({
        status: 400,
        code: "CAPTCHA_FAILED",
        envelope: true,
      });
    } finally {
      captcha.setDown(false);
    }
  });

  it("comes after idempotency and before quotas and the slot checks", async () => {
    const s = await captchaStudio();
    const r = await postHold(app, s.slug, holdBody(s, { startTime: "10:00", durationMinutes: 60, date: localDate(-3) }));
    expect(errorOf(r)).toEqual({ status: 400, code: "CAPTCHA_FAILED", envelope: true });
  });

  it("is not required when the studio has captcha off", async () => {
    const s = await bookableStudio(app);
    expect("captchaSiteKey" in (await app.get(`/v1/public/sites/${s.slug}`)).body.data).toBe(false);
    created(await postHold(app, s.slug, holdBody(s)));
  });
});

describe("rate limits (contract: Limits)", () => {
  // Start each test just after an hour boundary (the windows slide now, but the tests were
  // written for fixed ones; tests/db/abuse.test.ts covers the boundaries).
  beforeEach(() => {
    const HOUR = 60 * MIN;
    clk.set(Math.ceil(clk.now().getTime() / HOUR) * HOUR + 1000);
  });

  it("5 holds per contact per hour (normalized); replays and failed attempts do not count", async () => {
    const s = await bookableStudio(app);
    const contact = uniqueEmail();
    const date = localDate(3);
    const bodies = ["08:00", "10:00", "12:00", "14:00", "16:00"].map((startTime) => holdBody(s, { date, startTime, contact }));
    for (const b of bodies) created(await postHold(app, s.slug, b));
    // A replay is answered without counting.
    expect((await postHold(app, s.slug, bodies[0])).status).toBe(201);
    const sixth = await postHold(app, s.slug, holdBody(s, { date, startTime: "18:00", contact: contact.toUpperCase() }));
    expect(errorOf(sixth)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    // Quotas come before the slot checks: an outside-window request from this contact is 429 too.
    expect(errorOf(await postHold(app, s.slug, holdBody(s, { date: localDate(-1), contact })))).toEqual({
      status: 429,
      code: "RATE_LIMIT_EXCEEDED",
      envelope: true,
    });
    clk.advance(60 * MIN);
    created(await postHold(app, s.slug, holdBody(s, { date, startTime: "18:00", contact })));
  });

  it("a request that fails on the slot does not use the contact's quota", async () => {
    const s = await bookableStudio(app);
    const contact = uniqueEmail();
    const date = localDate(4);
    created(await postHold(app, s.slug, holdBody(s, { date, startTime: "10:00" })));
    for (let i = 0; i < 3; i++)
      expect(errorOf(await postHold(app, s.slug, holdBody(s, { date, startTime: "10:00", contact })))).toMatchObject({
        code: "SLOT_TAKEN",
      });
    for (const startTime of ["12:00", "13:30", "15:00", "16:30", "18:00"])
      created(await postHold(app, s.slug, holdBody(s, { date, startTime, contact })));
  });

  it("20 holds per IP per hour (across studios: at most 3 live unverified holds per studio and network)", async () => {
    const studios = await Promise.all(Array.from({ length: 7 }, () => bookableStudio(app)));
    const ip = "198.51.100.201";
    for (let i = 0; i < 20; i++) {
      if (i === 14) clk.advance(121_000); // stay under the 15 writes/minute limit (a sliding window: the previous minute must be empty)
      const s = studios[Math.floor(i / 3)];
      const startTime = `${String((i % 3) * 2 + 8).padStart(2, "0")}:00`;
      created(await postHold(app, s.slug, holdBody(s, { date: localDate(5), startTime }), { ip }));
    }
    clk.advance(61_000);
    const last = studios[6];
    const r = await postHold(app, last.slug, holdBody(last, { date: localDate(7) }), { ip });
    expect(errorOf(r)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    created(await postHold(app, last.slug, holdBody(last, { date: localDate(7) })));
  });

  it("15 writes per minute per IP across create, verify and resend, replays included", async () => {
    clk.set(Math.ceil(Date.now() / MIN) * MIN + 24 * 60 * MIN + 1000); // a fresh minute window
    const s = await bookableStudio(app);
    const ip = "198.51.100.202";
    const body = holdBody(s);
    const h = created(await postHold(app, s.slug, body, { ip }));
    for (let i = 0; i < 5; i++) expect((await postHold(app, s.slug, body, { ip })).status).toBe(201);
    for (let i = 0; i < 5; i++) expect(errorOf(await verify(app, h.holdId, "bad", { ip })).code).toBe("VALIDATION_ERROR");
    for (let i = 0; i < 4; i++) expect(errorOf(await resend(app, h.holdId, { ip })).code).toBe("RATE_LIMIT_EXCEEDED"); // cooldown, but counted
    const r = await verify(app, h.holdId, h.devCode, { ip });
    expect(errorOf(r)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await verify(app, h.holdId, h.devCode)).status).toBe(200); // another IP
  });

  it("the client is the last X-Forwarded-For entry (the proxy's): forged entries before it do not evade the limit", async () => {
    clk.set(Math.ceil(Date.now() / MIN) * MIN + 2 * 24 * 60 * MIN + 1000);
    const s = await bookableStudio(app);
    const h = created(await postHold(app, s.slug, holdBody(s)));
    const viaProxy = (forged: string) => ({ "x-forwarded-for": `${forged}, 203.0.113.50` });
    for (let i = 0; i < 15; i++) {
      const r = await app.post(`/v1/public/holds/${h.holdId}/verify`, { code: "x" }, { headers: viaProxy(`198.18.0.${i + 1}`) });
      expect(errorOf(r).code).toBe("VALIDATION_ERROR");
    }
    const r = await app.post(`/v1/public/holds/${h.holdId}/verify`, { code: h.devCode }, { headers: viaProxy("198.18.0.99") });
    expect(errorOf(r)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
  });
});

describe("sweep", () => {
  it("marks expired holds and deletes their claims; live ones are untouched", async () => {
    const s = await bookableStudio(app);
    const old = created(await postHold(app, s.slug, holdBody(s, { startTime: "08:00" })));
    clk.advance(6 * MIN);
    const young = created(await postHold(app, s.slug, holdBody(s, { startTime: "12:00" })));
    clk.advance(6 * MIN);
    await sweepExpiredHolds(app.db, clk);
    expect((await holdRow(app, old.holdId)).status).toBe("expired");
    expect(await claimOf(app, old.holdId)).toBeNull();
    expect((await holdRow(app, young.holdId)).status).toBe("pending");
    expect(await claimOf(app, young.holdId)).not.toBeNull();
  });
});

describe("CORS preflight", () => {
  it("answers OPTIONS on the three endpoints", async () => {
    const s = await createStudio(app.db);
    for (const path of [
      `/v1/public/sites/${s.slug}/holds`,
      `/v1/public/holds/00000000-0000-4000-8000-000000000000/verify`,
      `/v1/public/holds/00000000-0000-4000-8000-000000000000/resend`,
    ]) {
      const r = await app.fetch(path, {
        method: "OPTIONS",
        headers: { origin: "https://example.org", "access-control-request-method": "POST" },
      });
      expect(r.status, path).toBe(204);
      expect(r.headers.get("access-control-allow-origin")).toBe("*");
    }
  });
});
