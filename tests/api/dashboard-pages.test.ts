// The dashboard's pages over HTTP against the production build (docs/dashboard.md, Pages): the
// platform host only, a session or the sign-in page, the member's studio only (another studio's
// booking is a 404), each page per request with no-store, noindex and a nonce-only script policy,
// and the data on the page in the URL's language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, uniqueIp, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { platformEnv, requestWithHost, staffLogin, type StaffLogin } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";
import { getDict } from "../../lib/i18n";
import { createSubscription } from "../../lib/domain/webhooks/subscriptions";

const HOST = "studios.test";
let app: TestApp;
let a: TestStudio;
let b: TestStudio;
let owner: StaffLogin;
let staff: StaffLogin;
let bookingA: { id: string; reference: string };
let bookingB: { id: string };

beforeAll(async () => {
  app = await startTestApp({ env: platformEnv(HOST) });
  [a, b] = await Promise.all([createStudio(app.db), createStudio(app.db)]);
  owner = await staffLogin(app.db, { studioId: a.studioId, role: "owner", locale: "ca" });
  staff = await staffLogin(app.db, { studioId: a.studioId, role: "staff", locale: "es" });
  const made = await addBooking(app.db, a, { at: "2031-02-04T10:00", guestName: "Pàgina Guest" });
  bookingA = { id: made.id, reference: made.reference };
  bookingB = { id: (await addBooking(app.db, b, { at: "2031-02-04T10:00", guestName: "Other Studio Guest" })).id };
});
afterAll(() => app?.close());

/** A page request with a Host header (fetch cannot set Host). */
function page(path: string, opts: { cookie?: string; host?: string } = {}) {
  return requestWithHost(app.url, opts.host ?? HOST, path, {
    "x-forwarded-for": uniqueIp(),
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
  });
}

describe("dashboard pages", () => {
  it("without a session: the sign-in page", async () => {
    for (const path of ["/studio", "/studio/en", "/studio/en/bookings", `/studio/en/bookings/${bookingA.id}`]) {
      const r = await page(path);
      expect(r.status, path).toBeGreaterThanOrEqual(300);
      expect(r.status, path).toBeLessThan(400);
      expect(String(r.headers.location), path).toMatch(/\/studio\/sign-in$/);
    }
  });

  it("/studio opens the dashboard in the member's language", async () => {
    const r = await page("/studio", { cookie: owner.cookie });
    expect(String(r.headers.location)).toMatch(/\/studio\/ca$/);
  });

  it("the calendar: the day's booking, per request, not indexed, scripts by nonce only, in the URL's language", async () => {
    const r = await page("/studio/en?view=day&date=2031-02-04", { cookie: staff.cookie });
    expect(r.status).toBe(200);
    expect(r.headers["cache-control"]).toMatch(/no-store/);
    expect(r.headers["x-robots-tag"]).toMatch(/noindex/);
    const csp = String(r.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe-inline");
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(r.body).toContain(`nonce="${nonce}"`);
    expect(r.body).toContain('lang="en-GB"');
    expect(r.body).toContain("Pàgina Guest");
    expect(r.body).toContain(`/studio/en/bookings/${bookingA.id}`);
    expect(r.body).toContain(getDict("en").studio.calendar.kinds.confirmed);
    expect(r.body).not.toContain("Other Studio Guest");
    // Staff members have no Staff section.
    expect(r.body).not.toContain(`href="/studio/en/staff"`);
  });

  it("the week view and an unreadable date still answer (today's day)", async () => {
    expect((await page("/studio/es?view=week&date=2031-02-04", { cookie: staff.cookie })).body).toContain("Pàgina Guest");
    expect((await page("/studio/es?view=week&date=2031-02-30", { cookie: staff.cookie })).status).toBe(200);
  });

  it("the bookings list: the tab, the search, the CSV link with the filter", async () => {
    const r = await page(`/studio/en/bookings?tab=upcoming&q=${bookingA.reference}`, { cookie: staff.cookie });
    expect(r.status).toBe(200);
    expect(r.body).toContain(bookingA.reference);
    expect(r.body).toContain(`/v1/studio/bookings/export.csv?tab=upcoming&amp;q=${bookingA.reference}&amp;lang=en`);
    const none = await page("/studio/en/bookings?tab=cancelled", { cookie: staff.cookie });
    expect(none.body).not.toContain(bookingA.reference);
    expect(none.body).toContain(getDict("en").studio.bookings.empty);
    // A cursor that is not one: the first page and a notice, not an error page.
    const bad = await page("/studio/en/bookings?cursor=nonsense", { cookie: staff.cookie });
    expect(bad.status).toBe(200);
    expect(bad.body).toContain(bookingA.reference);
  });

  it("a booking's page; another studio's booking is a 404", async () => {
    const r = await page(`/studio/ca/bookings/${bookingA.id}`, { cookie: owner.cookie });
    expect(r.status).toBe(200);
    expect(r.body).toContain(bookingA.reference);
    expect(r.body).toContain(getDict("ca").studio.actions.cancelSubmit);
    // A confirmed booking not yet over can be moved (docs/studio-actions.md, Moving a booking).
    expect(r.body).toContain('data-testid="move-form"');
    expect(r.body).toContain(getDict("ca").studio.actions.moveTitle);
    expect((await page(`/studio/ca/bookings/${bookingB.id}`, { cookie: owner.cookie })).status).toBe(404);
    expect((await page(`/studio/ca/bookings/not-a-uuid`, { cookie: owner.cookie })).status).toBe(404);
  });

  it("the audit trail names who acted by email and role, not by the name they go by", async () => {
    const made = await addBooking(app.db, a, { at: "2031-02-05T10:00", guestName: "Audit Guest" });
    await app.db.user.update({ where: { id: staff.actor.userId }, data: { name: "Demo owner" } });
    const paid = await app.post(
      `/v1/studio/bookings/${made.id}/mark-paid`,
      {},
      { headers: { cookie: staff.cookie, origin: `http://${HOST}` } },
    );
    expect(paid.status).toBe(200);
    const detail = await app.get(`/v1/studio/bookings/${made.id}`, { headers: { cookie: owner.cookie } });
    expect(detail.body.data.audit).toEqual([
      expect.objectContaining({
        action: "booking.mark_paid",
        actorName: staff.actor.email,
        actorEmail: staff.actor.email,
        actorRole: "staff",
      }),
    ]);
    const r = await page(`/studio/ca/bookings/${made.id}`, { cookie: owner.cookie });
    const trail = r.body.slice(r.body.indexOf('data-testid="audit-table"'));
    expect(trail).toContain(staff.actor.email);
    expect(trail).toContain(getDict("ca").studio.roles.staff.replace("'", "&#x27;"));
    expect(trail).not.toContain("Demo owner");
  });

  it("staff management is the owners'", async () => {
    const o = await page("/studio/en/staff", { cookie: owner.cookie });
    expect(o.body).toContain(staff.actor.email);
    const s = await page("/studio/en/staff", { cookie: staff.cookie });
    expect(s.body).toContain(getDict("en").studio.staff.ownersOnly);
    expect(s.body).not.toContain(owner.actor.email);
  });

  it("connections, block and phone-booking pages answer", async () => {
    for (const path of ["/studio/en/connections", "/studio/en/block?date=2031-02-04", "/studio/en/phone-booking"])
      expect((await page(path, { cookie: owner.cookie })).status, path).toBe(200);
  });

  it("connections: owners see each webhook's state, a disabled one with re-enable, in the page's language; staff no webhooks", async () => {
    const url = `https://hooks.example/${a.slug}`;
    const sub = await createSubscription(app.db, a.studioId, { url });
    await app.db.webhookSubscription.update({
      where: { id: sub.id },
      data: {
        failingSince: new Date("2031-02-01T09:00:00Z"),
        failures: 90,
        lastError: "HTTP 503",
        disabledAt: new Date("2031-02-04T09:30:00Z"),
      },
    });
    try {
      const tw = getDict("es").webhooks;
      const o = await page("/studio/es/connections", { cookie: owner.cookie });
      const section = o.body.slice(o.body.indexOf('id="c-webhooks"'));
      expect(section).toContain(url);
      expect(section).toContain(tw.disabledSince.replace(" {at}", ""));
      expect(section).toContain("Último error: HTTP 503");
      expect(section).toContain(tw.enable);
      expect(section).toContain(tw.addTitle);
      const s = await page("/studio/es/connections", { cookie: staff.cookie });
      expect(s.status).toBe(200);
      expect(s.body).not.toContain('id="c-webhooks"');
      expect(s.body).not.toContain(url);
    } finally {
      await app.db.webhookSubscription.delete({ where: { id: sub.id } });
    }
  });

  it("an unknown language is a 404, and a studio host has no dashboard", async () => {
    expect((await page("/studio/fr", { cookie: owner.cookie })).status).toBe(404);
    expect((await page("/studio/en", { cookie: owner.cookie, host: `${a.slug}.${HOST}` })).status).toBe(404);
  });
});
