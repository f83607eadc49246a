// Studio calendars (docs/calendars.md), bookings out: the studio's secret ICS feed as domain functions on real PostgreSQL.
// The feed is read back with ical.js (the library we parse incoming feeds with): UIDs and
// times round-trip, cancellations are marked, SEQUENCE moves, rotation kills the old secret.
// (The HTTP side — 404 envelope, 304, headers — is tests/api/calendar-http.test.ts.)
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { systemClock, manualClock } from "../../lib/infra/clock";
import { ApiError } from "../../lib/contract/errors";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { cancelBooking } from "../../lib/domain/bookings/manage";
import { etagMatches, feedUrl, issueFeedSecret, renderFeed } from "../../lib/domain/calendars/feed-out";
import { auditFeedIssue } from "../../lib/domain/staff/audit";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { testDb } from "../helpers/test-db";
import { ensureJobs } from "../../lib/infra/queue";

let studio: TestStudio;
let slot = 0;

const db = testDb(3);
beforeAll(async () => {
  await ensureJobs(); // confirming a hold queues its messages (lib/infra/queue.ts)
  studio = await createStudio(db);
});

async function book(opts: { roomIndex?: number; startsAt?: Date; notes?: string } = {}) {
  const h = await createHold(db, studio, {
    startsAt: opts.startsAt ?? hoursAhead(72 + 5 * slot++),
    roomIndex: opts.roomIndex,
    guestName: "Rita Pavone",
  });
  const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site", email: "rita@guest.example", notes: opts.notes });
  return { token: r.manageToken, id: r.booking.id, reference: r.booking.reference, startsAt: h.startsAt, endsAt: h.endsAt };
}

function parse(body: string) {
  const comp = new ICAL.Component(ICAL.parse(body));
  for (const tz of comp.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  return comp.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      tzid: v.getFirstProperty("dtstart")!.getParameter("tzid"),
      status: v.getFirstPropertyValue("status"),
      sequence: Number(v.getFirstPropertyValue("sequence")),
      lastModified: String(v.getFirstPropertyValue("last-modified")),
      location: e.location,
      description: e.description,
    };
  });
}

describe("issueFeedSecret (npm run studio:feed)", () => {
  it("a 64-hex secret under /v1/feeds, stored only as its hash; a second issue without --rotate is refused", async () => {
    const s = await createStudio(db);
    const { secret, rotated } = await issueFeedSecret(db, { slug: s.slug, rotate: false }, auditFeedIssue(systemClock, "operator"));
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated).toBe(false);
    expect(feedUrl(secret)).toMatch(new RegExp(`/v1/feeds/${secret}\\.ics$`));
    const row = await db.bookingFeed.findFirstOrThrow({ where: { studioId: s.studioId } });
    expect(row.secretHash).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret);
    await expect(issueFeedSecret(db, { slug: s.slug, rotate: false }, auditFeedIssue(systemClock, "operator"))).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it("unknown studio or foreign room is refused", async () => {
    await expect(
      issueFeedSecret(db, { slug: "no-such-studio-x", rotate: false }, auditFeedIssue(systemClock, "operator")),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(
      issueFeedSecret(
        db,
        { slug: studio.slug, roomId: "00000000-0000-4000-8000-000000000000", rotate: false },
        auditFeedIssue(systemClock, "operator"),
      ),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it("--rotate: the old secret is 404 at once, the new one works", async () => {
    const s = await createStudio(db);
    const first = await issueFeedSecret(db, { slug: s.slug, rotate: false }, auditFeedIssue(systemClock, "operator"));
    await renderFeed(db, systemClock, first.secret);
    const second = await issueFeedSecret(db, { slug: s.slug, rotate: true }, auditFeedIssue(systemClock, "operator"));
    expect(second.rotated).toBe(true);
    await expect(renderFeed(db, systemClock, first.secret)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND", status: 404 });
    await expect(renderFeed(db, systemClock, second.secret)).resolves.toHaveProperty("body");
    expect(await db.bookingFeed.count({ where: { studioId: s.studioId } })).toBe(1);
  });

  it("audits each secret it issues as the operator's (created, rotated; the room, never the secret); a refusal writes none", async () => {
    const s = await createStudio(db);
    const first = await issueFeedSecret(db, { slug: s.slug, rotate: false }, auditFeedIssue(systemClock, "operator"));
    await expect(issueFeedSecret(db, { slug: s.slug, rotate: false }, auditFeedIssue(systemClock, "operator"))).rejects.toBeInstanceOf(
      ApiError,
    );
    const second = await issueFeedSecret(db, { slug: s.slug, rotate: true }, auditFeedIssue(systemClock, "operator"));
    const room = await issueFeedSecret(db, { slug: s.slug, roomId: s.roomIds[1], rotate: true }, auditFeedIssue(systemClock, "operator"));
    const rows = await db.studioAudit.findMany({ where: { studioId: s.studioId }, orderBy: [{ at: "asc" }, { seq: "asc" }] });
    expect(rows.map((r) => [r.action, r.detail, r.actorName, r.actorUserId, r.actorEmail, r.actorRole, r.bookingId])).toEqual([
      ["booking_feed.create", { roomId: null }, "operator (command line)", null, null, null, null],
      ["booking_feed.rotate", { roomId: null }, "operator (command line)", null, null, null, null],
      ["booking_feed.create", { roomId: s.roomIds[1] }, "operator (command line)", null, null, null, null],
    ]);
    for (const secret of [first.secret, second.secret, room.secret])
      expect(JSON.stringify(rows.map((r) => r.detail))).not.toContain(secret);
  });

  it("malformed and unknown secrets are 404 RESOURCE_NOT_FOUND", async () => {
    for (const bad of ["", "abc", "A".repeat(64), "g".repeat(64), "ab".repeat(32)]) {
      const e = await renderFeed(db, systemClock, bad).catch((x) => x);
      expect(e).toBeInstanceOf(ApiError);
      expect(e).toMatchObject({ code: "RESOURCE_NOT_FOUND", status: 404 });
    }
  });
});

describe("renderFeed: the VCALENDAR", () => {
  it("one VEVENT per booking: stable UID, times in the studio zone with VTIMEZONE, room, reference, guest, full contact, notes, payment", async () => {
    const a = await book({ notes: "Bring a DI box" });
    const b = await book({ roomIndex: 2 });
    const { secret } = await issueFeedSecret(db, { slug: studio.slug, rotate: true }, auditFeedIssue(systemClock, "operator")).catch(() =>
      issueFeedSecret(db, { slug: studio.slug, rotate: false }, auditFeedIssue(systemClock, "operator")),
    );
    const feed = await renderFeed(db, systemClock, secret);
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(feed.body).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid");
    expect(feed.body).not.toMatch(/^METHOD:/m); // a subscription, not an invitation
    const events = parse(feed.body);
    const ea = events.find((e) => e.uid.startsWith(`${a.id}@`))!;
    expect(ea.uid).toBe(`${a.id}@${studio.slug}.localhost:3000`);
    expect(ea.start).toBe(a.startsAt.toISOString());
    expect(ea.end).toBe(a.endsAt.toISOString());
    expect(ea.tzid).toBe("Europe/Madrid");
    expect(ea.status).toBe("CONFIRMED");
    expect(ea.location).toBe(studio.file.rooms[0].name);
    for (const s of [a.reference, "Rita Pavone", "+34611111111", "rita@guest.example", "Bring a DI box", "pay on site", "unpaid"])
      expect(ea.description).toContain(s);
    expect(events.some((e) => e.uid.startsWith(b.id))).toBe(true);
    // Same bookings, same body: the ETag is stable between polls.
    const again = await renderFeed(db, systemClock, secret);
    expect(again.etag).toBe(feed.etag);
    expect(again.body).toBe(feed.body);
  });

  it("a room feed has only that room's bookings", async () => {
    const s = await createStudio(db);
    const h1 = await createHold(db, s, { startsAt: hoursAhead(80), roomIndex: 0 });
    const h2 = await createHold(db, s, { startsAt: hoursAhead(80), roomIndex: 2 });
    const b1 = await confirmHold(db, systemClock, h1.holdId, { paymentMode: "on_site" });
    const b2 = await confirmHold(db, systemClock, h2.holdId, { paymentMode: "on_site" });
    const { secret } = await issueFeedSecret(
      db,
      { slug: s.slug, roomId: s.roomIds[2], rotate: false },
      auditFeedIssue(systemClock, "operator"),
    );
    const uids = parse((await renderFeed(db, systemClock, secret)).body).map((e) => e.uid.split("@")[0]);
    expect(uids).toEqual([b2.booking.id]);
    expect(uids).not.toContain(b1.booking.id);
  });

  it("a cancellation: STATUS:CANCELLED with a higher SEQUENCE and a new LAST-MODIFIED and ETag; gone 30 days later", async () => {
    const s = await createStudio(db);
    const h = await createHold(db, s, { startsAt: hoursAhead(200) });
    const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
    const { secret } = await issueFeedSecret(db, { slug: s.slug, rotate: false }, auditFeedIssue(systemClock, "operator"));
    const before = await renderFeed(db, systemClock, secret);
    const [e0] = parse(before.body);
    expect(e0.status).toBe("CONFIRMED");
    await new Promise((res) => setTimeout(res, 1100)); // LAST-MODIFIED has second precision
    await cancelBooking(db, systemClock, r.manageToken, "band split");
    const after = await renderFeed(db, systemClock, secret);
    const [e1] = parse(after.body);
    expect(e1.uid).toBe(e0.uid);
    expect(e1.status).toBe("CANCELLED");
    expect(e1.sequence).toBeGreaterThan(e0.sequence);
    expect(e1.lastModified).not.toBe(e0.lastModified);
    expect(after.etag).not.toBe(before.etag);
    expect(etagMatches(after.etag, before.etag)).toBe(false);
    const later = manualClock(Date.now() + 31 * 86_400_000);
    expect(parse((await renderFeed(db, later, secret)).body)).toEqual([]);
    const soon = manualClock(Date.now() + 29 * 86_400_000);
    expect(parse((await renderFeed(db, soon, secret)).body).map((e) => e.status)).toEqual(["CANCELLED"]);
  });

  it("a past booking stays 30 days after its end, then leaves the feed", async () => {
    const s = await createStudio(db);
    const h = await createHold(db, s, { startsAt: hoursAhead(100) });
    await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
    const { secret } = await issueFeedSecret(db, { slug: s.slug, rotate: false }, auditFeedIssue(systemClock, "operator"));
    const at = (days: number) => manualClock(h.endsAt.getTime() + days * 86_400_000);
    expect(parse((await renderFeed(db, at(29), secret)).body)).toHaveLength(1);
    expect(parse((await renderFeed(db, at(31), secret)).body)).toHaveLength(0);
  });

  it("DST: a booking on the day Madrid's clocks go back keeps its wall time", async () => {
    const s = await createStudio(db, (f) => {
      for (const r of f.rooms) r.maxAdvanceDays = 730;
    });
    // 2027-10-31 is the last Sunday of October: 03:00 CEST → 02:00 CET. 10:00 local = 09:00Z.
    const startsAt = new Date("2027-10-31T09:00:00Z");
    const h = await createHold(db, s, { startsAt, minutes: 60 });
    await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
    const { secret } = await issueFeedSecret(db, { slug: s.slug, rotate: false }, auditFeedIssue(systemClock, "operator"));
    const body = (await renderFeed(db, systemClock, secret)).body;
    expect(body).toContain("DTSTART;TZID=Europe/Madrid:20271031T100000");
    expect(parse(body)[0].start).toBe(startsAt.toISOString());
  });
});

describe("etagMatches", () => {
  it("exact, list, weak and * match; others do not", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(null, '"abc"')).toBe(false);
  });
});
