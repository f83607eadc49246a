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
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { notFound } from "../../contract/errors";
import { requireOwner, type StaffActor } from "../staff/actor";
import { isoInZone } from "../bookings/view";
import { feedUrl, issueFeedSecret } from "../calendars/feed-out";
import { FEED_SELECT, syncFeed } from "../calendars/sync";

type CalendarFeedState = {
  id: string;
  roomId: string;
  roomName: string;
  url: string;
  lastSyncAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  eventsRead: number;
  blocksWritten: number;
};

export type Connections = {
  /** Always null: the URL is shown once, when rotated (see above). */
  bookingFeedUrl: string | null;
  /** When the studio-wide bookings feed was created (rotation keeps the row); null when it has none yet. */
  bookingFeedCreatedAt: string | null;
  calendarFeeds: CalendarFeedState[];
};

export type FeedSyncOutcome = {
  feed: CalendarFeedState;
  notModified: boolean;
  error: string | null;
  /** Bookings that the feed's new blocks overlap: they stand; the studio resolves them with the guest. */
  conflicts: { reference: string; startsAt: string; endsAt: string }[];
};

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

/** A new secret for the studio-wide bookings feed (created if it has none); its URL, shown this once. */
export async function rotateBookingFeed(db: Db, actor: StaffActor): Promise<{ bookingFeedUrl: string }> {
  requireOwner(actor, "settings");
  const studio = await db.studio.findUnique({ where: { id: actor.studioId }, select: { slug: true } });
  if (!studio) throw notFound("Studio");
  // TODO(lead): audit(tx, actor, { action: "booking_feed_rotated" }) once staff/audit.ts (helper B) is in.
  const { secret } = await issueFeedSecret(db, { slug: studio.slug, rotate: true });
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
