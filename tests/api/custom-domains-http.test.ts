// Custom domains over HTTP in production (docs/decisions-sites.md, Custom domains), the platform's resolver
// pointed at a DNS server on this machine (tests/fakes/dns.ts): a draft studio's subdomain never redirects
// off the platform, whatever domain it set or proved; a domain is served, redirected to and in the site
// payload only once its TXT record is read and while its studio is verified; a proven domain cannot be
// claimed by another studio; the settings page shows the state in the dashboard's language.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { errorOf, startTestApp, uniqueIp, type ApiReply, type TestApp } from "../helpers/app";
import { createStudio, ALWAYS_OPEN, type TestStudio } from "../helpers/fixtures";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";
import { PRODUCTION_ENV } from "../helpers/production-env";
import { requestWithHost, staffLogin, type StaffLogin } from "../helpers/staff";
import { startFakeDns, type FakeDns } from "../fakes/dns";

const ORIGIN = PRODUCTION_ENV.PUBLIC_BASE_URL;
const ROOT = PRODUCTION_ENV.ROOT_DOMAIN;
let app: TestApp;
// A production deployment records its mode in its database (lib/infra/deployment.ts): its own one.
let database: OwnDatabase;
let dns: FakeDns;
let draft: TestStudio;
let live: TestStudio;
let draftOwner: StaffLogin;
let liveOwner: StaffLogin;

beforeAll(async () => {
  dns = await startFakeDns();
  database = await ownDatabase(inject("databaseUrl"), `studio_domains_${process.pid}`);
  app = await startTestApp({ databaseUrl: database.url, env: { ...PRODUCTION_ENV, DNS_SERVERS: dns.server } });
  const studio = (verified: boolean) =>
    createStudio(app.db, (f) => {
      f.studio.isVerified = verified;
      f.studio.operatingHours = ALWAYS_OPEN;
    });
  [draft, live] = await Promise.all([studio(false), studio(true)]);
  [draftOwner, liveOwner] = await Promise.all([
    staffLogin(app.db, { studioId: draft.studioId, role: "owner" }),
    staffLogin(app.db, { studioId: live.studioId, role: "owner" }),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  await dns?.close();
});

async function api(who: StaffLogin, method: string, path: string, json?: unknown): Promise<ApiReply> {
  const headers: Record<string, string> = { cookie: who.cookie };
  if (method !== "GET") headers.origin = ORIGIN;
  const res = await app.fetch(`/v1/studio/settings${path}`, { method, headers, ...(json !== undefined ? { json } : {}) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}
const page = (host: string, path: string, headers: Record<string, string> = {}) =>
  requestWithHost(app.url, host, path, { "x-forwarded-for": uniqueIp(), ...headers });
const subdomain = (s: TestStudio) => `${s.slug}.${ROOT}`;
const fresh = (label = "www") => `${label}.d${randomUUID().slice(0, 8)}.example`;

/** The answers of a studio's pages on its subdomain: each served there, none sent off the platform. */
async function staysOnPlatform(s: TestStudio) {
  for (const path of ["/en", "/en/find-booking", "/es/manage/abc", "/robots.txt", "/sitemap.xml"]) {
    const r = await page(subdomain(s), path);
    expect(r.status, path).not.toBe(308);
    expect(String(r.headers.location ?? ""), path).not.toMatch(/^https?:\/\/(?!.*studios\.example\.com)/);
  }
  expect((await page(subdomain(s), "/en")).status).toBe(200);
}

describe("a draft studio's own domain", () => {
  it("is never served nor redirected to, set or proven; its subdomain keeps serving", async () => {
    const evil = `login-paypal-${randomUUID().slice(0, 6)}.evil.example`;
    const saved = await api(draftOwner, "PATCH", "/site", { customDomain: evil });
    expect(saved.status).toBe(200);
    expect(saved.body.data.settings.site.customDomain).toBe(evil);
    const state = await api(draftOwner, "GET", "/domain");
    expect(state.status).toBe(200);
    expect(state.body.data.customDomain).toMatchObject({ host: evil, status: "pending", served: false });
    await staysOnPlatform(draft);
    expect((await page(evil, "/en")).status).toBe(404);
    expect(errorOf(await app.get(`/v1/public/sites/resolve?host=${evil}`))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });

    // Proven (the owner holds the domain), still draft: still not used.
    const { record } = state.body.data.customDomain;
    dns.publish(record.name, [record.value]);
    const checked = await api(draftOwner, "POST", "/domain/check");
    expect(checked.status).toBe(200);
    expect(checked.body.data.customDomain).toMatchObject({ status: "proven", served: false });
    await staysOnPlatform(draft);
    expect((await page(evil, "/en")).status).toBe(404);
    const site = await app.get(`/v1/public/sites/${draft.slug}`);
    expect(site.body.data.site).toMatchObject({ customDomain: null, canonicalHost: subdomain(draft) });
  });
});

describe("a verified studio's own domain", () => {
  it("is served, redirected to and in the payload only once its TXT record is read; then nobody else can claim it", async () => {
    const domain = fresh();
    expect((await api(liveOwner, "PATCH", "/site", { customDomain: domain })).status).toBe(200);
    // Pending: the subdomain serves, with its own canonical address; the domain is unknown.
    const before = await page(subdomain(live), "/en");
    expect(before.status).toBe(200);
    expect(before.body).toContain(`href="https://${subdomain(live)}/en"`);
    expect(before.body).not.toContain(domain);
    expect((await page(domain, "/en")).status).toBe(404);
    expect((await app.get(`/v1/public/sites/${live.slug}`)).body.data.site).toMatchObject({
      customDomain: null,
      canonicalHost: subdomain(live),
    });

    const failed = await api(liveOwner, "POST", "/domain/check");
    expect(failed.body.data.customDomain).toMatchObject({ status: "failed", problem: "no_record", served: false });
    expect((await page(domain, "/en")).status).toBe(404);

    dns.publish(failed.body.data.customDomain.record.name, [failed.body.data.customDomain.record.value]);
    const proven = await api(liveOwner, "POST", "/domain/check");
    expect(proven.body.data.customDomain).toMatchObject({ status: "proven", proof: "dns", served: true });
    expect((await page(domain, "/en")).status).toBe(200);
    const moved = await page(subdomain(live), "/en");
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe(`https://${domain}/en`);
    expect((await app.get(`/v1/public/sites/resolve?host=${domain}`)).body.data.site.canonicalHost).toBe(domain);

    // Another studio (the draft one, already holding a proven domain of its own) cannot take it.
    const taken = await api(draftOwner, "PATCH", "/site", { customDomain: domain });
    expect(errorOf(taken)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect(taken.body.error.message).toBe("site.customDomain: is already used by another studio");
    expect((await page(domain, "/en")).status).toBe(200);
  });

  it("a check without a domain set is 409 INVALID_STATE; staff may not check", async () => {
    const s = await createStudio(app.db);
    const o = await staffLogin(app.db, { studioId: s.studioId, role: "owner" });
    const member = await staffLogin(app.db, { studioId: s.studioId, role: "staff" });
    expect((await api(o, "GET", "/domain")).body.data).toEqual({ customDomain: null });
    expect(errorOf(await api(o, "POST", "/domain/check"))).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    expect(errorOf(await api(member, "POST", "/domain/check"))).toEqual({ status: 403, code: "FORBIDDEN", envelope: true });
  });
});

describe("the settings page", () => {
  it("shows the domain's state, the record to publish and Check now, in the dashboard's language", async () => {
    const s = await createStudio(app.db);
    const o = await staffLogin(app.db, { studioId: s.studioId, role: "owner" });
    const domain = fresh("reservas");
    await api(o, "PATCH", "/site", { customDomain: domain });
    const { record } = (await api(o, "GET", "/domain")).body.data.customDomain;
    const settings = async (locale: string) =>
      (await page(new URL(ORIGIN).host, `/studio/${locale}/settings`, { cookie: o.cookie })).body.replace(/<!-- -->/g, "");
    const es = await settings("es");
    expect(es).toContain('data-status="pending"');
    expect(es).toContain(record.name);
    expect(es).toContain(record.value);
    expect(es).toContain("Comprobar ahora");
    expect(await settings("ca")).toContain("Comprova-ho ara");
    await api(o, "POST", "/domain/check");
    const en = await settings("en");
    expect(en).toContain('data-status="failed"');
    expect(en).toContain("The record below was not found.");
    expect(en).toContain("Check now");
    dns.publish(record.name, [record.value]);
    await api(o, "POST", "/domain/check");
    const done = await settings("en");
    expect(done).toContain('data-status="proven"');
    expect(done).toContain("Proven on");
    expect(done).not.toContain('data-testid="domain-record-value"');
  });
});
