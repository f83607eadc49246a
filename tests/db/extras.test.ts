// Extras (docs/pricing.md, Extras) on a real database: the exclusion constraint on extra_claim itself,
// two guests racing for the last unit of a kit in two rooms (one wins, the other 409 EXTRA_UNAVAILABLE
// naming it), an expired hold's claim not in the way, a confirmed booking keeping its claim and a
// cancel freeing it, a quantity of 2, the price with extras per booking and per hour, a move
// re-hiring its extras, and the studio file's extras (import, export, validation).
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { manualClock, systemClock } from "../../lib/infra/clock";
import { pgErrorCode } from "../../lib/infra/db";
import { ensureJobs } from "../../lib/infra/queue";
import { ApiError } from "../../lib/contract/errors";
import { CreateHoldBody, type Hold } from "../../lib/contract/schemas";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { cancelBooking } from "../../lib/domain/bookings/manage";
import { createHold } from "../../lib/domain/holds/create";
import { sweepExpiredHolds } from "../../lib/domain/holds/sweep";
import { verifyHold } from "../../lib/domain/holds/verify";
import { moveByStudio } from "../../lib/domain/studio-actions/move";
import { exportStudio } from "../../lib/domain/studios/export";
import { parseStudioFile } from "../../lib/domain/studios/import";
import { roomQuoteWithExtras } from "../../lib/domain/pricing";
import { bookableRoom, getLiveSite } from "../../lib/domain/sites";
import { extraLineCents } from "../../lib/contract/extras";
import { ALWAYS_OPEN, createStudio, demoStudioJson, type TestStudio } from "../helpers/fixtures";
import { testDb } from "../helpers/test-db";

const db = testDb(6, {
  env: { PUBLIC_BASE_URL: "https://book.example", ROOT_DOMAIN: "studios.test", JOBS_SCHEMA: `jobs_extras_${process.pid}` },
});

const KIT = randomUUID(); // a backline kit: one owned, per booking
const MICS = randomUUID(); // two microphones, per booking
const ENGINEER = randomUUID(); // an engineer's hour, not limited, room A only
const OLD = randomUUID(); // inactive
let studio: TestStudio;
let other: TestStudio;

beforeAll(async () => {
  await ensureJobs();
  studio = await createStudio(db, (f) => {
    f.studio.operatingHours = ALWAYS_OPEN;
    const [a, b, c] = f.rooms;
    b.paymentModes = ["on_site"]; // bookable online: a third room for the microphones
    f.extras = [
      { id: KIT, name: { es: "Backline", ca: "Backline", en: "Backline kit" }, priceCents: 2500, per: "booking", quantity: 1 },
      { id: MICS, name: { es: "Micrófono", ca: "Micròfon", en: "Microphone" }, priceCents: 500, per: "booking", quantity: 2 },
      { id: ENGINEER, name: { es: "Técnico", ca: "Tècnic", en: "Engineer" }, priceCents: 3001, per: "hour", roomIds: [a.id] },
      { id: OLD, name: { es: "Viejo", ca: "Vell", en: "Old" }, priceCents: 1, per: "booking", roomIds: [a.id, c.id], active: false },
    ];
  });
  other = await createStudio(db, (f) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  });
});

const tz = () => studio.file.studio.timezone;
const roomA = () => studio.file.rooms[0];
const roomC = () => studio.file.rooms[2];
const day = (n: number): DateTime => DateTime.now().setZone(tz()).plus({ days: n }).startOf("day");
const ymd = (d: DateTime) => d.toFormat("yyyy-MM-dd");
let ipSeq = 0;

function hold(
  roomId: string,
  d: DateTime,
  startTime: string,
  extras?: { extraId: string; quantity: number }[],
  durationMinutes = 120,
): Promise<Hold> {
  const body = CreateHoldBody.parse({
    roomId,
    date: ymd(d),
    startTime,
    durationMinutes,
    guestName: "Guest With Kit",
    channel: "email",
    contact: `g-${randomUUID().slice(0, 8)}@mail.example`,
    idempotencyKey: randomUUID(),
    ...(extras ? { extras } : {}),
  });
  ipSeq++;
  return createHold(db, systemClock, { slug: studio.slug, body, ip: `203.0.${Math.floor(ipSeq / 200)}.${ipSeq % 200}` });
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

const claimsOf = (extraId: string) =>
  db.$queryRaw<{ unit: number; holdId: string | null; bookingId: string | null; expiresAt: Date | null }[]>`
    SELECT unit, "holdId"::text, "bookingId"::text, "expiresAt" FROM extra_claim WHERE "extraId" = ${extraId}::uuid ORDER BY unit, id`;

async function confirm(holdId: string) {
  await db.$executeRaw`UPDATE hold SET status = 'verified' WHERE id = ${holdId}::uuid`;
  return confirmHold(db, systemClock, holdId, { paymentMode: "on_site" });
}

describe("extra_claim_no_overlap", () => {
  it("refuses two overlapping claims of one unit (23P01); adjacent spans and other units are fine", async () => {
    const insert = (unit: number, from: string, to: string) =>
      db.$executeRaw`INSERT INTO extra_claim ("extraId", unit, span) VALUES (${OLD}::uuid, ${unit}, tstzrange(${from}::timestamptz, ${to}::timestamptz))`;
    await insert(1, "2031-01-01T10:00Z", "2031-01-01T11:00Z");
    await insert(1, "2031-01-01T11:00Z", "2031-01-01T12:00Z");
    await insert(2, "2031-01-01T10:30Z", "2031-01-01T11:30Z");
    const err = await insert(1, "2031-01-01T10:30Z", "2031-01-01T11:30Z").then(
      () => null,
      (e: unknown) => e,
    );
    expect(pgErrorCode(err)).toBe("23P01");
    await db.$executeRaw`DELETE FROM extra_claim WHERE "extraId" = ${OLD}::uuid`;
  });
});

describe("hiring extras with a hold", () => {
  it("two guests racing for the last kit at overlapping times in two rooms: one wins, the other 409 naming the extra", async () => {
    for (let i = 0; i < 3; i++) {
      const d = day(30 + i);
      const results = await Promise.allSettled([
        hold(roomA().id, d, "10:00", [{ extraId: KIT, quantity: 1 }]),
        hold(roomC().id, d, "11:00", [{ extraId: KIT, quantity: 1 }]),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const lost = results.find((r) => r.status === "rejected");
      expect(lost?.status === "rejected" && lost.reason).toBeInstanceOf(ApiError);
      const e = (lost as PromiseRejectedResult).reason as ApiError;
      expect(e).toMatchObject({ code: "EXTRA_UNAVAILABLE", status: 409, details: { extraId: KIT, name: "Backline kit" } });
      expect(e.message).toContain("Backline kit");
      // The loser left nothing behind: its room is free again, the kit has one claim.
      const kit = await db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM extra_claim WHERE "extraId" = ${KIT}::uuid AND span && tstzrange(${d.toJSDate()}, ${d.plus({ days: 1 }).toJSDate()})`;
      expect(kit[0].n).toBe(1);
    }
  });

  it("the kit is free again at an adjacent time, and an expired hold's claim is not in the way", async () => {
    const d = day(40);
    const first = await hold(roomA().id, d, "10:00", [{ extraId: KIT, quantity: 1 }]);
    await hold(roomC().id, d, "12:00", [{ extraId: KIT, quantity: 1 }]); // [12:00, 14:00) touches [10:00, 12:00)
    expect((await failure(hold(roomC().id, d, "09:00", [{ extraId: KIT, quantity: 1 }]))).code).toBe("EXTRA_UNAVAILABLE");
    // The first hold's time runs out: its claims are dead, and the next claimer deletes them.
    await db.$executeRaw`UPDATE slot_claim SET "expiresAt" = now() - interval '1 second' WHERE "holdId" = ${first.holdId}::uuid`;
    expect((await claimsOf(KIT)).find((c) => c.holdId === first.holdId)?.expiresAt?.getTime()).toBeLessThan(Date.now());
    await hold(roomC().id, d, "09:00", [{ extraId: KIT, quantity: 1 }]);
    expect((await claimsOf(KIT)).some((c) => c.holdId === first.holdId)).toBe(false);
  });

  it("a confirmed booking keeps its claim (firm); cancelling frees it", async () => {
    const d = day(20);
    const h = await hold(roomA().id, d, "10:00", [{ extraId: KIT, quantity: 1 }]);
    const r = await confirm(h.holdId);
    expect(await claimsOf(KIT).then((cs) => cs.filter((c) => c.bookingId === r.booking.id))).toEqual([
      { unit: 1, holdId: h.holdId, bookingId: r.booking.id, expiresAt: null },
    ]);
    const row = await db.booking.findUniqueOrThrow({ where: { id: r.booking.id } });
    expect(row.extras).toEqual([
      { extraId: KIT, name: { es: "Backline", ca: "Backline", en: "Backline kit" }, quantity: 1, priceCents: 2500 },
    ]);
    // Long after the hold's time, the booking still holds the kit.
    const later = manualClock(new Date(Date.now() + 60 * 60_000));
    expect(
      (
        await failure(
          createHold(db, later, {
            slug: studio.slug,
            body: CreateHoldBody.parse({
              roomId: roomC().id,
              date: ymd(d),
              startTime: "11:00",
              durationMinutes: 60,
              guestName: "Later",
              channel: "email",
              contact: "later@mail.example",
              idempotencyKey: randomUUID(),
              extras: [{ extraId: KIT, quantity: 1 }],
            }),
            ip: "203.0.113.250",
          }),
        )
      ).code,
    ).toBe("EXTRA_UNAVAILABLE");
    await cancelBooking(db, systemClock, r.manageToken, undefined);
    expect((await claimsOf(KIT)).filter((c) => c.holdId === h.holdId)).toEqual([]);
    await hold(roomC().id, d, "11:00", [{ extraId: KIT, quantity: 1 }]);
  });

  it("a quantity of 2 admits two overlapping hires and refuses a third; two at once take both units", async () => {
    const d = day(21);
    await hold(roomA().id, d, "10:00", [{ extraId: MICS, quantity: 1 }]);
    await hold(roomC().id, d, "10:30", [{ extraId: MICS, quantity: 1 }]);
    const third = await failure(hold(studio.file.rooms[1].id, d, "11:00", [{ extraId: MICS, quantity: 1 }]));
    expect(third).toMatchObject({ code: "EXTRA_UNAVAILABLE", details: { extraId: MICS, name: "Microphone" } });
    // More than the studio owns is never free.
    expect((await failure(hold(roomA().id, d, "15:00", [{ extraId: MICS, quantity: 3 }]))).code).toBe("EXTRA_UNAVAILABLE");
    // One unit taken at 10:00 on day 61: two more at once overlap it.
    await hold(roomC().id, day(22), "11:00", [{ extraId: MICS, quantity: 1 }]);
    expect((await failure(hold(roomA().id, day(22), "10:00", [{ extraId: MICS, quantity: 2 }]))).code).toBe("EXTRA_UNAVAILABLE");
    const both = await hold(roomA().id, day(23), "10:00", [{ extraId: MICS, quantity: 2 }]);
    expect((await claimsOf(MICS)).filter((c) => c.holdId === both.holdId).map((c) => c.unit)).toEqual([1, 2]);
  });

  it("prices extras per booking and per hour (half up) into the hold's price and deposit", async () => {
    expect(extraLineCents({ priceCents: 3001, per: "hour" }, 90, 1)).toBe(4502); // 4501.5 → 4502
    expect(extraLineCents({ priceCents: 500, per: "booking" }, 90, 3)).toBe(1500);
    const d = day(24);
    const plain = await hold(roomA().id, d, "10:00", undefined, 90);
    const withExtras = await hold(
      roomA().id,
      d,
      "14:00",
      [
        { extraId: ENGINEER, quantity: 2 },
        { extraId: MICS, quantity: 1 },
      ],
      90,
    );
    expect(withExtras.price.priceCents).toBe(plain.price.priceCents + 2 * 4502 + 500);
    expect(withExtras.price.depositCents).toBe(Math.floor((2 * withExtras.price.priceCents * roomA().depositPercent + 100) / 200));
    // An unlimited extra makes no claim.
    expect(await claimsOf(ENGINEER)).toEqual([]);
    const row = await db.hold.findUniqueOrThrow({ where: { id: withExtras.holdId } });
    expect(row.extras).toEqual([
      { extraId: ENGINEER, name: { es: "Técnico", ca: "Tècnic", en: "Engineer" }, quantity: 2, priceCents: 9004 },
      { extraId: MICS, name: { es: "Micrófono", ca: "Micròfon", en: "Microphone" }, quantity: 1, priceCents: 500 },
    ]);
    expect((await db.hold.findUniqueOrThrow({ where: { id: plain.holdId } })).extras).toEqual([]);
  });

  it("an extra the room is not offered is a VALIDATION_ERROR at extras.N.extraId; a replay with other extras is refused", async () => {
    const d = day(25);
    for (const extraId of [ENGINEER, OLD, randomUUID()]) {
      const e = await failure(
        hold(roomC().id, d, "10:00", [
          { extraId: MICS, quantity: 1 },
          { extraId, quantity: 1 },
        ]),
      );
      expect(e.code).toBe("VALIDATION_ERROR");
      expect(e.message).toMatch(/^body\.extras\.1\.extraId: /);
    }
    expect(
      CreateHoldBody.safeParse({
        ...baseBody(d),
        extras: [
          { extraId: KIT, quantity: 1 },
          { extraId: KIT, quantity: 1 },
        ],
      }).success,
    ).toBe(false);
    expect(CreateHoldBody.safeParse({ ...baseBody(d), extras: [{ extraId: KIT, quantity: 21 }] }).success).toBe(false);
    const body = CreateHoldBody.parse({ ...baseBody(d), extras: [{ extraId: MICS, quantity: 1 }] });
    await createHold(db, systemClock, { slug: studio.slug, body, ip: "203.0.113.240" });
    const again = await failure(
      createHold(db, systemClock, { slug: studio.slug, body: { ...body, extras: [{ extraId: MICS, quantity: 2 }] }, ip: "203.0.113.240" }),
    );
    expect(again.code).toBe("VALIDATION_ERROR");
    // Another studio's extra is not this studio's.
    const foreign = CreateHoldBody.parse({ ...baseBody(d), roomId: other.file.rooms[0].id, extras: [{ extraId: MICS, quantity: 1 }] });
    expect((await failure(createHold(db, systemClock, { slug: other.slug, body: foreign, ip: "203.0.113.241" }))).code).toBe(
      "VALIDATION_ERROR",
    );
  });
});

function baseBody(d: DateTime) {
  return {
    roomId: roomC().id,
    date: ymd(d),
    startTime: "16:00",
    durationMinutes: 60,
    guestName: "Body Guest",
    channel: "email",
    contact: `b-${randomUUID().slice(0, 8)}@mail.example`,
    idempotencyKey: randomUUID(),
  };
}

describe("extra claims follow the hold's room claim", () => {
  it("verify refreshes their expiry with the room claim's; the sweep frees them with the expired hold", async () => {
    const d = day(27);
    const h = await hold(roomA().id, d, "10:00", [{ extraId: MICS, quantity: 2 }]);
    const devCode = h.devCode!;
    const later = manualClock(new Date(Date.now() + 5 * 60_000));
    await verifyHold(db, later, h.holdId, devCode);
    const room = await db.slotClaim.findUniqueOrThrow({ where: { holdId: h.holdId } });
    const mics = (await claimsOf(MICS)).filter((c) => c.holdId === h.holdId);
    expect(mics.map((c) => c.expiresAt)).toEqual([room.expiresAt, room.expiresAt]);
    // The hold's time runs out and the sweep marks it expired: its claims, the extras' too, are gone.
    await sweepExpiredHolds(db, manualClock(new Date(room.expiresAt!.getTime() + 1000)));
    expect((await claimsOf(MICS)).filter((c) => c.holdId === h.holdId)).toEqual([]);
  });
});

describe("a moved booking", () => {
  it("hires its extras again for the new time, or is refused with EXTRA_UNAVAILABLE and stays", async () => {
    const d = day(26);
    const h = await hold(roomA().id, d, "10:00", [{ extraId: KIT, quantity: 1 }]);
    const b = await confirm(h.holdId);
    await hold(roomC().id, d, "16:00", [{ extraId: KIT, quantity: 1 }]);
    const actor = {
      userId: "u",
      name: "Sam",
      email: `staff@${studio.slug}.example`,
      role: "staff" as const,
      studioId: studio.studioId,
      locale: "en" as const,
    };
    const e = await failure(moveByStudio(db, systemClock, actor, b.booking.id, { date: ymd(d), startTime: "15:00" }));
    expect(e.code).toBe("EXTRA_UNAVAILABLE");
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.booking.id } })).startTime).toBe("10:00");
    const moved = await moveByStudio(db, systemClock, actor, b.booking.id, { date: ymd(d), startTime: "12:00" });
    expect(moved.priceCents).toBe(b.booking.priceCents); // price as booked, the kit's line included
    // Repriced: the room's price for the new length plus the kit as booked.
    const repriced = await moveByStudio(db, systemClock, actor, b.booking.id, {
      date: ymd(d),
      startTime: "12:00",
      durationMinutes: 60,
      reprice: true,
    });
    expect(repriced.priceCents).toBe(roomA().hourlyCents + 2500);
    const mine = (await claimsOf(KIT)).filter((c) => c.bookingId === b.booking.id);
    expect(mine).toEqual([{ unit: 1, holdId: h.holdId, bookingId: b.booking.id, expiresAt: null }]);
  });
});

describe("the studio file's extras", () => {
  it("are exported as imported, and the quote lists the room's active ones", async () => {
    const file = await exportStudio(db, { id: studio.studioId });
    expect(file.extras?.map((x) => [x.id, x.quantity, x.active])).toEqual([
      [KIT, 1, true],
      [MICS, 2, true],
      [ENGINEER, null, true],
      [OLD, null, false],
    ]);
    const site = await getLiveSite(db, studio.slug);
    const q = await roomQuoteWithExtras(db, site.studioId, bookableRoom(site, roomC().id), { date: ymd(day(5)), startTime: "10:00" });
    expect(q.extras.map((x) => x.id)).toEqual([KIT, MICS]);
    // A file without extras is still valid and exports none.
    expect((await exportStudio(db, { id: other.studioId })).extras).toBeUndefined();
  });

  it("are validated: rooms of the file, names in three languages, at most 50", () => {
    const f = demoStudioJson();
    const extra = { id: randomUUID(), name: { es: "a", ca: "b", en: "c" }, priceCents: 1, per: "booking" as const };
    expect(() => parseStudioFile({ ...f, extras: [{ ...extra, roomIds: [randomUUID()] }] })).toThrow(
      /extras\.0\.roomIds\.0: is not a room of this file/,
    );
    expect(() => parseStudioFile({ ...f, extras: [{ ...extra, name: { es: "a", en: "c" } }] })).toThrow(/extras\.0\.name\.ca/);
    expect(() => parseStudioFile({ ...f, extras: [{ ...extra, name: { es: "a", ca: "x".repeat(61), en: "c" } }] })).toThrow(
      /extras\.0\.name\.ca/,
    );
    expect(() => parseStudioFile({ ...f, extras: Array.from({ length: 51 }, () => ({ ...extra, id: randomUUID() })) })).toThrow(/extras/);
    expect(parseStudioFile(f).extras).toBeUndefined();
  });
});
