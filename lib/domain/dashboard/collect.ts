// "To collect today" (docs/dashboard.md, To collect today): the studio's bookings of its own
// today that still owe money at the desk — paid at the studio and not yet marked paid, or a card
// deposit paid with the rest due, refunded since or not (the rest stays price − deposit,
// lib/contract/booking-money.ts) — whatever their session's state (a no-show may still pay).
// One round trip over the (studioId, startsAt) index: the day is the studio's, so the instant
// bounds are padded by a day each side and the booked local date decides.
import type { Clock } from "../../infra/clock";
import type { DbOrTx } from "../../infra/db";
import type { StaffActor } from "../staff/actor";
import { OWED_SQL } from "../payments/ledger";

export type ToCollect = {
  id: string;
  reference: string;
  roomName: string;
  startTime: string;
  endTime: string;
  guestName: string;
  contact: string;
  status: string;
  paymentStatus: string;
  /** What is left to collect: the price, less a deposit paid by card and the payments at the studio (restAtStudioCents, in SQL). */
  dueCents: number;
  currency: string;
};

const DAY_MS = 86_400_000;

export async function toCollectToday(db: DbOrTx, clock: Clock, actor: StaffActor): Promise<ToCollect[]> {
  const now = clock.now();
  return db.$queryRaw<ToCollect[]>`
    SELECT b.id, b.reference, r.name AS "roomName", b."startTime", b."endTime", b."guestName", b.contact, b.status,
           b."paymentStatus",
           ${OWED_SQL} AS "dueCents",
           b.currency
      FROM booking b JOIN room r ON r.id = b."roomId" JOIN studio s ON s.id = b."studioId"
     WHERE b."studioId" = ${actor.studioId}::uuid
       AND b."startsAt" >= ${new Date(now.getTime() - 2 * DAY_MS)} AND b."startsAt" < ${new Date(now.getTime() + 2 * DAY_MS)}
       AND b.date = to_char(${now}::timestamptz AT TIME ZONE s.timezone, 'YYYY-MM-DD')
       AND b.status IN ('confirmed', 'completed', 'no_show')
       AND b."paymentStatus" IN ('unpaid', 'deposit_paid', 'refunded') AND ${OWED_SQL} > 0
     ORDER BY b."startsAt", b.id`;
}
