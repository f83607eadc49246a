// Fault: PostgreSQL stops while the pages are in use (an embedded PostgreSQL this test owns, the
// production build in-process, and the build's standalone server in a process of its own). The
// pages that need the database (the dashboard, the sign-in page, a guest's manage page, the
// platform page, and a studio page the process has not cached) answer 503 with Retry-After and a
// "temporarily unavailable" page in the page's language, robots.txt and sitemap.xml a plain-text
// 503, and the sign-in endpoints of Better Auth answer 503 in the API's envelope: never Next's
// HTML 500 or an empty 500 (docs/decisions-platform.md, Pages during a database outage). A studio
// page cached before the outage is still served. Once PostgreSQL is back the same process
// serves the pages again.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startEmbeddedPostgres, type RunningPostgres } from "../../lib/infra/embedded-postgres";
import { migrate } from "../../lib/infra/migrate";
import { startTestApp, uniqueIp, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { platformEnv, requestWithHost, staffLogin, type HostResponse, type StaffLogin } from "../helpers/staff";
import { startStandalone, type Standalone } from "../helpers/standalone";
import { getDict } from "../../lib/i18n";
import type { Locale } from "../../lib/contract/locales";
import { setDatabaseDown } from "../../lib/infra/db-state";

const HOST = "studios.test";
let dir: string;
let port: number;
let pg: RunningPostgres;
let app: TestApp;
/** A server process started moments before the outage: its page cache holds only what it serves before. */
let standalone: Standalone;
let studio: TestStudio;
/** A studio no request has read yet: neither its pages nor its site are cached anywhere. */
let unread: TestStudio;
let owner: StaffLogin;

const startPg = () => startEmbeddedPostgres({ dataDir: dir, port, persistent: true, database: "outage_pages" });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "studio-outage-pages-"));
  port = await freePort();
  pg = await startPg();
  await migrate(pg.url);
  app = await startTestApp({ env: { ...platformEnv(HOST), WORKER_IN_APP: "0" }, databaseUrl: pg.url });
  studio = await createStudio(app.db);
  unread = await createStudio(app.db);
  owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner", locale: "ca" });
  standalone = await startStandalone({
    port: await freePort(),
    env: { NODE_ENV: "production", ...platformEnv(HOST), DATABASE_URL: pg.url, TRUST_PROXY: "1", WORKER_IN_APP: "0", LOG_SILENT: "1" },
  });
}, 120_000);

afterAll(async () => {
  await standalone?.close().catch(() => {});
  await app?.close().catch(() => {});
  await pg?.stop().catch(() => {});
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const page = (path: string, host = HOST, headers: Record<string, string> = {}, at?: string) =>
  requestWithHost(at ?? app.url, host, path, { "x-forwarded-for": uniqueIp(), ...headers });
const dashboard = () => page("/studio/ca", HOST, { cookie: owner.cookie });
const manage = () => page("/en/manage/tok_0123456789abcdefghijklmnopqrstuv", `${studio.slug}.${HOST}`);
/** The sign-in page's request for a link, on the platform host (fetch cannot set Host). */
function askLink(): Promise<HostResponse> {
  const u = new URL(app.url);
  const body = JSON.stringify({ email: "someone@staff.test", callbackURL: "/studio", errorCallbackURL: "/studio/sign-in" });
  const headers = { host: HOST, "content-type": "application/json", origin: `http://${HOST}`, "x-forwarded-for": uniqueIp() };
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path: "/api/auth/sign-in/magic-link", method: "POST", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Asks until `ok` holds or 10 s have passed; the last answer. */
async function until(ask: () => Promise<HostResponse>, ok: (r: HostResponse) => boolean): Promise<HostResponse> {
  const deadline = Date.now() + 10_000;
  let r = await ask();
  while (!ok(r) && Date.now() < deadline) {
    await new Promise((res) => setTimeout(res, 200));
    r = await ask();
  }
  return r;
}

function expectUnavailablePage(r: HostResponse, locale: Locale, what: string): void {
  expect(r.status, `${what}: ${r.body.slice(0, 300)}`).toBe(503);
  expect(Number(r.headers["retry-after"]), what).toBeGreaterThan(0);
  expect(String(r.headers["content-type"]), what).toMatch(/^text\/html/);
  expect(String(r.headers["cache-control"]), what).toMatch(/no-store/);
  expect(r.body, what).toContain(`lang="${locale}"`);
  expect(r.body, what).toContain(getDict(locale).unavailable.title);
}

describe("pages while PostgreSQL is down", () => {
  it("every page that needs the database: 503 in the visitor's language unless cached; a cached studio page: 200", async () => {
    const site = `${studio.slug}.${HOST}`;
    const servers = [
      { name: "in-process", url: app.url },
      { name: "standalone", url: standalone.url },
    ];
    // Each server renders and caches one page before the outage; every other page is new to it.
    for (const s of servers) {
      await page("/es", site, {}, s.url);
      const warm = await page("/es", site, {}, s.url);
      expect(warm.status, s.name).toBe(200);
      expect(warm.headers["x-nextjs-cache"], s.name).toBe("HIT");
    }

    await pg.stop();
    const [room] = studio.roomIds;
    // [host, path, request headers, the page's language]
    const pages: [string, string, Record<string, string>, Locale][] = [
      [site, "/ca", {}, "ca"],
      [site, "/en", { "accept-language": "es" }, "en"], // the URL's language before the browser's
      [site, `/es/rooms/${room}`, {}, "es"],
      [site, `/ca/rooms/${room}`, {}, "ca"],
      [site, "/es/legal", {}, "es"],
      [site, "/en/legal", {}, "en"],
      [site, "/ca/find-booking", {}, "ca"],
      [site, "/es/find-booking", {}, "es"],
      [site, "/", { "accept-language": "ca-ES,ca;q=0.9" }, "ca"],
      [site, "/", { "accept-language": "en-GB,en;q=0.9" }, "en"],
      [site, "/", { "accept-language": "es" }, "es"],
      [HOST, "/", { "accept-language": "es-ES,es;q=0.9" }, "es"],
      [HOST, "/", { "accept-language": "ca" }, "ca"],
      [HOST, "/", { "accept-language": "en-US" }, "en"],
      [HOST, "/studio/sign-up?lang=ca", { "accept-language": "en" }, "ca"],
      [HOST, "/studio/sign-up", { "accept-language": "es" }, "es"],
      [HOST, "/studio/onboarding", { "accept-language": "en" }, "en"],
      [HOST, "/platform", { "accept-language": "en" }, "en"],
    ];
    for (const s of servers) {
      // The process learns of it from its LISTEN connection, which PostgreSQL ends as it stops.
      const first = await until(
        () => page("/", HOST, { "accept-language": "ca" }, s.url),
        (r) => r.status === 503,
      );
      expectUnavailablePage(first, "ca", s.name);
      for (const [host, path, headers, locale] of pages)
        expectUnavailablePage(await page(path, host, headers, s.url), locale, `${s.name} ${host}${path}`);
      for (const path of ["/robots.txt", "/sitemap.xml"]) {
        const r = await page(path, site, {}, s.url);
        expect(r.status, `${s.name} ${path}: ${r.body.slice(0, 200)}`).toBe(503);
        expect(Number(r.headers["retry-after"]), path).toBeGreaterThan(0);
        expect(String(r.headers["content-type"]), path).toMatch(/^text\/plain/);
      }
      const cached = await page("/es", site, {}, s.url);
      expect(cached.status, s.name).toBe(200);
      expect(cached.body, s.name).toContain(studio.file.studio.name);
    }
    // Cached long ago (past its expire, when Next would render it before answering) and its site
    // no longer in the site cache: still served. The in-process server's stores are this
    // process's: its pages are made 10 minutes old, its site records forgotten.
    const stores = globalThis as unknown as Record<symbol, unknown>;
    const held = stores[Symbol.for("studio-booking.next-cache")] as { entries: { values(): Iterable<{ lastModified: number }> } };
    for (const e of held.entries.values()) e.lastModified -= 600_000;
    (stores[Symbol.for("studio-booking.site-rows")] as { clear(): void }).clear();
    const old = await page("/es", site);
    expect(old.status, old.body.slice(0, 300)).toBe(200);
    expect(old.body).toContain(studio.file.studio.name);

    // A request racing the outage (the process does not know yet, its render's query fails):
    // robots.txt and sitemap.xml, route handlers, still answer 503. Only the in-process server's
    // flag can be cleared from here; its listener sets it again within a second.
    for (const path of ["/robots.txt", "/sitemap.xml"]) {
      setDatabaseDown(false);
      const r = await page(path, `${unread.slug}.${HOST}`);
      expect(r.status, `${path}: ${r.body.slice(0, 200)}`).toBe(503);
      expect(Number(r.headers["retry-after"]), path).toBeGreaterThan(0);
    }

    pg = await startPg();
    for (const s of servers) {
      const back = await until(
        () => page("/ca", site, {}, s.url),
        (r) => r.status === 200,
      );
      expect(back.status, s.name).toBe(200);
      expect((await page("/", HOST, {}, s.url)).status, s.name).toBe(200);
      expect((await page("/robots.txt", site, {}, s.url)).status, s.name).toBe(200);
    }
  }, 90_000);

  it("503 with Retry-After and a translated page; the auth endpoints a JSON 503; back once it is up", async () => {
    expect((await dashboard()).status).toBe(200);

    await pg.stop();
    // The process learns of it from its LISTEN connection, which PostgreSQL ends as it stops.
    const deadline = Date.now() + 5_000;
    let d = await dashboard();
    while (d.status !== 503 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      d = await dashboard();
    }
    expect(d.status, d.body.slice(0, 300)).toBe(503);
    expect(Number(d.headers["retry-after"])).toBeGreaterThan(0);
    expect(String(d.headers["content-type"])).toMatch(/^text\/html/);
    expect(String(d.headers["cache-control"])).toMatch(/no-store/);
    expect(d.body).toContain(getDict("ca").unavailable.title);
    expect(d.body).toContain('lang="ca"');

    const signIn = await page("/studio/sign-in", HOST, { "accept-language": "es-ES,es;q=0.9" });
    expect(signIn.status).toBe(503);
    expect(signIn.body).toContain(getDict("es").unavailable.title);

    const m = await manage();
    expect(m.status, m.body.slice(0, 300)).toBe(503);
    expect(Number(m.headers["retry-after"])).toBeGreaterThan(0);
    expect(m.body).toContain(getDict("en").unavailable.title);

    const link = await askLink();
    expect(link.status, link.body).toBe(503);
    expect(Number(link.headers["retry-after"])).toBeGreaterThan(0);
    expect(String(link.headers["content-type"])).toMatch(/^application\/json/);
    expect(JSON.parse(link.body)).toMatchObject({ success: false, error: { code: "SERVICE_UNAVAILABLE" } });

    pg = await startPg();
    const back = Date.now() + 10_000;
    let after = await dashboard();
    while (after.status !== 200 && Date.now() < back) {
      await new Promise((r) => setTimeout(r, 250));
      after = await dashboard();
    }
    expect(after.status).toBe(200);
    const again = await askLink();
    expect(again.status, again.body).toBe(200);
  }, 90_000);
});
