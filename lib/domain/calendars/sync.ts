// Calendars in, step 3: a feed's busy spans become the room's calendar blocks.
//
// - Per feed, atomically: in one transaction, with the room row locked FOR UPDATE (holds and
//   confirm take it FOR SHARE before reading blocks), the feed's old blocks go and the new set
//   comes, and the feed row records validators, body, counts and success. Blocks of the studio
//   file (feedId null) and of other feeds are never touched.
// - A failure (network, HTTP status, timeout, size, unparseable, over a cap) writes only
//   lastError and lastSyncAt: the last good blocks stay, lastSuccessAt says how old they are.
// - Parsing and expansion run in a worker thread under a time budget (expand.ts); a feed over
//   the budget or any cap fails like an unreadable one (docs/decisions.md, Calendar expansion).
// - The window is [now, now + room.maxAdvanceDays + 2 days]: the bookable horizon plus a day of
//   slack, recorded as expandedUntil. On 304 the stored body is expanded again only once that
//   slack is used up ("now" moves, so recurring events must reach the moving horizon): at most
//   once a day, not on every sync.
// - Our own bookings coming back (a studio that subscribed its calendar to our feed and then
//   connected that calendar here) are skipped by UID, or each booking would block itself.
// - A block that overlaps a live booking never cancels it: it is reported (log line and the
//   `calendar:sync` output) for the studio to resolve.
// - Feed URLs are secrets too (Google's "secret address"): output and logs show only the host.
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { bookingsUnderFeedBlocks, type BlockedBooking } from "../availability/busy";
import { env, isProduction } from "../../infra/env";
import { errorFields, log } from "../../infra/log";
import { expandFeed, FeedContentError, type ExpandLimits, type Span } from "./expand";
import { fetchFeed, FeedFetchError, type FetchOptions } from "./fetch-feed";

const DAY = 86_400_000;

export type Conflict = BlockedBooking;
export type FeedSyncResult = {
  feedId: string;
  slug: string;
  roomId: string;
  host: string;
  notModified: boolean;
  eventsRead: number;
  blocksWritten: number;
  error: string | null;
  conflicts: Conflict[];
};

type FeedRow = {
  id: string;
  roomId: string;
  url: string;
  etag: string | null;
  lastModified: string | null;
  body: string | null;
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
export function resolveFeedUrl(url: string): string {
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
  const base = {
    feedId: feed.id,
    slug: feed.studio.slug,
    roomId: feed.roomId,
    host: feedHost(feed.url),
    notModified: false,
    eventsRead: 0,
    blocksWritten: 0,
    conflicts: [] as Conflict[],
  };
  const failed = async (error: string): Promise<FeedSyncResult> => {
    await db.calendarFeed.updateMany({ where: { id: feed.id }, data: { lastSyncAt: now, lastError: error.slice(0, 500) } });
    log.warn("calendar feed failed", { feedId: feed.id, studio: feed.studio.slug, roomId: feed.roomId, host: base.host, error });
    return { ...base, error };
  };

  let text: string;
  let validators = { etag: feed.etag, lastModified: feed.lastModified };
  try {
    // Validators only when we still hold the body they describe.
    const r = await fetchFeed(resolveFeedUrl(feed.url), feed.body ? validators : { etag: null, lastModified: null }, {
      production: isProduction(),
      ...opts.fetch,
    });
    if (r.status === 304) {
      if (!feed.body) return await failed("304 Not Modified without a previous body");
      text = feed.body;
      base.notModified = true;
    } else {
      text = r.body;
      validators = { etag: r.etag, lastModified: r.lastModified };
    }
  } catch (e) {
    if (e instanceof FeedFetchError) return failed(e.message);
    throw e;
  }
  if (base.notModified && feed.expandedUntil && feed.expandedUntil >= needed) return stillCurrent(db, feed, now, base);

  let spans: Span[];
  let events: number;
  try {
    ({ spans, events } = await expandFeed(text, { studioTz: feed.studio.timezone, from: now, to: windowEnd }, opts.expand));
  } catch (e) {
    if (e instanceof FeedContentError) return failed(e.message);
    throw e;
  }
  spans = await withoutOwnBookings(db, feed.roomId, spans);

  await inTransaction(db, async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM room WHERE id = ${feed.roomId}::uuid FOR UPDATE`;
    await tx.calendarBlock.deleteMany({ where: { feedId: feed.id } });
    await tx.calendarBlock.createMany({
      data: spans.map((s) => ({
        roomId: feed.roomId,
        feedId: feed.id,
        source: "feed",
        startsAt: new Date(s.start),
        endsAt: new Date(s.end),
        note: s.summary || null,
      })),
    });
    await tx.calendarFeed.update({
      where: { id: feed.id },
      data: {
        ...validators,
        body: text,
        lastSyncAt: now,
        lastSuccessAt: now,
        lastError: null,
        eventsRead: events,
        blocksWritten: spans.length,
        expandedUntil: windowEnd,
      },
    });
  });

  return { ...base, eventsRead: events, blocksWritten: spans.length, error: null, conflicts: await reportConflicts(db, feed, now) };
}

/** 304 and the blocks still reach the horizon: nothing to parse or rewrite, only the row's times. */
async function stillCurrent(db: Db, feed: FeedRow, now: Date, base: Omit<FeedSyncResult, "error">): Promise<FeedSyncResult> {
  await db.calendarFeed.updateMany({ where: { id: feed.id }, data: { lastSyncAt: now, lastSuccessAt: now, lastError: null } });
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
  body: true,
  expandedUntil: true,
  eventsRead: true,
  blocksWritten: true,
  studio: { select: { slug: true, timezone: true } },
  room: { select: { maxAdvanceDays: true } },
} as const;

/**
 * Sync feeds one after another: all of them, one studio's (`slug`), or only those due
 * (`dueMinutes`: not synced for that long — the worker's schedule).
 */
export async function syncCalendars(
  db: Db,
  clock: Clock,
  opts: { slug?: string; dueMinutes?: number } & SyncOptions = {},
): Promise<FeedSyncResult[]> {
  const now = clock.now();
  const feeds = await db.calendarFeed.findMany({
    where: {
      ...(opts.slug ? { studio: { slug: opts.slug } } : {}),
      ...(opts.dueMinutes
        ? { OR: [{ lastSyncAt: null }, { lastSyncAt: { lte: new Date(now.getTime() - opts.dueMinutes * 60_000 + 5_000) } }] }
        : {}),
    },
    select: FEED_SELECT,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const results: FeedSyncResult[] = [];
  for (const f of feeds) {
    try {
      results.push(await syncFeed(db, clock, f, opts));
    } catch (e) {
      // An unexpected failure (database, a feed removed by a concurrent import) stops this feed only.
      log.error("calendar feed sync crashed", { feedId: f.id, studio: f.studio.slug, ...errorFields(e) });
      results.push({
        feedId: f.id,
        slug: f.studio.slug,
        roomId: f.roomId,
        host: feedHost(f.url),
        notModified: false,
        eventsRead: 0,
        blocksWritten: 0,
        error: "internal error (see the log)",
        conflicts: [],
      });
    }
  }
  return results;
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
