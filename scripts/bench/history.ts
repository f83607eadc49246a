// History for the scale bench (docs/performance.md, Sweeps and history): the large database as a
// platform two years old. The bench studio gets 40,000 past bookings (one every 30 minutes back
// from three days ago, about 2.3 years: the oldest past the 24-month anonymization age), an audit
// row for each tenth, and the database gets ended holds past every retention cut-off, stale holds
// the sweep has not reached, and webhook subscriptions with a delivery history. Rows are copies of
// the bench studio's own (scale-data.ts cloneRows: every column, new keys), so a new column is
// copied as it is.
import pg from "pg";
import { cloneRows, type ScaleCounts } from "./scale-data";

export const PAST_BOOKINGS = 40_000;
const TARGET = { endedHolds: 50_000, staleHolds: 30_000, subscriptions: 500, deliveriesEach: 60 };

/** Adds the history to the database at `url`; `factor` scales everything but the one studio's past. */
export async function addHistory(url: string, slug: string, factor: number, log: (m: string) => void): Promise<ScaleCounts> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const counts: ScaleCounts = {};
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const t0 = Date.now();
    counts[name] = (await c.query(sql, params)).rowCount ?? 0;
    log(`  ${name}: ${counts[name].toLocaleString("en-US")} rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  const n = (x: number) => Math.max(1, Math.round(x * factor));
  try {
    const b = (
      await c.query<{ id: string; holdId: string; studioId: string }>(
        `SELECT b.id, b."holdId", b."studioId" FROM booking b JOIN studio s ON s.id = b."studioId"
          WHERE s.slug = $1 AND b.status = 'confirmed' ORDER BY b."startsAt" LIMIT 1`,
        [slug],
      )
    ).rows[0];
    if (!b) throw new Error(`history: no confirmed booking of ${slug} to copy`);
    // Bulk rows: no triggers (booking's sequence bump fires on update only).
    await c.query(`SET session_replication_role = replica`);
    const back = `make_interval(mins => 30 * g + 4320)`;
    const clone = async (name: string, table: string, from: string, overrides: Record<string, string>) => {
      const t0 = Date.now();
      counts[name] = await cloneRows(c, table, from, overrides);
      log(`  ${name}: ${counts[name].toLocaleString("en-US")} rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    };
    const series = (count: number, where: string) => `CROSS JOIN generate_series(1, ${count}) g WHERE ${where}`;
    await clone("hold (of past bookings)", "hold", series(PAST_BOOKINGS, `src.id = '${b.holdId}'`), {
      id: `md5('hist-hold-' || g)::uuid`,
      idempotencyKey: `'hist-' || g`,
      status: `'confirmed'`,
      expiresAt: `src."expiresAt" - ${back}`,
      createdAt: `src."createdAt" - ${back}`,
    });
    await clone("booking (one studio's past)", "booking", series(PAST_BOOKINGS, `src.id = '${b.id}'`), {
      id: `md5('hist-booking-' || g)::uuid`,
      holdId: `md5('hist-hold-' || g)::uuid`,
      reference: `'H' || lpad(g::text, 7, '0')`,
      manageTokenHash: `md5('hist-token-' || g)`,
      paymentIntentId: "NULL",
      startsAt: `src."startsAt" - ${back}`,
      endsAt: `src."endsAt" - ${back}`,
      createdAt: `src."createdAt" - ${back}`,
      status: `CASE WHEN g % 10 = 0 THEN 'cancelled' WHEN g % 3 = 0 THEN 'completed' ELSE 'confirmed' END`,
      // A studio's past is paid but for a few (one in fifty still owes): what "past, unpaid" must not read through.
      paymentStatus: `CASE WHEN g % 50 = 1 THEN 'unpaid' ELSE 'paid' END`,
      cancelledAt: `CASE WHEN g % 10 = 0 THEN src."startsAt" - ${back} - interval '2 days' END`,
    });
    await step(
      "studio_audit (cancellations, with a reason naming the guest)",
      `INSERT INTO studio_audit (id, "studioId", "bookingId", "actorUserId", "actorName", action, detail, at)
       SELECT gen_random_uuid(), x."studioId", x.id, NULL, 'owner@bench.example', 'booking.cancel',
              jsonb_build_object('reason', 'Sorry ' || x."guestName" || ', the room is flooded', 'refund', false, 'from', 'confirmed'),
              x."startsAt" - interval '2 days'
         FROM booking x WHERE x.id IN (SELECT md5('hist-booking-' || g)::uuid FROM generate_series(10, ${PAST_BOOKINGS}, 10) g)`,
    );
    await clone("hold (ended, past every cut-off)", "hold", series(n(TARGET.endedHolds), `src.id = '${b.holdId}'`), {
      id: `md5('ended-hold-' || g)::uuid`,
      idempotencyKey: `'ended-' || g`,
      status: `CASE WHEN g % 7 = 0 THEN 'burnt' ELSE 'expired' END`,
      // Spread over two years: nearly all past the 30-day deletion, the newest still kept.
      expiresAt: `now() - (g * (1051200.0 / ${n(TARGET.endedHolds)})) * interval '1 minute'`,
    });
    await clone("hold (stale: pending past expiry, not yet swept)", "hold", series(n(TARGET.staleHolds), `src.id = '${b.holdId}'`), {
      id: `md5('stale-hold-' || g)::uuid`,
      idempotencyKey: `'stale-' || g`,
      status: `'pending'`,
      expiresAt: `now() - make_interval(secs => g)`,
    });
    await step(
      "webhook_subscription",
      `INSERT INTO webhook_subscription (id, "studioId", url, "secretSealed", "createdAt")
       SELECT md5('hist-sub-' || i)::uuid, s.id, 'https://hooks.example/' || i, 'sealed', now() - interval '2 years'
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM studio) s
         JOIN generate_series(1, $1::int) i ON s.k = i`,
      [n(TARGET.subscriptions)],
    );
    await step(
      "webhook_delivery (60 days of delivered events)",
      `INSERT INTO webhook_delivery ("eventId", "subscriptionId", type, payload, status, attempts, "nextAttemptAt", "createdAt", "deliveredAt")
       SELECT 'evt_' || md5(w.id::text || ':' || i), w.id, 'booking.confirmed', '{}'::jsonb, 'delivered', 1,
              now() - make_interval(hours => i * 24), now() - make_interval(hours => i * 24), now() - make_interval(hours => i * 24)
         FROM webhook_subscription w CROSS JOIN generate_series(1, $1::int) i WHERE w.url LIKE 'https://hooks.example/%'`,
      [TARGET.deliveriesEach],
    );
    await c.query(`SET session_replication_role = DEFAULT`);
    await c.query(`VACUUM ANALYZE hold, booking, studio_audit, webhook_delivery`);
    return counts;
  } finally {
    await c.end();
  }
}

export type Timed<T> = { ms: number; value: T };
export async function timed<T>(f: () => Promise<T>): Promise<Timed<T>> {
  const t = performance.now();
  const value = await f();
  return { ms: performance.now() - t, value };
}
