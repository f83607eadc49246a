// One booking as the dashboard shows it (docs/dashboard.md, Data): every field with the guest's
// full contact, the price breakdown, refunds, the messages sent about it, its audit trail, and
// which studio actions this staff member may take on it now. Another studio's booking, or an id
// that is not one, is 404 RESOURCE_NOT_FOUND (never 403: ids cannot be probed).
import type { Clock } from "../../infra/clock";
import type { DbOrTx } from "../../infra/db";
import type { BookingPayment, PaymentRequest } from "../../generated/prisma/client";
import { env, stripeConfigured } from "../../infra/env";
import { notFound } from "../../contract/errors";
import { allowedActions } from "../../contract/booking-actions";
import type { BookingDetail as BookingDetailSchema } from "../../contract/dashboard-schemas";
import type { StaffActor } from "../staff/actor";
import { isoInZone, payLinkUrl } from "../bookings/view";
import { priceShares } from "../../contract/rates";
import { bookedExtrasOf, discountOf, priceLinesOf } from "../json-columns";
import { refundedCents } from "../payments/settle";
import { depositTakenCents, hasCardDeposit, LEDGER_METHODS, restAtStudioCents } from "../../contract/booking-money";
import { z } from "zod";
import { platformFeeCents } from "../payments/intents";
import { actionFacts } from "../studio-actions/allowed";
import { linkAccount, requestState } from "../payments/requests";
import { bookingInvoices } from "../invoices/studio";
import { noShowPolicyOf, policyApplies } from "../../contract/guests";
import { guestKeyOf } from "../guests/key";

/** One booking as the studio sees it: the shape is the API schema's (lib/contract/dashboard-schemas.ts). */
export type BookingDetail = z.output<typeof BookingDetailSchema>;

type GuestHistory = BookingDetail["guestHistory"];

const PaymentMethodOrNull = z.enum(LEDGER_METHODS).nullable();

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function bookingDetail(db: DbOrTx, clock: Clock, actor: StaffActor, bookingId: string): Promise<BookingDetail> {
  if (!UUID_RE.test(bookingId)) throw notFound("Booking");
  const b = await db.booking.findFirst({
    where: { id: bookingId, studioId: actor.studioId },
    include: {
      room: { select: { name: true, depositPercent: true, currency: true } },
      studio: { include: { site: true } },
      messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      flags: { orderBy: { setAt: "asc" } },
      payments: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      paymentRequests: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!b) throw notFound("Booking");
  const tz = b.studio.timezone;
  const iso = (d: Date | null) => (d ? isoInZone(d, tz) : null);
  const now = clock.now();
  const [audit, refunded, history, invoices, invoicing] = await Promise.all([
    db.studioAudit.findMany({
      where: { bookingId: b.id, studioId: actor.studioId },
      select: { at: true, actorName: true, actorEmail: true, actorRole: true, action: true, detail: true },
      orderBy: [{ at: "asc" }, { seq: "asc" }],
    }),
    refundedCents(db, b.id),
    guestHistory(db, actor.studioId, b, now),
    bookingInvoices(db, b),
    db.invoiceProfile.count({ where: { studioId: actor.studioId } }),
  ]);
  const lastPaymentMark = audit.findLast((a) => a.action === "booking.mark_paid" || a.action === "booking.mark_unpaid");

  return {
    id: b.id,
    reference: b.reference,
    roomId: b.roomId,
    roomName: b.room.name,
    date: b.date,
    startTime: b.startTime,
    endTime: b.endTime,
    startsAt: isoInZone(b.startsAt, tz),
    guestName: b.guestName,
    contact: b.contact,
    status: b.status,
    paymentMode: b.paymentMode,
    paymentStatus: b.paymentStatus,
    priceCents: b.priceCents,
    depositCents: b.depositCents,
    currency: b.currency,
    email: b.channel === "email" ? b.contact : b.email,
    phone: b.channel === "phone" ? b.contact : null,
    channel: b.channel,
    locale: b.locale,
    notes: b.notes,
    partySize: b.partySize,
    internalNote: b.internalNote,
    anonymized: b.anonymizedAt !== null,
    minutes: b.minutes,
    paymentIntentId: b.paymentIntentId,
    paymentDueAt: iso(b.paymentDueAt),
    cancelReason: b.cancelReason,
    cancelledBy: b.cancelledBy,
    cancelledAt: iso(b.cancelledAt),
    createdAt: isoInZone(b.createdAt, tz),
    priceBreakdown: {
      ...priceShares({
        priceCents: b.priceCents,
        priceLines: priceLinesOf(b.priceLines),
        extras: bookedExtrasOf(b.extras),
        discount: discountOf(b.promo),
      }),
      extras: bookedExtrasOf(b.extras),
      discount: discountOf(b.promo),
      minutes: b.minutes,
      priceCents: b.priceCents,
      depositCents: b.depositCents,
      restCents: b.priceCents - b.depositCents,
    },
    refundedCents: refunded,
    payments: b.payments.map((p) => paymentLine(p, tz)),
    paymentRequests: b.paymentRequests.map((r) => requestLine(r, b, now)),
    invoices,
    paidCents: depositTakenCents(b) + b.paidAtStudioCents,
    owedCents: b.status === "cancelled" ? 0 : restAtStudioCents(b),
    // Sent only on a direct charge on the studio's account (payments/intents.ts createDepositIntent),
    // and kept by the platform when the deposit is refunded: refunds do not set refund_application_fee.
    platformFeeCents: b.stripeAccountId && hasCardDeposit(b) ? platformFeeCents(b.depositCents) : 0,
    messages: b.messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      channel: m.channel,
      recipient: m.recipient,
      status: m.status,
      sentAt: iso(m.sentAt),
      createdAt: isoInZone(m.createdAt, tz),
      lastError: m.lastError,
    })),
    audit: audit.map((a) => ({
      at: isoInZone(a.at, tz),
      actorName: a.actorName,
      actorEmail: a.actorEmail,
      actorRole: a.actorRole === "owner" || a.actorRole === "staff" ? a.actorRole : null,
      action: a.action,
      detail: a.detail,
    })),
    // Which actions this member may take now: the rules the actions refuse by
    // (lib/contract/booking-actions), so a button is offered only where pressing it can work.
    actions: allowedActions(
      actionFacts(b, actor, now, {
        payments: stripeConfigured(env()),
        refundedCents: refunded,
        paidMarkUndoable: lastPaymentMark?.action === "booking.mark_paid",
        cardLinks: linkAccount(b.studio) !== false,
        invoicing: invoicing > 0,
        invoiced: invoices.some((i) => i.replacedBy === null),
      }),
    ),
    flags: b.flags.map((f) => ({ flag: f.flag, setAt: isoInZone(f.setAt, tz), setBy: f.setBy })),
    guestHistory: history,
  };
}

/** A payment link as the detail lists it: its link itself while it can be paid (docs/payments.md, Payment links). */
function requestLine(
  r: PaymentRequest,
  b: Parameters<typeof payLinkUrl>[0] & { studio: { timezone: string } },
  now: Date,
): BookingDetail["paymentRequests"][number] {
  const tz = b.studio.timezone;
  const status = requestState(r, now);
  return {
    id: r.id,
    amountCents: r.amountCents,
    note: r.note,
    status,
    askedAt: isoInZone(r.createdAt, tz),
    askedBy: r.actorName,
    expiresAt: isoInZone(r.expiresAt, tz),
    closedAt: r.closedAt ? isoInZone(r.closedAt, tz) : null,
    closedBy: r.closedByName,
    url: status === "open" ? payLinkUrl(b, r.id) : null,
  };
}

/** A payment at the studio as the detail lists it, its times in the studio's zone. */
function paymentLine(p: BookingPayment, tz: string): BookingDetail["payments"][number] {
  return {
    id: p.id,
    amountCents: p.amountCents,
    method: PaymentMethodOrNull.parse(p.method),
    note: p.note,
    recordedAt: isoInZone(p.createdAt, tz),
    recordedBy: p.actorName,
    refundedCents: p.refundedCents,
    voidedAt: p.voidedAt ? isoInZone(p.voidedAt, tz) : null,
    voidedBy: p.voidedByName,
    voidReason: p.voidReason,
    viaLink: p.paymentIntentId !== null,
  };
}

/**
 * The guest's other bookings at this studio: the same contact as identity.ts canonicalContact
 * counts it (booking_contact_key in SQL, indexed with the studio), with the guest's profile key and
 * tags, and whether the studio's no-show policy applies to them (docs/guests.md). A booking whose
 * guest data retention erased has no guest left to match.
 */
async function guestHistory(
  db: DbOrTx,
  studioId: string,
  b: { id: string; channel: string; contact: string; anonymizedAt: Date | null },
  now: Date,
): Promise<GuestHistory> {
  if (b.anonymizedAt)
    return {
      bookings: 0,
      noShows: 0,
      cancelled: 0,
      lastVisit: null,
      guestKey: null,
      tags: [],
      noShowWarning: false,
      noShowPolicy: "off",
      noShowThreshold: 2,
    };
  const [row] = await db.$queryRaw<
    (Omit<GuestHistory, "guestKey" | "noShowWarning" | "noShowPolicy" | "noShowThreshold"> & {
      contactKey: string;
      policy: string;
      threshold: number;
    })[]
  >`
    SELECT count(bk.id)::int AS bookings,
           count(bk.id) FILTER (WHERE bk.status = 'no_show')::int AS "noShows",
           count(bk.id) FILTER (WHERE bk.status = 'cancelled')::int AS cancelled,
           max(bk.date) FILTER (WHERE bk.status = 'completed' OR (bk.status = 'confirmed' AND bk."endsAt" <= ${now})) AS "lastVisit",
           g.key AS "contactKey", coalesce(min(p.tags), '{}') AS tags,
           min(s."noShowPolicy") AS policy, min(s."noShowThreshold") AS threshold
      FROM (SELECT booking_contact_key(${b.channel}, ${b.contact}) AS key) g
      JOIN studio s ON s.id = ${studioId}::uuid
      LEFT JOIN booking bk ON bk."studioId" = s.id AND booking_contact_key(bk.channel, bk.contact) = g.key
                          AND bk.id <> ${b.id}::uuid AND bk."anonymizedAt" IS NULL
      LEFT JOIN guest_profile p ON p."studioId" = s.id AND p."contactKey" = g.key
     GROUP BY g.key`;
  const { contactKey, policy, threshold, ...history } = row;
  const rule = { noShowPolicy: noShowPolicyOf(policy), noShowThreshold: threshold };
  return { ...history, guestKey: guestKeyOf(contactKey), noShowWarning: policyApplies(rule, history.noShows), ...rule };
}
