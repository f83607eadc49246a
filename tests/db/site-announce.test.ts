// A settings write drops the studio's cached site in its own process at once
// (announceSiteChange, docs/decisions-sites.md, Site cache), without waiting for the `site_changed`
// notification: this file never starts the listener, so only the announcement can refresh it.
import { describe, expect, it } from "vitest";
import { announceSiteChange, getLiveSite } from "../../lib/domain/sites";
import { createStudio } from "../helpers/fixtures";
import { testDb } from "../helpers/test-db";

const db = testDb(2);

describe("announceSiteChange", () => {
  it("the next cached read of that studio is fresh; another studio's entry stays", async () => {
    const a = await createStudio(db);
    const b = await createStudio(db);
    await getLiveSite(db, a.slug, { cached: true });
    const bBefore = await getLiveSite(db, b.slug, { cached: true });
    await db.$executeRaw`UPDATE studio SET name = 'Renamed' WHERE id = ${a.studioId}::uuid`;
    await db.$executeRaw`UPDATE studio SET name = 'Renamed too' WHERE id = ${b.studioId}::uuid`;
    // Nothing heard the notification: the cache still answers the old name.
    expect((await getLiveSite(db, a.slug, { cached: true })).payload.studio.name).not.toBe("Renamed");
    await announceSiteChange(db, a.studioId);
    expect((await getLiveSite(db, a.slug, { cached: true })).payload.studio.name).toBe("Renamed");
    expect(await getLiveSite(db, b.slug, { cached: true })).toBe(bBefore);
  });
});
