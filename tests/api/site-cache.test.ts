// Studio pages served from cache (docs/decisions-sites.md, Page cache) and invalidated across processes through
// PostgreSQL: two app instances (this process, and a production server in its own process) on
// one database; the studio import runs in a third process (the CLI, `npm run studio:import`).
import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { freePort } from "../../lib/infra/embedded-postgres";

const ROOT = "studios.test";
let app: TestApp;
let second: ChildProcess;
let secondUrl: string;
const logs: string[] = [];

type Page = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/** What a browser sends with a page request (compression included). */
const BROWSER = { "accept-encoding": "gzip, br", accept: "text/html,application/xhtml+xml", "user-agent": "Mozilla/5.0" };

/** GET with a Host header of our choosing (fetch cannot set Host); the body as sent (compressed or not). */
function get(base: string, path: string, host: string, headers: Record<string, string> = {}): Promise<Page> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path,
        method: "GET",
        headers: { host, "accept-language": "es", ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: (res.headers["content-encoding"] === "gzip"
              ? gunzipSync
              : res.headers["content-encoding"] === "br"
                ? brotliDecompressSync
                : (b: Buffer) => b)(Buffer.concat(chunks)).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const hostOf = (s: TestStudio) => `${s.slug}.${ROOT}`;

function spawnNode(args: string[], extra: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: process.cwd(),
    env: { ...process.env, LOG_SILENT: "1", ...extra },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => logs.push(`${args[0]}: ${d}`));
  child.stderr!.on("data", (d) => logs.push(`${args[0]}: ${d}`));
  return child;
}

/** `npm run studio:import -- file` in its own process, on this test's database. */
async function importViaCli(file: unknown): Promise<void> {
  const path = join(mkdtempSync(join(tmpdir(), "studio-import-")), "studio.json");
  writeFileSync(path, JSON.stringify(file));
  const child = spawnNode([join("scripts", "studio-import.ts"), path], {});
  const code = await new Promise<number | null>((r) => child.once("exit", (c) => r(c)));
  if (code !== 0) throw new Error(`studio import failed (${code}):\n${logs.join("")}`);
}

async function until(what: string, check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The page once the cache answers it. Other test files write studios to the same database while
 * this one runs, and the 15-second stamp poll empties the cache when it sees their changes; a
 * notification may also arrive just after the render it concerns. So "cached" is asserted as
 * "answered from the cache within three seconds", never as "the very next request".
 */
async function hit(base: string, path: string, host: string, headers: Record<string, string> = BROWSER): Promise<Page> {
  let page = await get(base, path, host, headers);
  await until(
    `${host}${path} answered from the cache`,
    async () => (page = await get(base, path, host, headers)).headers["x-nextjs-cache"] === "HIT",
    3_000,
  );
  return page;
}

beforeAll(async () => {
  app = await startTestApp({ env: { ROOT_DOMAIN: ROOT } });
  const port = await freePort();
  secondUrl = `http://127.0.0.1:${port}`;
  second = spawnNode([join("scripts", "bench", "server.mjs")], {
    PORT: String(port),
    APP_ENV: "preproduction",
    TRUST_PROXY: "1",
    WORKER_IN_APP: "0",
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (
      await fetch(`${secondUrl}/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (second.exitCode !== null || Date.now() > deadline) throw new Error(`second instance did not start:\n${logs.join("")}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}, 180_000);
afterAll(async () => {
  if (second && second.exitCode === null) {
    const exited = new Promise<void>((r) => second.once("exit", () => r()));
    second.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  }
  await app?.close();
});

describe("studio pages from cache", () => {
  it("a browser's second request of a page is served from the cache, compressed; CDN headers s-maxage with a short stale window", async () => {
    const s = await createStudio(app.db);
    for (const path of ["/es", `/es/rooms/${s.roomIds[0]}`, "/es/legal"]) {
      const first = await get(app.url, path, hostOf(s), BROWSER);
      expect(first.status, path).toBe(200);
      expect(first.headers["x-nextjs-cache"], path).toBe("MISS");
      const again = await hit(app.url, path, hostOf(s));
      expect(again.status, path).toBe(200);
      expect(again.headers["content-encoding"], path).toBe("gzip");
      expect(again.headers["content-type"], path).toBe("text/html; charset=utf-8");
      expect(again.body, path).toBe(first.body);
      expect(again.headers.age, path).toBeUndefined();
      for (const r of [first, again]) expect(r.headers["cache-control"], path).toBe("s-maxage=300, stale-while-revalidate=60");
      // A cached page carries no nonce (it would be everyone's); security headers on every answer.
      expect(again.headers["content-security-policy"], path).toContain("script-src 'self'");
      expect(again.headers["content-security-policy"], path).toContain("'unsafe-inline'");
      expect(again.headers["content-security-policy"], path).not.toContain("nonce-");
      expect(again.body, path).not.toContain("nonce=");
      expect(again.headers["x-frame-options"], path).toBe("DENY");
    }
    // robots.txt and sitemap.xml: per request (cheap), cacheable by a CDN.
    for (const path of ["/robots.txt", "/sitemap.xml"]) {
      const r = await get(app.url, path, hostOf(s));
      expect(r.status, path).toBe(200);
      expect(r.headers["cache-control"], path).toBe("public, max-age=300");
    }
  });

  it("cannot be poisoned: prefetch, RSC, other Accept values and clients without compression never change what the next browser gets", async () => {
    const s = await createStudio(app.db, (f) => (f.studio.name = `Poison ${f.studio.slug}`));
    const path = "/es";
    const variants: Record<string, string>[] = [
      { "x-middleware-prefetch": "1" },
      { rsc: "1" },
      { rsc: "1", "next-router-prefetch": "1" },
      { "next-router-state-tree": "%5B%22%22%5D", rsc: "1" },
      { accept: "application/json" },
      { accept: "text/x-component" },
      {},
      { "accept-encoding": "identity" },
    ];
    for (const v of variants) {
      await get(app.url, path, hostOf(s), v);
      const label = JSON.stringify(v);
      // What the next browser gets from the cache, and a client without compression from the same
      // entry. The stamp poll may empty the cache between two requests (see hit()): a fresh render
      // then answers, which is no poisoning and is not what this test compares; so the browser's
      // page is the cache's (hit()), and the pair is read again until the plain one is a hit too.
      let browser = await hit(app.url, path, hostOf(s));
      let plain = await get(app.url, path, hostOf(s));
      for (let i = 0; i < 5 && plain.headers["x-nextjs-cache"] !== "HIT"; i++) {
        browser = await hit(app.url, path, hostOf(s));
        plain = await get(app.url, path, hostOf(s));
      }
      expect(browser.status, label).toBe(200);
      expect(browser.headers["content-type"], label).toBe("text/html; charset=utf-8");
      expect(browser.headers["content-encoding"], label).toBe("gzip");
      expect(browser.body, label).toContain("<!DOCTYPE html>");
      expect(browser.body, label).toContain(s.file.studio.name);
      // And a client that asked for no compression gets none, from the same cached page.
      expect(plain.headers["x-nextjs-cache"], label).toBe("HIT");
      expect(plain.headers["content-encoding"], label).toBeUndefined();
      expect(plain.body, label).toBe(browser.body);
    }
  });

  it("a client-sent CSP or x-nonce never puts its nonce into a cached page (the middleware overrides only then)", async () => {
    const s = await createStudio(app.db);
    const spoof = { "content-security-policy": "script-src 'nonce-planted1234'", "x-nonce": "planted1234" };
    for (const path of ["/es", `/es/rooms/${s.roomIds[0]}`]) {
      const first = await get(app.url, path, hostOf(s), { ...BROWSER, ...spoof });
      expect(first.headers["x-nextjs-cache"], path).toBe("MISS");
      for (const r of [first, await hit(app.url, path, hostOf(s))]) {
        expect(r.status, path).toBe(200);
        expect(r.body, path).not.toContain("planted1234");
        expect(r.body, path).not.toContain("nonce=");
        expect(r.headers["content-security-policy"], path).not.toContain("nonce-");
      }
    }
  });

  it("a manage link with the mail's trailing '.' or ')' redirects to the clean link (never 'Page not found')", async () => {
    const s = await createStudio(app.db);
    const token = "b".repeat(64);
    for (const tail of [".", ").", ","]) {
      const r = await get(app.url, `/es/manage/${token}${tail}`, hostOf(s));
      expect(r.status, tail).toBe(308);
      expect(new URL(String(r.headers.location), "http://x").pathname, tail).toBe(`/es/manage/${token}`);
      expect(r.headers["referrer-policy"], tail).toBeDefined();
    }
  });

  it("pages carry no ETag: Next would hash the whole page on every cache hit", async () => {
    const s = await createStudio(app.db);
    await get(app.url, "/es", hostOf(s), BROWSER);
    const again = await hit(app.url, "/es", hostOf(s));
    expect(again.headers.etag).toBeUndefined();
  });

  it("per-guest and unknown pages are never cached: manage no-store with a nonce, 404s, the root domain", async () => {
    const s = await createStudio(app.db);
    for (let i = 0; i < 2; i++) {
      const manage = await get(app.url, `/es/manage/${"a".repeat(64)}`, hostOf(s));
      expect(manage.headers["cache-control"]).toContain("no-store");
      expect(manage.headers["x-nextjs-cache"]).not.toBe("HIT");
      expect(manage.headers["content-security-policy"]).toMatch(/'nonce-[^']+'/);
      const missing = await get(app.url, "/es/rooms/00000000-0000-4000-8000-000000000000", hostOf(s));
      expect(missing.status).toBe(404);
      expect(missing.headers["x-nextjs-cache"]).not.toBe("HIT");
      expect(missing.headers["cache-control"]).not.toContain("public");
      const unknown = await get(app.url, "/es", `nobody-here.${ROOT}`);
      expect(unknown.status).toBe(404);
      expect(unknown.headers["x-nextjs-cache"]).not.toBe("HIT");
    }
    // The availability API stays live: never stored, never public.
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < 2; i++) {
      const avail = await app.fetch(`/v1/public/sites/${s.slug}/rooms/${s.roomIds[0]}/availability?from=${day}&to=${day}`);
      expect(avail.status).toBe(200);
      expect(avail.headers.get("cache-control") ?? "").not.toContain("public");
      expect(avail.headers.get("x-nextjs-cache")).toBeNull();
    }
  });

  it("no cross-host leak: each host gets its own page for the same path, cached or not; /s/{other-host}/… shows nothing", async () => {
    const a = await createStudio(app.db, (f) => (f.studio.name = `Alpha ${f.studio.slug}`));
    const b = await createStudio(app.db, (f) => (f.studio.name = `Beta ${f.studio.slug}`));
    for (let round = 0; round < 2; round++) {
      for (const path of ["/es", "/es/legal", "/robots.txt"]) {
        const cached = round === 1 && path !== "/robots.txt";
        const pa = cached ? await hit(app.url, path, hostOf(a)) : await get(app.url, path, hostOf(a), BROWSER);
        const pb = cached ? await hit(app.url, path, hostOf(b)) : await get(app.url, path, hostOf(b), BROWSER);
        expect([pa.status, pb.status]).toEqual([200, 200]);
        if (cached) expect([pa.headers["x-nextjs-cache"], pb.headers["x-nextjs-cache"]]).toEqual(["HIT", "HIT"]);
        const [ta, tb] = path === "/robots.txt" ? [hostOf(a), hostOf(b)] : [a.file.studio.name, b.file.studio.name];
        expect(pa.body).toContain(ta);
        expect(pa.body).not.toContain(tb);
        expect(pb.body).toContain(tb);
        expect(pb.body).not.toContain(ta);
      }
    }
    // The internal route of B, typed by hand on A's host (or B's, or the root domain): 404, no B content.
    for (const [path, host] of [
      [`/s/${hostOf(b)}/es`, hostOf(a)],
      [`/s/${encodeURIComponent(hostOf(b))}/es/legal`, hostOf(a)],
      [`/s/${hostOf(b)}/es`, ROOT],
    ]) {
      const r = await get(app.url, path, host);
      expect(r.status, `${host}${path}`).toBe(404);
      expect(r.body, `${host}${path}`).not.toContain(b.file.studio.name);
    }
  });

  it("an import in another process reaches both instances' page and site caches within 2 s", async () => {
    const s = await createStudio(app.db);
    const host = hostOf(s);
    const bases = [app.url, secondUrl];
    const room = `/es/rooms/${s.roomIds[0]}`;
    // Both instances have the pages cached (HIT), and the API's site payload in its site cache.
    for (const base of bases) {
      for (const path of ["/es", room]) {
        const again = await hit(base, path, host);
        expect(again.headers["x-nextjs-cache"]).toBe("HIT");
        expect(again.body).toContain(s.file.studio.name);
      }
      expect((await (await fetch(`${base}/v1/public/sites/${s.slug}`)).json()).data.studio.name).toBe(s.file.studio.name);
    }
    const renamed = `Renamed ${s.slug}`;
    const roomName = `Room renamed ${s.slug}`;
    const file = structuredClone(s.file);
    file.studio.name = renamed;
    file.rooms[0].name = roomName;
    await importViaCli(file);
    const waited = await until(
      "both instances show the imported names",
      async () => {
        for (const base of bases) {
          const home = await get(base, "/es", host);
          const roomPage = await get(base, room, host);
          const api = await (await fetch(`${base}/v1/public/sites/${s.slug}`)).json();
          if (!home.body.includes(renamed) || !roomPage.body.includes(roomName) || api.data.studio.name !== renamed) return false;
        }
        return true;
      },
      2_000,
    );
    expect(waited).toBeLessThan(2_000);
    // And the new pages are cached again.
    for (const base of bases) expect((await hit(base, "/es", host)).headers["x-nextjs-cache"]).toBe("HIT");
  }, 60_000);

  it("a write through any client (trigger, not the import code) invalidates too", async () => {
    const s = await createStudio(app.db);
    const host = hostOf(s);
    expect((await hit(app.url, "/es/legal", host)).headers["x-nextjs-cache"]).toBe("HIT");
    const email = `changed-${s.slug}@example.com`;
    await app.db.studio.update({ where: { id: s.studioId }, data: { email } });
    await until("the legal page shows the new e-mail", async () => (await get(app.url, "/es/legal", host)).body.includes(email), 2_000);
  });
});
