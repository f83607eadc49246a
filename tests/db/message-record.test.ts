// A message the SMTP server accepted while PostgreSQL is unreachable for the final status update:
// the worker, still alive and knowing it went out, keeps retrying that update until PostgreSQL
// answers, and the message sweep does not hand the row to another claimer meanwhile — the
// guest gets it exactly once. And a claim cut before delivery is given back to 'queued' once
// PostgreSQL answers, rather than left for its lease. The outage is a statement failing with a
// connection error (a wrapper around the real client), the rest of the database stays up.
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";
import { createDb, type Db } from "../../lib/infra/db";
import { reloadEnv, env } from "../../lib/infra/env";
import { manualClock } from "../../lib/infra/clock";
import { ensureJobs, QUEUE } from "../../lib/infra/queue";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { LEASE_MS, messageIdHeader, processMessageJob } from "../../lib/domain/notifications/send";
import { RECLAIM_DELAY_S, sweepMessages } from "../../lib/domain/notifications/recover";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { startFakeSmtp } from "../fakes/smtp";

let db: Db;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let studio: TestStudio;
let slot = 0;
const saved = { ...process.env };
let own: OwnDatabase;

beforeAll(async () => {
  // A database of its own: a test sweeps every message due by its clock, which on the shared
  // database would reach the files running beside this one (docs/development.md, Tests).
  own = await ownDatabase(inject("databaseUrl"), `message_record_${process.pid}`);
  smtp = await startFakeSmtp();
  Object.assign(process.env, {
    DATABASE_URL: own.url,
    APP_ENV: "preproduction",
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    SMTP_URL: smtp.url,
    SMTP_FROM: "Studio Booking <bookings@book.example>",
    JOBS_SCHEMA: `jobs_record_${process.pid}`,
  });
  reloadEnv();
  db = createDb(own.url, 4);
  await ensureJobs();
  studio = await createStudio(db);
});
afterAll(async () => {
  await db?.$disconnect();
  await own?.drop();
  await smtp?.close();
  process.env = saved;
  reloadEnv();
});

/** The real client, except that the message's final status update fails while `down()` says so. */
function withStatusUpdateOutage(real: Db, down: () => boolean): { db: Db; failures: () => number } {
  let failures = 0;
  const db = new Proxy(real, {
    get(target, prop) {
      const v = Reflect.get(target, prop, target);
      if (prop === "$executeRaw") {
        return (sql: TemplateStringsArray, ...values: unknown[]) => {
          if (sql.join("?").includes('"sentAt"') && down()) {
            failures++;
            return Promise.reject(Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" }));
          }
          return target.$executeRaw(sql, ...values);
        };
      }
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
  return { db, failures: () => failures };
}

/**
 * The real client, except that reading the booking fails with a connection error, and giving the
 * claim back fails `failBack` times more: an outage that begins after the claim, before delivery.
 */
function withOutageBeforeDelivery(real: Db, failBack: number): { db: Db; failures: () => number } {
  let failures = 0;
  const cut = () => Promise.reject(Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" }));
  const db = new Proxy(real, {
    get(target, prop) {
      const v = Reflect.get(target, prop, target);
      if (prop === "booking") return { ...target.booking, findUnique: () => (failures++, cut()) };
      if (prop === "$executeRaw") {
        return (sql: TemplateStringsArray, ...values: unknown[]) =>
          sql.join("?").includes("SET status = 'queued'") && failBack-- > 0 ? (failures++, cut()) : target.$executeRaw(sql, ...values);
      }
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
  return { db, failures: () => failures };
}

/** A confirmed on-site booking whose guest confirmation (email) is the only message left to send. */
async function bookingWithConfirmation(clockNow: Date) {
  const contact = `record-${slot}-${Date.now()}@mail.example`;
  const h = await createHold(db, studio, { startsAt: hoursAhead(72 + 4 * slot++), channel: "email", contact });
  const r = await confirmHold(db, manualClock(clockNow), h.holdId, { paymentMode: "on_site" });
  const key = `${r.booking.id}:booking_confirmed`;
  await db.message.updateMany({ where: { bookingId: r.booking.id, key: { not: key } }, data: { status: "sent", sentAt: new Date() } });
  const m = await db.message.findUniqueOrThrow({ where: { key } });
  // A worker has fetched the confirm's job and is running it (what processMessageJob stands for).
  await db.$executeRawUnsafe(
    `UPDATE "${env().JOBS_SCHEMA}".job SET state = 'active', started_on = now() WHERE name = $1 AND data->>'messageId' = $2`,
    QUEUE.message,
    m.id,
  );
  return { id: m.id, reference: r.booking.reference, contact };
}

const mailsTo = (contact: string) => smtp.mails.filter((x) => x.to.includes(contact));

/** Jobs still to run for one message (this process's queue), with seconds until each may. */
async function jobsFor(messageId: string) {
  return db.$queryRawUnsafe<{ id: string; wait: number }[]>(
    `SELECT id::text, EXTRACT(epoch FROM start_after - now())::float8 AS wait
       FROM "${env().JOBS_SCHEMA}".job WHERE name = $1 AND data->>'messageId' = $2 AND state IN ('created', 'retry')`,
    QUEUE.message,
    messageId,
  );
}

describe("a claim cut by an outage before anything was delivered", () => {
  it("goes back to 'queued' once PostgreSQL answers, on the job's last attempt too; the next job sends it once", async () => {
    const clock = manualClock(Date.now());
    const m = await bookingWithConfirmation(clock.now());
    const outage = withOutageBeforeDelivery(db, 2);
    await expect(processMessageJob(outage.db, clock, m.id, { finalAttempt: true })).rejects.toThrow(/Connection terminated/);
    expect(outage.failures()).toBe(3); // the booking's read, then two tries to give the claim back
    // Not 'failed' (the database away is no fault of the message's), and no lease to wait for.
    expect(await db.message.findUniqueOrThrow({ where: { id: m.id } })).toMatchObject({ status: "queued", attempts: 1, leaseUntil: null });
    expect(mailsTo(m.contact)).toHaveLength(0);

    expect(await processMessageJob(db, clock, m.id, { finalAttempt: false })).toBe("sent");
    expect(await db.message.findUniqueOrThrow({ where: { id: m.id } })).toMatchObject({ status: "sent", attempts: 2 });
    expect(mailsTo(m.contact).filter((x) => x.subject.startsWith("Booking confirmed"))).toHaveLength(1);
  });
});

describe("a message delivered while PostgreSQL is away for its status update", () => {
  it("is recorded 'sent' once PostgreSQL answers, and the sweep never sends it again", async () => {
    const clock = manualClock(Date.now());
    const m = await bookingWithConfirmation(clock.now());
    const outage = withStatusUpdateOutage(db, () => outage.failures() < 4);

    expect(await processMessageJob(outage.db, clock, m.id, { finalAttempt: false })).toBe("sent");
    expect(outage.failures()).toBe(4);
    expect(await db.message.findUniqueOrThrow({ where: { id: m.id } })).toMatchObject({
      status: "sent",
      attempts: 1,
      sealed: null,
      leaseUntil: null,
    });

    // Well past the lease: the sweep finds nothing owed; a stray late job would be a no-op.
    clock.advance(LEASE_MS + 60_000);
    await sweepMessages(db, clock);
    expect(await jobsFor(m.id)).toEqual([]);
    expect(await processMessageJob(db, clock, m.id, { finalAttempt: false })).toBe("noop");
    const mails = mailsTo(m.contact).filter((x) => x.subject.startsWith("Booking confirmed"));
    expect(mails).toHaveLength(1);
    expect(mails[0].raw).toContain(`Message-ID: ${messageIdHeader(m.id)}`);
  });

  it("an outage longer than the lease: the sweep re-enqueues the row with a delay, the live claimer records first", async () => {
    const clock = manualClock(Date.now());
    const m = await bookingWithConfirmation(clock.now());
    let down = true;
    const outage = withStatusUpdateOutage(db, () => down);
    const sending = processMessageJob(outage.db, clock, m.id, { finalAttempt: false });
    const until = Date.now() + 10_000;
    while (outage.failures() < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(outage.failures()).toBeGreaterThanOrEqual(2);

    // The lease runs out while the claimer is still retrying; the database is back for the sweep.
    clock.advance(LEASE_MS + 1_000);
    expect(await db.message.findUniqueOrThrow({ where: { id: m.id } })).toMatchObject({ status: "sending", attempts: 1 });
    await sweepMessages(db, clock);
    const jobs = await jobsFor(m.id);
    expect(jobs).toHaveLength(1);
    // Not runnable before the claimer's next try (backoff capped well below the delay).
    expect(jobs[0].wait).toBeGreaterThan(RECLAIM_DELAY_S - 2);

    down = false;
    expect(await sending).toBe("sent");
    // The delayed job runs: the row is no longer 'sending', nothing is claimed or sent again.
    expect(await processMessageJob(db, clock, m.id, { finalAttempt: false })).toBe("noop");
    expect(await db.message.findUniqueOrThrow({ where: { id: m.id } })).toMatchObject({ status: "sent", attempts: 1 });
    expect(mailsTo(m.contact).filter((x) => x.subject.startsWith("Booking confirmed"))).toHaveLength(1);
  });
});
