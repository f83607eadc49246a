// APP_ENV=production (a complete production configuration): `{slug}.{ROOT_DOMAIN}` of a studio with a custom domain redirects
// permanently (308) to the same path on the custom domain; the custom domain itself serves.
// A second app process on the same database, started by this test.
import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { E2E, controlUrl, port } from "./env";
import { expect, test } from "./fixtures";

function get(p: number, host: string, path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: p, path, headers: { host, "x-forwarded-for": "10.250.0.1" } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe.configure({ timeout: 120_000 });

test("production: the slug host redirects 308 to the custom domain", async () => {
  const databaseUrl = await (await fetch(`${controlUrl()}/database-url`)).text();
  const prodPort = port() + 2;
  let child: ChildProcess | null = null;
  try {
    child = spawn(process.execPath, ["--import", "tsx", "tests/e2e/server.ts"], {
      env: { ...process.env, E2E_ROLE: "production", E2E_PORT: String(prodPort), DATABASE_URL: databaseUrl },
      stdio: "ignore",
    });
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${prodPort}/v1/health`).catch(() => null))?.status ?? 0, {
        timeout: 90_000,
        intervals: [500],
      })
      .toBe(200);
    const root = `${E2E.prodRootHost}:${prodPort}`;
    const slugHost = `${E2E.customSlug}.${root}`;
    // The page itself redirects, from its own path: a query string is not carried over (studio
    // pages are cached, so they never read the request; docs/decisions-sites.md, Page cache).
    const r = await get(prodPort, slugHost, "/en/rooms/x?y=1");
    expect(r.status).toBe(308);
    expect(r.location).toBe(`https://${E2E.customDomain}/en/rooms/x`);
    const robots = await get(prodPort, slugHost, "/robots.txt");
    expect(robots.status).toBe(308);
    expect(robots.location).toBe(`https://${E2E.customDomain}/robots.txt`);
    // The custom domain serves; a studio without one keeps its slug host.
    expect((await get(prodPort, E2E.customDomain, "/en")).status).toBe(200);
    expect((await get(prodPort, `${E2E.stage.slug}.${root}`, "/es")).status).toBe(200);
  } finally {
    child?.kill("SIGTERM");
  }
});
