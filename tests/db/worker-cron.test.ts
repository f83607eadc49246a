// The worker's cron queues on pg-boss 12 (lib/worker/index.ts): a worker with its sweeps
// schedules the sweep, calendar sync and retention, and runs each job sent to those queues to
// completion. Sweeps touch every row of their database, so the file has a database of its own.
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { reloadEnv } from "../../lib/infra/env";
import { QUEUE } from "../../lib/infra/queue";
import { createWorker } from "../../lib/worker";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";

let own: OwnDatabase;
const saved = { ...process.env };

beforeAll(async () => {
  own = await ownDatabase(inject("databaseUrl"), `worker_cron_${process.pid}`);
  Object.assign(process.env, { DATABASE_URL: own.url, APP_ENV: "preproduction", JOBS_SCHEMA: `jobs_cron_${process.pid}` });
  reloadEnv();
}, 120_000);
afterAll(async () => {
  await own?.drop();
  process.env = saved;
  reloadEnv();
});

describe("the worker's cron queues", () => {
  it("are scheduled (UTC) and each job sent to them runs to completion", async () => {
    const worker = await createWorker({ sweeps: true, messageSweep: false, webhooks: false, pollingIntervalSeconds: 0.5 });
    try {
      const schedules = await worker.boss.getSchedules();
      expect(Object.fromEntries(schedules.map((s) => [s.name, [s.cron, s.timezone]]))).toEqual({
        [QUEUE.sweep]: ["* * * * *", "UTC"],
        [QUEUE.calendarSync]: ["* * * * *", "UTC"],
        [QUEUE.retention]: ["17 * * * *", "UTC"],
      });
      for (const name of [QUEUE.sweep, QUEUE.calendarSync, QUEUE.retention]) {
        const id = await worker.boss.send(name, {});
        expect(id).toBeTruthy();
        let state: string | undefined;
        for (let i = 0; i < 150 && state !== "completed"; i++) {
          await new Promise((r) => setTimeout(r, 100));
          state = (await worker.boss.findJobs(name, { id: id! }))[0]?.state;
        }
        expect([name, state]).toEqual([name, "completed"]);
      }
    } finally {
      await worker.stop();
    }
  }, 60_000);
});
