// "Now and next" (docs/dashboard.md, Now and next): the first thing the dashboard shows at the desk
// and on a phone. Today's sessions (studio-local) that have not ended, the one under way first, at
// most four: each with its guest, room, what is left to pay, and whether it may be checked in or
// marked paid now, decided by the same rules the actions apply (lib/contract/booking-actions).
// One round trip over the (studioId, startsAt) index, as "to collect today" reads it.
import type { Clock } from "../../infra/clock";
import type { DbOrTx } from "../../infra/db";
import type { Locale } from "../../contract/locales";
import { checkIn } from "../../contract/booking-actions/check-in";
import { markPaid } from "../../contract/booking-actions/mark-paid";
import { OWED_SQL } from "../payments/ledger";
import { actionFacts } from "../studio-actions/allowed";
import type { StaffActor } from "../staff/actor";
import { paidTexts } from "./paid-texts";
import type { NowNextItem } from "../../contract/now-next";

const DAY_MS = 86_400_000;
/** The session under way and the next three: what fits a phone's first screen. */
const SHOWN = 4;

type Row = {
  id: string;
  reference: string;
  roomName: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  guestName: string;
  channel: string;
  contact: string;
  locale: string;
  status: string;
  paymentStatus: string;
  paymentIntentId: string | null;
  depositCents: number;
  paidAtStudioCents: number;
  priceCents: number;
  dueCents: number;
  currency: string;
  flags: string[];
};

export async function nowAndNext(
  db: DbOrTx,
  clock: Clock,
  actor: StaffActor,
  studio: { name: string },
  pageLocale: Locale,
): Promise<NowNextItem[]> {
  const now = clock.now();
  const rows = await db.$queryRaw<Row[]>`
    SELECT b.id, b.reference, r.name AS "roomName", b."startTime", b."endTime", b."startsAt", b."endsAt", b."guestName",
           b.channel, b.contact, b.locale, b.status, b."paymentStatus", b."paymentIntentId", b."depositCents",
           b."paidAtStudioCents", b."priceCents", ${OWED_SQL} AS "dueCents", b.currency,
           COALESCE((SELECT array_agg(f.flag ORDER BY f."setAt") FROM booking_flag f WHERE f."bookingId" = b.id), '{}') AS flags
      FROM booking b JOIN room r ON r.id = b."roomId" JOIN studio s ON s.id = b."studioId"
     WHERE b."studioId" = ${actor.studioId}::uuid
       AND b."startsAt" >= ${new Date(now.getTime() - 2 * DAY_MS)} AND b."startsAt" < ${new Date(now.getTime() + 2 * DAY_MS)}
       AND b.date = to_char(${now}::timestamptz AT TIME ZONE s.timezone, 'YYYY-MM-DD')
       AND b.status = 'confirmed' AND b."endsAt" > ${now}
     ORDER BY b."startsAt", r.position, b.id
     LIMIT ${SHOWN}`;
  return rows.map((b) => {
    const facts = actionFacts({ ...b, flags: b.flags.map((flag) => ({ flag })) }, actor, now);
    return {
      id: b.id,
      reference: b.reference,
      roomName: b.roomName,
      startTime: b.startTime,
      endTime: b.endTime,
      guestName: b.guestName,
      phone: b.channel === "phone" ? b.contact : null,
      running: b.startsAt.getTime() <= now.getTime(),
      checkedIn: b.flags.includes("checked_in"),
      mayCheckIn: checkIn.rules.checkIn(facts) === null,
      mayMarkPaid: markPaid.rules.markPaid(facts) === null,
      paymentStatus: b.paymentStatus,
      dueCents: b.dueCents,
      currency: b.currency,
      paidPreview: paidTexts({ ...b, messages: [] }, studio.name, pageLocale).paidPreview,
    };
  });
}
