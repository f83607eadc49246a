// A weekly series booked online by a guest (docs/series.md, Booked online by a guest), in the
// domain: the later dates' holds live and end with the first (verify moves their expiry, the sweep
// frees every date's claim at once, one hold.expired per request), and the confirm makes every
// date's booking of one series row with one guest message.
import { beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { CreateHoldBody } from "../../lib/contract/schemas";
import { createHold } from "../../lib/domain/holds/create";
import { verifyHold } from "../../lib/domain/holds/verify";
import { sweepExpiredHolds } from "../../lib/domain/holds/sweep";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { weeklyDates } from "../../lib/contract/online-series";
import { bookableStudio, holdBody } from "../api/holds.helpers";
import { testDb } from "../helpers/test-db";
import { newManageToken, unseal } from "../../lib/domain/bookings/manage-token";
import { renderSeriesMessage, seriesOccurrences } from "../../lib/domain/notifications/series";
import { guestSeriesDates } from "../../lib/domain/bookings/series-dates";
import type { RenderedEmail } from "../../lib/domain/notifications/templates";
import type { TestStudio } from "../helpers/fixtures";

// A database of its own: the sweep below runs at a 2030 clock, which would end every live hold of the
// files running beside it on the shared one.
const db = testDb(2, {
  own: "series_online",
  env: { SMTP_URL: undefined, HCAPTCHA_SECRET: undefined, JOBS_SCHEMA: `jobs_series_online_${process.pid}` },
});
let studio: TestStudio;
const T0 = new Date("2030-03-04T08:00:00Z"); // a Monday, 09:00 in Madrid

beforeAll(async () => {
  await ensureJobs();
  studio = await bookableStudio({ db }, (f) => {
    f.booking.onlineSeriesMaxWeeks = 8;
    f.rooms[0].maxAdvanceDays = 120;
    f.webhooks = [{ url: "https://hooks.example/series" }];
  });
});

let ipN = 0;
async function seriesHold(date: string, weeks: number, now: Date) {
  const body = CreateHoldBody.parse(holdBody(studio, { date, startTime: "18:00", durationMinutes: 120, series: { weeks } }));
  const h = await createHold(db, manualClock(now), { slug: studio.slug, body, ip: `192.0.2.${++ipN}` });
  const later = await db.hold.findMany({ where: { seriesHoldId: h.holdId }, orderBy: { startsAt: "asc" } });
  return { h, later };
}
const claimsOf = (ids: string[]) =>
  db.slotClaim.findMany({ where: { holdId: { in: ids } }, select: { holdId: true, expiresAt: true, bookingId: true } });

describe("a guest's weekly series: one hold, one code, every date", () => {
  it("holds every date; verify moves every date's expiry; the sweep frees them all at once, one hold.expired", async () => {
    const { h, later } = await seriesHold("2030-03-12", 4, T0);
    expect(later.map((l) => l.date)).toEqual(weeklyDates("2030-03-12", 4).slice(1));
    for (const l of later) expect(l).toMatchObject({ status: "pending", codeHash: null, clientNets: [], expiresAt: new Date(h.expiresAt) });
    expect((await db.hold.findUniqueOrThrow({ where: { id: h.holdId } })).seriesWeeks).toBe(4);
    const ids = [h.holdId, ...later.map((l) => l.id)];
    expect(await claimsOf(ids)).toHaveLength(4);

    const at = new Date(T0.getTime() + 5 * 60_000);
    const v = await verifyHold(db, manualClock(at), h.holdId, h.devCode!);
    const expiry = new Date(at.getTime() + 12 * 60_000);
    expect(new Date(v.expiresAt).getTime()).toBe(expiry.getTime());
    for (const c of await claimsOf(ids)) expect(c.expiresAt).toEqual(expiry);
    for (const l of await db.hold.findMany({ where: { seriesHoldId: h.holdId } })) expect(l.expiresAt).toEqual(expiry);

    // Still live one minute before: the sweep leaves them; one minute after, every date ends.
    expect(await sweepExpiredHolds(db, manualClock(new Date(expiry.getTime() - 60_000)))).toBe(0);
    expect(await sweepExpiredHolds(db, manualClock(new Date(expiry.getTime() + 60_000)))).toBe(4);
    expect(await claimsOf(ids)).toEqual([]);
    for (const id of ids) expect((await db.hold.findUniqueOrThrow({ where: { id } })).status).toBe("expired");
    // The studio's subscriber hears of the request's end once, by its first hold.
    const events = await db.$queryRaw<{ holdId: string }[]>`
      SELECT payload->'data'->>'holdId' AS "holdId" FROM webhook_delivery
       WHERE type = 'hold.expired' AND payload->'data'->>'holdId' = ANY(${ids}::text[])`;
    expect(events.map((e) => e.holdId)).toEqual([h.holdId]);
  });

  it("confirm books every date as one series made online, each its own hold, one series_confirmed message", async () => {
    const { h, later } = await seriesHold("2030-03-13", 4, T0);
    await verifyHold(db, manualClock(T0), h.holdId, h.devCode!);
    const r = await confirmHold(db, manualClock(T0), h.holdId, { paymentMode: "on_site" });
    expect(r.booking).toMatchObject({ date: "2030-03-13", startTime: "18:00", status: "confirmed", paymentMode: "on_site" });
    const bookings = await db.booking.findMany({
      where: { holdId: { in: [h.holdId, ...later.map((l) => l.id)] } },
      orderBy: { startsAt: "asc" },
    });
    expect(bookings.map((b) => b.date)).toEqual(weeklyDates("2030-03-13", 4));
    const seriesId = bookings[0].seriesId!;
    expect(new Set(bookings.map((b) => b.seriesId))).toEqual(new Set([seriesId]));
    expect(new Set(bookings.map((b) => b.holdId)).size).toBe(4);
    const series = await db.bookingSeries.findUniqueOrThrow({ where: { id: seriesId } });
    expect(series).toMatchObject({ source: "online", cadence: "weekly", count: 4, firstDate: "2030-03-13", createdByUserId: null });
    // Every claim firm and its booking's.
    const claims = await claimsOf([h.holdId, ...later.map((l) => l.id)]);
    expect(claims.every((c) => c.expiresAt === null && c.bookingId)).toBe(true);
    // One guest message for the series, listing the four; no single confirmation per date.
    const messages = await db.message.findMany({ where: { bookingId: { in: bookings.map((b) => b.id) } } });
    const kinds = messages.map((m) => m.kind).sort();
    expect(kinds.filter((k) => k === "series_confirmed")).toHaveLength(1);
    expect(kinds).not.toContain("booking_confirmed");
    expect(kinds.filter((k) => k === "studio_new_booking")).toHaveLength(1);
    const sm = messages.find((m) => m.kind === "series_confirmed")!;
    expect(String((sm.detail as { occurrences: string }).occurrences).split(",")).toHaveLength(4);
    // The guest booked it: the message says it is their weekly booking, not that the studio booked for them.
    const parts = await seriesOccurrences(db, sm.detail as Record<string, unknown>, unseal(sm.sealed!));
    const text = (
      renderSeriesMessage({ kind: "series_confirmed", channel: "email", locale: "en", ...parts, now: T0, byGuest: true }) as RenderedEmail
    ).text;
    expect(text).toContain("Your weekly booking of");
    expect(text).not.toContain("has booked");
    expect((sm.detail as { byGuest?: number }).byGuest).toBe(1);
    for (const l of later) expect((await db.hold.findUniqueOrThrow({ where: { id: l.id } })).status).toBe("confirmed");
    // The manage page of any date lists the series, its own date marked; a booking of no series lists nothing.
    const dates = await guestSeriesDates(db, r.manageToken);
    expect(dates?.map((d) => [d.date, d.reference, d.current])).toEqual(bookings.map((b, i) => [b.date, b.reference, i === 0]));
    const body = CreateHoldBody.parse(holdBody(studio, { date: "2030-03-14", startTime: "18:00", durationMinutes: 120 }));
    const one = await createHold(db, manualClock(T0), { slug: studio.slug, body, ip: `192.0.2.${++ipN}` });
    await verifyHold(db, manualClock(T0), one.holdId, one.devCode!);
    const alone = await confirmHold(db, manualClock(T0), one.holdId, { paymentMode: "on_site" });
    expect(await guestSeriesDates(db, alone.manageToken)).toBeNull();
    expect(await guestSeriesDates(db, newManageToken())).toBeNull();
  });
});
