// Studio calendars (docs/calendars.md) over HTTP: the studio's feed route (/v1/feeds/{secret}.ics: 200, 304 to its own
// ETag, 404 in the envelope, rotation) and the guest's add-to-calendar download
// (/v1/public/bookings/manage/{token}/calendar.ics). Secrets never reach a log line.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead, startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { systemClock } from "../../lib/infra/clock";
import { issueFeedSecret } from "../../lib/domain/calendars/feed-out";
import { auditFeedIssue } from "../../lib/domain/staff/audit";
import { redactPath } from "../../lib/infra/log";
import { bookingGoogleCalendarUrl, bookingIcsPath } from "../../lib/site/client/google-calendar";

let t: BookingTestEnv;
let studio: TestStudio;
let slot = 0;

beforeAll(async () => {
  t = await startBookingApp();
  studio = await createStudio(t.app.db);
});
afterAll(() => t?.close());

async function book() {
  const h = await createHold(t.app.db, studio, { startsAt: hoursAhead(72 + 4 * slot++) });
  const r = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site", email: "guest@mail.example" });
  expect(r.status).toBe(201);
  return { token: r.body.data.manageToken as string, booking: r.body.data.booking, hold: h };
}

describe("GET /v1/feeds/{secret}.ics", () => {
  it("200 text/calendar with ETag and Cache-Control private; 304 to its own ETag; the booking is in it", async () => {
    const { booking } = await book();
    const { secret } = await issueFeedSecret(t.app.db, { slug: studio.slug, rotate: true }, auditFeedIssue(systemClock, "operator")).catch(
      () => issueFeedSecret(t.app.db, { slug: studio.slug, rotate: false }, auditFeedIssue(systemClock, "operator")),
    );
    const r = await t.app.fetch(`/v1/feeds/${secret}.ics`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(r.headers.get("cache-control")).toBe("private, max-age=300");
    expect(r.headers.get("referrer-policy")).toBe("no-referrer");
    const etag = r.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const body = await r.text();
    const uids = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents("vevent").map((v) => String(v.getFirstPropertyValue("uid")));
    expect(uids).toContain(`${booking.id}@${studio.slug}.studios.test`);
    const again = await t.app.fetch(`/v1/feeds/${secret}.ics`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    const stale = await t.app.fetch(`/v1/feeds/${secret}.ics`, { headers: { "If-None-Match": '"0000"' } });
    expect(stale.status).toBe(200);
    await stale.text();
  });

  it("404 RESOURCE_NOT_FOUND in the envelope (no-store) for unknown, malformed and rotated secrets", async () => {
    const s = await createStudio(t.app.db);
    const old = await issueFeedSecret(t.app.db, { slug: s.slug, rotate: false }, auditFeedIssue(systemClock, "operator"));
    expect((await t.app.get(`/v1/feeds/${old.secret}.ics`)).status).toBe(200);
    const fresh = await issueFeedSecret(t.app.db, { slug: s.slug, rotate: true }, auditFeedIssue(systemClock, "operator"));
    for (const bad of [`${old.secret}.ics`, `${"ab".repeat(32)}.ics`, "abc.ics", `${fresh.secret}`, `${fresh.secret.toUpperCase()}.ics`]) {
      const r = await t.app.get(`/v1/feeds/${bad}`);
      expect(errorOf(r)).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
      expect(r.headers.get("cache-control")).toBe("no-store");
    }
    expect((await t.app.get(`/v1/feeds/${fresh.secret}.ics`)).status).toBe(200);
  });

  it("feed secrets and manage tokens are redacted from logged paths", () => {
    const secret = "ab".repeat(32);
    expect(redactPath(`/v1/feeds/${secret}.ics`)).toBe("/v1/feeds/[redacted]");
    expect(redactPath(`/v1/public/bookings/manage/${secret}/calendar.ics`)).toBe("/v1/public/bookings/manage/[redacted]/calendar.ics");
  });
});

describe("GET /v1/public/bookings/manage/{token}/calendar.ics (add to calendar)", () => {
  it("200: an attachment .ics with the booking in the studio zone, room, address and the manage link; no-store, no Referer", async () => {
    const { token, booking, hold } = await book();
    const r = await t.app.fetch(bookingIcsPath(token));
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(r.headers.get("content-disposition")).toBe(`attachment; filename="booking-${booking.reference}.ics"`);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.headers.get("referrer-policy")).toBe("no-referrer");
    const body = await r.text();
    expect(body).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid");
    const comp = new ICAL.Component(ICAL.parse(body));
    for (const tz of comp.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
    const ev = new ICAL.Event(comp.getFirstSubcomponent("vevent")!);
    expect(ev.startDate.toJSDate().toISOString()).toBe(hold.startsAt.toISOString());
    expect(ev.endDate.toJSDate().toISOString()).toBe(hold.endsAt.toISOString());
    expect(ev.summary).toContain(booking.reference);
    expect(ev.location).toContain(studio.file.studio.addressLine1);
    expect(ev.description).toContain(`/manage/${token}`);
  });

  it("404 RESOURCE_NOT_FOUND in the envelope for an unknown or malformed token", async () => {
    for (const bad of ["ab".repeat(32), "nope"])
      expect(errorOf(await t.app.get(bookingIcsPath(bad)))).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
  });

  it("the Google Calendar link: UTC dates, the studio zone, the reference, and never the token", async () => {
    const { token, booking } = await book();
    const url = new URL(bookingGoogleCalendarUrl(booking));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    const [s, e] = url.searchParams.get("dates")!.split("/");
    const iso = (v: string) => v.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6.000Z");
    expect(iso(s)).toBe(new Date(booking.startsAt).toISOString());
    expect(iso(e)).toBe(new Date(booking.endsAt).toISOString());
    expect(url.searchParams.get("ctz")).toBe("Europe/Madrid");
    expect(url.searchParams.get("text")).toContain(booking.reference);
    expect(url.toString()).not.toContain(token);
  });
});
