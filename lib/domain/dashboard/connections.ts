// The dashboard's connections page (docs/dashboard.md, Data): the studio's bookings feed (out) and
// its rooms' calendar feeds (in, docs/calendars.md).
//
// - The bookings feed's secret is stored as a hash only (docs/decisions-calendars.md, Bookings feed), so its
//   URL cannot be read back: `bookingFeedUrl` is always null here, and the URL is shown once, in
//   the answer of rotateBookingFeed. Rotating replaces the hash in the same row, so the old URL
//   stops working at that commit. Rotation is for owners (it cuts off every calendar subscribed to
//   the old URL, and the URL opens every guest's contact).
// - Calendar feed URLs are secrets too (Google's "secret address"): they are shown to the
//   studio's own staff, who entered them, and never logged.
// - "Sync now" runs the worker's own sync of one feed (calendars/sync.ts) and answers the feed's
//   state afterwards; a failed fetch is reported in `lastError`, not as an HTTP error.
import type { z } from "zod";
import type * as S from "../../contract/dashboard-schemas";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { ApiError, notFound } from "../../contract/errors";
import { requireOwner, type StaffActor } from "../staff/actor";
import { audit, auditFeedIssue } from "../staff/audit";
import { isoInZone } from "../bookings/view";
import { feedUrl, issueFeedSecret } from "../calendars/feed-out";
import { FEED_SELECT, syncFeed } from "../calendars/sync";
import { inTransaction } from "../../infra/tx";

// The shapes are the API schemas' (lib/contract/dashboard-schemas.ts), declared once.
type CalendarFeedState = z.output<typeof S.CalendarFeedState>;
export type Connections = z.output<typeof S.Connections>;
export type FeedSyncOutcome = z.output<typeof S.FeedSyncOutcome>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FEED_STATE_SELECT = {
  id: true,
  roomId: true,
  url: true,
  lastSyncAt: true,
  lastSuccessAt: true,
  lastError: true,
  eventsRead: true,
  blocksWritten: true,
  pausedAt: true,
  room: { select: { name: true, position: true } },
} as const;

type FeedStateRow = {
  id: string;
  roomId: string;
  url: string;
  lastSyncAt: Date | null;
  lastSuccessAt: Date | null;
  lastError: string | null;
  eventsRead: number;
  blocksWritten: number;
  pausedAt: Date | null;
  room: { name: string };
};

function feedState(f: FeedStateRow, tz: string): CalendarFeedState {
  const iso = (d: Date | null) => (d ? isoInZone(d, tz) : null);
  return {
    id: f.id,
    roomId: f.roomId,
    roomName: f.room.name,
    url: f.url,
    lastSyncAt: iso(f.lastSyncAt),
    lastSuccessAt: iso(f.lastSuccessAt),
    lastError: f.lastError,
    eventsRead: f.eventsRead,
    blocksWritten: f.blocksWritten,
    pausedAt: iso(f.pausedAt),
  };
}

export async function studioConnections(db: DbOrTx, actor: StaffActor): Promise<Connections> {
  const studio = await db.studio.findUnique({
    where: { id: actor.studioId },
    select: {
      timezone: true,
      bookingFeeds: { where: { roomId: null }, select: { createdAt: true } },
      calendarFeeds: { select: FEED_STATE_SELECT, orderBy: [{ room: { position: "asc" } }, { createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!studio) throw notFound("Studio");
  const feed = studio.bookingFeeds[0];
  return {
    bookingFeedUrl: null,
    bookingFeedCreatedAt: feed ? isoInZone(feed.createdAt, studio.timezone) : null,
    calendarFeeds: studio.calendarFeeds.map((f) => feedState(f, studio.timezone)),
  };
}

/** A new secret for the studio-wide bookings feed (created if it has none), audited; its URL, shown this once. */
export async function rotateBookingFeed(db: Db, clock: Clock, actor: StaffActor): Promise<{ bookingFeedUrl: string }> {
  requireOwner(actor, "settings");
  const studio = await db.studio.findUnique({ where: { id: actor.studioId }, select: { slug: true } });
  if (!studio) throw notFound("Studio");
  const { secret } = await issueFeedSecret(db, { slug: studio.slug, rotate: true }, auditFeedIssue(clock, actor));
  return { bookingFeedUrl: feedUrl(secret) };
}

/** Fetch one of the studio's calendar feeds now; another studio's feed (or no feed) is 404. */
export async function syncCalendarFeedNow(db: Db, clock: Clock, actor: StaffActor, feedId: string): Promise<FeedSyncOutcome> {
  if (!UUID_RE.test(feedId)) throw notFound("Calendar feed");
  const row = await db.calendarFeed.findFirst({ where: { id: feedId, studioId: actor.studioId }, select: FEED_SELECT });
  if (!row) throw notFound("Calendar feed");
  const result = await syncFeed(db, clock, row);
  const after = await db.calendarFeed.findUnique({ where: { id: feedId }, select: FEED_STATE_SELECT });
  if (!after) throw notFound("Calendar feed"); // removed by a studio import meanwhile
  const tz = row.studio.timezone;
  return {
    feed: feedState(after, tz),
    notModified: result.notModified,
    error: result.error,
    conflicts: result.conflicts.map((c) => ({
      reference: c.reference,
      startsAt: isoInZone(c.startsAt, tz),
      endsAt: isoInZone(c.endsAt, tz),
    })),
  };
}

/** An http(s) URL (https in production, checked when fetched, lib/domain/calendars/fetch-feed.ts), as a studio file's feed. */
const FEED_URL_RE = /^https?:\/\/[^\s]+$/i;

/**
 * A calendar (an `.ics` URL: Google's "secret address", Apple's or Outlook's published calendar)
 * whose events become busy time in one room, fetched at once; the answer is its first sync, a
 * failed fetch reported in `error` as for "Sync now". Owners only; the same URL twice for one room
 * is 409 INVALID_STATE; a URL that is not http(s) is 400 VALIDATION_ERROR (docs/calendars.md).
 */
export async function addCalendarFeed(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  input: { roomId: string; url: string },
): Promise<FeedSyncOutcome> {
  requireOwner(actor, "settings");
  const url = input.url.trim();
  if (url.length > 2048 || !FEED_URL_RE.test(url) || !URL.canParse(url))
    throw new ApiError("VALIDATION_ERROR", "url: must be an http(s) address of a calendar (.ics)", { details: { field: "url" } });
  if (!UUID_RE.test(input.roomId)) throw notFound("Room");
  const room = await db.room.findFirst({ where: { id: input.roomId, studioId: actor.studioId }, select: { id: true } });
  if (!room) throw notFound("Room");
  const made = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO calendar_feed (id, "studioId", "roomId", url) VALUES (gen_random_uuid(), ${actor.studioId}::uuid, ${room.id}::uuid, ${url})
    ON CONFLICT ("roomId", url) DO NOTHING RETURNING id`;
  if (!made.length)
    throw new ApiError("INVALID_STATE", "That calendar is already connected to this room", {
      details: { field: "url", reason: "duplicate" },
    });
  await audit(db, actor, { action: "calendar_feed.add", detail: { roomId: room.id }, at: clock.now() });
  return syncCalendarFeedNow(db, clock, actor, made[0].id);
}

/** A calendar feed removed with the busy time it brought (its blocks go with it). Owners only; not the studio's: 404. */
export async function removeCalendarFeed(db: Db, clock: Clock, actor: StaffActor, feedId: string): Promise<void> {
  requireOwner(actor, "settings");
  if (!UUID_RE.test(feedId)) throw notFound("Calendar feed");
  const gone = await db.calendarFeed.deleteMany({ where: { id: feedId, studioId: actor.studioId } });
  if (!gone.count) throw notFound("Calendar feed");
  await audit(db, actor, { action: "calendar_feed.remove", detail: { feedId }, at: clock.now() });
}

/**
 * Pause or resume one of the studio's calendar feeds (owners): a paused feed is not synced by the
 * worker or `calendar:sync`, and keeps the busy time it brought (a pause must not free taken
 * times, as a failing feed does not); resuming syncs it at the worker's next run. Audited in the
 * same transaction; pausing a paused feed changes nothing and writes no row. The feed as it is now.
 */
export async function setCalendarFeedPaused(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  feedId: string,
  paused: boolean,
): Promise<CalendarFeedState> {
  requireOwner(actor, "settings");
  if (!UUID_RE.test(feedId)) throw notFound("Calendar feed");
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const changed = await tx.calendarFeed.updateMany({
      where: { id: feedId, studioId: actor.studioId, pausedAt: paused ? null : { not: null } },
      data: { pausedAt: paused ? now : null },
    });
    const after = await tx.calendarFeed.findFirst({
      where: { id: feedId, studioId: actor.studioId },
      select: { ...FEED_STATE_SELECT, studio: { select: { timezone: true } } },
    });
    if (!after) throw notFound("Calendar feed");
    if (changed.count)
      await audit(tx, actor, {
        action: paused ? "calendar_feed.pause" : "calendar_feed.resume",
        detail: { feedId, roomId: after.roomId },
        at: now,
      });
    return feedState(after, after.studio.timezone);
  });
}
