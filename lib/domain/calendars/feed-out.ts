// Bookings out: a studio's secret ICS feed (all rooms, or one room) that Google Calendar, Apple
// Calendar and Outlook subscribe to.
//
// - The secret is 32 random bytes (64 hex chars) shown once by `npm run studio:feed`; only its
//   SHA-256 is stored, like manage tokens. One feed per studio and scope: rotating replaces the
//   hash in place, so the old URL is unknown (404) from that commit on.
// - Content: one VEVENT per confirmed or pending_payment booking that ended at most 30 days ago
//   (completed and no_show too: they took place and should not vanish from the studio's
//   calendar), and cancelled bookings for 30 days after cancellation with STATUS:CANCELLED so
//   subscribed calendars drop them. No upper bound: a booking cannot lie beyond the horizon.
// - UID is the booking id at the studio's host (the same as in the guest's .ics); SEQUENCE is
//   the row's revision counter (a SQL trigger bumps it on every update); DTSTAMP and
//   LAST-MODIFIED are the row's updatedAt, so the body only changes when a booking does.
// - The ETag is a version stamp computed before anything is built (feedStamp), so a poll that
//   matches is a 304 from one aggregate over the window's rows (docs/performance.md, "Bookings feed").
// - The description carries the guest's FULL contact (email or phone): the feed is for the
//   studio's staff, who need to call or write to the guest, and the URL is already a secret as
//   strong as a password. Masking it would make the feed useless for that and protect nothing
//   the secret does not.
import { createHash, randomBytes } from "node:crypto";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { Prisma } from "../../generated/prisma/client";
import { env } from "../../infra/env";
import { ApiError, notFound } from "../../contract/errors";
import type { BookingFull } from "../bookings/view";
import { bookingUid } from "./guest";
import { buildCalendar, icsText, type IcsEvent } from "./ics-out";

const FEED_SECRET_RE = /^[0-9a-f]{64}$/;
const KEEP_PAST_MS = 30 * 86_400_000;

const hashFeedSecret = (secret: string) => createHash("sha256").update(secret, "utf8").digest("hex");
export const feedUrl = (secret: string) => `${env().PUBLIC_BASE_URL.replace(/\/$/, "")}/v1/feeds/${secret}.ics`;

// Refusals are ApiErrors like every domain error (the CLI prints their message); the old name stays for callers.

/** A secret issueFeedSecret made, for its caller's audit row. */
export type FeedIssued = { studioId: string; roomId: string | null; rotated: boolean };

/**
 * Create the feed of a studio (or one of its rooms) and return its secret. An existing feed is
 * kept unless `rotate`: its secret cannot be shown again (only the hash is stored). `record`
 * writes the audit row in the same transaction, like a webhook's secret's (docs/studio-actions.md,
 * Audit trail): a new URL opens every guest's contact, and a rotation cuts off every subscribed
 * calendar. It comes from the caller (staff/audit.ts auditFeedIssue, with its actor): calendars/
 * cannot import staff/, which reaches calendars/ through notifications/.
 */
export async function issueFeedSecret(
  db: Db,
  args: { slug: string; roomId?: string; rotate: boolean },
  record: (tx: DbOrTx, issued: FeedIssued) => Promise<void>,
): Promise<{ secret: string; rotated: boolean }> {
  const studio = await db.studio.findUnique({ where: { slug: args.slug }, include: { rooms: { select: { id: true } } } });
  if (!studio) throw new ApiError("RESOURCE_NOT_FOUND", `No studio with slug "${args.slug}"`);
  if (args.roomId && !studio.rooms.some((r) => r.id === args.roomId))
    throw new ApiError("RESOURCE_NOT_FOUND", `Room ${args.roomId} is not a room of "${args.slug}"`);
  const secret = randomBytes(32).toString("hex");
  const secretHash = hashFeedSecret(secret);
  const roomId = args.roomId ?? null;
  return inTransaction(db, async (tx) => {
    const existing = await tx.bookingFeed.findFirst({ where: { studioId: studio.id, roomId } });
    if (existing && !args.rotate) {
      throw new ApiError(
        "INVALID_STATE",
        `A feed for ${roomId ? `room ${roomId}` : "all rooms"} of "${args.slug}" already exists (created ${existing.createdAt.toISOString()}). ` +
          "Its URL was shown once and only a hash is stored; run again with --rotate for a new URL (the old one stops working).",
      );
    }
    if (existing) await tx.bookingFeed.update({ where: { id: existing.id }, data: { secretHash } });
    else await tx.bookingFeed.create({ data: { studioId: studio.id, roomId, secretHash } });
    await record(tx, { studioId: studio.id, roomId, rotated: !!existing });
    return { secret, rotated: !!existing };
  });
}

export type RenderedFeed = { body: string; etag: string };
export type OpenedFeed = { notModified: true; etag: string } | ({ notModified: false } & RenderedFeed);

/** Bumped when the body's format changes, so a deploy invalidates every subscriber's ETag. */
const FEED_FORMAT = "2";
const LIVE = Prisma.sql`('confirmed', 'pending_payment', 'completed', 'no_show')`;

type FeedRow = { studioId: string; roomId: string | null; studio: { name: string }; room: { name: string } | null };

async function findFeed(db: DbOrTx, secret: string) {
  if (!FEED_SECRET_RE.test(secret)) throw notFound("Feed");
  const feed = await db.bookingFeed.findUnique({ where: { secretHash: hashFeedSecret(secret) }, include: { studio: true, room: true } });
  // A studio that is not verified serves no feed (docs/calendars.md, Bookings out): its URL answers as an
  // unknown one until an operator verifies the studio, then the same URL works.
  if (!feed || feed.studio.verificationStatus !== "live") throw notFound("Feed");
  return feed;
}

/**
 * The feed's bookings: its window, each arm served by its own index (booking_studioId_endsAt_idx,
 * booking_feed_cancelled_idx), never the studio's whole history. Exported for the plan test.
 */
export function feedWindowWhere(studioId: string, roomId: string | null, since: Date): Prisma.Sql {
  return Prisma.sql`"studioId" = ${studioId}::uuid ${roomId ? Prisma.sql`AND "roomId" = ${roomId}::uuid` : Prisma.empty}
    AND ((status IN ${LIVE} AND "endsAt" >= ${since}) OR (status = 'cancelled' AND "cancelledAt" >= ${since}))`;
}

/**
 * The feed's version stamp, from one aggregate over the window's rows (no rendering): every
 * booking's id and SEQUENCE (bumped by a trigger on any change of the row, whatever wrote it),
 * so an insert, an update, a booking leaving the window or a deletion all change it; plus what
 * else the body shows (studio, site and room names, host, timezone: their updatedAt) and the
 * window's first day (the VTIMEZONE spans it). See docs/performance.md, "Bookings feed".
 */
async function feedStamp(db: DbOrTx, feed: FeedRow, since: Date): Promise<string> {
  const [row] = await db.$queryRaw<{ v: string | null; others: Date | null }[]>`
    SELECT md5(string_agg(id::text || ':' || sequence, ',' ORDER BY id)) AS v,
           (SELECT GREATEST(s."updatedAt", (SELECT max("updatedAt") FROM site_config WHERE "studioId" = s.id),
                            (SELECT max("updatedAt") FROM room WHERE "studioId" = s.id))
              FROM studio s WHERE s.id = ${feed.studioId}::uuid) AS others
      FROM booking WHERE ${feedWindowWhere(feed.studioId, feed.roomId, since)}`;
  const parts = [
    FEED_FORMAT,
    feed.studioId,
    feed.roomId ?? "",
    row?.v ?? "",
    row?.others?.toISOString() ?? "",
    since.toISOString().slice(0, 10),
  ];
  return `"${createHash("sha256").update(parts.join("|")).digest("hex").slice(0, 32)}"`;
}

/** A booking as the feed shows it: the row, its room's name, and the studio (read once per feed). */
type FeedBooking = Omit<BookingFull, "studio" | "room" | "flags"> & {
  room: { name: string };
  studio: { slug: string; timezone: string; verificationStatus: string; site: { customDomain: string | null } | null };
};

async function buildFeed(db: DbOrTx, feed: FeedRow, since: Date): Promise<string> {
  const ids = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM booking WHERE ${feedWindowWhere(feed.studioId, feed.roomId, since)} ORDER BY "startsAt", id`;
  // The studio once, not with every booking: a busy studio's window is thousands of rows.
  const studio = await db.studio.findUniqueOrThrow({
    where: { id: feed.studioId },
    select: { slug: true, timezone: true, verificationStatus: true, site: { select: { customDomain: true } } },
  });
  const rows = ids.length
    ? await db.booking.findMany({ where: { id: { in: ids.map((r) => r.id) } }, include: { room: { select: { name: true } } } })
    : [];
  const byId = new Map(rows.map((b) => [b.id, b]));
  const bookings = ids.flatMap((r) => {
    const b = byId.get(r.id);
    return b ? [{ ...b, studio }] : [];
  });
  const name = feed.room ? `${feed.studio.name} · ${feed.room.name}` : feed.studio.name;
  return icsText(buildCalendar(bookings.map(feedEvent), { name, around: since }));
}

/**
 * The feed a secret opens, answering a matching If-None-Match from the version stamp alone:
 * a 304 costs the feed lookup and one aggregate, and builds nothing. The stamp is taken before
 * the body, so a change in between only makes the next poll a 200, never a stale 304.
 * An unknown or malformed secret, or one of a studio not verified, is 404 RESOURCE_NOT_FOUND.
 */
export async function openFeed(db: DbOrTx, clock: Clock, secret: string, ifNoneMatch: string | null): Promise<OpenedFeed> {
  const feed = await findFeed(db, secret);
  const since = new Date(clock.now().getTime() - KEEP_PAST_MS);
  const etag = await feedStamp(db, feed, since);
  if (etagMatches(ifNoneMatch, etag)) return { notModified: true, etag };
  return { notModified: false, etag, body: await buildFeed(db, feed, since) };
}

/** The feed a secret opens, always built. */
export async function renderFeed(db: DbOrTx, clock: Clock, secret: string): Promise<RenderedFeed> {
  const feed = await findFeed(db, secret);
  const since = new Date(clock.now().getTime() - KEEP_PAST_MS);
  const etag = await feedStamp(db, feed, since);
  return { etag, body: await buildFeed(db, feed, since) };
}

const PAYMENT_MODE: Record<string, string> = { on_site: "pay on site", card: "card deposit" };

function feedEvent(b: FeedBooking): IcsEvent {
  const contact = [b.contact, b.email && b.email !== b.contact ? b.email : null].filter(Boolean).join(", ");
  const description = [
    `Reference: ${b.reference}`,
    `Guest: ${b.guestName}`,
    `Contact: ${contact}`,
    ...(b.notes ? [`Notes: ${b.notes}`] : []),
    `Payment: ${PAYMENT_MODE[b.paymentMode] ?? b.paymentMode}, ${b.paymentStatus}`,
    `Status: ${b.status}`,
  ].join("\n");
  return {
    uid: bookingUid(b),
    timezone: b.studio.timezone,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    stamp: b.updatedAt,
    lastModified: b.updatedAt,
    sequence: b.sequence,
    summary: `${b.room.name}: ${b.guestName} (${b.reference})${b.status === "pending_payment" ? " · payment pending" : ""}`,
    location: b.room.name,
    description,
    cancelled: b.status === "cancelled",
  };
}

/** If-None-Match matches the current ETag (a list, `*`, and weak validators count). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    const v = t.trim().replace(/^W\//, "");
    return v === "*" || v === etag;
  });
}
