// Create hold reads the studio from the process's site cache and checks the record's version
// stamp inside its transaction (docs/decisions-sites.md, Site cache). This process runs no LISTEN connection, so after a
// write to the studio the cached record stays stale: the hold must still follow the database.
import { describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { ApiError } from "../../lib/contract/errors";
import { createHold, type CreateHoldInput } from "../../lib/domain/holds/create";
import { getLiveSite } from "../../lib/domain/sites";
import { bookableStudio, holdBody } from "../api/holds.helpers";
import { testDb } from "../helpers/test-db";

const db = testDb(4, { env: { SMTP_URL: undefined, HCAPTCHA_SECRET: undefined } });

describe("create hold on a cached site record", () => {
  it("a room price changed after the record was cached: the hold is priced from the database", async () => {
    const s = await bookableStudio({ db });
    const cached = await getLiveSite(db, s.slug, { cached: true });
    expect(cached.rooms[0].hourlyCents).toBe(1800);
    await db.$executeRaw`UPDATE room SET "hourlyCents" = 2400 WHERE id = ${s.roomIds[0]}::uuid`;
    // Still the old record in this process's cache…
    expect((await getLiveSite(db, s.slug, { cached: true })).rooms[0].hourlyCents).toBe(1800);
    // …but the hold sees the version stamp move and starts over on a fresh read.
    const hold = await createHold(db, systemClock, { slug: s.slug, body: holdBody(s) as CreateHoldInput["body"], ip: "192.0.2.10" });
    expect(hold.price.priceCents).toBe(2400);
    // The fresh read refreshed the cache: the next request starts from the current record.
    expect((await getLiveSite(db, s.slug, { cached: true })).rooms[0].hourlyCents).toBe(2400);
  });

  it("a studio unverified after the record was cached: 403 STUDIO_NOT_VERIFIED, nothing held", async () => {
    const s = await bookableStudio({ db });
    expect((await getLiveSite(db, s.slug, { cached: true })).payload.studio.isVerified).toBe(true);
    await db.$executeRaw`UPDATE studio SET "isVerified" = false WHERE slug = ${s.slug}`;
    const err = await createHold(db, systemClock, { slug: s.slug, body: holdBody(s) as CreateHoldInput["body"], ip: "192.0.2.11" }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe("STUDIO_NOT_VERIFIED");
    const [{ n }] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM hold WHERE "roomId" = ${s.roomIds[0]}::uuid`;
    expect(n).toBe(0);
  });
});
