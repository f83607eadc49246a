// The site cache evicts its least recently used entries one at a time when full
// (docs/performance.md, Bounded memory): filling it with other hosts' lookups does not throw out
// a studio that is still being read, so its cached record is still served.
import { describe, expect, it } from "vitest";
import { findSiteByHost, getLiveSite } from "../../lib/domain/sites";
import { bookableStudio } from "../api/holds.helpers";
import { testDb } from "../helpers/test-db";

const db = testDb(4);

describe("site cache bound", () => {
  it("1,200 lookups of unknown hosts do not flush a studio read in between", async () => {
    const s = await bookableStudio({ db });
    expect((await getLiveSite(db, s.slug, { cached: true })).rooms[0].hourlyCents).toBe(1800);
    await db.$executeRaw`UPDATE room SET "hourlyCents" = 2400 WHERE id = ${s.roomIds[0]}::uuid`;
    for (let i = 0; i < 1_200; i++) {
      await findSiteByHost(db, `nobody-${i}.example.org`, { cached: true });
      // The studio is read now and then, as a live site is.
      if (i % 100 === 0) await getLiveSite(db, s.slug, { cached: true });
    }
    // Still the cached record (the TTL is 10 s): nothing flushed it.
    expect((await getLiveSite(db, s.slug, { cached: true })).rooms[0].hourlyCents).toBe(1800);
    // A fresh read sees the change.
    expect((await getLiveSite(db, s.slug)).rooms[0].hourlyCents).toBe(2400);
  });
});
