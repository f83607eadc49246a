// Per-IP request limits (lib/contract/limits.ts), shared by every app instance
// through PostgreSQL, in SLIDING-WINDOW COUNTERS: counts are kept per fixed minute, and a
// request is allowed while  previous minute's count × (share of the previous minute still
// inside the last 60 s) + this minute's count  stays ≤ the limit. A burst at the end of one
// minute therefore still weighs (almost) fully at the start of the next: a boundary never
// doubles the limit, as fixed windows did. Refused requests are not counted (undone), so a
// client that waits Retry-After is served. Retry-After = when enough of the counted weight has
// left the window for one more request (events of a past minute are taken as spread evenly).
//
// consume(): writes; one statement per request (upsert this minute + read the previous one, for
// every network of the client's IP at once: its own, and for IPv6 its /56 and /48 at twice the
// limit, lib/infra/networks.ts), and one more to undo a refused request.
// consumeRead(): reads, on every GET. The first read of a client in a minute is counted in
// PostgreSQL at once (and learns the previous minute); later ones are counted in this process
// and flushed to PostgreSQL every FLUSH_MS — until the client nears its limit (NEAR of it):
// from then on each read is counted in PostgreSQL at once, so several instances enforce the
// limit exactly where it matters, while an ordinary client's GET costs no database write. Reads
// count per the subject given (the route passes the client's own network only): a read
// blocks no slot and sends nothing.
//
// The hourly hold quotas are exact sliding logs instead (lib/domain/holds/quota.ts); the numbers of
// both are in lib/contract/limits.ts.
import { Prisma, type Db, type DbOrTx } from "./db";
import type { Clock } from "./clock";
import { ApiError } from "../contract/errors";
import { LIMITS, type Limit } from "../contract/limits";
import { perNetwork } from "./networks";
import { processSingleton } from "./process-global";

type Window = { key: string; start: Date; end: Date; prevStart: Date; now: number; ms: number };
type Counted = Pick<Window, "key" | "start" | "end" | "prevStart" | "ms">;

function windowOf(clock: Clock, limit: Limit, subject: string): Window {
  const now = clock.now().getTime();
  const ms = limit.windowSeconds * 1000;
  const start = now - (now % ms);
  return { key: `${limit.name}:${subject}`, start: new Date(start), end: new Date(start + ms), prevStart: new Date(start - ms), now, ms };
}

/**
 * Add n to each window's count in one statement; returns, in the given order, each one's count
 * and its previous window's. Rows are written in key order, so two requests counting
 * overlapping keys (two /64s of one /48) take the row locks in the same order.
 */
async function addAll(db: DbOrTx, ws: Counted[], n: number): Promise<{ cur: number; prev: number }[]> {
  // Kept one window past its end: it is the next window's "previous".
  const rows = ws.map(
    (w) =>
      Prisma.sql`(${w.key}::text, ${w.start}::timestamptz, ${w.prevStart}::timestamptz, ${new Date(w.end.getTime() + w.ms)}::timestamptz)`,
  );
  const out = await db.$queryRaw<{ key: string; cur: number; prev: number }[]>`
    WITH v(key, ws, ps, exp) AS (VALUES ${Prisma.join(rows, ", ")}),
    c AS (
      INSERT INTO rate_counter ("key", "windowStart", "count", "expiresAt")
      SELECT v.key, v.ws, ${n}::int, v.exp FROM v ORDER BY v.key
      ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = rate_counter."count" + EXCLUDED."count"
      RETURNING "key", "count"
    )
    SELECT v.key, c."count" AS cur,
           COALESCE((SELECT r."count" FROM rate_counter r WHERE r."key" = v.key AND r."windowStart" = v.ps), 0) AS prev
      FROM v JOIN c ON c."key" = v.key`;
  const byKey = new Map(out.map((r) => [r.key, { cur: Number(r.cur), prev: Number(r.prev) }]));
  return ws.map((w) => byKey.get(w.key)!);
}

/** Add n to this window's count; returns it and the previous window's count. */
async function add(db: DbOrTx, w: Counted, n: number): Promise<{ cur: number; prev: number }> {
  return (await addAll(db, [w], n))[0];
}

/** The sliding estimate: the previous window weighted by its share still inside the last window. */
export function slidingCount(prev: number, cur: number, elapsedMs: number, windowMs: number): number {
  return (prev * (windowMs - elapsedMs)) / windowMs + cur;
}

/**
 * Seconds until one more request fits (no other requests meanwhile), given the counts without
 * the refused request: within this window the previous one's weight keeps shrinking; if this
 * window alone is full, into the next one, where this window becomes the weighted previous.
 */
export function retryAfterSeconds(prev: number, cur: number, max: number, elapsedMs: number, windowMs: number): number {
  const room = max - 1 - cur;
  let dt: number;
  if (room >= 0 && prev > 0) dt = windowMs * (1 - room / prev) - elapsedMs;
  else dt = windowMs - elapsedMs + (cur > 0 ? windowMs * Math.max(0, 1 - (max - 1) / cur) : 0);
  return Math.max(1, Math.ceil(dt / 1000));
}

function over(prev: number, cur: number, limit: Limit, w: Window): boolean {
  return slidingCount(prev, cur, w.now - w.start.getTime(), w.ms) > limit.max;
}

function refused(prev: number, curWithout: number, limit: Limit, w: Window): ApiError {
  const retryAfter = retryAfterSeconds(prev, curWithout, limit.max, w.now - w.start.getTime(), w.ms);
  return new ApiError("RATE_LIMIT_EXCEEDED", "Too many requests; try again later", { retryAfter });
}

/**
 * Count one request from `ip` under `limit`, for each of its networks (its own at the max, an
 * IPv6 client's /56 and /48 at twice it); throws 429 RATE_LIMIT_EXCEEDED when any is past its
 * max, with the longest Retry-After of those.
 */
export async function consume(db: DbOrTx, clock: Clock, limit: Limit, ip: string): Promise<void> {
  const nets = perNetwork(limit, ip).map((n) => ({ limit: n.limit, w: windowOf(clock, n.limit, n.subject) }));
  const counts = await addAll(
    db,
    nets.map((n) => n.w),
    1,
  );
  const full = nets.flatMap((n, i) => (over(counts[i].prev, counts[i].cur, n.limit, n.w) ? [{ ...n, ...counts[i] }] : []));
  if (full.length === 0) return;
  await addAll(
    db,
    nets.map((n) => n.w),
    -1,
  ); // refused requests do not count
  const errors = full.map((f) => refused(f.prev, f.cur - 1, f.limit, f.w));
  throw errors.reduce((a, b) => ((b.retryAfter ?? 0) > (a.retryAfter ?? 0) ? b : a));
}

/**
 * Whether one more request from `ip` would be past `limit`, without counting it: 429
 * RATE_LIMIT_EXCEEDED (the longest Retry-After of its networks) when it would. For a limit counted
 * only on some requests (wrong promo codes, docs/decisions-abuse.md, Promo codes) whose past-limit
 * state refuses every request of its kind. One read, no write.
 */
export async function refuseWhenFull(db: DbOrTx, clock: Clock, limit: Limit, ip: string): Promise<void> {
  const nets = perNetwork(limit, ip).map((n) => ({ limit: n.limit, w: windowOf(clock, n.limit, n.subject) }));
  const rows = await db.$queryRaw<{ key: string; start: Date; count: number }[]>`
    SELECT "key", "windowStart" AS start, "count" FROM rate_counter
     WHERE "key" = ANY(${nets.map((n) => n.w.key)}::text[])
       AND "windowStart" = ANY(${[...new Set(nets.flatMap((n) => [n.w.start.toISOString(), n.w.prevStart.toISOString()]))]}::timestamptz[])`;
  const countOf = (key: string, start: Date) =>
    Number(rows.find((r) => r.key === key && r.start.getTime() === start.getTime())?.count ?? 0);
  const errors = nets.flatMap(({ limit: l, w }) => {
    const cur = countOf(w.key, w.start);
    const prev = countOf(w.key, w.prevStart);
    return over(prev, cur + 1, l, w) ? [refused(prev, cur, l, w)] : [];
  });
  if (errors.length) throw errors.reduce((a, b) => ((b.retryAfter ?? 0) > (a.retryAfter ?? 0) ? b : a));
}

const FLUSH_MS = 100;
const NEAR = 0.5;
type Local = { key: string; start: Date; end: Date; prevStart: Date; ms: number; known: number; prev: number; pending: number };
type ReadState = { counters: Map<string, Local>; timer: NodeJS.Timeout | null; db: Db | null; clock: Clock | null };
const readState = processSingleton<ReadState>("read-limit", () => ({ counters: new Map(), timer: null, db: null, clock: null }));

/** The per-IP read limit (GET /public/*), see the top of this file. */
export async function consumeRead(db: Db, clock: Clock, subject: string): Promise<void> {
  const limit = LIMITS.reads;
  const w = windowOf(clock, limit, subject);
  const s = readState();
  const id = `${w.key}@${w.start.getTime()}`;
  const local = s.counters.get(id);
  if (!local) {
    const { cur, prev } = await add(db, w, 1);
    const existing = s.counters.get(id);
    if (existing) existing.known = Math.max(existing.known, cur);
    else s.counters.set(id, { key: w.key, start: w.start, end: w.end, prevStart: w.prevStart, ms: w.ms, known: cur, prev, pending: 0 });
    if (over(prev, cur, limit, w)) {
      await add(db, w, -1);
      const e = s.counters.get(id)!;
      e.known = Math.max(0, e.known - 1);
      throw refused(prev, cur - 1, limit, w);
    }
    return;
  }
  local.pending++;
  s.db = db;
  s.clock = clock;
  if (slidingCount(local.prev, local.known + local.pending, w.now - w.start.getTime(), w.ms) > limit.max * NEAR) {
    // Near the limit: count in PostgreSQL now and learn what the other instances counted.
    const n = local.pending;
    local.pending = 0;
    const { cur } = await add(db, w, n);
    local.known = Math.max(local.known, cur);
    if (over(local.prev, cur, limit, w)) {
      await add(db, w, -1);
      local.known = Math.max(0, local.known - 1);
      throw refused(local.prev, cur - 1, limit, w);
    }
    return;
  }
  s.timer ??= setTimeout(() => void flushReads(), FLUSH_MS).unref();
  if (over(local.prev, local.known + local.pending, limit, w)) {
    local.pending--;
    throw refused(local.prev, local.known + local.pending, limit, w);
  }
}

/**
 * Write this process's pending read counts to PostgreSQL and learn the shared totals: one
 * statement for all of them (rows in key order, so two instances flushing at once take the row
 * locks in the same order and cannot deadlock).
 */
export async function flushReads(): Promise<void> {
  const s = readState();
  s.timer = null;
  const { db, clock } = s;
  if (!db || !clock) return;
  const now = clock.now().getTime();
  const batch: { c: Local; n: number }[] = [];
  for (const [id, c] of s.counters) {
    // Past windows are dropped once they cannot be anyone's "previous" any more.
    if (c.end.getTime() + c.ms < now && c.pending === 0) {
      s.counters.delete(id);
      continue;
    }
    if (c.pending === 0) continue;
    batch.push({ c, n: c.pending });
    c.pending = 0;
  }
  if (batch.length === 0) return;
  try {
    const rows = await db.$queryRaw<{ key: string; start: string; count: number }[]>`
      INSERT INTO rate_counter ("key", "windowStart", "count", "expiresAt")
      SELECT v.key, v.ws, v.n, v.exp
        FROM unnest(${batch.map((b) => b.c.key)}::text[], ${batch.map((b) => b.c.start.toISOString())}::timestamptz[],
                    ${batch.map((b) => b.n)}::int[], ${batch.map((b) => new Date(b.c.end.getTime() + b.c.ms).toISOString())}::timestamptz[]) AS v(key, ws, n, exp)
       ORDER BY v.key, v.ws
      ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = rate_counter."count" + EXCLUDED."count"
      RETURNING "key", (extract(epoch FROM "windowStart") * 1000)::float8::text AS start, "count"`;
    const counts = new Map(rows.map((r) => [`${r.key}@${Number(r.start)}`, Number(r.count)]));
    for (const { c } of batch) {
      const cur = counts.get(`${c.key}@${c.start.getTime()}`);
      if (cur !== undefined) c.known = cur;
    }
  } catch {
    // Try again at the next flush, which a failure schedules itself: after a burst no read may come
    // to schedule one, and the counts would stay this instance's alone (a busy database's timeout).
    for (const b of batch) b.c.pending += b.n;
    s.timer ??= setTimeout(() => void flushReads(), FLUSH_MS).unref();
  }
}

/** Delete counters no window needs any more (run by the periodic sweep). */
export async function pruneCounters(db: DbOrTx, clock: Clock): Promise<number> {
  return db.$executeRaw`DELETE FROM rate_counter WHERE "expiresAt" < ${clock.now()}`;
}
