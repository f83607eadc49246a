// The deployments as they run: the build's standalone server (`node .next/standalone/server.js`,
// what `npm start` runs behind its launcher, and what a slim container image runs alone) in
// its own process, in pre-production with no delivery provider, on the run's database. A guest
// books end to end with the devCode the contract shows there (docs/deployment.md).
import { existsSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expandWorkerFile } from "../../lib/domain/calendars/expand";
import { createDb, type Db } from "../../lib/infra/db";
import { freePort } from "../../lib/infra/embedded-postgres";
import { bookableStudio, holdBody } from "./holds.helpers";
import type { TestStudio } from "../helpers/fixtures";
import { startStandalone, type Standalone } from "../helpers/standalone";

let server: Standalone;
let base: string;
let db: Db;

const env: Record<string, string | undefined> = {};

beforeAll(async () => {
  Object.assign(env, {
    NODE_ENV: "production",
    APP_ENV: "preproduction",
    DATABASE_URL: inject("databaseUrl"),
    TRUST_PROXY: "1",
    WORKER_IN_APP: "0",
    LOG_SILENT: "1",
  });
  for (const k of ["SMTP_URL", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM", "HCAPTCHA_SITE_KEY", "HCAPTCHA_SECRET"])
    env[k] = undefined;
  server = await startStandalone({ port: await freePort(), env });
  base = server.url;
  db = createDb(inject("databaseUrl"), 2);
}, 90_000);

afterAll(async () => {
  await db?.$disconnect();
  await server?.close();
});

/** GET with a Host of our choosing (fetch cannot set Host), and more headers if given. */
function getPage(
  path: string,
  host: string,
  at = base,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(at);
    const options = { host: u.hostname.replace(/^\[(.*)\]$/, "$1"), port: u.port, path, headers: { ...headers, host } };
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), location: res.headers.location }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** A request as it arrives through the operator's proxy (which appends the client address). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON, read field by field
async function call(path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const r = await fetch(base + path, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.44" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: await r.json() };
}

describe("the standalone server in pre-production without providers", () => {
  let studio: TestStudio;
  beforeAll(async () => {
    studio = await bookableStudio({ db });
  });

  it("books end to end: hold with devCode → verify → confirm → manage", async () => {
    const hold = await call(`/v1/public/sites/${studio.slug}/holds`, holdBody(studio));
    expect(hold.status, JSON.stringify(hold.body)).toBe(201);
    const { holdId, devCode } = hold.body.data;
    expect(devCode).toMatch(/^\d{6}$/);
    const verified = await call(`/v1/public/holds/${holdId}/verify`, { code: devCode });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const confirmed = await call(`/v1/public/holds/${holdId}/confirm`, { paymentMode: "on_site" });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    const token = confirmed.body.data.manageToken;
    const manage = await call(`/v1/public/bookings/manage/${token}`);
    expect(manage.status).toBe(200);
    expect(manage.body.data.status).toBe("confirmed");
  });

  it("serves the studio's pages and Next's assets", async () => {
    const page = await getPage("/es", `${studio.slug}.localhost`);
    expect(page.status).toBe(200);
    const html = page.body;
    expect(html).toContain(studio.file.studio.name);
    const asset = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    expect((await fetch(base + asset)).status).toBe(200);
  });
});

// Bound to a loopback address behind a same-host proxy (docs/decisions-platform.md, Loopback binding):
// Next's router must take the middleware's host rewrite as its own, not proxy it to localhost.
describe.each(["127.0.0.1", "::1", "::"])("the standalone server bound to %s", (hostname) => {
  let bound: Standalone;
  let studio: TestStudio;
  beforeAll(async () => {
    studio = await bookableStudio({ db });
    bound = await startStandalone({ port: await freePort(), hostname, env });
  }, 90_000);
  afterAll(async () => {
    await bound?.close();
  });

  it("serves a studio's page (rewritten by host in the middleware), behind an https proxy too", async () => {
    const asProxied: Record<string, string>[] = [{}, { "x-forwarded-proto": "https" }];
    for (const headers of asProxied) {
      const page = await getPage("/es?ref=x", `${studio.slug}.localhost`, bound.url, headers);
      expect(page.status, JSON.stringify(headers)).toBe(200);
      expect(page.body).toContain(studio.file.studio.name);
    }
  });

  it("redirects a trailing slash to a relative Location (the middleware's redirect stays same-origin)", async () => {
    const r = await getPage("/es/?ref=x", `${studio.slug}.localhost`, bound.url);
    expect(r.status).toBe(308);
    expect(r.location).toBe("/es?ref=x");
  });
});

// The calendar parser's worker program is a file Node runs as it is, found from the working
// directory: the standalone server's own folder, where next.config.mjs copies it and the packages
// it imports (docs/decisions-calendars.md, Calendar expansion).
describe("the calendar parser's worker program in the standalone folder", () => {
  const STANDALONE = resolve(".next/standalone");
  const file = expandWorkerFile(STANDALONE);

  it("is there with the packages it imports (Node would find a missing one in the project's node_modules here)", () => {
    const packages = [...readFileSync(file, "utf8").matchAll(/^import .* from "([^".][^"]*)";$/gm)]
      .map((m) => m[1])
      .filter((p) => !p.startsWith("node:"));
    expect(packages.sort()).toEqual(["ical.js", "luxon"]);
    for (const name of packages) {
      const dir = join(STANDALONE, "node_modules", name);
      const exports = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).exports;
      const entry = typeof exports?.["."] === "object" ? exports["."].import : exports?.import;
      expect(entry, name).toEqual(expect.any(String));
      expect(existsSync(join(dir, entry)), `${name}: ${entry}`).toBe(true);
    }
  });

  it("parses a feed from there", async () => {
    const text = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//t//EN",
      "BEGIN:VEVENT",
      "UID:s@test",
      "DTSTART:20271004T080000Z",
      "DTEND:20271004T090000Z",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const input = {
      text,
      studioTz: "Europe/Madrid",
      from: Date.parse("2027-10-01T00:00:00Z"),
      to: Date.parse("2027-10-15T00:00:00Z"),
      limits: { maxSteps: 10_000, maxBlocks: 5_000, maxIterations: 50_000 },
    };
    const worker = new Worker(file, { workerData: { expand: input }, execArgv: [] });
    const messages: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      worker.on("message", (m: { kind: string }) => {
        messages.push(m);
        if (m.kind !== "started") resolve();
      });
      worker.on("error", reject);
      worker.on("exit", () => resolve());
    });
    await worker.terminate();
    expect(messages).toEqual([
      { kind: "started" },
      {
        kind: "done",
        events: 1,
        spans: [{ start: Date.parse("2027-10-04T08:00:00Z"), end: Date.parse("2027-10-04T09:00:00Z"), uid: "s@test", summary: "" }],
      },
    ]);
  });
});
