// schema.prisma and the SQL migrations agree: every model is written and read back through
// Prisma on the freshly migrated test database, and the migration runner keeps Prisma's
// _prisma_migrations format and refuses an edited migration.
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, appendFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it, inject } from "vitest";
import { migrate } from "../../lib/infra/migrate";
import { testDb } from "../helpers/test-db";

const db = testDb(2);

/** The required columns of a studio row, with a fresh slug. */
const studioRow = (prefix: string, timezone: string) => ({
  slug: `${prefix}-${randomUUID().slice(0, 8)}`,
  name: "S",
  description: "D",
  addressLine1: "A",
  city: "C",
  postalCode: "1",
  country: "ES",
  email: "s@example.com",
  timezone,
  operatingHours: [],
});

describe("schema.prisma matches the migrations", () => {
  it("writes and reads back every model", async () => {
    const now = new Date("2030-01-15T10:00:00.000Z");
    const studio = await db.studio.create({
      data: { ...studioRow("schema", "Europe/Madrid"), latitude: 1.5, averageRating: 4.5 },
    });
    const site = await db.siteConfig.create({
      data: {
        studioId: studio.id,
        template: "stage",
        theme: {},
        sections: {},
        content: {},
        legal: {},
        seo: {},
        defaultLocale: "es",
        locales: ["es", "en"],
        status: "live",
        customDomain: `${studio.slug}.example`,
      },
    });
    const room = await db.room.create({
      data: {
        id: randomUUID(),
        studioId: studio.id,
        name: "R",
        capacity: 2,
        hourlyCents: 1000,
        currency: "EUR",
        bookable: true,
        active: true,
        minMinutes: 60,
        maxMinutes: 120,
        stepMinutes: 30,
        paymentModes: ["card", "on_site"],
        depositPercent: 30,
        cancelNoticeHours: 24,
        minNoticeMin: 0,
        maxAdvanceDays: 30,
        bufferMinutes: 15,
        instructions: { en: "x" },
        photos: [{ url: "a.jpg", alt: { es: "Sala" } }],
        amenities: [{ es: "Piano", en: "Piano" }],
      },
    });
    const block = await db.calendarBlock.create({
      data: { roomId: room.id, startsAt: now, endsAt: new Date(now.getTime() + 3600e3), note: "n" },
    });
    const hold = await db.hold.create({
      data: {
        studioId: studio.id,
        roomId: room.id,
        idempotencyKey: randomUUID(),
        requestHash: "h",
        startsAt: now,
        endsAt: new Date(now.getTime() + 3600e3),
        date: "2030-01-15",
        startTime: "11:00",
        endTime: "12:00",
        minutes: 60,
        priceCents: 1000,
        depositCents: 300,
        currency: "EUR",
        guestName: "G",
        channel: "email",
        contact: "g@example.com",
        contactMasked: "g•••@example.com",
        locale: "en",
        clientIp: "127.0.0.1",
        expiresAt: now,
      },
    });
    const booking = await db.booking.create({
      data: {
        holdId: hold.id,
        reference: `R${randomUUID().slice(0, 6)}`,
        studioId: studio.id,
        roomId: room.id,
        status: "confirmed",
        paymentMode: "on_site",
        paymentStatus: "unpaid",
        guestName: "G",
        channel: "email",
        contact: "g@example.com",
        locale: "en",
        startsAt: now,
        endsAt: new Date(now.getTime() + 3600e3),
        date: "2030-01-15",
        startTime: "11:00",
        endTime: "12:00",
        minutes: 60,
        priceCents: 1000,
        depositCents: 0,
        currency: "EUR",
        cancelNoticeHours: 24,
        manageTokenHash: randomUUID(),
      },
    });
    // Studio calendars: booking feeds, calendar feeds, feed-tagged blocks, the booking's revision counter.
    const bookingFeed = await db.bookingFeed.create({ data: { studioId: studio.id, roomId: null, secretHash: randomUUID() } });
    await expect(db.bookingFeed.create({ data: { studioId: studio.id, roomId: null, secretHash: randomUUID() } })).rejects.toThrow(); // one all-rooms feed
    const calFeed = await db.calendarFeed.create({
      data: {
        studioId: studio.id,
        roomId: room.id,
        url: "https://cal.example/a.ics",
        etag: '"e"',
        lastModified: "x",
        body: "B",
        lastSyncAt: now,
        lastSuccessAt: now,
        lastError: "err",
        eventsRead: 2,
        blocksWritten: 1,
      },
    });
    const feedBlock = await db.calendarBlock.create({
      data: { roomId: room.id, startsAt: now, endsAt: new Date(now.getTime() + 60e3), feedId: calFeed.id },
    });
    expect(
      (await db.calendarFeed.findUniqueOrThrow({ where: { id: calFeed.id }, include: { blocks: true } })).blocks.map((b) => b.id),
    ).toEqual([feedBlock.id]);
    expect((await db.bookingFeed.findUniqueOrThrow({ where: { id: bookingFeed.id } })).roomId).toBeNull();
    expect(booking.sequence).toBe(0);
    expect((await db.booking.update({ where: { id: booking.id }, data: { notes: "n" } })).sequence).toBe(1);
    // Promo codes (docs/pricing.md, Promo codes): a code, a use of it, the booking's snapshot.
    const promo = await db.promoCode.create({
      data: {
        id: randomUUID(),
        studioId: studio.id,
        code: "SCHEMA10",
        kind: "percent",
        percentOff: 10,
        validUntil: new Date("2030-01-31"),
        roomIds: [room.id],
      },
    });
    await db.promoUse.create({ data: { promoCodeId: promo.id, bookingId: booking.id, contactKey: "g@example.com" } });
    await db.booking.update({
      where: { id: booking.id },
      data: { promo: { promoCodeId: promo.id, code: promo.code, discountCents: 100 } },
    });
    expect(await db.promoCode.findUniqueOrThrow({ where: { studioId_code: { studioId: studio.id, code: "SCHEMA10" } } })).toMatchObject({
      kind: "percent",
      percentOff: 10,
      amountCents: null,
      validUntil: new Date("2030-01-31T00:00:00.000Z"),
      roomIds: [room.id],
      active: true,
    });
    await expect(db.promoCode.create({ data: { id: randomUUID(), studioId: studio.id, code: "BAD", kind: "percent" } })).rejects.toThrow(); // no amount
    // A cancelled booking gives its use back (the trigger on booking).
    await db.booking.update({ where: { id: booking.id }, data: { status: "cancelled" } });
    expect(await db.promoUse.count({ where: { bookingId: booking.id } })).toBe(0);
    await db.booking.update({ where: { id: booking.id }, data: { status: "confirmed" } });
    // A guest's notes and tags (docs/guests.md): one row per studio and contact; the no-show policy's CHECKs.
    const profile = await db.guestProfile.create({
      data: { id: randomUUID(), studioId: studio.id, contactKey: "ana@example.com", notes: "n", tags: ["band"], updatedAt: now },
    });
    expect(
      await db.guestProfile.findUniqueOrThrow({ where: { studioId_contactKey: { studioId: studio.id, contactKey: "ana@example.com" } } }),
    ).toMatchObject({
      id: profile.id,
      tags: ["band"],
    });
    await expect(
      db.guestProfile.create({ data: { id: randomUUID(), studioId: studio.id, contactKey: "ana@example.com", updatedAt: now } }),
    ).rejects.toThrow();
    await expect(db.studio.update({ where: { id: studio.id }, data: { noShowPolicy: "ban" } })).rejects.toThrow();
    await expect(db.studio.update({ where: { id: studio.id }, data: { noShowThreshold: 0 } })).rejects.toThrow();
    // A regular booking (docs/series.md): the series row, its occurrence, and the bound CHECK (a count or a last date).
    const series = await db.bookingSeries.create({
      data: {
        id: randomUUID(),
        studioId: studio.id,
        roomId: room.id,
        guestName: "G",
        channel: "email",
        contact: "g@example.com",
        locale: "en",
        cadence: "weekly",
        startTime: "11:00",
        minutes: 60,
        firstDate: "2030-01-15",
        count: 4,
      },
    });
    await db.booking.update({ where: { id: booking.id }, data: { seriesId: series.id } });
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { series: true } })).series?.count).toBe(4);
    await expect(
      db.bookingSeries.create({ data: { ...series, id: randomUUID(), count: null, untilDate: null, createdAt: undefined } }),
    ).rejects.toThrow();
    const message = await db.message.create({
      data: {
        key: randomUUID(),
        bookingId: booking.id,
        kind: "booking_confirmed",
        channel: "email",
        recipient: "g@example.com",
        locale: "en",
        sendAfter: now,
      },
    });
    await db.rateCounter.create({ data: { key: randomUUID(), windowStart: now, count: 1, expiresAt: now } });
    await db.spentCaptchaToken.create({ data: { tokenHash: randomUUID() } });
    await db.stripeEvent.create({ data: { id: `evt_${randomUUID()}`, type: "payment_intent.succeeded", paymentIntentId: "pi_1" } });
    await db.$executeRaw`INSERT INTO slot_claim ("roomId", "holdId", "startsAt", "endsAt", span, "expiresAt") VALUES (${room.id}::uuid, ${hold.id}::uuid, ${now}, ${now}, tstzrange(${now}, ${new Date(now.getTime() + 1)}), ${now})`;
    const claim = await db.slotClaim.findUniqueOrThrow({ where: { holdId: hold.id }, select: { id: true, roomId: true, expiresAt: true } });

    const back = await db.studio.findUniqueOrThrow({
      where: { id: studio.id },
      include: {
        site: true,
        rooms: { include: { calendarBlocks: true } },
        holds: { include: { booking: { include: { messages: true } } } },
      },
    });
    expect(back.latitude).toBe(1.5);
    expect(back.site).toMatchObject({ locales: ["es", "en"], customDomain: site.customDomain });
    expect(back.rooms[0]).toMatchObject({
      paymentModes: ["card", "on_site"],
      photos: [{ url: "a.jpg", alt: { es: "Sala" } }],
      amenities: [{ es: "Piano", en: "Piano" }],
      instructions: { en: "x" },
    });
    expect(back.rooms[0].calendarBlocks.map((b) => b.id).sort()).toEqual([block.id, feedBlock.id].sort());
    expect(back.holds[0].booking?.messages[0].id).toBe(message.id);
    expect(back.holds[0].booking?.startsAt.toISOString()).toBe(now.toISOString());
    expect(claim.roomId).toBe(room.id);
    await db.studioVerification.create({ data: { studioId: studio.id, legalName: "L", country: "ES", phoneConfirmedAt: now } });
    await db.studioDomain.create({
      data: { studioId: studio.id, domain: site.customDomain!, status: "proven", token: "t", proof: "operator", provenAt: now },
    });
    const pa = await db.platformAudit.create({
      data: { actorEmail: "op@x.example", action: "studio.view", studioId: studio.id, detail: { a: 1 } },
    });
    expect(await db.studio.findUniqueOrThrow({ where: { id: studio.id }, include: { verification: true } })).toMatchObject({
      verificationStatus: "draft",
      verification: { legalName: "L", country: "ES", phoneConfirmedAt: now },
    });
    // A claim's state says why it failed (only then) and how it was proven (only then): CHECKs in SQL.
    const bad = await db.studioDomain.update({ where: { studioId: studio.id }, data: { status: "failed" } }).then(
      () => null,
      (e: unknown) => e,
    );
    expect((await import("../../lib/infra/db")).pgErrorCode(bad)).toBe("23514");
    await db.studio.delete({ where: { id: studio.id } });
    // The operator audit outlives the studio (docs/operators.md, Audit).
    expect(await db.platformAudit.findUniqueOrThrow({ where: { id: pa.id } })).toMatchObject({ studioId: studio.id, detail: { a: 1 } });
    expect(await db.slotClaim.count({ where: { id: claim.id } })).toBe(0);
  });

  it("refuses two overlapping claims of one room (exclusion constraint)", async () => {
    const err = await db
      .$transaction(async (tx) => {
        const s = await tx.studio.create({
          data: studioRow("ex", "UTC"),
        });
        const r = await tx.room.create({
          data: {
            id: randomUUID(),
            studioId: s.id,
            name: "R",
            capacity: 1,
            hourlyCents: 1,
            currency: "EUR",
            bookable: true,
            active: true,
            minMinutes: 60,
            maxMinutes: 60,
            stepMinutes: 60,
            paymentModes: [],
            depositPercent: 0,
            cancelNoticeHours: 0,
            minNoticeMin: 0,
            maxAdvanceDays: 1,
            bufferMinutes: 0,
            instructions: {},
            photos: [],
          },
        });
        await tx.$executeRaw`INSERT INTO slot_claim ("roomId", "startsAt", "endsAt", span) VALUES (${r.id}::uuid, '2030-01-01T10:00Z', '2030-01-01T11:00Z', tstzrange('2030-01-01T10:00Z', '2030-01-01T11:00Z'))`;
        await tx.$executeRaw`INSERT INTO slot_claim ("roomId", "startsAt", "endsAt", span) VALUES (${r.id}::uuid, '2030-01-01T11:00Z', '2030-01-01T12:00Z', tstzrange('2030-01-01T11:00Z', '2030-01-01T12:00Z'))`;
        return tx.$executeRaw`INSERT INTO slot_claim ("roomId", "startsAt", "endsAt", span) VALUES (${r.id}::uuid, '2030-01-01T10:30Z', '2030-01-01T11:30Z', tstzrange('2030-01-01T10:30Z', '2030-01-01T11:30Z'))`.then(
          () => null,
          (e: unknown) => e,
        );
      })
      .catch((e: unknown) => e);
    const { pgErrorCode } = await import("../../lib/infra/db");
    expect(pgErrorCode(err)).toBe("23P01");
  });
});

describe("migration runner", () => {
  it("records migrations in Prisma's table format and skips applied ones", async () => {
    const r = await migrate(inject("databaseUrl"));
    expect(r.applied).toEqual([]);
    expect(r.skipped).toEqual(
      readdirSync("prisma/migrations")
        .filter((n) => !n.includes("."))
        .sort(),
    );
    const c = new pg.Client({ connectionString: inject("databaseUrl") });
    await c.connect();
    const cols = await c.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = '_prisma_migrations' ORDER BY column_name`,
    );
    const rows = await c.query(`SELECT checksum, finished_at, applied_steps_count FROM "_prisma_migrations"`);
    await c.end();
    expect(cols.rows.map((x) => x.column_name)).toEqual([
      "applied_steps_count",
      "checksum",
      "finished_at",
      "id",
      "logs",
      "migration_name",
      "rolled_back_at",
      "started_at",
    ]);
    expect(rows.rows.every((x) => /^[0-9a-f]{64}$/.test(x.checksum) && x.finished_at && x.applied_steps_count === 1)).toBe(true);
  });

  it("refuses a migration whose file changed after it was applied", async () => {
    const dir = mkdtempSync(join(tmpdir(), "migrations-"));
    cpSync("prisma/migrations", dir, { recursive: true });
    const first = readdirSync(dir)
      .filter((n) => !n.includes("."))
      .sort()[0];
    appendFileSync(join(dir, first, "migration.sql"), "\n-- edited\n");
    await expect(migrate(inject("databaseUrl"), dir)).rejects.toThrow(/checksum/);
  });
});
