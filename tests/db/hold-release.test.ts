// Releasing a hold (lib/domain/holds/release.ts): the slot is free in the same transaction, the
// code is spent (verify and confirm answer 410 HOLD_EXPIRED), a booked hold is 409, twice is 404.
import { beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { releaseHold } from "../../lib/domain/holds/release";
import { verifyHold } from "../../lib/domain/holds/verify";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { readHold } from "../../lib/domain/holds/read";
import { ApiError } from "../../lib/contract/errors";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { testDb } from "../helpers/test-db";

let studio: TestStudio;
let slot = 0;

const db = testDb(4, {
  env: { PUBLIC_BASE_URL: "https://book.example", ROOT_DOMAIN: "studios.test", JOBS_SCHEMA: `jobs_release_${process.pid}` },
});
beforeAll(async () => {
  await ensureJobs();
  studio = await createStudio(db);
});

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "ok";
  } catch (e) {
    if (e instanceof ApiError) return e.code;
    throw e;
  }
}

const claims = (holdId: string) => db.slotClaim.count({ where: { holdId } });

describe("releaseHold", () => {
  it("frees the slot at once and spends the code; a second release is 404", async () => {
    const now = new Date();
    for (const status of ["pending", "verified"] as const) {
      const h = await createHold(db, studio, { startsAt: hoursAhead(48 + 4 * slot++), status, now });
      expect(await claims(h.holdId)).toBe(1);
      await releaseHold(db, manualClock(now), h.holdId);
      expect(await claims(h.holdId)).toBe(0);
      const row = await db.hold.findUniqueOrThrow({ where: { id: h.holdId } });
      expect(row.status).toBe("expired");
      expect(row.codeHash).toBeNull();
      expect((await readHold(db, manualClock(now), h.holdId)).status).toBe("expired");
      expect(await codeOf(verifyHold(db, manualClock(now), h.holdId, "123456"))).toBe("HOLD_EXPIRED");
      expect(await codeOf(confirmHold(db, manualClock(now), h.holdId, { paymentMode: "on_site" }))).toBe("HOLD_EXPIRED");
      expect(await codeOf(releaseHold(db, manualClock(now), h.holdId))).toBe("RESOURCE_NOT_FOUND");
    }
  });

  it("lets another hold take the released slot", async () => {
    const now = new Date();
    const startsAt = hoursAhead(48 + 4 * slot++);
    const a = await createHold(db, studio, { startsAt, now });
    await expect(createHold(db, studio, { startsAt, now })).rejects.toThrow();
    await releaseHold(db, manualClock(now), a.holdId);
    const b = await createHold(db, studio, { startsAt, now });
    expect(await claims(b.holdId)).toBe(1);
  });

  it("refuses a booked hold with 409 and leaves the booking's claim", async () => {
    const now = new Date();
    const h = await createHold(db, studio, { startsAt: hoursAhead(48 + 4 * slot++), now });
    const r = await confirmHold(db, manualClock(now), h.holdId, { paymentMode: "on_site" });
    expect(await codeOf(releaseHold(db, manualClock(now), h.holdId))).toBe("HOLD_ALREADY_CONFIRMED");
    expect(await db.slotClaim.count({ where: { bookingId: r.booking.id } })).toBe(1);
  });

  it("answers 404 for an ended hold and an unknown or malformed id", async () => {
    const now = new Date();
    const burnt = await createHold(db, studio, { startsAt: hoursAhead(48 + 4 * slot++), status: "burnt", now });
    expect(await codeOf(releaseHold(db, manualClock(now), burnt.holdId))).toBe("RESOURCE_NOT_FOUND");
    const late = await createHold(db, studio, { startsAt: hoursAhead(48 + 4 * slot++), now });
    expect(await codeOf(releaseHold(db, manualClock(new Date(now.getTime() + 13 * 60_000)), late.holdId))).toBe("RESOURCE_NOT_FOUND");
    expect(await codeOf(releaseHold(db, manualClock(now), "00000000-0000-4000-8000-000000000000"))).toBe("RESOURCE_NOT_FOUND");
    expect(await codeOf(releaseHold(db, manualClock(now), "nope"))).toBe("RESOURCE_NOT_FOUND");
  });
});
