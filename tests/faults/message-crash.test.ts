// Fault: a worker dies mid-send. Its message stays 'sending' with a lease; once the lease has
// run out, another worker's sweep picks it up and the guest still gets the confirmation (with
// the manage link and the same Message-ID). Also: a 'queued' message whose job is gone is
// re-enqueued; a message that fails for good ends 'failed' with its reason and shows in health.
import { createServer, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead, startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { manualClock, setClock } from "../../lib/infra/clock";
import { env, reloadEnv } from "../../lib/infra/env";
import { createWorker, type WorkerHandle } from "../../lib/worker";
import { QUEUE } from "../../lib/infra/queue";
import { LEASE_MS, messageIdHeader, processMessageJob } from "../../lib/domain/notifications/send";
import { sweepMessages } from "../../lib/domain/notifications/recover";

let t: BookingTestEnv;
let studio: TestStudio;
let slot = 0;
const workers: WorkerHandle[] = [];

beforeAll(async () => {
  t = await startBookingApp();
  studio = await createStudio(t.app.db);
});
afterEach(async () => {
  setClock(null);
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await t?.close();
});

async function waitFor(what: string, cond: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** An SMTP server that accepts connections and never says a word (a provider that hangs). */
async function startSilentSmtp() {
  const sockets = new Set<Socket>();
  let closedSockets = 0;
  const server = createServer((s) => {
    sockets.add(s);
    s.on("close", () => closedSockets++);
    s.on("error", () => {});
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}?ignoreTLS=true`,
    connections: () => sockets.size,
    closedSockets: () => closedSockets,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

async function confirmOnSite(contact: string) {
  const h = await createHold(t.app.db, studio, { startsAt: hoursAhead(72 + 4 * slot++), channel: "email", contact });
  const r = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site" });
  expect(r.status).toBe(201);
  return { id: r.body.data.booking.id as string, reference: r.body.data.booking.reference as string, url: r.body.data.manageUrl as string };
}

describe("a worker killed mid-send", () => {
  it("leaves the message 'sending' under a lease; after it runs out another worker's sweep sends it once, with the manage link", async () => {
    const silent = await startSilentSmtp();
    const goodSmtp = env().SMTP_URL!;
    try {
      const b = await confirmOnSite(`crash-${Date.now()}@mail.example`);
      const key = `${b.id}:booking_confirmed`;
      // Only the guest's message is left to send, so worker A's batch holds nothing else that
      // could hang on the silent server first (the studio notice is not what this test is about).
      await t.app.db.message.updateMany({ where: { bookingId: b.id, key: { not: key } }, data: { status: "sent", sentAt: new Date() } });
      // Worker A talks to an SMTP server that never answers, and is killed mid-send.
      process.env.SMTP_URL = silent.url;
      reloadEnv();
      const a = await createWorker({ sweeps: false, pollingIntervalSeconds: 0.5 });
      // The studio's notice of the same booking may come first in A's batch and hang on the silent
      // server until its greeting timeout: allow for it before the guest's message is claimed.
      await waitFor(
        "worker A to claim and start sending",
        async () => (await t.app.db.message.findUniqueOrThrow({ where: { key } })).status === "sending" && silent.connections() > 0,
        60_000,
      );
      await a.crash();
      const stuck = await t.app.db.message.findUniqueOrThrow({ where: { key } });
      expect(stuck).toMatchObject({ status: "sending", attempts: 1 });
      expect(stuck.leaseUntil!.getTime()).toBeGreaterThan(Date.now());
      expect(stuck.sealed).not.toBeNull(); // the manage link is still there to send

      // The provider is back; a new worker with its message sweep.
      process.env.SMTP_URL = goodSmtp;
      reloadEnv();
      const clock = manualClock(Date.now());
      setClock(clock);
      // Inside the lease nobody touches it (the first worker may still be alive and sending).
      expect(await sweepMessages(t.app.db, clock)).toBe(0);
      expect(await processMessageJob(t.app.db, clock, stuck.id, { finalAttempt: false })).toBe("noop");
      clock.advance(LEASE_MS + 1_000);
      const b2 = await createWorker({ sweeps: false, messageSweep: true, messageSweepMs: 200, pollingIntervalSeconds: 0.5 });
      workers.push(b2);
      // Worker A's send is still hanging in this process (a real kill would end it): when it times
      // out, its job may go to pg-boss's retry delay first, so allow for that.
      await waitFor(
        "the message to be sent by worker B",
        async () => (await t.app.db.message.findUniqueOrThrow({ where: { key } })).status === "sent",
        60_000,
      );
      const mails = t.smtp.mails.filter((m) => m.subject.includes(b.reference) && m.subject.startsWith("Booking confirmed"));
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain(b.url);
      expect(mails[0].raw).toContain(`Message-ID: ${messageIdHeader(stuck.id)}`);
      // Worker A's send finally gives up (greeting timeout): its late outcome is fenced off.
      await waitFor("worker A's send to end", async () => silent.closedSockets() > 0, 20_000);
      await new Promise((r) => setTimeout(r, 300));
      expect(await t.app.db.message.findUniqueOrThrow({ where: { key } })).toMatchObject({
        status: "sent",
        attempts: 2,
        sealed: null,
        leaseUntil: null,
      });
    } finally {
      process.env.SMTP_URL = goodSmtp;
      reloadEnv();
      await silent.close();
    }
  }, 120_000);
});

describe("the message sweep", () => {
  it("re-enqueues a queued message whose job is gone (completed while the database was away, expired, archived)", async () => {
    const b = await confirmOnSite(`lostjob-${Date.now()}@mail.example`);
    const m = await t.app.db.message.findUniqueOrThrow({ where: { key: `${b.id}:booking_confirmed` } });
    // The job is marked completed without the message having been sent (what the outage did).
    await t.app.db.$executeRawUnsafe(
      `UPDATE "${env().JOBS_SCHEMA}".job SET state = 'completed', completed_on = now() WHERE name = $1 AND data->>'messageId' = ANY($2::text[])`,
      QUEUE.message,
      (await t.app.db.message.findMany({ where: { bookingId: b.id }, select: { id: true } })).map((x) => x.id),
    );
    const clock = manualClock(Date.now() + 60_000);
    setClock(clock);
    expect(await sweepMessages(t.app.db, clock)).toBeGreaterThanOrEqual(2); // guest + studio (reminder not due)
    expect(await sweepMessages(t.app.db, clock)).toBe(0); // a live job now covers them
    workers.push(await createWorker({ sweeps: false, pollingIntervalSeconds: 0.5 }));
    await waitFor("sent", async () => (await t.app.db.message.findUniqueOrThrow({ where: { id: m.id } })).status === "sent");
    expect(t.smtp.mails.filter((x) => x.subject.includes(b.reference) && x.subject.startsWith("Booking confirmed"))).toHaveLength(1);
  });

  it("a message that fails for good ends 'failed' with its reason, logged, and /v1/health counts it", async () => {
    const b = await confirmOnSite(`fail-${Date.now()}@mail.example`);
    const m = await t.app.db.message.findUniqueOrThrow({ where: { key: `${b.id}:booking_confirmed` } });
    t.smtp.failNext(1);
    expect(await processMessageJob(t.app.db, manualClock(Date.now()), m.id, { finalAttempt: true })).toBe("failed");
    const row = await t.app.db.message.findUniqueOrThrow({ where: { id: m.id } });
    expect(row.status).toBe("failed");
    expect(row.lastError).toMatch(/SMTP delivery failed/);
    setClock(manualClock(Date.now() + 1_100)); // health is cached for a second of the app's clock
    const h = await t.app.get("/v1/health");
    expect(h.status).toBe(200);
    expect(h.body.data).toMatchObject({ status: "degraded", database: "up" });
    expect(h.body.data.messages.failed).toBeGreaterThanOrEqual(1);
  });
});
