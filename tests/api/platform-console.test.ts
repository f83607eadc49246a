// The operator console's pages over HTTP (docs/operators.md, Console), against the app as the operator's
// browser reaches it: the search ignores accents and case ("nandu" finds "Ñandú", in the page and in the
// operator API), amounts are written in the studio's currency and the viewer's language (never a bare
// "12.60"), and the audit's times are the studio's local time to the minute with the zone's name, the ISO
// instant only in <time datetime>.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { addBooking } from "../helpers/dashboard";
import { manualClock, setClock } from "../../lib/infra/clock";
import { grantPlatformAdmin } from "../../lib/domain/platform/console";
import { money } from "../../lib/i18n/core";
import { signInCookie } from "../../scripts/bench/sign-in";

const ORIGIN = "http://studios.test";
const HOST = new URL(ORIGIN).host;
// 11:00:05.123 in Madrid on a winter Monday; the test process runs in Asia/Kathmandu (+05:45).
const AT = "2030-01-14T10:00:05.123Z";
const tag = randomUUID().slice(0, 6);
let app: TestApp;
let nandu: TestStudio;
let other: TestStudio;
let operator: string;
let depositCents = 0;
let refundCents = 0;

beforeAll(async () => {
  app = await startTestApp({ env: { ROOT_DOMAIN: "studios.test", PUBLIC_BASE_URL: ORIGIN, APP_ENV: "preproduction" } });
  nandu = await createStudio(app.db, (f) => {
    f.studio.isVerified = false;
    f.studio.name = `Estudi Ñandú ${tag}`;
    f.studio.city = `Cádiz ${tag}`;
    for (const r of f.rooms) r.currency = "GBP";
  });
  other = await createStudio(app.db, (f) => {
    f.studio.isVerified = false;
    f.studio.name = `Sala Nanda ${tag}`;
  });
  // A card deposit taken this month (the clock's January 2030) and part of it refunded.
  const b = await addBooking(app.db, nandu, { at: "2030-01-20T10:00", paymentMode: "card", channel: "email", contact: "g@mail.example" });
  await app.db.booking.update({ where: { id: b.id }, data: { createdAt: new Date("2030-01-10T09:00:00Z") } });
  depositCents = b.depositCents;
  refundCents = Math.floor(depositCents / 3);
  await app.db.bookingRefund.create({
    data: {
      bookingId: b.id,
      stripeRefundId: `re_${randomUUID()}`,
      amountCents: refundCents,
      status: "succeeded",
      createdAt: new Date("2030-01-12T09:00:00Z"),
    },
  });
  await grantPlatformAdmin(app.db, `ops-${tag}@platform.test`);
  operator = await signInCookie(app.db, `ops-${tag}@platform.test`);
});
afterAll(() => app?.close());
afterEach(() => setClock(null));

const page = async (path: string, lang = "en") => {
  const res = await app.fetch(path, { headers: { cookie: operator, "x-test-host": HOST, "accept-language": lang } });
  expect(res.status).toBe(200);
  // React separates adjacent texts with <!-- -->; the RSC payload repeats the props in scripts.
  return (await res.text()).replace(/<!-- -->/g, "");
};
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    // Runs of markup whitespace only: amounts keep the no-break spaces Intl puts in them ("1,80 GBP").
    .replace(/[ \t\r\n]+/g, " ");
const listed = (html: string) => [...html.matchAll(/href="\/platform\/studios\/([0-9a-f-]{36})"/g)].map((m) => m[1]);

describe("the console's search", () => {
  it('ignores accents and case: "nandu", "ÑANDÚ" and the city typed without its accent find "Ñandú"', async () => {
    for (const q of [`nandu ${tag}`, `ÑANDÚ ${tag}`, `cadiz ${tag}`, `Ñandu ${tag.toUpperCase()}`]) {
      const ids = listed(await page(`/platform?q=${encodeURIComponent(q)}`));
      expect(ids, q).toContain(nandu.studioId);
      expect(ids, q).not.toContain(other.studioId);
    }
    // The operator API searches the same way.
    const api = await app.fetch(`/v1/platform/studios?q=${encodeURIComponent(`nandu ${tag}`)}`, {
      headers: { cookie: operator, "x-test-host": HOST, origin: ORIGIN },
    });
    const body = await api.json();
    expect(body.data.studios.map((s: { studioId: string }) => s.studioId)).toEqual([nandu.studioId]);
    // LIKE's wildcards typed in the search match themselves.
    expect(listed(await page(`/platform?q=${encodeURIComponent(`%${tag}`)}`))).toEqual([]);
  });
});

describe("a studio's page", () => {
  it("writes amounts in the studio's currency, in the viewer's language", async () => {
    setClock(manualClock(AT));
    const en = visibleText(await page(`/platform/studios/${nandu.studioId}`, "en"));
    expect(en).toContain(`Card deposits this month ${money(depositCents, "GBP", "en")}`);
    expect(en).toContain(`Refunded this month ${money(refundCents, "GBP", "en")}`);
    expect(money(refundCents, "GBP", "en")).toMatch(/^£/);
    const es = visibleText(await page(`/platform/studios/${nandu.studioId}`, "es-ES,es;q=0.9"));
    expect(es).toContain(`Refunded this month ${money(refundCents, "GBP", "es")}`);
    expect(money(refundCents, "GBP", "es")).toMatch(/GBP$/);
    // Never the bare "0.00" of before.
    expect(en).not.toMatch(/this month \d+\.\d\d\b/);
    // The operator API says which currency and zone its counts and times are in.
    const api = await app.fetch(`/v1/platform/studios/${nandu.studioId}`, {
      headers: { cookie: operator, "x-test-host": HOST, origin: ORIGIN },
    });
    expect((await api.json()).data.studio).toMatchObject({ currency: "GBP", timezone: "Europe/Madrid" });
  });

  it("shows the audit's times in the studio's zone, readable, with the ISO instant in <time datetime>", async () => {
    setClock(manualClock(AT));
    const verified = await app.fetch(`/v1/platform/studios/${nandu.studioId}/verify`, {
      method: "POST",
      headers: { cookie: operator, "x-test-host": HOST, origin: ORIGIN },
      json: { reason: "documents match" },
    });
    expect(verified.status).toBe(200);
    const html = await page(`/platform/studios/${nandu.studioId}`, "en");
    expect(html).toMatch(new RegExp(`<time date[tT]ime="${AT.replace(/\./g, "\\.")}">14 Jan 2030, 11:00 CET</time>`));
    const text = visibleText(html);
    expect(text).toContain("14 Jan 2030, 11:00 CET");
    expect(text).toContain("studio.verify · documents match");
    expect(text).not.toContain(AT);
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
    const es = visibleText(await page(`/platform/studios/${nandu.studioId}`, "es"));
    expect(es).toContain("14 ene 2030, 11:00 CET");
  });
});
