// The retention policy (docs/retention.md): what guest data is erased or deleted, and when. Run by
// the worker's hourly retention job; each rule is one statement repeated in batches (a LIMIT in a
// sub-select, through an index that holds only rows still due) until a batch comes back short,
// so no statement holds many locks or writes much WAL at once, and the cost follows the rows
// due, not the table's size. Rows locked by a request in progress are skipped: the next run
// gets them. Time comes from `now` only, so tests move it.
import type { DbOrTx } from "../../infra/db";
import { Prisma } from "../../infra/db";

const RETENTION_BATCH = 1000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Ended holds (expired or burnt) lose the guest's contact and IP this long after their expiry. */
const HOLD_SCRUB_MS = DAY;
/** …and are deleted this long after it. */
const HOLD_DELETE_MS = 30 * DAY;
/** Finished messages and processed Stripe events are deleted this long after creation. */
const MESSAGE_KEEP_MS = 90 * DAY;
const STRIPE_EVENT_KEEP_MS = 90 * DAY;
/** A past booking's claim on its room is deleted this long after the session ends. */
const CLAIM_KEEP_MS = DAY;
/** Webhook deliveries in a final state (delivered, failed) are deleted this long after the event. */
const WEBHOOK_DELIVERY_KEEP_MS = 30 * DAY;
/**
 * Keys of a studio audit row's detail that may carry guest text (a cancellation reason typed by
 * staff often names the guest): erased with the booking's guest data (docs/retention.md, Audit trail).
 */
const AUDIT_GUEST_KEYS = ["reason", "note", "notes", "guestName", "contact", "email", "phone", "internalNote", "text"] as const;

export type RetentionOptions = {
  /** Months after the session a booking keeps its guest data (env BOOKING_RETENTION_MONTHS). */
  bookingMonths: number;
  /** Rows per statement (tests use a small one). */
  batch?: number;
};
export type RetentionCounts = {
  holdsScrubbed: number;
  holdsDeleted: number;
  bookingsAnonymized: number;
  /** Regular bookings whose guest data went once every occurrence's had (docs/series.md, Retention). */
  seriesAnonymized: number;
  /** A studio's notes and tags about a guest, once none of the guest's bookings there keeps its guest data (docs/guests.md, Notes and tags). */
  guestProfilesDeleted: number;
  messagesDeleted: number;
  stripeEventsDeleted: number;
  claimsDeleted: number;
  webhookDeliveriesDeleted: number;
};

/** `months` calendar months before `now` (UTC), as the cut-off of booking anonymization. */
function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  // 31 March minus one month is 28/29 February, not 3 March.
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The guest's fields of a hold, erased (the columns are NOT NULL: empty; contact '' marks a scrubbed hold). */
const SCRUB_HOLD = Prisma.raw(`"guestName" = '', contact = '', "contactMasked" = '', "clientIp" = '', "clientNets" = '{}',
  "codeHash" = NULL, "devCodeSealed" = NULL`);

/**
 * "Hold h has no booking", as a probe of booking_holdId_key per hold read. Written as a scalar
 * sub-select on purpose: a NOT EXISTS becomes an anti-join, and the planner, not knowing that
 * ended holds almost never have a booking, hashes the whole booking table for it on every batch
 * (docs/retention.md, Holds).
 */
const NO_BOOKING = Prisma.sql`(SELECT b.id FROM booking b WHERE b."holdId" = h.id) IS NULL`;

async function repeat(batch: number, step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await step();
    total += n;
    if (n < batch) return total;
  }
}

const count = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

/** Apply every rule once, to everything due at `now`; returns how many rows each rule touched. */
export async function runRetention(db: DbOrTx, now: Date, opts: RetentionOptions): Promise<RetentionCounts> {
  const batch = opts.batch ?? RETENTION_BATCH;
  const at = (ms: number) => new Date(now.getTime() - ms);
  return { ...(await eraseGuestData(db, now, opts.bookingMonths, batch, at)), ...(await deleteFinishedRows(db, now, batch, at)) };
}

type GuestCounts = Pick<
  RetentionCounts,
  "holdsScrubbed" | "holdsDeleted" | "bookingsAnonymized" | "seriesAnonymized" | "guestProfilesDeleted"
>;
type HousekeepingCounts = Omit<RetentionCounts, keyof GuestCounts>;

/** The rules on guest data: ended holds scrubbed then deleted, past bookings and their series anonymized. */
async function eraseGuestData(db: DbOrTx, now: Date, bookingMonths: number, batch: number, at: (ms: number) => Date): Promise<GuestCounts> {
  // Holds that became a booking are never touched here: the booking's own rule covers them (and
  // deleting one would cascade to its booking).
  const scrubBefore = at(HOLD_SCRUB_MS);
  const holdsScrubbed = await repeat(batch, async () =>
    count(
      await db.$queryRaw<{ n: number }[]>`
        WITH due AS (
          SELECT h.id FROM hold h
           WHERE h.status IN ('expired', 'burnt') AND h.contact <> '' AND h."expiresAt" <= ${scrubBefore}
             AND ${NO_BOOKING}
           ORDER BY h."expiresAt" LIMIT ${batch} FOR UPDATE SKIP LOCKED
        ), done AS (UPDATE hold h SET ${SCRUB_HOLD} FROM due WHERE h.id = due.id RETURNING 1)
        SELECT count(*)::int AS n FROM done`,
    ),
  );

  // Their slot claims went when they ended (holds/sweep.ts); any left cascade with them.
  const holdsDeleted = await repeat(
    batch,
    () =>
      db.$executeRaw`
      DELETE FROM hold WHERE id IN (
        SELECT h.id FROM hold h
         WHERE h.status IN ('expired', 'burnt') AND h."expiresAt" <= ${at(HOLD_DELETE_MS)}
           AND ${NO_BOOKING}
         ORDER BY h."expiresAt" LIMIT ${batch} FOR UPDATE SKIP LOCKED)`,
  );

  // Reference, room, times, money and status stay for the studio's books. The manage token hash
  // becomes a value no SHA-256 hex equals: the link then answers as an unknown token does. The
  // booking's audit rows lose the free text that may name the guest, in the same statement.
  const keepSince = monthsBefore(now, bookingMonths);
  const bookingsAnonymized = await repeat(batch, async () =>
    count(
      await db.$queryRaw<{ n: number }[]>`
        WITH due AS (
          SELECT id FROM booking WHERE "anonymizedAt" IS NULL AND "endsAt" <= ${keepSince}
           ORDER BY "endsAt" LIMIT ${batch} FOR UPDATE SKIP LOCKED
        ), done AS (
          UPDATE booking b SET "guestName" = '', contact = '', email = NULL, notes = NULL, "internalNote" = NULL, "cancelReason" = NULL,
                 "manageTokenHash" = 'anonymized:' || b.id::text, "anonymizedAt" = ${now}
            FROM due WHERE b.id = due.id RETURNING b.id, b."holdId"
        ), holds AS (UPDATE hold h SET ${SCRUB_HOLD} FROM done WHERE h.id = done."holdId" RETURNING 1),
        audits AS (
          UPDATE studio_audit a SET detail = a.detail - ${AUDIT_GUEST_KEYS}::text[]
            FROM done WHERE a."bookingId" = done.id AND a.detail ?| ${AUDIT_GUEST_KEYS}::text[]
          RETURNING 1)
        SELECT count(*)::int AS n FROM done`,
    ),
  );

  // A regular booking keeps the guest's data as long as one of its occurrences does (docs/series.md, Retention).
  const seriesAnonymized = await repeat(
    batch,
    () =>
      db.$executeRaw`
      UPDATE booking_series SET "guestName" = '', contact = '', email = NULL, notes = NULL
       WHERE id IN (
        SELECT s.id FROM booking_series s
         WHERE s.contact <> ''
           AND NOT EXISTS (SELECT 1 FROM booking b WHERE b."seriesId" = s.id AND b."anonymizedAt" IS NULL)
         LIMIT ${batch} FOR UPDATE SKIP LOCKED)`,
  );

  // The notes and tags about a guest go with the last of the guest's bookings that names them, and
  // the trail of their saves with them (it names the guest by key and quotes the notes).
  const guestProfilesDeleted = await repeat(batch, async () =>
    count(
      await db.$queryRaw<{ n: number }[]>`
        WITH due AS (
          SELECT p.id, p."studioId", p."contactKey" FROM guest_profile p
           WHERE NOT EXISTS (SELECT 1 FROM booking b WHERE b."studioId" = p."studioId" AND b."anonymizedAt" IS NULL
                               AND booking_contact_key(b.channel, b.contact) = p."contactKey")
           LIMIT ${batch} FOR UPDATE SKIP LOCKED
        ), gone AS (DELETE FROM guest_profile p USING due WHERE p.id = due.id RETURNING due."studioId", due."contactKey"),
        audits AS (
          UPDATE studio_audit a SET detail = '{}'::jsonb FROM gone
           WHERE a."studioId" = gone."studioId" AND a."bookingId" IS NULL AND a.action = 'guest.notes'
             AND a.detail ->> 'guestKey' = translate(rtrim(encode(convert_to(gone."contactKey", 'UTF8'), 'base64'), '='), E'+/\n', '-_')
          RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
    ),
  );

  return { holdsScrubbed, holdsDeleted, bookingsAnonymized, seriesAnonymized, guestProfilesDeleted };
}

/** The rules on rows that carry no guest data once final: messages, Stripe events, past claims, webhook deliveries. */
async function deleteFinishedRows(db: DbOrTx, now: Date, batch: number, at: (ms: number) => Date): Promise<HousekeepingCounts> {
  // Only finished messages: a reminder queued months ahead is kept until it is sent.
  const messagesDeleted = await repeat(
    batch,
    () =>
      db.$executeRaw`
      DELETE FROM message WHERE id IN (
        SELECT id FROM message
         WHERE status IN ('sent', 'failed', 'skipped', 'withheld', 'over_cap') AND "createdAt" <= ${at(MESSAGE_KEEP_MS)}
         ORDER BY "createdAt" LIMIT ${batch} FOR UPDATE SKIP LOCKED)`,
  );

  const stripeEventsDeleted = await repeat(
    batch,
    () =>
      db.$executeRaw`
      DELETE FROM stripe_event WHERE id IN (
        SELECT id FROM stripe_event WHERE "processedAt" <= ${at(STRIPE_EVENT_KEEP_MS)}
         ORDER BY "processedAt" LIMIT ${batch} FOR UPDATE SKIP LOCKED)`,
  );

  // The exclusion constraint only matters for time still to come. A claim with an expiry still
  // ahead (a deposit awaited) is left: paying makes it firm (availability/busy.ts firmBookingClaim).
  const claimsBefore = at(CLAIM_KEEP_MS);
  const claimsDeleted = await repeat(
    batch,
    () =>
      db.$executeRaw`
      DELETE FROM slot_claim WHERE id IN (
        SELECT id FROM slot_claim
         WHERE "bookingId" IS NOT NULL AND "endsAt" <= ${claimsBefore}
           AND ("expiresAt" IS NULL OR "expiresAt" <= ${now})
         ORDER BY "endsAt" LIMIT ${batch} FOR UPDATE SKIP LOCKED)`,
  );

  // The outbox's rows once final: the receiver has its copy (or gave up long ago); a pending one
  // is kept until it is delivered or fails.
  const webhookDeliveriesDeleted = await repeat(
    batch,
    () =>
      db.$executeRaw`
      DELETE FROM webhook_delivery WHERE id IN (
        SELECT id FROM webhook_delivery
         WHERE status IN ('delivered', 'failed') AND "createdAt" <= ${at(WEBHOOK_DELIVERY_KEEP_MS)}
         ORDER BY "createdAt" LIMIT ${batch} FOR UPDATE SKIP LOCKED)`,
  );

  return { messagesDeleted, stripeEventsDeleted, claimsDeleted, webhookDeliveriesDeleted };
}
