// History for the scale bench (docs/performance.md, Sweeps and history): the large database as a
// platform two years old. The bench studio gets 40,000 past bookings (one every 30 minutes back
// from three days ago, about 2.3 years: the oldest past the 24-month anonymization age), an audit
// row for each tenth, and the database gets ended holds past every retention cut-off, stale holds
// the sweep has not reached, and webhook subscriptions with a delivery history. Rows are copies of
// the bench studio's own (jsonb_populate_record: every column, new keys), so a new column is
// copied as it is.
import pg from "pg";
import type { ScaleCounts } from "./scale-data";

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
    const back = `make_interval(mins => 30 * i + 4320)`;
    await step(
      "hold (of past bookings)",
      `INSERT INTO hold SELECT (jsonb_populate_record(NULL::hold, to_jsonb(h) || jsonb_build_object(
         'id', md5('hist-hold-' || i)::uuid, 'idempotencyKey', 'hist-' || i, 'status', 'confirmed',
         'expiresAt', h."expiresAt" - ${back}, 'createdAt', h."createdAt" - ${back}))).*
         FROM hold h, generate_series(1, $2::int) i WHERE h.id = $1::uuid`,
      [b.holdId, PAST_BOOKINGS],
    );
    await step(
      "booking (one studio's past)",
      `INSERT INTO booking SELECT (jsonb_populate_record(NULL::booking, to_jsonb(x) || jsonb_build_object(
         'id', md5('hist-booking-' || i)::uuid, 'holdId', md5('hist-hold-' || i)::uuid,
         'reference', 'H' || lpad(i::text, 7, '0'), 'manageTokenHash', md5('hist-token-' || i), 'paymentIntentId', NULL,
         'startsAt', x."startsAt" - ${back}, 'endsAt', x."endsAt" - ${back}, 'createdAt', x."createdAt" - ${back},
         'status', CASE WHEN i % 10 = 0 THEN 'cancelled' WHEN i % 3 = 0 THEN 'completed' ELSE 'confirmed' END,
         'cancelledAt', CASE WHEN i % 10 = 0 THEN x."startsAt" - ${back} - interval '2 days' END))).*
         FROM booking x, generate_series(1, $2::int) i WHERE x.id = $1::uuid`,
      [b.id, PAST_BOOKINGS],
    );
    await step(
      "studio_audit (cancellations, with a reason naming the guest)",
      `INSERT INTO studio_audit (id, "studioId", "bookingId", "actorUserId", "actorName", action, detail, at)
       SELECT gen_random_uuid(), x."studioId", x.id, NULL, 'owner@bench.example', 'booking.cancel',
              jsonb_build_object('reason', 'Sorry ' || x."guestName" || ', the room is flooded', 'refund', false, 'from', 'confirmed'),
              x."startsAt" - interval '2 days'
         FROM booking x WHERE x.reference LIKE 'H%' AND x.status = 'cancelled'`,
    );
    await step(
      "hold (ended, past every cut-off)",
      `INSERT INTO hold SELECT (jsonb_populate_record(NULL::hold, to_jsonb(h) || jsonb_build_object(
         'id', md5('ended-hold-' || i)::uuid, 'idempotencyKey', 'ended-' || i,
         'status', CASE WHEN i % 7 = 0 THEN 'burnt' ELSE 'expired' END,
         'expiresAt', now() - make_interval(mins => (i * 1051200 / $2::int))))).*
         FROM hold h, generate_series(1, $2::int) i WHERE h.id = $1::uuid`,
      [b.holdId, n(TARGET.endedHolds)],
    );
    await step(
      "hold (stale: pending past expiry, not yet swept)",
      `INSERT INTO hold SELECT (jsonb_populate_record(NULL::hold, to_jsonb(h) || jsonb_build_object(
         'id', md5('stale-hold-' || i)::uuid, 'idempotencyKey', 'stale-' || i, 'status', 'pending',
         'expiresAt', now() - make_interval(secs => i)))).*
         FROM hold h, generate_series(1, $2::int) i WHERE h.id = $1::uuid`,
      [b.holdId, n(TARGET.staleHolds)],
    );
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
