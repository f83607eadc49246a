// Scale-out as docs/deployment.md describes it: two stateless app instances (this process, and a second
// production server in its own process) and one separate worker process (`npm run worker`),
// all on one PostgreSQL. Races, per-IP limits and hourly quotas are decided in the database,
// so they hold across instances; every message is sent exactly once by the worker.
import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, uniqueIp, type ApiReply } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead, startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { bookableStudio, holdBody, localDate } from "./holds.helpers";
import { env } from "../../lib/infra/env";
import { QUEUE } from "../../lib/infra/queue";
import { LIMITS } from "../../lib/contract/limits";
import { freePort } from "../../lib/infra/embedded-postgres";

let t: BookingTestEnv;
let second: ChildProcess;
let worker: ChildProcess;
let secondUrl: string;
const logs: string[] = [];

function spawnNode(script: string, extra: Record<string, string>): ChildProcess {
  // The same configuration as this process's instance (startBookingApp set it in process.env).
  const child = spawn(process.execPath, ["--import", "tsx", join("scripts", ...script.split("/"))], {
    cwd: process.cwd(),
    env: { ...process.env, LOG_SILENT: "1", ...extra },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => logs.push(`${script}: ${d}`));
  child.stderr!.on("data", (d) => logs.push(`${script}: ${d}`));
  return child;
}

/** Every read of `ip` flushed so far, in whatever windows: a run on a busy machine may span two (they are per minute). */
async function flushedReads(ip: string): Promise<number> {
  const rows = await t.app.db.$queryRaw<{ n: number }[]>`
    SELECT COALESCE(sum("count"), 0)::int AS n FROM rate_counter WHERE "key" = ${`read:${ip}`}`;
  return rows[0].n;
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

beforeAll(async () => {
  t = await startBookingApp(); // instance A, WORKER_IN_APP=0
  const port = await freePort();
  secondUrl = `http://127.0.0.1:${port}`;
  second = spawnNode("bench/server.mjs", { PORT: String(port), APP_ENV: "preproduction", TRUST_PROXY: "1", WORKER_IN_APP: "0" });
  worker = spawnNode("worker.ts", {});
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${secondUrl}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (second.exitCode !== null || Date.now() > deadline) throw new Error(`second instance did not start:\n${logs.join("")}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}, 180_000);
afterAll(async () => {
  await Promise.all([stop(second), stop(worker)]);
  await t?.close();
});

/**
 * Request number i goes to instance A (even) or B (odd), each on a connection of its own: a kept-alive
 * socket that a server closes just as the next request is written fails that request ("other side
 * closed") on a busy machine, and a hold's POST cannot simply be sent again.
 */
function call(i: number, method: "GET" | "POST", path: string, body?: unknown, ip = uniqueIp()): Promise<ApiReply> {
  const base = new URL(i % 2 === 0 ? t.app.url : secondUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { "x-forwarded-for": ip };
  if (payload !== undefined) headers["content-type"] = "application/json";
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(", ") : v);
        resolve({ status: res.statusCode ?? 0, headers: h, body: text ? JSON.parse(text) : null });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(payload);
  });
}

const tally = (rs: ApiReply[]) =>
  rs.reduce<Record<string, number>>((acc, r) => {
    const k = r.status < 300 ? String(r.status) : `${r.status} ${errorOf(r).code}`;
    acc[k] = (acc[k] ?? 0) + 1;
    return acc;
  }, {});

describe("two app instances and one worker on one PostgreSQL", () => {
  it("both instances serve the same data", async () => {
    const s = await bookableStudio(t.app);
    const [a, b] = await Promise.all([call(0, "GET", `/v1/public/sites/${s.slug}`), call(1, "GET", `/v1/public/sites/${s.slug}`)]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it("a 50-way race for one slot split across both instances: exactly one 201", async () => {
    const s = await bookableStudio(t.app);
    const date = localDate(5);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(i, "POST", `/v1/public/sites/${s.slug}/holds`, holdBody(s, { date, startTime: "18:00", durationMinutes: 120 })),
      ),
    );
    expect(tally(replies)).toEqual({ "201": 1, "409 SLOT_TAKEN": 49 });
    expect(await t.app.db.slotClaim.count({ where: { roomId: s.roomIds[0] } })).toBe(1);
  });

  it("the per-IP read limit is shared: reached by requests spread over both instances", async () => {
    // Reads are counted per process and flushed to PostgreSQL every 100 ms (lib/infra/rate-limit.ts):
    // shared with about that lag. Batches of 10 (5 per instance) 150 ms apart: one instance
    // alone would accept 2 × max; shared, the pair stops within one batch of max. The window is
    // 60 s and slides: on a machine so busy that a run outlasts most of it, the first reads fall
    // out of the window before the last ones and the run proves nothing, so it is run again (a
    // fresh address) until one fits in the window.
    const s = await bookableStudio(t.app);
    const fits = (LIMITS.reads.windowSeconds - 10) * 1000;
    for (let attempt = 1; ; attempt++) {
      const ip = uniqueIp();
      const started = Date.now();
      let accepted = 0;
      let refused = 0;
      for (let batch = 0; batch < (2 * LIMITS.reads.max) / 10 && refused < 10; batch++) {
        const rs = await Promise.all(Array.from({ length: 10 }, (_, j) => call(j, "GET", `/v1/public/sites/${s.slug}`, undefined, ip)));
        for (const r of rs) {
          if (r.status === 200) accepted++;
          else {
            expect(errorOf(r)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
            refused++;
          }
        }
        await new Promise((r) => setTimeout(r, 150));
      }
      // Both instances flush within 100 ms on an idle machine; a busy one may take longer, so the
      // flushed total itself is awaited before the last two reads.
      await expect.poll(() => flushedReads(ip), { timeout: 15_000 }).toBeGreaterThanOrEqual(accepted);
      const after = await Promise.all([
        call(0, "GET", `/v1/public/sites/${s.slug}`, undefined, ip),
        call(1, "GET", `/v1/public/sites/${s.slug}`, undefined, ip),
      ]);
      if (Date.now() - started > fits && attempt < 3) continue;
      expect(Date.now() - started, "a run within the limit's window").toBeLessThan(fits);
      expect(accepted).toBeGreaterThanOrEqual(LIMITS.reads.max);
      expect(accepted).toBeLessThanOrEqual(LIMITS.reads.max + 10);
      for (const r of after) expect(errorOf(r)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
      return;
    }
  }, 240_000);

  it("the per-IP write limit is shared across instances", async () => {
    const ip = uniqueIp();
    const hold = "00000000-0000-4000-8000-000000000000";
    const replies = await Promise.all(
      Array.from({ length: LIMITS.writes.max }, (_, i) => call(i, "POST", `/v1/public/holds/${hold}/verify`, { code: "123456" }, ip)),
    );
    expect(tally(replies)).toEqual({ [`404 RESOURCE_NOT_FOUND`]: LIMITS.writes.max });
    const over = await Promise.all([
      call(0, "POST", `/v1/public/holds/${hold}/verify`, { code: "123456" }, ip),
      call(1, "POST", `/v1/public/holds/${hold}/verify`, { code: "123456" }, ip),
    ]);
    for (const r of over) expect(errorOf(r).code).toBe("RATE_LIMIT_EXCEEDED");
  });

  it("the hourly hold quota per contact is shared across instances", async () => {
    const s = await bookableStudio(t.app);
    const contact = `quota.${Date.now()}@example.com`;
    const max = LIMITS.holdsPerContact.max;
    const body = (i: number) => holdBody(s, { date: localDate(6 + i), startTime: "10:00", durationMinutes: 60, contact });
    const first: ApiReply[] = [];
    for (let i = 0; i < max; i++) first.push(await call(i, "POST", `/v1/public/sites/${s.slug}/holds`, body(i)));
    expect(tally(first)).toEqual({ "201": max });
    const over = await Promise.all([
      call(0, "POST", `/v1/public/sites/${s.slug}/holds`, body(max)),
      call(1, "POST", `/v1/public/sites/${s.slug}/holds`, body(max + 1)),
    ]);
    for (const r of over) expect(errorOf(r)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
  });

  it("every confirmation, studio notice and reminder is sent exactly once, by the separate worker", async () => {
    const studio: TestStudio = await createStudio(t.app.db);
    const bookings: { id: string; reference: string; email: string }[] = [];
    // The holds one after another (the test's own pool is small; a busy CI machine made eight at once
    // wait past Prisma's transaction start limit), then the eight confirms at once across both instances.
    const holds: { holdId: string; email: string }[] = [];
    for (let i = 0; i < 8; i++) {
      const email = `guest-${i}-${Date.now().toString(36)}@scale.example`;
      const h = await createHold(t.app.db, studio, { startsAt: hoursAhead(72 + 4 * i), channel: "email", contact: email });
      holds.push({ holdId: h.holdId, email });
    }
    const replies = await Promise.all(
      holds.map(async ({ holdId, email }, i) => {
        const r = await call(i, "POST", `/v1/public/holds/${holdId}/confirm`, { paymentMode: "on_site" });
        if (r.status === 201) bookings.push({ id: r.body.data.booking.id, reference: r.body.data.booking.reference, email });
        return r;
      }),
    );
    expect(tally(replies)).toEqual({ "201": 8 });
    const ids = bookings.map((b) => b.id);
    // Reminders are due 24 h before: make them due now (pg-boss compares with the DB clock).
    const reminders = await t.app.db.message.findMany({ where: { bookingId: { in: ids }, kind: "reminder" }, select: { id: true } });
    expect(reminders).toHaveLength(8);
    await t.app.db.$executeRawUnsafe(
      `UPDATE "${env().JOBS_SCHEMA}".job SET start_after = now() WHERE name = $1 AND state = 'created' AND data->>'messageId' = ANY($2::text[])`,
      QUEUE.message,
      reminders.map((m) => m.id),
    );
    const deadline = Date.now() + 60_000;
    while ((await t.app.db.message.count({ where: { bookingId: { in: ids }, status: { not: "sent" } } })) > 0) {
      if (Date.now() > deadline) throw new Error(`messages still unsent after 60 s\n${logs.join("")}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    await new Promise((r) => setTimeout(r, 1500)); // a duplicate, if any, would arrive now
    const messages = await t.app.db.message.findMany({ where: { bookingId: { in: ids } } });
    const kinds = messages.reduce<Record<string, number>>((acc, m) => ((acc[m.kind] = (acc[m.kind] ?? 0) + 1), acc), {});
    expect(kinds).toEqual({ booking_confirmed: 8, studio_new_booking: 8, reminder: 8 });
    const studioEmail = studio.file.studio.email!;
    for (const b of bookings) {
      const toGuest = t.smtp.mails.filter((m) => m.to.includes(b.email));
      expect(toGuest, `guest mails of ${b.reference}`).toHaveLength(2); // confirmation + reminder
      const toStudio = t.smtp.mails.filter((m) => m.to.includes(studioEmail) && m.text.includes(b.reference));
      expect(toStudio, `studio notices of ${b.reference}`).toHaveLength(1);
    }
  }, 120_000);
});
