// A guest's profile (docs/guests.md, The profile): a studio-scoped view of one guest, keyed by their
// contact as booking_contact_key() folds it (no guest accounts exist), plus the notes and tags the
// studio keeps about them (guest_profile). Staff only: every read is of the actor's studio, and a key
// with no booking there is 404 RESOURCE_NOT_FOUND, whatever another studio knows of that contact.
import type { z } from "zod";
import type { GuestProfile as GuestProfileSchema } from "../../contract/dashboard-schemas";
import type { GuestNotesBody } from "../../contract/studio-schemas";
import { notFound } from "../../contract/errors";
import { noShowPolicyOf, policyApplies } from "../../contract/guests";
import type { Clock } from "../../infra/clock";
import { Prisma, type Db, type DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import type { StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { isoInZone } from "../bookings/view";
import { OWED_SQL } from "../payments/ledger";
import { contactKeyOf, guestKeyOf } from "./key";
import { randomUUID } from "node:crypto";

export type GuestProfile = z.output<typeof GuestProfileSchema>;
type History = GuestProfile["history"];

/** How many of a guest's bookings the profile lists (the counts and what is owed cover all of them). */
const HISTORY_MAX = 200;

const SAME_GUEST = (key: string) => Prisma.sql`b."anonymizedAt" IS NULL AND booking_contact_key(b.channel, b.contact) = ${key}`;

export async function guestProfile(db: DbOrTx, clock: Clock, actor: StaffActor, guestKey: string): Promise<GuestProfile> {
  const key = contactKeyOf(guestKey);
  if (key === null) throw notFound("Guest");
  const now = clock.now();
  const where = Prisma.sql`b."studioId" = ${actor.studioId}::uuid AND ${SAME_GUEST(key)}`;
  const [history, [counts], owed, studio, profile] = await Promise.all([
    db.$queryRaw<(History[number] & { startsAt: Date })[]>`
      SELECT b.id, b.reference, r.name AS "roomName", b.date, b."startTime", b."endTime", b.status, b."paymentStatus",
             ${OWED_SQL} AS "owedCents", b.currency, b."startsAt"
        FROM booking b JOIN room r ON r.id = b."roomId"
       WHERE ${where} ORDER BY b."startsAt" DESC, b.id LIMIT ${HISTORY_MAX}`,
    db.$queryRaw<{ bookings: number; noShows: number; cancelled: number; lastVisit: string | null }[]>`
      SELECT count(*)::int AS bookings, count(*) FILTER (WHERE b.status = 'no_show')::int AS "noShows",
             count(*) FILTER (WHERE b.status = 'cancelled')::int AS cancelled,
             max(b.date) FILTER (WHERE b.status = 'completed' OR (b.status = 'confirmed' AND b."endsAt" <= ${now})) AS "lastVisit"
        FROM booking b WHERE ${where}`,
    db.$queryRaw<{ currency: string; owedCents: number }[]>`
      SELECT b.currency, sum(${OWED_SQL})::int AS "owedCents" FROM booking b
       WHERE ${where} AND ${OWED_SQL} > 0 GROUP BY b.currency ORDER BY b.currency`,
    db.studio.findUniqueOrThrow({ where: { id: actor.studioId }, select: { noShowPolicy: true, noShowThreshold: true, timezone: true } }),
    db.guestProfile.findUnique({ where: { studioId_contactKey: { studioId: actor.studioId, contactKey: key } } }),
  ]);
  if (counts.bookings === 0) throw notFound("Guest");
  // Name and contact as the latest booking has them (the guest's own latest spelling).
  const latest = await db.booking.findFirstOrThrow({
    where: { id: history[0].id },
    select: { guestName: true, channel: true, contact: true, email: true },
  });
  const policy = { noShowPolicy: noShowPolicyOf(studio.noShowPolicy), noShowThreshold: studio.noShowThreshold };
  return {
    guestKey: guestKeyOf(key),
    guestName: latest.guestName,
    channel: latest.channel === "phone" ? "phone" : "email",
    contact: latest.contact,
    email: latest.email,
    ...counts,
    owed,
    notes: profile?.notes ?? "",
    tags: profile?.tags ?? [],
    notesUpdatedAt: profile ? isoInZone(profile.updatedAt, studio.timezone) : null,
    ...policy,
    noShowWarning: policyApplies(policy, counts.noShows),
    history: history.map(({ startsAt: _s, ...h }) => h),
  };
}

/**
 * Save the studio's notes and tags about a guest (docs/guests.md, Notes and tags): one row per
 * (studio, guest), made on the first save, under its row lock; audited with what changed. Only a
 * guest of this studio (a booking here) can have them.
 */
export async function saveGuestNotes(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  guestKey: string,
  body: z.output<typeof GuestNotesBody>,
): Promise<GuestProfile> {
  const key = contactKeyOf(guestKey);
  if (key === null) throw notFound("Guest");
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    const [known] = await tx.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM (SELECT 1 FROM booking b WHERE b."studioId" = ${actor.studioId}::uuid AND ${SAME_GUEST(key)} LIMIT 1) x`;
    if (known.n === 0) throw notFound("Guest");
    await tx.$executeRaw`
      INSERT INTO guest_profile (id, "studioId", "contactKey", "updatedAt") VALUES (${randomUUID()}::uuid, ${actor.studioId}::uuid, ${key}, ${now})
      ON CONFLICT ("studioId", "contactKey") DO NOTHING`;
    const [before] = await tx.$queryRaw<{ id: string; notes: string; tags: string[] }[]>`
      SELECT id, notes, tags FROM guest_profile WHERE "studioId" = ${actor.studioId}::uuid AND "contactKey" = ${key} FOR UPDATE`;
    const notes = body.notes ?? before.notes;
    const tags = body.tags ?? before.tags;
    const changed: Prisma.InputJsonObject = {
      ...(notes !== before.notes ? { notes: { from: before.notes, to: notes } } : {}),
      ...(JSON.stringify(tags) !== JSON.stringify(before.tags) ? { tags: { from: before.tags, to: tags } } : {}),
    };
    if (Object.keys(changed).length === 0) return;
    await tx.guestProfile.update({ where: { id: before.id }, data: { notes, tags, updatedAt: now } });
    // The guest is named by their key, not their contact: the trail names who changed what.
    await audit(tx, actor, { action: "guest.notes", detail: { guestKey: guestKeyOf(key), ...changed }, at: now });
  });
  return guestProfile(db, clock, actor, guestKey);
}

/** The guest key of a booking of the actor's studio; null for another studio's, an id that is not one, or an erased guest. */
export async function guestKeyOfBooking(db: DbOrTx, actor: Pick<StaffActor, "studioId">, bookingId: string): Promise<string | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(bookingId)) return null;
  const [row] = await db.$queryRaw<{ key: string }[]>`
    SELECT booking_contact_key(channel, contact) AS key FROM booking
     WHERE id = ${bookingId}::uuid AND "studioId" = ${actor.studioId}::uuid AND "anonymizedAt" IS NULL`;
  return row ? guestKeyOf(row.key) : null;
}
