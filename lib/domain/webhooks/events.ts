// Webhook events (docs/webhooks.md, Events): written to the outbox (webhook_delivery) in the SAME
// transaction as the state change they report, one row per subscription of the studio that wants
// the type (a disabled one wants none: docs/webhooks.md, Failing endpoints), so an event exists
// iff its change committed. The worker delivers them (lib/domain/webhooks/deliver.ts). The event
// id is minted here, once, and is the same for every subscription: receivers de-duplicate on it
// (webhook-id). The row's id is the payload's `sequence` (added at delivery, deliver.ts): it grows
// with each event, so a receiver can order by it.
//
// Every payload is built by parsing it through its event type's schema (lib/contract/webhook-payloads.ts,
// docs/webhooks.md, Payload schemas) before it is stored: a mismatch is a bug, thrown outside
// production, logged and skipped in production (the booking's change still commits).
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { Prisma, type DbOrTx } from "../../infra/db";
import { isProduction } from "../../infra/env";
import { log } from "../../infra/log";
import {
  storedPayloadSchema,
  type BookingEventExtra,
  type BookingEventType,
  type PreviousSlot,
  type WebhookEventType,
} from "../../contract/webhook-payloads";
import { stringField } from "../../contract/shapes";

export { type WebhookEventType, type PreviousSlot };

/** A schema mismatch as `path: message` lines (the issues name fields, never values). */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
    .join("; ");
}

/**
 * The outbox payload `{ type, timestamp, data }` of an event, parsed through its schema; null
 * (logged) in production when it does not match, thrown elsewhere so tests fail loudly.
 */
export function buildPayload(type: WebhookEventType, now: Date, data: unknown, production = isProduction()): string | null {
  const parsed = storedPayloadSchema(type).safeParse({ type, timestamp: now.toISOString(), data });
  if (parsed.success) return JSON.stringify(parsed.data);
  const issues = describeIssues(parsed.error);
  if (!production) throw new Error(`webhook payload of ${type} does not match its schema: ${issues}`);
  log.error("webhook payload does not match its schema; event not queued", { type, issues });
  return null;
}

/**
 * Queue one event for every subscription of the studio that wants it; returns its id (or null: nobody
 * listens). A studio that is not verified has none queued: until an operator vouches for it, the
 * platform posts nothing for it (docs/webhooks.md, Unverified studios), and none is owed later.
 */
async function emitEvent(tx: DbOrTx, now: Date, studioId: string, type: WebhookEventType, data: unknown): Promise<string | null> {
  const payload = buildPayload(type, now, data);
  if (payload === null) return null;
  const eventId = `evt_${randomUUID()}`;
  // Delivery keeps one booking's events in order per subscription (docs/webhooks.md, Order).
  const bookingId = stringField(data, "bookingId") ?? null;
  const n = await tx.$executeRaw`
    INSERT INTO webhook_delivery ("eventId", "subscriptionId", type, "bookingId", payload, "nextAttemptAt", "createdAt")
    SELECT ${eventId}, s.id, ${type}, ${bookingId}::uuid, ${payload}::jsonb, ${now}, ${now}
      FROM webhook_subscription s
     WHERE s."studioId" = ${studioId}::uuid AND s."disabledAt" IS NULL AND (cardinality(s.events) = 0 OR ${type} = ANY (s.events))
       AND EXISTS (SELECT 1 FROM studio st WHERE st.id = s."studioId" AND st."verificationStatus" = 'live')`;
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
  /** jsonb, checked by the event's schema. */
  priceLines: unknown;
  extras: unknown;
  discount: unknown;
};

/**
 * A booking.* event of the booking with this id, read inside the transaction (after its change):
 * the booking's fields plus what the type's schema adds (`extra`, typed by that schema, so a new
 * event type's fields need nothing here).
 */
export async function emitBookingEvent<T extends BookingEventType>(
  tx: DbOrTx,
  now: Date,
  bookingId: string,
  type: T,
  ...[extra]: keyof BookingEventExtra<T> extends never ? [] : [BookingEventExtra<T>]
): Promise<string | null> {
  const rows = await tx.$queryRaw<BookingRowLike[]>`
    SELECT id, reference, "roomId", "studioId", status, "paymentMode", "paymentStatus", date, "startTime", "endTime",
           "priceCents", "depositCents", currency, "priceLines",
           COALESCE((SELECT jsonb_agg(jsonb_build_object('extraId', e->'extraId', 'quantity', e->'quantity', 'priceCents', e->'priceCents'))
                       FROM jsonb_array_elements(extras) e), '[]'::jsonb) AS extras,
           CASE WHEN promo IS NULL THEN NULL ELSE jsonb_build_object('code', promo->'code', 'discountCents', promo->'discountCents') END AS discount
      FROM booking WHERE id = ${bookingId}::uuid`;
  const b = rows[0];
  if (!b) return null;
  // The row's columns under the contract's names; the type's schema checks the rest (statuses, extras).
  const data = {
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
    priceLines: b.priceLines,
    extras: b.extras,
    discount: b.discount,
    ...extra,
  };
  return emitEvent(tx, now, b.studioId, type, data);
}

/**
 * hold.expired for each hold the CTE `holds` returns (columns id, studioId, roomId, date, startTime,
 * endTime): SQL for the sweep's statement, so the events commit with the expiry (one statement,
 * no transaction to build them in TS). Its payload is therefore parsed through the schema where
 * it is sent (deliver.ts), like every payload. One event id per hold.
 */
export function holdExpiredEventsSql(holds: string, now: Date): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO webhook_delivery ("eventId", "subscriptionId", type, payload, "nextAttemptAt", "createdAt")
    SELECT e.eid, s.id, 'hold.expired',
           jsonb_build_object('type', 'hold.expired', 'timestamp', ${now.toISOString()}::text, 'data',
             jsonb_build_object('holdId', e.id, 'roomId', e."roomId", 'date', e.date, 'startTime', e."startTime", 'endTime', e."endTime")),
           ${now}, ${now}
      FROM (SELECT h.*, 'evt_' || gen_random_uuid() AS eid FROM ${Prisma.raw(holds)} h) e
      JOIN webhook_subscription s ON s."studioId" = e."studioId" AND s."disabledAt" IS NULL
                                 AND (cardinality(s.events) = 0 OR 'hold.expired' = ANY (s.events))
      JOIN studio st ON st.id = s."studioId" AND st."verificationStatus" = 'live'
    RETURNING 1`;
}
