// What every dashboard page shows around its data (lib/domain/staff/studio-context.ts): the
// actor's own studio and its active rooms in position order, never another studio's; a session
// whose studio is gone is a 404 like any other studio-side read.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../lib/contract/errors";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { studioContext } from "../../lib/domain/staff/studio-context";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { testDb } from "../helpers/test-db";

let a: TestStudio;
let b: TestStudio;

const actorOf = (studioId: string): StaffActor => ({
  userId: "u1",
  name: "Olga",
  email: "olga@example.com",
  role: "staff",
  studioId,
  locale: "en",
});

const db = testDb(2);
beforeAll(async () => {
  // Studio A: positions reversed against the file's order, and its last room inactive.
  a = await createStudio(db, (f) => {
    f.studio.name = "Studio A";
  });
  for (const [i, id] of a.roomIds.entries())
    await db.room.update({ where: { id }, data: { position: a.roomIds.length - i, active: i !== a.roomIds.length - 1 } });
  b = await createStudio(db, (f) => {
    f.studio.name = "Studio B";
  });
});

describe("studioContext", () => {
  it("gives the actor's studio and its active rooms in position order", async () => {
    const c = await studioContext(db, actorOf(a.studioId));
    expect(c.id).toBe(a.studioId);
    expect(c.name).toBe("Studio A");
    expect(c.timezone).toBe(a.file.studio.timezone);
    // Active ones only (the last of the file is not), highest file index first (lowest position).
    expect(c.rooms.map((r) => r.id)).toEqual(a.roomIds.slice(0, -1).reverse());
    expect(c.rooms[0]).toMatchObject({ minMinutes: expect.any(Number), maxMinutes: expect.any(Number), stepMinutes: expect.any(Number) });
  });

  it("never shows another studio's rooms", async () => {
    const c = await studioContext(db, actorOf(b.studioId));
    expect(c.name).toBe("Studio B");
    expect(c.rooms.map((r) => r.id).sort()).toEqual([...b.roomIds].sort());
    for (const r of c.rooms) expect(a.roomIds).not.toContain(r.id);
  });

  it("answers 404 for a studio that does not exist", async () => {
    await expect(studioContext(db, actorOf(randomUUID()))).rejects.toSatisfy(
      (e) => e instanceof ApiError && e.code === "RESOURCE_NOT_FOUND",
    );
  });
});
