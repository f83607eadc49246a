// Calendars in, step 3: a feed's busy spans become the room's calendar blocks.
//
// - Per feed, atomically: in one transaction, with the room row locked FOR UPDATE (holds and
//   confirm take it FOR SHARE before reading blocks), the blocks no longer in the feed go and the
//   new ones come, and the feed row records validators, body, counts and success. Blocks are
//   compared by what they block (start, end, note): an unchanged block is never rewritten, so an
//   unchanged feed writes only its row's times. Blocks of the studio file (feedId null) and of
//   other feeds are never touched.
// - The body's SHA-256 is stored: the same body fetched again (a server that ignores validators)
//   is not parsed again, like a 304. The stored body is read only when it must be re-expanded.
// - Many feeds: a few fetched at once (SYNC_CONCURRENCY), and the worker's schedule takes only
//   its share of the feeds per run, so the feeds spread over the interval
//   (docs/calendars.md, Calendars in).
// - A failure (network, HTTP status, timeout, size, unparseable, over a cap) writes only
//   lastError and lastSyncAt: the last good blocks stay, lastSuccessAt says how old they are.
// - Parsing and expansion run in a worker thread under a time budget (expand.ts); a feed over
//   the budget or any cap fails like an unreadable one (docs/decisions-calendars.md, Calendar expansion).
// - The window is [now, now + room.maxAdvanceDays + 2 days]: the bookable horizon plus a day of
//   slack, recorded as expandedUntil. On 304 the stored body is expanded again only once that
//   slack is used up ("now" moves, so recurring events must reach the moving horizon): at most
//   once a day, not on every sync.
// - Our own bookings coming back (a studio that subscribed its calendar to our feed and then
//   connected that calendar here) are skipped by UID, or each booking would block itself.
// - A block that overlaps a live booking never cancels it: it is reported (log line and the
//   `calendar:sync` output) for the studio to resolve.
// - Feed URLs are secrets too (Google's "secret address"): output and logs show only the host.
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { bookingsUnderFeedBlocks, type BlockedBooking } from "../availability/busy";
import { env, isProduction } from "../../infra/env";
import { errorFields, log } from "../../infra/log";
import { expandFeed, FeedContentError, type ExpandLimits, type Span } from "./expand";
import { fetchFeed, FeedFetchError, type FetchOptions } from "./fetch-feed";

const DAY = 86_400_000;

type Conflict = BlockedBooking;
export type FeedSyncResult = {
  feedId: string;
  slug: string;
  roomId: string;
  host: string;
  notModified: boolean;
  eventsRead: number;
  blocksWritten: number;
  /** Blocks deleted plus blocks inserted by this sync (0 when the feed did not change). */
  blocksChanged: number;
  error: string | null;
  conflicts: Conflict[];
};

type FeedRow = {
  id: string;
  roomId: string;
  url: string;
  etag: string | null;
  lastModified: string | null;
  bodyHash: string | null;
  expandedUntil: Date | null;
  eventsRead: number;
  blocksWritten: number;
  studio: { slug: string; timezone: string };
  room: { maxAdvanceDays: number };
};

/**
 * A feed URL to fetch. A path ("/demo/….ics", demo studios) is served by the app itself:
 * resolved against PUBLIC_BASE_URL, and refused in production.
 */
function resolveFeedUrl(url: string): string {
  if (!url.startsWith("/")) return url;
  if (isProduction()) throw new FeedFetchError("a /demo/ feed path works in pre-production only");
  return new URL(url, env().PUBLIC_BASE_URL).toString();
}

/** The host of a feed URL, the only part of it ever printed or logged. */
export function feedHost(url: string): string {
  if (url.startsWith("/")) return url;
  try {
    return new URL(url).host;
  } catch {
    return "(invalid URL)";
  }
}

export type SyncOptions = { fetch?: Partial<FetchOptions>; expand?: Partial<ExpandLimits> };

export async function syncFeed(db: Db, clock: Clock, feed: FeedRow, opts: SyncOptions = {}): Promise<FeedSyncResult> {
  const now = clock.now();
  // The bookable horizon needs blocks up to `needed`; an expansion reaches a day further.
  const needed = new Date(now.getTime() + (feed.room.maxAdvanceDays + 1) * DAY);
  const windowEnd = new Date(needed.getTime() + DAY);
  const base: Omit<FeedSyncResult, "error"> = {
    feedId: feed.id,
    slug: feed.studio.slug,
    roomId: feed.roomId,
    host: feedHost(feed.url),
    notModified: false,
    eventsRead: 0,
    blocksWritten: 0,
    blocksChanged: 0,
    conflicts: [],
  };
  const failed = async (error: string): Promise<FeedSyncResult> => {
    await db.calendarFeed.updateMany({ where: { id: feed.id }, data: { lastSyncAt: now, lastError: error.slice(0, 500) } });
    log.warn("calendar feed failed", { feedId: feed.id, studio: feed.studio.slug, roomId: feed.roomId, host: base.host, error });
    return { ...base, error };
  };

  // null: the stored body, read from the database only if it must be expanded again.
  let text: string | null = null;
  let hash: string;
  let validators = { etag: feed.etag, lastModified: feed.lastModified };
  try {
    // Validators only when we still hold the body they describe.
    const r = await fetchFeed(resolveFeedUrl(feed.url), feed.bodyHash ? validators : { etag: null, lastModified: null }, {
      production: isProduction(),
      ...opts.fetch,
    });
    if (r.status === 304) {
      if (!feed.bodyHash) return await failed("304 Not Modified without a previous body");
      hash = feed.bodyHash;
      base.notModified = true;
    } else {
      text = r.body;
      hash = bodyHash(text);
      validators = { etag: r.etag, lastModified: r.lastModified };
    }
  } catch (e) {
    if (e instanceof FeedFetchError) return failed(e.message);
    throw e;
  }
  const sameBody = hash === feed.bodyHash;
  if (sameBody && feed.expandedUntil && feed.expandedUntil >= needed) return stillCurrent(db, feed, now, base, validators);
  if (text === null) {
    const stored = await db.calendarFeed.findUnique({ where: { id: feed.id }, select: { body: true } });
    if (!stored?.body) return await failed("304 Not Modified without a previous body");
    text = stored.body;
  }

  let spans: Span[];
  let events: number;
  try {
    const body = text;
    ({ spans, events } = await parsing(() => expandFeed(body, { studioTz: feed.studio.timezone, from: now, to: windowEnd }, opts.expand)));
  } catch (e) {
    if (e instanceof FeedContentError) return failed(e.message);
    throw e;
  }
  spans = await withoutOwnBookings(db, feed.roomId, spans);
  const wanted: BlockShape[] = spans.map((s) => ({ startsAt: new Date(s.start), endsAt: new Date(s.end), note: s.summary || null }));
  const feedData = {
    ...validators,
    ...(sameBody ? {} : { body: text, bodyHash: hash }),
    lastSyncAt: now,
    lastSuccessAt: now,
    lastError: null,
    eventsRead: events,
    blocksWritten: spans.length,
    expandedUntil: windowEnd,
  };

  const blocksOfFeed = (c: DbOrTx) =>
    c.calendarBlock.findMany({ where: { feedId: feed.id }, select: { id: true, startsAt: true, endsAt: true, note: true } });
  let changed = 0;
  if (diffBlocks(await blocksOfFeed(db), wanted).changes === 0) {
    // The blocks are already what the feed says: no lock, no block written.
    await db.calendarFeed.updateMany({ where: { id: feed.id }, data: feedData });
  } else {
    await inTransaction(db, async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM room WHERE id = ${feed.roomId}::uuid FOR UPDATE`;
      // Compared again under the lock: another sync of this feed may have written meanwhile.
      const d = diffBlocks(await blocksOfFeed(tx), wanted);
      if (d.remove.length) await tx.calendarBlock.deleteMany({ where: { id: { in: d.remove } } });
      if (d.add.length)
        await tx.calendarBlock.createMany({ data: d.add.map((b) => ({ ...b, roomId: feed.roomId, feedId: feed.id, source: "feed" })) });
      await tx.calendarFeed.update({ where: { id: feed.id }, data: feedData });
      changed = d.changes;
    });
  }

  return {
    ...base,
    eventsRead: events,
    blocksWritten: spans.length,
    blocksChanged: changed,
    error: null,
    conflicts: await reportConflicts(db, feed, now),
  };
}

/**
 * Expansions running at once, over all syncs of the process: fetches overlap freely, but each
 * expansion's time budget is wall time, so expansions must not share the cores with each other
 * more than they share them with the app (docs/decisions-calendars.md, Calendar expansion).
 */
const PARSE_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));
let parsingNow = 0;
const waitingToParse: (() => void)[] = [];
async function parsing<T>(run: () => Promise<T>): Promise<T> {
  if (parsingNow >= PARSE_CONCURRENCY) await new Promise<void>((r) => waitingToParse.push(r));
  else parsingNow++;
  try {
    return await run();
  } finally {
    const next = waitingToParse.shift();
    if (next) next();
    else parsingNow--;
  }
}

/** SHA-256 (hex) of a feed body, as stored in calendar_feed.bodyHash. */
function bodyHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

type BlockShape = { startsAt: Date; endsAt: Date; note: string | null };

/**
 * What turns the feed's current blocks into `wanted`: blocks compared by start, end and note
 * (duplicates counted), so an unchanged block stays as it is and a moved event is one delete
 * and one insert.
 */
function diffBlocks(
  current: (BlockShape & { id: string })[],
  wanted: BlockShape[],
): { remove: string[]; add: BlockShape[]; changes: number } {
  const keyOf = (b: BlockShape) => `${b.startsAt.getTime()} ${b.endsAt.getTime()} ${b.note ?? ""}`;
  const have = new Map<string, string[]>();
  for (const b of current) {
    const k = keyOf(b);
    const ids = have.get(k);
    if (ids) ids.push(b.id);
    else have.set(k, [b.id]);
  }
  const add: BlockShape[] = [];
  for (const b of wanted) {
    const ids = have.get(keyOf(b));
    if (ids?.length) ids.pop();
    else add.push(b);
  }
  const remove = [...have.values()].flat();
  return { remove, add, changes: remove.length + add.length };
}

/** The same body (304 or same hash) and the blocks still reach the horizon: nothing to parse or rewrite, only the row's times. */
async function stillCurrent(
  db: Db,
  feed: FeedRow,
  now: Date,
  base: Omit<FeedSyncResult, "error">,
  validators: { etag: string | null; lastModified: string | null },
): Promise<FeedSyncResult> {
  const newValidators = validators.etag !== feed.etag || validators.lastModified !== feed.lastModified ? validators : {};
  await db.calendarFeed.updateMany({
    where: { id: feed.id },
    data: { ...newValidators, lastSyncAt: now, lastSuccessAt: now, lastError: null },
  });
  return {
    ...base,
    eventsRead: feed.eventsRead,
    blocksWritten: feed.blocksWritten,
    error: null,
    conflicts: await reportConflicts(db, feed, now),
  };
}

async function reportConflicts(db: Db, feed: FeedRow, now: Date): Promise<Conflict[]> {
  const conflicts = await bookingsUnderFeedBlocks(db, feed.roomId, feed.id, now);
  for (const c of conflicts) {
    log.warn("calendar feed block overlaps a booking", {
      feedId: feed.id,
      studio: feed.studio.slug,
      roomId: feed.roomId,
      reference: c.reference,
      startsAt: c.startsAt.toISOString(),
    });
  }
  return conflicts;
}

/** Drop events whose UID is "<id of a booking of this room>@…": our own feed coming back. */
async function withoutOwnBookings(db: Db, roomId: string, spans: Span[]): Promise<Span[]> {
  const ids = [...new Set(spans.map((s) => /^([0-9a-f-]{36})@/i.exec(s.uid)?.[1]?.toLowerCase()).filter((x): x is string => !!x))];
  if (!ids.length) return spans;
  const own = await db.booking.findMany({ where: { roomId, id: { in: ids } }, select: { id: true } });
  const set = new Set(own.map((b) => b.id));
  return spans.filter((s) => !set.has(/^([0-9a-f-]{36})@/i.exec(s.uid)?.[1]?.toLowerCase() ?? ""));
}

/** What syncFeed needs of a feed row (also the dashboard's "sync now", lib/domain/dashboard/connections.ts). */
export const FEED_SELECT = {
  id: true,
  roomId: true,
  url: true,
  etag: true,
  lastModified: true,
  bodyHash: true,
  expandedUntil: true,
  eventsRead: true,
  blocksWritten: true,
  studio: { select: { slug: true, timezone: true } },
  room: { select: { maxAdvanceDays: true } },
} as const;

/** Feeds fetched and synced at once: enough to hide network waits, few enough for the database pool and the CPU. */
const SYNC_CONCURRENCY = 8;
/** A scheduled run takes up to this many times its share (feeds ÷ interval minutes), so a backlog drains. */
const CATCH_UP = 2;

/**
 * Sync feeds, SYNC_CONCURRENCY at a time: all of them, one studio's (`slug`), or only those due
 * (`dueMinutes`: not synced for that long — the worker's schedule, run every minute). With
 * `spread` (the worker), a run takes the longest-waiting due feeds, at most twice its share of
 * all feeds: feeds added together are spread over the first half of the interval and stay spread.
 */
export async function syncCalendars(
  db: Db,
  clock: Clock,
  opts: { slug?: string; dueMinutes?: number; spread?: boolean; concurrency?: number } & SyncOptions = {},
): Promise<FeedSyncResult[]> {
  const now = clock.now();
  // A feed paused in the dashboard is not synced; its blocks stay (docs/dashboard.md, Connections).
  const scope = { pausedAt: null, ...(opts.slug ? { studio: { slug: opts.slug } } : {}) };
  const share =
    opts.dueMinutes && opts.spread ? Math.ceil(((await db.calendarFeed.count({ where: scope })) * CATCH_UP) / opts.dueMinutes) : undefined;
  const feeds = await db.calendarFeed.findMany({
    where: {
      ...scope,
      ...(opts.dueMinutes
        ? { OR: [{ lastSyncAt: null }, { lastSyncAt: { lte: new Date(now.getTime() - opts.dueMinutes * 60_000 + 5_000) } }] }
        : {}),
    },
    select: FEED_SELECT,
    orderBy: opts.dueMinutes ? [{ lastSyncAt: { sort: "asc", nulls: "first" } }, { id: "asc" }] : [{ createdAt: "asc" }, { id: "asc" }],
    take: share,
  });
  const results: FeedSyncResult[] = new Array(feeds.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < feeds.length; i = next++) results[i] = await syncOne(db, clock, feeds[i], opts);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? SYNC_CONCURRENCY, feeds.length)) }, lane));
  return results;
}

async function syncOne(db: Db, clock: Clock, f: FeedRow, opts: SyncOptions): Promise<FeedSyncResult> {
  try {
    return await syncFeed(db, clock, f, opts);
  } catch (e) {
    // An unexpected failure (database, a feed removed by a concurrent import) stops this feed only.
    log.error("calendar feed sync crashed", { feedId: f.id, studio: f.studio.slug, ...errorFields(e) });
    return {
      feedId: f.id,
      slug: f.studio.slug,
      roomId: f.roomId,
      host: feedHost(f.url),
      notModified: false,
      eventsRead: 0,
      blocksWritten: 0,
      blocksChanged: 0,
      error: "internal error (see the log)",
      conflicts: [],
    };
  }
}

/** One line of `npm run calendar:sync` output. */
export function describeResult(r: FeedSyncResult): string {
  const head = `${r.slug} room ${r.roomId} feed ${r.feedId.slice(0, 8)} (${r.host}):`;
  if (r.error) return `${head} error: ${r.error} (last good blocks kept)`;
  const lines = [`${head} ${r.eventsRead} events read, ${r.blocksWritten} blocks written${r.notModified ? " (not modified)" : ""}`];
  for (const c of r.conflicts)
    lines.push(
      `  ! overlaps booking ${c.reference} (${c.startsAt.toISOString()}–${c.endsAt.toISOString()}): the booking stands; resolve it with the guest`,
    );
  return lines.join("\n");
}
