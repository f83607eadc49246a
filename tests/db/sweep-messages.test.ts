// The message sweep's cost does not depend on how many future reminders are queued
// (docs/performance.md, "Message sweep"): 100k queued future reminders with their jobs, and the
// sweep still picks up exactly the abandoned messages, within a loose 20 ms budget.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb, type Db } from "../../lib/infra/db";
import { reloadEnv, env } from "../../lib/infra/env";
import { manualClock } from "../../lib/infra/clock";
import { ensureJobs, QUEUE } from "../../lib/infra/queue";
import { sweepMessages } from "../../lib/domain/notifications/recover";
import { enqueueMessage } from "../../lib/domain/notifications/queue";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";

let db: Db;
// The sweep reads every message of its database: its own database, so other files' messages do not count.
let own: OwnDatabase;
const saved = { ...process.env };

beforeAll(async () => {
  own = await ownDatabase(inject("databaseUrl"), `sweep_messages_${process.pid}`);
  Object.assign(process.env, {
    DATABASE_URL: own.url,
    APP_ENV: "preproduction",
    JOBS_SCHEMA: `jobs_sweep_${process.pid}`,
  });
  reloadEnv();
  db = createDb(own.url, 2);
  await ensureJobs();
});
afterAll(async () => {
  await db?.$disconnect();
  await own?.drop();
  process.env = saved;
  reloadEnv();
});

const insertMessage = async (key: string, status: string, sendAfter: Date, leaseUntil: Date | null = null) => {
  const id = randomUUID();
  await db.$executeRaw`INSERT INTO message (id, key, kind, channel, recipient, locale, status, "sendAfter", "leaseUntil")
    VALUES (${id}::uuid, ${key}, 'reminder', 'email', 'guest@example.org', 'en', ${status}, ${sendAfter}, ${leaseUntil})`;
  return id;
};

describe("message sweep at 100k queued future reminders", () => {
  it("picks up only abandoned messages, and its cost ignores the future backlog", async () => {
    const now = new Date();
    const clock = manualClock(now);
    const tag = `sweep-${process.pid}`;
    const jobs = `"${env().JOBS_SCHEMA}".job`;
    // 100k reminders due in the future, each with its created job (as queueMessage leaves them).
    await db.$executeRaw`INSERT INTO message (id, key, kind, channel, recipient, locale, status, "sendAfter", "jobId")
      SELECT gen_random_uuid(), ${tag} || ':' || g, 'reminder', 'email', 'guest@example.org', 'en', 'queued',
             ${now}::timestamptz + g * interval '1 minute', gen_random_uuid()
        FROM generate_series(1, 100000) g`;
    await db.$executeRawUnsafe(
      `INSERT INTO ${jobs} (name, id, data, state, start_after)
       SELECT $1, m."jobId", jsonb_build_object('messageId', m.id::text), 'created', m."sendAfter"
         FROM message m WHERE m.key LIKE $2`,
      QUEUE.message,
      `${tag}:%`,
    );
    // Due for a while: one whose job is alive, one whose job is gone; a 'sending' row past its lease.
    const live = await insertMessage(`${tag}:live`, "queued", new Date(now.getTime() - 60_000));
    await enqueueMessage(db, live);
    const lost = await insertMessage(`${tag}:lost`, "queued", new Date(now.getTime() - 60_000));
    const dead = await insertMessage(`${tag}:dead`, "sending", new Date(now.getTime() - 120_000), new Date(now.getTime() - 1_000));
    await db.$executeRawUnsafe(`ANALYZE message`);
    await db.$executeRawUnsafe(`ANALYZE ${jobs}`);

    expect(await sweepMessages(db, clock)).toBe(2);
    const picked = await db.$queryRaw<{ id: string; jobId: string | null }[]>`
      SELECT id::text, "jobId"::text AS "jobId" FROM message WHERE id IN (${lost}::uuid, ${dead}::uuid)`;
    expect(picked.every((r) => r.jobId !== null)).toBe(true);
    // Now every message has a live job: nothing to pick up, and the run is cheap.
    let best = Infinity;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      expect(await sweepMessages(db, clock)).toBe(0);
      best = Math.min(best, performance.now() - t0);
    }
    expect(best).toBeLessThan(20);
    await db.$executeRaw`DELETE FROM message WHERE key LIKE ${`${tag}:%`}`;
  }, 120_000);
});
