// /v1/health's one-second cache runs on the injected clock (lib/http/health.ts): a test moves
// the clock past it instead of sleeping, and a clock moved back never serves a stale answer
// from "the future".
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb, type Db } from "../../lib/infra/db";
import { manualClock } from "../../lib/infra/clock";
import { health } from "../../lib/http/health";

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
