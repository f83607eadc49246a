// A database whose job queue pg-boss 10 made (schema version 24): pg-boss 12 migrates only from
// pg-boss 11's schema on, so ensureJobs() sets the old schema aside, lets pg-boss install its own,
// and carries the pending jobs over under their ids (docs/deployment.md, Job queue upgrade from
// pg-boss 10). Pre-production and bench databases made before the upgrade hold such a schema.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { reloadEnv, env } from "../../lib/infra/env";
import { baseConfig, ensureJobs, QUEUE } from "../../lib/infra/queue";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";

let own: OwnDatabase;
let client: pg.Client;
const saved = { ...process.env };

beforeAll(async () => {
  own = await ownDatabase(inject("databaseUrl"), `jobs_upgrade_${process.pid}`);
  Object.assign(process.env, { DATABASE_URL: own.url, APP_ENV: "preproduction", JOBS_SCHEMA: `jobs_upgrade_${process.pid}` });
  reloadEnv();
  client = new pg.Client({ connectionString: own.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await own?.drop();
  process.env = saved;
  reloadEnv();
});

describe("a job queue made by pg-boss 10", () => {
  it("is replaced by pg-boss 12's, with its pending message and sign-in jobs carried over under their ids", async () => {
    const schema = env().JOBS_SCHEMA;
    const sql = readFileSync(new URL("../fixtures/pg-boss-10/schema.sql", import.meta.url), "utf8").replaceAll("__SCHEMA__", schema);
    await client.query(sql);
    const queue = (name: string, options: object) =>
      client.query(`SELECT "${schema}".create_queue($1, $2::json)`, [name, JSON.stringify(options)]);
    await queue(QUEUE.message, { policy: "standard", retryLimit: 6, retryDelay: 20, retryBackoff: true, expireInSeconds: 180 });
    await queue(QUEUE.staffSignIn, { policy: "standard", retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 });
    await queue(QUEUE.sweep, { policy: "singleton", retryLimit: 0, expireInSeconds: 240 });
    const id = {
      reminder: randomUUID(),
      retry: randomUUID(),
      active: randomUUID(),
      done: randomUUID(),
      signIn: randomUUID(),
      sweep: randomUUID(),
    };
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
    const job = (jobId: string, name: string, data: object, state: string, startAfter: Date) =>
      client.query(`INSERT INTO "${schema}".job (id, name, data, state, start_after) VALUES ($1, $2, $3, $4, $5)`, [
        jobId,
        name,
        JSON.stringify(data),
        state,
        startAfter,
      ]);
    await job(id.reminder, QUEUE.message, { messageId: "m-reminder" }, "created", inThreeDays);
    await job(id.retry, QUEUE.message, { messageId: "m-retry" }, "retry", new Date(Date.now() + 20_000));
    await job(id.active, QUEUE.message, { messageId: "m-active" }, "active", new Date(Date.now() - 3_600_000));
    await job(id.done, QUEUE.message, { messageId: "m-done" }, "completed", new Date(Date.now() - 3_600_000));
    await job(id.signIn, QUEUE.staffSignIn, { email: "staff@studio.example" }, "created", new Date(Date.now() - 1_000));
    await job(id.sweep, QUEUE.sweep, {}, "created", new Date(Date.now() - 1_000));

    await ensureJobs();

    const version = await client.query(`SELECT version FROM "${schema}".version`);
    expect(version.rows[0].version).toBeGreaterThanOrEqual(25);
    const old = await client.query(`SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = $1`, [`${schema}_v10`]);
    expect(old.rows[0].n).toBe(0);
    const rows = await client.query(`SELECT id::text, name, data, state, start_after FROM "${schema}".job ORDER BY name, start_after`);
    const byId = new Map(rows.rows.map((r) => [r.id, r]));
    expect([...byId.keys()].sort()).toEqual([id.reminder, id.retry, id.active, id.signIn].sort());
    expect(byId.get(id.reminder)).toMatchObject({ name: QUEUE.message, data: { messageId: "m-reminder" }, state: "created" });
    expect((byId.get(id.reminder).start_after as Date).getTime()).toBe(inThreeDays.getTime());
    expect(byId.get(id.active)).toMatchObject({ state: "created", data: { messageId: "m-active" } });

    // pg-boss 12 runs a carried job; the queues kept this project's settings.
    const boss = new PgBoss({ ...baseConfig(1), migrate: false, supervise: false, schedule: false, registerInstance: false });
    await boss.start();
    try {
      const fetched = await boss.fetch<{ email: string }>(QUEUE.staffSignIn, { batchSize: 10 });
      expect(fetched.map((j) => j.id)).toEqual([id.signIn]);
      expect((await boss.getQueue(QUEUE.message))?.retryLimit).toBe(6);
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it("a later start leaves pg-boss 12's schema and jobs as they are, and brings a queue back to the code's settings", async () => {
    const schema = env().JOBS_SCHEMA;
    const boss = new PgBoss({ ...baseConfig(1), migrate: false, supervise: false, schedule: false, registerInstance: false });
    await boss.start();
    try {
      await boss.updateQueue(QUEUE.message, { retryLimit: 1, expireInSeconds: 900 });
      const before = await client.query(`SELECT count(*)::int AS n FROM "${schema}".job`);
      // Another process's start (ensureJobs runs once per process and database URL).
      process.env.DATABASE_URL = `${own.url}?application_name=second_start`;
      reloadEnv();
      await ensureJobs();
      expect(await boss.getQueue(QUEUE.message)).toMatchObject({ retryLimit: 6, retryDelay: 20, retryBackoff: true, expireInSeconds: 180 });
      expect((await client.query(`SELECT count(*)::int AS n FROM "${schema}".job`)).rows[0].n).toBe(before.rows[0].n);
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});
