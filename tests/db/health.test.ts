// /v1/health's one-second cache runs on the injected clock (lib/http/health.ts): a test moves
// the clock past it instead of sleeping, and a clock moved back never serves a stale answer
// from "the future".
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb, type Db } from "../../lib/infra/db";
import { manualClock } from "../../lib/infra/clock";
import { health, healthResponse } from "../../lib/http/health";
import { STALLED_AFTER_MS } from "../../lib/domain/notifications/recover";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";

let db: Db;

beforeAll(() => {
  db = createDb(inject("databaseUrl"), 2);
});
afterAll(async () => {
  await db?.$disconnect();
});

describe("health cache", () => {
  it("answers from the cache within a second of its clock, probes again past it", async () => {
    const clock = manualClock("2031-01-01T00:00:00Z");
    const first = health(db, clock);
    expect(await first).toMatchObject({ database: "up" });
    clock.advance(999);
    expect(health(db, clock)).toBe(first);
    clock.advance(2);
    const second = health(db, clock);
    expect(second).not.toBe(first);
    expect(await second).toMatchObject({ database: "up" });
  });

  it("probes again when the clock went back", async () => {
    const clock = manualClock("2032-01-01T00:00:00Z");
    const ahead = health(db, clock);
    await ahead;
    clock.set("2031-12-31T23:59:59.500Z");
    expect(health(db, clock)).not.toBe(ahead);
  });
});

// Messages no worker sends (the launcher's worker died, none was started): the check fails so an
// orchestrator restarts the instance (docs/deployment.md, Health and logs). On a database of its
// own: the counts are database-wide.
describe("health with stalled messages", () => {
  let own: OwnDatabase;
  let odb: Db;
  beforeAll(async () => {
    own = await ownDatabase(inject("databaseUrl"), `health_stalled_${process.pid}`);
    odb = createDb(own.url, 2);
  });
  afterAll(async () => {
    await odb?.$disconnect();
    await own?.drop();
  });

  const due = new Date("2033-03-01T10:00:00Z");
  const at = (ms: number) => manualClock(new Date(due.getTime() + ms).toISOString());
  const ask = async (ms: number) => {
    const res = await healthResponse(odb, at(ms), new Request("http://localhost/v1/health"), { ownsWorker });
    return { status: res.status, body: await res.json() };
  };
  let ownsWorker = true;
  let n = 0;
  const message = (data: { status: string; attempts?: number; leaseUntil?: Date }) =>
    odb.message.create({
      data: {
        key: `health-${n++}`,
        kind: "staff_sign_in",
        channel: "email",
        recipient: "owner@studio.example",
        locale: "en",
        sendAfter: due,
        ...data,
      },
    });

  it("a due message never claimed: degraded while overdue, 503 once stalled past the bound", async () => {
    const m = await message({ status: "queued" });
    const overdue = await ask(STALLED_AFTER_MS - 60_000);
    expect(overdue.status).toBe(200);
    expect(overdue.body.data).toMatchObject({ status: "degraded", messages: { overdue: 1, stalled: 0 } });
    const stalled = await ask(STALLED_AFTER_MS + 60_000);
    expect(stalled.status).toBe(503);
    expect(stalled.body.error.code).toBe("SERVICE_UNAVAILABLE");
    // A worker that tries and fails (the provider is down) is not stalled: a restart would not help.
    await odb.message.update({ where: { id: m.id }, data: { attempts: 1, lastError: "smtp down" } });
    const failing = await ask(STALLED_AFTER_MS + 120_000);
    expect(failing.status).toBe(200);
    expect(failing.body.data.messages).toMatchObject({ overdue: 1, stalled: 0 });
    await odb.message.delete({ where: { id: m.id } });
  });

  it("a message whose worker died mid-send and nobody picked up: 503 once its lease is that old", async () => {
    await message({ status: "sending", attempts: 1, leaseUntil: new Date(due.getTime() + 60_000) });
    expect((await ask(STALLED_AFTER_MS + 30_000)).status).toBe(200);
    expect((await ask(STALLED_AFTER_MS + 2 * 60_000)).status).toBe(503);
  });

  it("an instance without a worker of its own (WORKER_IN_APP=0, workers apart) stays 200 and shows the count", async () => {
    ownsWorker = false;
    const r = await ask(STALLED_AFTER_MS + 4 * 60_000);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: "degraded", messages: { stalled: 1 } });
  });
});
