// The bench's dashboard-week data (scripts/bench/dashboard.ts) is what the scenario claims: a
// studio with 3 rooms and 200 bookings in one week, today and tomorrow booked at the same density (the
// landing page's agenda), and a session cookie that signs its owner in.
// The bench itself needs a production build; this checks its seed and the read it measures.
import { DateTime } from "luxon";
import { describe, expect, it, inject } from "vitest";
import { env } from "../../lib/infra/env";
import { systemClock } from "../../lib/infra/clock";
import { staffOf } from "../../lib/auth/session";
import { studioCalendar } from "../../lib/domain/dashboard/calendar";
import { bookingsOnDays } from "../../lib/domain/dashboard/agenda";
import { localToday } from "../../lib/domain/availability/rules";
import { seedDashboard } from "../../scripts/bench/dashboard";
import { BENCH_TZ } from "../../scripts/bench/studio";
import { testDb } from "../helpers/test-db";

const SECRET = "dashboard-week-test-secret-0123456789";

const db = testDb(4, { env: { CODE_HASH_SECRET: SECRET } });

describe("dashboard-week bench seed", () => {
  it("a week of 200 bookings in 3 rooms, read by the signed-in owner", async () => {
    const now = Date.now();
    const seed = await seedDashboard(inject("databaseUrl"), now, SECRET, env().PUBLIC_BASE_URL);
    expect(seed.bookings).toBe(200);
    const actor = await staffOf(
      new Request(new URL("/v1/studio/calendar", env().PUBLIC_BASE_URL), { headers: { cookie: seed.cookie } }),
      db,
    );
    expect(actor).toMatchObject({ role: "owner", studioId: seed.studioId });
    const shown = await db.booking.count({ where: { studioId: seed.studioId, status: { not: "cancelled" }, date: { gte: seed.from } } });
    const v = await studioCalendar(db, systemClock, actor!, { from: seed.from, days: 7 });
    expect(v.rooms).toHaveLength(3);
    expect(v.items.filter((i) => i.kind === "booking")).toHaveLength(shown);
    expect(v.items.filter((i) => i.kind === "hold")).toHaveLength(seed.holds);
    expect(v.items.filter((i) => i.kind === "manual_block")).toHaveLength(seed.blocks);
    expect(shown).toBeGreaterThan(170);
    // The agenda: today and tomorrow at the week's density (200 of the week's hours), none cancelled counted.
    const today = localToday(now, BENCH_TZ);
    const tomorrow = DateTime.fromISO(today).plus({ days: 1 }).toISODate()!;
    const agenda = await bookingsOnDays(db, actor!, [today, tomorrow]);
    expect(agenda).toHaveLength(seed.agenda);
    expect(seed.agenda).toBeGreaterThan(30);
    // A wrong signature on the session cookie signs nobody in, cookie cache or not.
    const forged = seed.cookie.replace(/(session_token=[^.;]+\.)[^;]+/, "$1AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D");
    expect(forged).not.toBe(seed.cookie);
    expect(await staffOf(new Request(new URL("/", env().PUBLIC_BASE_URL), { headers: { cookie: forged } }), db)).toBeNull();
  });
});
