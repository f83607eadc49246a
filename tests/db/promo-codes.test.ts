// Promo codes (docs/pricing.md, Promo codes) on a real database: the discount's arithmetic (percent
// rounded half up, fixed never more than the price), a hold priced with it (extras included, the
// deposit from the discounted price), each reason a code is refused, a code limited to 2 uses (the
// third confirm refused, a cancel giving a use back), the per-contact limit, two confirms racing for
// the last use (exactly one wins), the studio API's writes and the studio file's promo codes.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it, inject } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { ApiError } from "../../lib/contract/errors";
import { promoDiscountCents, promoRefusal } from "../../lib/contract/promo";
import { CreateHoldBody, type Hold } from "../../lib/contract/schemas";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { cancelBooking } from "../../lib/domain/bookings/manage";
import { createHold } from "../../lib/domain/holds/create";
import { readHold } from "../../lib/domain/holds/read";
import { cancelByStudio } from "../../lib/domain/studio-actions/bookings";
import { moveByStudio } from "../../lib/domain/studio-actions/move";
import { deleteRoom } from "../../lib/domain/settings/rooms";
import { exportStudio } from "../../lib/domain/studios/export";
import { importStudio, parseStudioFile } from "../../lib/domain/studios/import";
import { roomQuoteFor } from "../../lib/domain/pricing";
import { bookableRoom, getLiveSite } from "../../lib/domain/sites";
import { studioPromoCodes } from "../../lib/domain/promo-codes/studio";
import { bookingDetail } from "../../lib/domain/dashboard/detail";
import { createSubscription } from "../../lib/domain/webhooks/subscriptions";
import { webhookPayloadSchema } from "../../lib/contract/webhook-payloads";
import { ALWAYS_OPEN, createStudio, demoStudioJson, type TestStudio } from "../helpers/fixtures";
import { actorFor } from "../helpers/dashboard";
import { closeGate } from "../helpers/lock-gate";
import { testDb } from "../helpers/test-db";

const db = testDb(6, {
  env: { PUBLIC_BASE_URL: "https://book.example", ROOT_DOMAIN: "studios.test", JOBS_SCHEMA: `jobs_promo_${process.pid}` },
});

const ENGINEER = randomUUID(); // an engineer's hour, 30.01 €/h
let studio: TestStudio;
const tz = () => studio.file.studio.timezone;
const roomA = () => studio.file.rooms[0]; // 18 €/h, 30 % deposit, 60 to 240 minutes
const roomC = () => studio.file.rooms[2]; // 12 €/h, no deposit, on site only
const dayIn = (zone: string, n: number): DateTime => DateTime.now().setZone(zone).plus({ days: n }).startOf("day");
const day = (n: number): DateTime => dayIn(tz(), n);
const ymd = (d: DateTime) => d.toFormat("yyyy-MM-dd");

beforeAll(async () => {
  await ensureJobs();
  studio = await createStudio(db, (f) => {
    f.studio.operatingHours = ALWAYS_OPEN;
    const [a, , c] = f.rooms;
    f.extras = [{ id: ENGINEER, name: { es: "Técnico", ca: "Tècnic", en: "Engineer" }, priceCents: 3001, per: "hour" }];
    f.promoCodes = [
      { code: "TEN", kind: "percent", percentOff: 10 },
      { code: "quarter ", kind: "percent", percentOff: 25 },
      { code: "FIVE", kind: "fixed", amountCents: 500 },
      { code: "HUGE", kind: "fixed", amountCents: 1_000_000 },
      { code: "OFF", kind: "percent", percentOff: 50, active: false },
      { code: "LATER", kind: "percent", percentOff: 10, validFrom: ymd(dayIn(f.studio.timezone, 60)) },
      { code: "GONE", kind: "percent", percentOff: 10, validUntil: ymd(dayIn(f.studio.timezone, 3)) },
      { code: "ROOM-C", kind: "fixed", amountCents: 100, roomIds: [c.id] },
      { code: "LONG", kind: "percent", percentOff: 10, minMinutes: 180, roomIds: [a.id, c.id] },
      { code: "TWO", kind: "fixed", amountCents: 200, maxUses: 2 },
      { code: "ONCE", kind: "fixed", amountCents: 300, maxUsesPerContact: 1 },
      { code: "LAST", kind: "percent", percentOff: 20, maxUses: 1 },
    ];
  });
});

let ipSeq = 0;
const nextIp = () => `203.0.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;
const email = () => `p-${randomUUID().slice(0, 8)}@mail.example`;

function hold(o: {
  d: DateTime;
  startTime?: string;
  roomId?: string;
  minutes?: number;
  promoCode?: string;
  contact?: string;
  extras?: { extraId: string; quantity: number }[];
  locale?: "es" | "ca" | "en";
}): Promise<Hold> {
  const body = CreateHoldBody.parse({
    roomId: o.roomId ?? roomA().id,
    date: ymd(o.d),
    startTime: o.startTime ?? "10:00",
    durationMinutes: o.minutes ?? 90,
    guestName: "Promo Guest",
    channel: "email",
    contact: o.contact ?? email(),
    idempotencyKey: randomUUID(),
    locale: o.locale ?? "en",
    ...(o.promoCode === undefined ? {} : { promoCode: o.promoCode }),
    ...(o.extras ? { extras: o.extras } : {}),
  });
  return createHold(db, systemClock, { slug: studio.slug, body, ip: nextIp() });
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

async function confirm(holdId: string) {
  await db.$executeRaw`UPDATE hold SET status = 'verified' WHERE id = ${holdId}::uuid AND status = 'pending'`;
  return confirmHold(db, systemClock, holdId, { paymentMode: "on_site" });
}

const usesOf = async (code: string) =>
  (
    await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM promo_use u JOIN promo_code p ON p.id = u."promoCodeId"
     WHERE p."studioId" = ${studio.studioId}::uuid AND p.code = ${code}`
  )[0].n;

describe("the discount's arithmetic (lib/contract/promo.ts)", () => {
  it("a percentage rounded half up to the cent; a fixed amount never more than the price", () => {
    const pct = (percentOff: number) => ({ kind: "percent" as const, percentOff, amountCents: null });
    const fixed = (amountCents: number) => ({ kind: "fixed" as const, percentOff: null, amountCents });
    expect(promoDiscountCents(pct(10), 2700)).toBe(270);
    expect(promoDiscountCents(pct(15), 1010)).toBe(152); // 151.5 → 152
    expect(promoDiscountCents(pct(15), 1009)).toBe(151); // 151.35 → 151
    expect(promoDiscountCents(pct(25), 7202)).toBe(1801); // 1800.5 → 1801
    expect(promoDiscountCents(pct(100), 999)).toBe(999);
    expect(promoDiscountCents(fixed(500), 2700)).toBe(500);
    expect(promoDiscountCents(fixed(5000), 2700)).toBe(2700);
    expect(promoDiscountCents(fixed(500), 0)).toBe(0);
  });

  it("the reasons in order: inactive before dates, dates before room, room before length, length before uses", () => {
    const rules = {
      active: true,
      validFrom: "2030-01-10",
      validUntil: "2030-01-20",
      roomIds: ["r1"],
      minMinutes: 120,
      maxUses: 2,
      maxUsesPerContact: 1,
    };
    const s = { date: "2030-01-15", roomId: "r1", minutes: 120, uses: 0, usesByContact: 0 };
    expect(promoRefusal(rules, s)).toBeNull();
    expect(promoRefusal({ ...rules, active: false }, { ...s, date: "2031-01-01" })).toBe("inactive");
    expect(promoRefusal(rules, { ...s, date: "2030-01-09", roomId: "r2" })).toBe("not_yet");
    expect(promoRefusal(rules, { ...s, date: "2030-01-10" })).toBeNull(); // both ends inclusive
    expect(promoRefusal(rules, { ...s, date: "2030-01-20" })).toBeNull();
    expect(promoRefusal(rules, { ...s, date: "2030-01-21" })).toBe("expired");
    expect(promoRefusal(rules, { ...s, roomId: "r2", minutes: 60 })).toBe("room");
    expect(promoRefusal(rules, { ...s, minutes: 90, uses: 2 })).toBe("too_short");
    expect(promoRefusal(rules, { ...s, uses: 2, usesByContact: 1 })).toBe("used_up");
    expect(promoRefusal(rules, { ...s, usesByContact: 1 })).toBe("used_up_by_you");
    // Unknown contact (the quote): the per-contact limit is not judged; unknown length: the room's longest.
    expect(promoRefusal(rules, { ...s, minutes: null, longestMinutes: 240, usesByContact: null })).toBeNull();
    expect(promoRefusal(rules, { ...s, minutes: null, longestMinutes: 90, usesByContact: null })).toBe("too_short");
  });
});

describe("a hold with a promo code", () => {
  it("is priced with the discount off the whole price, extras included; the deposit is the share of the discounted price", async () => {
    const d = day(20);
    const plain = await hold({ d, startTime: "08:00" });
    expect(plain.price.priceCents).toBe(2700); // 90 minutes at 18 €/h
    expect(plain).not.toHaveProperty("discount");
    const ten = await hold({ d, startTime: "10:00", promoCode: "ten" });
    expect(ten.price).toMatchObject({ priceCents: 2430, depositCents: 729 });
    expect(ten.discount).toEqual({ code: "TEN", discountCents: 270 });
    const five = await hold({ d, startTime: "12:00", promoCode: "  Five " });
    expect(five.price).toMatchObject({ priceCents: 2200, depositCents: 660 });
    // 2,700 + 4,502 (the engineer: 3001 × 90 / 60 = 4,501.5 → 4,502) = 7,202; 25 % = 1,800.5 → 1,801.
    const quarter = await hold({ d, startTime: "14:00", promoCode: "QUARTER", extras: [{ extraId: ENGINEER, quantity: 1 }] });
    expect(quarter.price).toMatchObject({ priceCents: 5401, depositCents: 1620 });
    expect(quarter.discount).toEqual({ code: "QUARTER", discountCents: 1801 });
    // A fixed amount beyond the price takes the whole price: nothing to pay, no deposit.
    const huge = await hold({ d, startTime: "16:00", promoCode: "HUGE" });
    expect(huge.price).toMatchObject({ priceCents: 0, depositCents: 0 });
    expect(huge.discount).toEqual({ code: "HUGE", discountCents: 2700 });
    const row = await db.hold.findUniqueOrThrow({ where: { id: ten.holdId } });
    expect(row.promo).toEqual({ promoCodeId: expect.any(String), code: "TEN", discountCents: 270 });
    expect((await db.hold.findUniqueOrThrow({ where: { id: plain.holdId } })).promo).toBeNull();
    // A hold does not count a use: confirm does.
    expect(await usesOf("TEN")).toBe(0);
  });

  it("the booking keeps the discount; the code's use is counted at confirm; the detail's breakdown and the webhook carry it", async () => {
    await createSubscription(db, studio.studioId, { url: "https://hooks.example/promo", events: ["booking.confirmed"] });
    const h = await hold({ d: day(21), promoCode: "TEN" });
    const r = await confirm(h.holdId);
    expect(r.booking).toMatchObject({ priceCents: 2430, discount: { code: "TEN", discountCents: 270 } });
    const row = await db.booking.findUniqueOrThrow({ where: { id: r.booking.id } });
    expect(row.promo).toEqual({ promoCodeId: expect.any(String), code: "TEN", discountCents: 270 });
    expect(await usesOf("TEN")).toBe(1);
    // The studio's booking page: the discount is its own line, not a change of price by the studio.
    const detail = await bookingDetail(db, systemClock, actorFor(studio), r.booking.id);
    expect(detail.priceBreakdown).toMatchObject({ discount: { code: "TEN", discountCents: 270 }, adjustmentCents: 0, priceCents: 2430 });
    const [event] = await db.webhookDelivery.findMany({ where: { bookingId: r.booking.id } });
    const data = (event.payload as { data: unknown }).data;
    expect(data).toMatchObject({ priceCents: 2430, discount: { code: "TEN", discountCents: 270 } });
    expect(webhookPayloadSchema("booking.confirmed").safeParse({ ...(event.payload as object), sequence: 1 }).success).toBe(true);
  });

  it("is refused with 409 PROMO_CODE_INVALID for each reason, in the hold's language, and no hold is made", async () => {
    const d = day(10);
    const cases: [string, string, Partial<Parameters<typeof hold>[0]>][] = [
      ["NOPE", "unknown", {}],
      ["OFF", "inactive", {}],
      ["LATER", "not_yet", {}],
      ["GONE", "expired", {}],
      ["ROOM-C", "room", {}],
      ["LONG", "too_short", { minutes: 120 }],
    ];
    const before = await db.hold.count({ where: { studioId: studio.studioId } });
    for (const [code, reason, over] of cases) {
      const e = await failure(hold({ d, promoCode: code.toLowerCase(), ...over }));
      expect(e, code).toMatchObject({ code: "PROMO_CODE_INVALID", status: 409, details: { reason, code } });
    }
    expect(await db.hold.count({ where: { studioId: studio.studioId } })).toBe(before);
    const es = await failure(hold({ d, promoCode: "OFF", locale: "es" }));
    expect(es.message).toBe("Este código ya no está activo. Puedes reservar sin él.");
    const ca = await failure(hold({ d, promoCode: "GONE", locale: "ca" }));
    expect(ca.message).toBe("Aquest codi ja no és vàlid en aquesta data. Pots reservar sense ell.");
    // The code applies where its conditions hold: room C, and three hours.
    expect((await hold({ d, roomId: roomC().id, promoCode: "ROOM-C" })).discount).toEqual({ code: "ROOM-C", discountCents: 100 });
    expect((await hold({ d, startTime: "14:00", minutes: 180, promoCode: "LONG" })).discount?.discountCents).toBe(540);
    // The session's date decides, not today's: GONE still applies to a session on its last day.
    expect((await hold({ d: day(3), startTime: "10:00", promoCode: "GONE" })).discount?.discountCents).toBe(270);
  });
});

describe("a repriced move", () => {
  it("takes the room's new price less the discount as booked, in cents, never more than that price", async () => {
    const d = day(22);
    const b = await confirm((await hold({ d, promoCode: "TEN" })).holdId); // 2,700 − 270
    const owner = actorFor(studio, "owner");
    const moved = await moveByStudio(db, systemClock, owner, b.booking.id, {
      date: ymd(d),
      startTime: "13:00",
      durationMinutes: 60,
      reprice: true,
    });
    expect(moved.priceCents).toBe(1800 - 270);
    const row = await db.booking.findUniqueOrThrow({ where: { id: b.booking.id } });
    expect(row.promo).toMatchObject({ code: "TEN", discountCents: 270 });
    const huge = await confirm((await hold({ d, startTime: "16:00", promoCode: "HUGE" })).holdId); // 2,700 − 2,700
    const shorter = await moveByStudio(db, systemClock, owner, huge.booking.id, {
      date: ymd(d),
      startTime: "18:00",
      durationMinutes: 60,
      reprice: true,
    });
    expect(shorter.priceCents).toBe(0);
    expect((await db.booking.findUniqueOrThrow({ where: { id: huge.booking.id } })).promo).toMatchObject({
      code: "HUGE",
      discountCents: 1800,
    });
  });
});

describe("a code limited to 2 uses", () => {
  it("two confirmed bookings use it up: the third confirm is refused (used_up) and its hold goes back to the full price; a cancel gives a use back", async () => {
    const d = day(30);
    const [h1, h2, h3] = [
      await hold({ d, startTime: "08:00", promoCode: "TWO" }),
      await hold({ d, startTime: "10:00", promoCode: "TWO" }),
      await hold({ d, startTime: "12:00", promoCode: "TWO" }),
    ];
    const b1 = await confirm(h1.holdId);
    await confirm(h2.holdId);
    expect(await usesOf("TWO")).toBe(2);
    const third = await failure(confirm(h3.holdId));
    expect(third).toMatchObject({ code: "PROMO_CODE_INVALID", status: 409, details: { reason: "used_up", code: "TWO" } });
    expect(third.message).toBe("This code has been used up. You can book without it.");
    expect(await db.booking.count({ where: { holdId: h3.holdId } })).toBe(0);
    // The hold lost the code and stays verified at the full price: it may be confirmed as it is now.
    const after = await readHold(db, systemClock, h3.holdId);
    expect(after).toMatchObject({ status: "verified", price: { priceCents: 2700, depositCents: 810 } });
    expect(after).not.toHaveProperty("discount");
    // A new hold with the code is refused at once while the code is used up.
    expect((await failure(hold({ d, startTime: "14:00", promoCode: "TWO" }))).details).toEqual({ reason: "used_up", code: "TWO" });

    // The guest cancels: the use is given back, and the next confirm with the code succeeds.
    await cancelBooking(db, systemClock, b1.manageToken, undefined);
    expect(await usesOf("TWO")).toBe(1);
    const h4 = await hold({ d, startTime: "16:00", promoCode: "TWO" });
    const b4 = await confirm(h4.holdId);
    expect(b4.booking.discount).toEqual({ code: "TWO", discountCents: 200 });
    expect(await usesOf("TWO")).toBe(2);
    // The refused hold books at the full price, without a use.
    const b3 = await confirm(h3.holdId);
    expect(b3.booking).toMatchObject({ priceCents: 2700, discount: null });
    expect(await usesOf("TWO")).toBe(2);

    // The studio's cancel gives one back too.
    await cancelByStudio(db, systemClock, actorFor(studio, "owner"), b4.booking.id, { reason: "Flooded" });
    expect(await usesOf("TWO")).toBe(1);
    const listed = (await studioPromoCodes.list(db, actorFor(studio))).find((p) => p.code === "TWO");
    expect(listed?.usesCount).toBe(1);
  });
});

describe("a code limited to one use per guest contact", () => {
  it("a contact's second hold is refused (used_up_by_you); another contact's is not; a second confirm of two holds made before is refused", async () => {
    const d = day(31);
    const me = email();
    const [a, b] = [
      await hold({ d, startTime: "08:00", promoCode: "ONCE", contact: me }),
      await hold({ d, startTime: "10:00", promoCode: "ONCE", contact: me.toUpperCase() }),
    ];
    await confirm(a.holdId);
    expect((await failure(hold({ d, startTime: "12:00", promoCode: "ONCE", contact: me }))).details).toEqual({
      reason: "used_up_by_you",
      code: "ONCE",
    });
    expect((await hold({ d, startTime: "12:00", promoCode: "ONCE" })).discount?.discountCents).toBe(300);
    expect((await failure(confirm(b.holdId))).details).toEqual({ reason: "used_up_by_you", code: "ONCE" });
  });
});

describe("two confirms racing for the last use", () => {
  it("exactly one wins; the other is refused used_up and its hold goes back to the full price", async () => {
    for (let i = 0; i < 2; i++) {
      const d = day(40 + i);
      await db.$executeRaw`DELETE FROM promo_use WHERE "promoCodeId" = (SELECT id FROM promo_code WHERE "studioId" = ${studio.studioId}::uuid AND code = 'LAST')`;
      const [x, y] = [await hold({ d, startTime: "08:00", promoCode: "LAST" }), await hold({ d, startTime: "10:00", promoCode: "LAST" })];
      await db.$executeRaw`UPDATE hold SET status = 'verified' WHERE id IN (${x.holdId}::uuid, ${y.holdId}::uuid)`;
      const promoId = (await db.promoCode.findFirstOrThrow({ where: { studioId: studio.studioId, code: "LAST" } })).id;
      const gate = await closeGate(inject("databaseUrl"), "SELECT 1 FROM promo_code WHERE id = $1::uuid FOR UPDATE", [promoId]);
      let results: PromiseSettledResult<unknown>[];
      try {
        const racers = Promise.allSettled([x, y].map((h) => confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" })));
        await gate.waiters(2);
        await gate.open();
        results = await racers;
      } finally {
        await gate.open();
      }
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(lost.reason).toMatchObject({ code: "PROMO_CODE_INVALID", details: { reason: "used_up", code: "LAST" } });
      expect(await usesOf("LAST")).toBe(1);
      const loser = [x, y][results.indexOf(lost)];
      expect((await db.hold.findUniqueOrThrow({ where: { id: loser.holdId } })).priceCents).toBe(2700);
    }
  });
});

describe("the quote with a promo code", () => {
  it("answers the code's terms or why not, undiscounted durations, and nothing without a code", async () => {
    const site = await getLiveSite(db, studio.slug);
    const quote = (roomId: string, promoCode?: string, locale?: "es" | "ca" | "en") =>
      roomQuoteFor(
        db,
        systemClock,
        site,
        bookableRoom(site, roomId),
        { date: ymd(day(12)), startTime: "10:00", promoCode, locale },
        nextIp(),
      );
    const none = await quote(roomA().id);
    expect(none).not.toHaveProperty("promo");
    const ten = await quote(roomA().id, "ten");
    expect(ten.promo).toEqual({ code: "TEN", ok: true, kind: "percent", percentOff: 10, amountCents: null, minMinutes: null });
    expect(ten.durations).toEqual(none.durations);
    expect((await quote(roomA().id, "LONG")).promo).toMatchObject({ ok: true, minMinutes: 180 });
    // Room C's longest session is 180 minutes: LONG fits; ROOM-C is not room A's.
    expect((await quote(roomA().id, "ROOM-C", "es")).promo).toEqual({
      code: "ROOM-C",
      ok: false,
      reason: "room",
      message: "Este código no es válido para esta sala. Puedes reservar sin él.",
    });
    expect((await quote(roomA().id, "nope")).promo).toMatchObject({ code: "NOPE", ok: false, reason: "unknown" });
  });
});

describe("the studio's promo codes", () => {
  const owner = () => actorFor(studio, "owner");
  it("an owner adds, changes and deactivates a code (never deletes); its uses stay; staff may only read", async () => {
    const made = await studioPromoCodes.create(db, systemClock, owner(), { code: " spring-5 ", kind: "fixed", amountCents: 500 });
    expect(made).toMatchObject({
      code: "SPRING-5",
      kind: "fixed",
      amountCents: 500,
      percentOff: null,
      roomIds: [],
      active: true,
      usesCount: 0,
    });
    const off = await studioPromoCodes.update(db, systemClock, owner(), made.id, { active: false, maxUses: 3 });
    expect(off).toMatchObject({ code: "SPRING-5", active: false, maxUses: 3, amountCents: 500 });
    expect((await failure(hold({ d: day(11), promoCode: "spring-5" }))).details).toEqual({ reason: "inactive", code: "SPRING-5" });
    const problems = await failure(studioPromoCodes.update(db, systemClock, owner(), made.id, { kind: "percent" }));
    expect(problems).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(problems.message).toMatch(/percentOff: is required/);
    expect(
      (await failure(studioPromoCodes.create(db, systemClock, owner(), { code: "TEN", kind: "percent", percentOff: 5 }))).message,
    ).toMatch(/^code: /);
    const other = await createStudio(db);
    expect(
      (
        await failure(
          studioPromoCodes.create(db, systemClock, owner(), { code: "X1", kind: "percent", percentOff: 5, roomIds: [other.roomIds[0]] }),
        )
      ).message,
    ).toBe("roomIds.0: is not a room of this studio");
    expect((await failure(studioPromoCodes.update(db, systemClock, actorFor(other, "owner"), made.id, { active: true }))).code).toBe(
      "RESOURCE_NOT_FOUND",
    );
    expect(
      (await failure(studioPromoCodes.create(db, systemClock, actorFor(studio), { code: "X2", kind: "percent", percentOff: 5 }))).code,
    ).toBe("FORBIDDEN");
    expect(
      await db.studioAudit.count({ where: { studioId: studio.studioId, action: { in: ["promo_code.create", "promo_code.update"] } } }),
    ).toBe(2);
  });
});

describe("the studio file's promo codes", () => {
  it("are exported, and a re-import keeps their uses (by code); a code left out is deactivated", async () => {
    const file = await exportStudio(db, { id: studio.studioId });
    expect(file.promoCodes?.find((p) => p.code === "TWO")).toEqual({
      code: "TWO",
      kind: "fixed",
      percentOff: null,
      amountCents: 200,
      validFrom: null,
      validUntil: null,
      roomIds: [],
      minMinutes: null,
      maxUses: 2,
      maxUsesPerContact: null,
      active: true,
    });
    const twoId = (await db.promoCode.findFirstOrThrow({ where: { studioId: studio.studioId, code: "TWO" } })).id;
    const usesBefore = await usesOf("TWO");
    const again = parseStudioFile({
      ...file,
      promoCodes: file.promoCodes!.filter((p) => p.code !== "FIVE").map((p) => (p.code === "TWO" ? { ...p, maxUses: 5 } : p)),
    });
    await importStudio(db, again);
    const two = await db.promoCode.findFirstOrThrow({ where: { studioId: studio.studioId, code: "TWO" } });
    expect([two.id, two.maxUses]).toEqual([twoId, 5]);
    expect(await usesOf("TWO")).toBe(usesBefore);
    expect((await db.promoCode.findFirstOrThrow({ where: { studioId: studio.studioId, code: "FIVE" } })).active).toBe(false);
    // A file without promoCodes leaves them as they are; the settings read has none.
    await importStudio(db, parseStudioFile({ ...file, promoCodes: undefined }));
    expect(await db.promoCode.count({ where: { studioId: studio.studioId, active: true } })).toBeGreaterThan(5);
  });

  it("are validated: rooms of the file, the amount of their kind, dates in order, each code once, the code's characters", () => {
    const f = demoStudioJson();
    const p = { code: "A1", kind: "percent" as const, percentOff: 10 };
    expect(() => parseStudioFile({ ...f, promoCodes: [{ ...p, roomIds: [randomUUID()] }] })).toThrow(
      /promoCodes\.0\.roomIds\.0: is not a room of this file/,
    );
    expect(() => parseStudioFile({ ...f, promoCodes: [{ ...p, amountCents: 100 }] })).toThrow(/promoCodes\.0\.amountCents/);
    expect(() => parseStudioFile({ ...f, promoCodes: [{ code: "A1", kind: "fixed" }] })).toThrow(/promoCodes\.0\.amountCents/);
    expect(() => parseStudioFile({ ...f, promoCodes: [{ ...p, validFrom: "2030-02-01", validUntil: "2030-01-01" }] })).toThrow(
      /promoCodes\.0\.validUntil/,
    );
    expect(() => parseStudioFile({ ...f, promoCodes: [p, { ...p, code: "a1" }] })).toThrow(/promoCodes/);
    expect(() => parseStudioFile({ ...f, promoCodes: [{ ...p, code: "AÑO" }] })).toThrow(/promoCodes\.0\.code/);
    expect(parseStudioFile({ ...f, promoCodes: [{ ...p, code: " summer_10 " }] }).promoCodes?.[0].code).toBe("SUMMER_10");
  });
});

describe("a deleted room", () => {
  it("leaves its promo codes; a code that named only that room is deactivated, not left for every room", async () => {
    const owner = actorFor(studio, "owner");
    const roomB = studio.file.rooms[1].id; // never booked in this file
    const only = await studioPromoCodes.create(db, systemClock, owner, {
      code: "B-ONLY",
      kind: "percent",
      percentOff: 5,
      roomIds: [roomB],
    });
    const both = await studioPromoCodes.create(db, systemClock, owner, {
      code: "B-AND-C",
      kind: "percent",
      percentOff: 5,
      roomIds: [roomB, roomC().id],
    });
    await deleteRoom(db, systemClock, owner, roomB);
    const codes = await studioPromoCodes.list(db, owner);
    expect(codes.find((p) => p.id === only.id)).toMatchObject({ roomIds: [], active: false });
    expect(codes.find((p) => p.id === both.id)).toMatchObject({ roomIds: [roomC().id], active: true });
    // The export imports again: no code names a room the file lacks.
    const file = await exportStudio(db, { id: studio.studioId });
    expect(() => parseStudioFile(file)).not.toThrow();
  });
});
