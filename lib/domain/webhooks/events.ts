// Webhook events (docs/webhooks.md, Events): written to the outbox (webhook_delivery) in the SAME
// transaction as the state change they report, one row per subscription of the studio that wants
// the type, so an event exists iff its change committed. The worker delivers them
// (lib/domain/webhooks/deliver.ts). The event id is minted here, once, and is the same for every
// subscription: receivers de-duplicate on it (webhook-id). The row's id is the payload's `sequence`
// (added at delivery, deliver.ts): it grows with each event, so a receiver can order by it.
import { randomUUID } from "node:crypto";
import { Prisma, type DbOrTx } from "../../infra/db";

import { WEBHOOK_EVENTS, type WebhookEventType } from "../../contract/webhooks";

export { WEBHOOK_EVENTS, type WebhookEventType };

/** Who ended a booking (booking.cancelled's `cancelledBy`). */
export type CancelledBy = "guest" | "studio" | "system";

/** The booking fields every booking.* event carries (the contract's names; times with the studio's offset where the Booking view has them). */
type BookingEventData = {
  bookingId: string;
  reference: string;
  roomId: string;
  status: string;
  paymentMode: string;
  paymentStatus: string;
  date: string;
  startTime: string;
  endTime: string;
  priceCents: number;
  depositCents: number;
  currency: string;
  cancelledBy?: CancelledBy;
  reason?: string;
  /** booking.rescheduled: where and when the booking was before the move (docs/webhooks.md, Events). */
  previous?: PreviousSlot;
  rescheduledBy?: "guest" | "studio";
};

/** A moved booking's former room and times (booking.rescheduled's `previous`). */
export type PreviousSlot = { roomId: string; date: string; startTime: string; endTime: string; priceCents: number };

type HoldExpiredData = { holdId: string; roomId: string; date: string; startTime: string; endTime: string };

/** Queue one event for every subscription of the studio that wants it; returns its id (or null: nobody listens). */
async function emitEvent(
  tx: DbOrTx,
  now: Date,
  studioId: string,
  type: WebhookEventType,
  data: BookingEventData | HoldExpiredData,
): Promise<string | null> {
  const eventId = `evt_${randomUUID()}`;
  const payload = JSON.stringify({ type, timestamp: now.toISOString(), data });
  // Delivery keeps one booking's events in order per subscription (docs/webhooks.md, Order).
  const bookingId = "bookingId" in data ? data.bookingId : null;
  const n = await tx.$executeRaw`
    INSERT INTO webhook_delivery ("eventId", "subscriptionId", type, "bookingId", payload, "nextAttemptAt", "createdAt")
    SELECT ${eventId}, s.id, ${type}, ${bookingId}::uuid, ${payload}::jsonb, ${now}, ${now}
      FROM webhook_subscription s
     WHERE s."studioId" = ${studioId}::uuid AND (cardinality(s.events) = 0 OR ${type} = ANY (s.events))`;
  return n > 0 ? eventId : null;
}

type BookingRowLike = {
  id: string;
  reference: string;
  roomId: string;
  studioId: string;
  status: string;
  paymentMode: string;
  paymentStatus: string;
  date: string;
  startTime: string;
  endTime: string;
  priceCents: number;
  depositCents: number;
  currency: string;
};

/** A booking.* event of the booking with this id, read inside the transaction (after its change). */
export async function emitBookingEvent(
  tx: DbOrTx,
  now: Date,
  bookingId: string,
  type: Exclude<WebhookEventType, "hold.expired">,
  extra: { cancelledBy?: CancelledBy; reason?: string; previous?: PreviousSlot; rescheduledBy?: "guest" | "studio" } = {},
): Promise<string | null> {
  const rows = await tx.$queryRaw<BookingRowLike[]>`
    SELECT id, reference, "roomId", "studioId", status, "paymentMode", "paymentStatus", date, "startTime", "endTime",
           "priceCents", "depositCents", currency
      FROM booking WHERE id = ${bookingId}::uuid`;
  const b = rows[0];
  if (!b) return null;
  const data: BookingEventData = {
    bookingId: b.id,
    reference: b.reference,
    roomId: b.roomId,
    status: b.status,
    paymentMode: b.paymentMode,
    paymentStatus: b.paymentStatus,
    date: b.date,
    startTime: b.startTime,
    endTime: b.endTime,
    priceCents: b.priceCents,
    depositCents: b.depositCents,
    currency: b.currency,
    ...(extra.cancelledBy ? { cancelledBy: extra.cancelledBy } : {}),
    ...(extra.reason ? { reason: extra.reason } : {}),
    ...(extra.previous ? { previous: extra.previous } : {}),
    ...(extra.rescheduledBy ? { rescheduledBy: extra.rescheduledBy } : {}),
  };
  return emitEvent(tx, now, b.studioId, type, data);
}

/**
 * hold.expired for each hold the CTE `holds` returns (columns id, studioId, roomId, date, startTime,
 * endTime): SQL for the sweep's statement, so the events commit with the expiry. One event id per hold.
 */
export function holdExpiredEventsSql(holds: string, now: Date): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO webhook_delivery ("eventId", "subscriptionId", type, payload, "nextAttemptAt", "createdAt")
    SELECT e.eid, s.id, 'hold.expired',
           jsonb_build_object('type', 'hold.expired', 'timestamp', ${now.toISOString()}::text, 'data',
             jsonb_build_object('holdId', e.id, 'roomId', e."roomId", 'date', e.date, 'startTime', e."startTime", 'endTime', e."endTime")),
           ${now}, ${now}
      FROM (SELECT h.*, 'evt_' || gen_random_uuid() AS eid FROM ${Prisma.raw(holds)} h) e
      JOIN webhook_subscription s ON s."studioId" = e."studioId" AND (cardinality(s.events) = 0 OR 'hold.expired' = ANY (s.events))
    RETURNING 1`;
}
