// Fixed-window counters in PostgreSQL, so several app instances share one limit (spec 8).
// consume(): exact, one upsert per event (writes, hold quotas; may run inside a transaction).
// consumeRead(): the read limit, on every GET. The first read of a client in a window is counted
// in PostgreSQL at once; later ones are counted in this process and flushed to PostgreSQL every
// FLUSH_MS. One instance enforces the limit exactly; several share it with at most FLUSH_MS of
// lag, and a GET costs no database write once the client is known.
import type { Db, DbOrTx } from "./db";
import type { Clock } from "./clock";
import { ApiError } from "./errors";

export type Limit = { name: string; max: number; windowSeconds: number };

export const LIMITS = {
  reads: { name: "read", max: 120, windowSeconds: 60 },
  writes: { name: "write", max: 15, windowSeconds: 60 },
  holdsPerContact: { name: "hold-contact", max: 5, windowSeconds: 3600 },
  holdsPerIp: { name: "hold-ip", max: 20, windowSeconds: 3600 },
} as const satisfies Record<string, Limit>;

type Window = { key: string; start: Date; end: Date; now: number };

function windowOf(clock: Clock, limit: Limit, subject: string): Window {
  const now = clock.now().getTime();
  const ms = limit.windowSeconds * 1000;
  const start = now - (now % ms);
  return { key: `${limit.name}:${subject}`, start: new Date(start), end: new Date(start + ms), now };
}

async function add(db: DbOrTx, w: Pick<Window, "key" | "start" | "end">, n: number): Promise<number> {
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_counter ("key", "windowStart", "count", "expiresAt")
    VALUES (${w.key}, ${w.start}, ${n}, ${w.end})
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = rate_counter."count" + ${n}
    RETURNING "count"`;
  return rows[0].count;
}

function check(count: number, limit: Limit, w: Window): void {
  if (count > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((w.end.getTime() - w.now) / 1000));
    throw new ApiError("RATE_LIMIT_EXCEEDED", "Too many requests; try again later", { retryAfter });
  }
}

/** Count one event for `subject` under `limit`; throws 429 RATE_LIMIT_EXCEEDED past the max. */
export async function consume(db: DbOrTx, clock: Clock, limit: Limit, subject: string): Promise<void> {
  const w = windowOf(clock, limit, subject);
  check(await add(db, w, 1), limit, w);
}

const FLUSH_MS = 100;
type Local = { key: string; start: Date; end: Date; known: number; pending: number };
type ReadState = { counters: Map<string, Local>; timer: NodeJS.Timeout | null; db: Db | null; clock: Clock | null };
const STATE = Symbol.for("studio-booking.read-limit");

function readState(): ReadState {
  const g = globalThis as typeof globalThis & { [STATE]?: ReadState };
  return (g[STATE] ??= { counters: new Map(), timer: null, db: null, clock: null });
}

/** The per-IP read limit (GET /public/*), see the top of this file. */
export async function consumeRead(db: Db, clock: Clock, subject: string): Promise<void> {
  const limit = LIMITS.reads;
  const w = windowOf(clock, limit, subject);
  const s = readState();
  const id = `${w.key}@${w.start.getTime()}`;
  const local = s.counters.get(id);
  if (!local) {
    const count = await add(db, w, 1);
    const cur = s.counters.get(id);
    if (cur) cur.known = Math.max(cur.known, count);
    else s.counters.set(id, { key: w.key, start: w.start, end: w.end, known: count, pending: 0 });
    return check(count, limit, w);
  }
  local.pending++;
  s.db = db;
  s.clock = clock;
  s.timer ??= setTimeout(() => void flushReads(), FLUSH_MS).unref();
  check(local.known + local.pending, limit, w);
}

/** Write this process's pending read counts to PostgreSQL and learn the shared totals. */
export async function flushReads(): Promise<void> {
  const s = readState();
  s.timer = null;
  const { db, clock } = s;
  if (!db || !clock) return;
  const now = clock.now().getTime();
  for (const [id, c] of s.counters) {
    if (c.end.getTime() < now - 60_000 && c.pending === 0) {
      s.counters.delete(id);
      continue;
    }
    if (c.pending === 0) continue;
    const n = c.pending;
    c.pending = 0;
    try {
      c.known = await add(db, c, n);
    } catch {
      c.pending += n; // try again at the next flush
    }
  }
}

/** Delete counters whose window has passed (run by the periodic sweep). */
export async function pruneCounters(db: DbOrTx, clock: Clock): Promise<number> {
  return db.$executeRaw`DELETE FROM rate_counter WHERE "expiresAt" < ${clock.now()}`;
}
