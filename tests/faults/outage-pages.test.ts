// Fault: PostgreSQL stops while the pages are in use (an embedded PostgreSQL this test owns, the
// production build in-process). The pages that read the database per request (the dashboard, the
// sign-in page, a guest's manage page) answer 503 with Retry-After and a "temporarily
// unavailable" page in the page's language, and the sign-in endpoints of Better Auth answer 503
// in the API's envelope: never Next's HTML 500 or an empty 500 (docs/decisions-platform.md, Pages during
// a database outage). Once PostgreSQL is back the same process serves the pages again.
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
import { getDict } from "../../lib/i18n";

const HOST = "studios.test";
let dir: string;
let port: number;
let pg: RunningPostgres;
let app: TestApp;
let studio: TestStudio;
let owner: StaffLogin;

const startPg = () => startEmbeddedPostgres({ dataDir: dir, port, persistent: true, database: "outage_pages" });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "studio-outage-pages-"));
  port = await freePort();
  pg = await startPg();
  await migrate(pg.url);
  app = await startTestApp({ env: { ...platformEnv(HOST), WORKER_IN_APP: "0" }, databaseUrl: pg.url });
  studio = await createStudio(app.db);
  owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner", locale: "ca" });
}, 120_000);

afterAll(async () => {
  await app?.close().catch(() => {});
  await pg?.stop().catch(() => {});
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const page = (path: string, host = HOST, headers: Record<string, string> = {}) =>
  requestWithHost(app.url, host, path, { "x-forwarded-for": uniqueIp(), ...headers });
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

describe("pages while PostgreSQL is down", () => {
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
