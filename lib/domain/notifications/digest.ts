// The studio's daily digest (docs/studio-settings.md, Daily digest): at DIGEST_HOUR studio time, one
// email to the studio with the next day's bookings, room by room (time, guest, contact, paid or not,
// notes). The every-minute sweep queues it (lib/worker/sweeps.ts): one message row per studio and
// date, its key unique, so two workers, a restart or a later minute never queue a second one; the
// worker sends it like any other message (send.ts), reading the bookings as they are then. A day
// without bookings gets no email: it is not queued, and skipped if its bookings went before it left.
import { DateTime } from "luxon";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { BCP47, DEFAULT_LOCALE, isLocale, type Locale } from "../../contract/locales";
import type { AgendaRow } from "../../contract/agenda";
import { bookingsOnDays } from "../dashboard/agenda";
import { enqueueMessage } from "./queue";
import { email, type Block, type RenderedEmail } from "./templates";
import { studioInbox } from "../studios/inbox";
import { fmt, getDict } from "../../i18n";
import type { PaymentStatus } from "../../contract/schemas";

/** The studio-local hour from which the next day's digest is due (until midnight: a later start sends none). */
const DIGEST_HOUR = 18;

const DAY_MS = 86_400_000;

/**
 * Queue the digest of every studio that has it on, whose own clock reads DIGEST_HOUR or later, for its
 * tomorrow, when that day has a booking not cancelled and no digest was queued for it yet. One
 * statement decides and writes (the key's unique index settles two sweeps at once); each new row
 * gets its job in the same transaction (the message sweep would find a row without one anyway). Returns how many were queued.
 */
export async function queueStudioDigests(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  // Every zone is within a day of UTC: the padded instants let the (studioId, startsAt) index read only about two days.
  const from = new Date(now.getTime() - DAY_MS);
  const to = new Date(now.getTime() + 3 * DAY_MS);
  return inTransaction(db, async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`
    WITH due AS (
      SELECT s.id, COALESCE(s."notifyEmail", s.email) AS email, COALESCE(c."defaultLocale", ${DEFAULT_LOCALE}) AS locale,
             to_char(((${now}::timestamptz AT TIME ZONE s.timezone)::date + 1), 'YYYY-MM-DD') AS day
        FROM studio s LEFT JOIN site_config c ON c."studioId" = s.id
       WHERE s."dailyDigest" AND extract(hour FROM (${now}::timestamptz AT TIME ZONE s.timezone)) >= ${DIGEST_HOUR}::int
    )
    INSERT INTO message (id, key, "bookingId", kind, channel, recipient, locale, status, "sendAfter", detail)
    SELECT gen_random_uuid(), 'studio:' || d.id || ':studio_digest:' || d.day, NULL, 'studio_digest', 'email', d.email, d.locale,
           'queued', ${now}, jsonb_build_object('studioId', d.id, 'date', d.day)
      FROM due d
     WHERE EXISTS (SELECT 1 FROM booking b
                    WHERE b."studioId" = d.id AND b."startsAt" >= ${from} AND b."startsAt" < ${to}
                      AND b.date = d.day AND b.status <> 'cancelled')
    ON CONFLICT (key) DO NOTHING
    RETURNING id`;
    for (const r of rows) await enqueueMessage(tx, r.id);
    return rows.length;
  });
}

export type StudioDigest = {
  studioName: string;
  /** The studio's address now (the message row keeps the one it had when queued). */
  recipient: string;
  on: boolean;
  date: string;
  timezone: string;
  rooms: { name: string; bookings: AgendaRow[] }[];
};

/** What a queued digest lists, read at send time; null when the studio is gone. */
export async function loadStudioDigest(db: DbOrTx, detail: Record<string, unknown> | null): Promise<StudioDigest | null> {
  const studioId = typeof detail?.studioId === "string" ? detail.studioId : null;
  const date = typeof detail?.date === "string" ? detail.date : null;
  if (!studioId || !date) return null;
  const studio = await db.studio.findUnique({
    where: { id: studioId },
    select: {
      name: true,
      email: true,
      notifyEmail: true,
      timezone: true,
      dailyDigest: true,
      rooms: { select: { id: true, name: true }, orderBy: { position: "asc" } },
    },
  });
  if (!studio) return null;
  const bookings = await bookingsOnDays(db, { studioId }, [date]);
  const rooms = studio.rooms
    .map((room) => ({ name: room.name, bookings: bookings.filter((b) => b.roomId === room.id) }))
    .filter((r) => r.bookings.length > 0);
  return { studioName: studio.name, recipient: studioInbox(studio), on: studio.dailyDigest, date, timezone: studio.timezone, rooms };
}

type Payment = Exclude<PaymentStatus, "refunded">;
const paymentOf = (b: AgendaRow): Payment =>
  b.paymentStatus === "paid" || b.paymentStatus === "deposit_paid" || b.paymentStatus === "pending" ? b.paymentStatus : "unpaid";

/** The digest's email in the studio's language; null when the day has no booking left. */
export function renderStudioDigest(d: StudioDigest, locale: string): RenderedEmail | null {
  const l: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const t = getDict(l).digest;
  const n = d.rooms.reduce((sum, r) => sum + r.bookings.length, 0);
  if (n === 0) return null;
  const day = DateTime.fromISO(d.date, { zone: d.timezone }).setLocale(BCP47[l]).toLocaleString(DateTime.DATE_HUGE);
  const blocks: Block[] = [{ p: fmt(t.intro, { date: day, count: n }, l) }];
  for (const room of d.rooms) {
    blocks.push({ p: room.name });
    blocks.push({
      rows: room.bookings.map((b) => {
        const contact = [b.phone, b.email].filter(Boolean).join(" · ") || t.noContact;
        const lines = [b.guestName, contact, t.payment[paymentOf(b)]];
        if (b.notes) lines.push(`${t.notes}: ${b.notes}`);
        return [`${b.startTime}–${b.endTime}`, lines.join("\n")];
      }),
    });
  }
  blocks.push({ p: t.footer });
  return email(fmt(t.subject, { studio: d.studioName, count: n }, l), blocks);
}
