// The dashboard's JSON and CSV routes over HTTP against the production build (docs/dashboard.md,
// Data): a session is required, the query is validated, another studio's ids are 404, the CSV is
// an attachment, owners alone rotate the bookings feed. The studio API is not part of the public
// OpenAPI document, so these requests go around the recording fetch of tests/helpers/app.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, uniqueIp, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { staffLogin } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";

const ORIGIN = "http://studios.test";
let app: TestApp;
let a: TestStudio;
let b: TestStudio;
let staffA: string;
let ownerA: string;
let bookingA: string;
let bookingB: string;

beforeAll(async () => {
  app = await startTestApp({ env: { ROOT_DOMAIN: "studios.test", PUBLIC_BASE_URL: ORIGIN, APP_ENV: "preproduction" } });
  [a, b] = await Promise.all([createStudio(app.db), createStudio(app.db)]);
  staffA = (await staffLogin(app.db, { studioId: a.studioId, role: "staff" })).cookie;
  ownerA = (await staffLogin(app.db, { studioId: a.studioId, role: "owner" })).cookie;
  bookingA = (await addBooking(app.db, a, { at: "2031-02-04T10:00", guestName: "=Guest, A" })).id;
  bookingB = (await addBooking(app.db, b, { at: "2031-02-04T10:00" })).id;
});
afterAll(() => app?.close());

async function call(path: string, init: { method?: string; cookie?: string; origin?: string } = {}) {
  // On the platform host, where the session counts (tests/helpers/next-server.ts reads X-Test-Host).
  const headers: Record<string, string> = { "x-forwarded-for": uniqueIp(), "x-test-host": "studios.test" };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.origin) headers.origin = init.origin;
  const res = await fetch(app.url + path, { method: init.method ?? "GET", headers });
  const text = await res.text();
  let body: { success?: boolean; data?: unknown; error?: { code: string } } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* CSV */
  }
  return { status: res.status, headers: res.headers, text, body };
}

describe("the dashboard routes", () => {
  it("answer 401 UNAUTHENTICATED without a session", async () => {
    for (const path of [
      "/v1/studio/calendar?from=2031-02-03&days=7",
      "/v1/studio/bookings",
      "/v1/studio/bookings/export.csv",
      `/v1/studio/bookings/${bookingA}`,
      "/v1/studio/connections",
    ]) {
      const r = await call(path);
      expect(r.status, path).toBe(401);
      expect(r.body?.error?.code, path).toBe("UNAUTHENTICATED");
    }
  });

  it("calendar: the week's items; a bad query is 400 naming the field", async () => {
    const r = await call("/v1/studio/calendar?from=2031-02-03&days=7", { cookie: staffA });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toMatch(/no-store/);
    const v = r.body?.data as { items: { id: string }[]; version: string };
    expect(v.items.map((i) => i.id)).toContain(bookingA);
    expect(v.items.map((i) => i.id)).not.toContain(bookingB);
    const bad = await call("/v1/studio/calendar?from=2031-02-30&days=3", { cookie: staffA });
    expect(bad.status).toBe(400);
    expect(bad.body?.error?.code).toBe("VALIDATION_ERROR");
  });

  it("bookings: a page, its cursor, and 400 for a cursor that is not one", async () => {
    const r = await call("/v1/studio/bookings?tab=upcoming&limit=1", { cookie: staffA });
    expect(r.status).toBe(200);
    expect(r.body?.data).toMatchObject({ items: [{ id: bookingA }], nextCursor: null });
    const bad = await call("/v1/studio/bookings?cursor=nonsense", { cookie: staffA });
    expect(bad.status).toBe(400);
  });

  it("export.csv: an attachment, formula-safe", async () => {
    const r = await call("/v1/studio/bookings/export.csv?tab=upcoming", { cookie: staffA });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(r.headers.get("content-disposition")).toMatch(/^attachment; filename="bookings-upcoming-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(r.text).toContain(`"'=Guest, A"`);
  });

  it("detail: this studio's booking; another studio's and a malformed id are 404", async () => {
    const r = await call(`/v1/studio/bookings/${bookingA}`, { cookie: staffA });
    expect(r.status).toBe(200);
    expect(r.body?.data).toMatchObject({ id: bookingA, actions: { cancel: true, refund: false } });
    for (const id of [bookingB, "nope"]) {
      const nf = await call(`/v1/studio/bookings/${id}`, { cookie: staffA });
      expect(nf.status).toBe(404);
      expect(nf.body?.error?.code).toBe("RESOURCE_NOT_FOUND");
    }
  });

  it("connections: read by staff; rotation by owners from our own origin only", async () => {
    const c = await call("/v1/studio/connections", { cookie: staffA });
    expect(c.status).toBe(200);
    expect(c.body?.data).toMatchObject({ bookingFeedUrl: null, calendarFeeds: [] });
    const path = "/v1/studio/connections/booking-feed/rotate";
    expect((await call(path, { method: "POST", cookie: staffA, origin: ORIGIN })).status).toBe(403);
    expect((await call(path, { method: "POST", cookie: ownerA, origin: "https://evil.example" })).status).toBe(403);
    const ok = await call(path, { method: "POST", cookie: ownerA, origin: ORIGIN });
    expect(ok.status).toBe(200);
    const url = (ok.body?.data as { bookingFeedUrl: string }).bookingFeedUrl;
    expect(url).toMatch(/^http:\/\/studios\.test\/v1\/feeds\/[0-9a-f]{64}\.ics$/);
    const feed = await fetch(app.url + new URL(url).pathname, { headers: { "x-forwarded-for": uniqueIp() } });
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");
    // One audit row, the owner's (the refused requests wrote none).
    const audited = await app.db.studioAudit.findMany({ where: { studioId: a.studioId, action: { startsWith: "booking_feed." } } });
    expect(audited.map((r) => [r.action, r.actorRole, r.detail])).toEqual([["booking_feed.create", "owner", { roomId: null }]]);
    expect(audited[0].actorEmail).toMatch(/^owner-.*@staff\.test$/);
  });

  it("sync now: another studio's feed is 404", async () => {
    const other = await app.db.calendarFeed.create({
      data: { studioId: b.studioId, roomId: b.roomIds[0], url: "https://calendar.example/b.ics" },
    });
    const r = await call(`/v1/studio/connections/calendar-feeds/${other.id}/sync`, { method: "POST", cookie: staffA, origin: ORIGIN });
    expect(r.status).toBe(404);
    expect(r.body?.error?.code).toBe("RESOURCE_NOT_FOUND");
  });
});
