// The Booking schema (/docs), built from a booking row with its studio, site and room.
// Date and times are studio-local (the row keeps them as booked); the full timestamps are ISO
// 8601 with the studio zone's UTC offset, e.g. 2030-01-15T10:00:00+01:00.
import { DateTime } from "luxon";
import { Booking, BookingStatus, PaymentMode, PaymentStatus, type Locale } from "../../contract/schemas";
import { isLocale, localeOr, LOCALES } from "../../contract/locales";
import { beforeCancelDeadline } from "../../contract/cancel-rules";
import type { DbOrTx, Prisma } from "../../infra/db";
import { env } from "../../infra/env";
import { canonicalHost, servedDomain } from "../sites";
import { bookedExtrasOf, discountOf, priceLinesOf } from "../json-columns";
import { invoiceToken, payToken, receiptToken } from "./pay-token";

// `flags`: what the booking actions recorded (booking_flag), which their rules read (lib/domain/studio-actions/allowed.ts).
export const BOOKING_INCLUDE = { studio: { include: { site: true } }, room: true } as const satisfies Prisma.BookingInclude;
export type BookingFull = Prisma.BookingGetPayload<{ include: typeof BOOKING_INCLUDE }>;
/** With the staff's marks (checked in…), which only the studio's rules read: the guest's pages never load them. */
export const STAFF_BOOKING_INCLUDE = { ...BOOKING_INCLUDE, flags: true } as const satisfies Prisma.BookingInclude;
export type StaffBookingFull = Prisma.BookingGetPayload<{ include: typeof STAFF_BOOKING_INCLUDE }>;

/** ISO 8601 with the offset of `zone` at that instant, no milliseconds. */
export function isoInZone(d: Date, zone: string): string {
  return DateTime.fromJSDate(d, { zone }).toISO({ suppressMilliseconds: true })!;
}

/**
 * Booking.mayCancel: a confirmed or pending_payment booking whose start is more than
 * cancelNoticeHours (the snapshot taken at booking time) away from now.
 */
export function mayCancel(b: { status: string; startsAt: Date; cancelNoticeHours: number }, now: Date): boolean {
  if (b.status !== "confirmed" && b.status !== "pending_payment") return false;
  return beforeCancelDeadline(b.startsAt, b.cancelNoticeHours, now);
}

/**
 * Booking.mayReschedule (beyond the contract; docs/studio-settings.md, Guest reschedule): the studio
 * lets guests change the time, the booking is confirmed and it may still be cancelled online.
 */
function mayReschedule(
  b: { status: string; startsAt: Date; cancelNoticeHours: number; studio: { guestReschedule: boolean } },
  now: Date,
): boolean {
  return b.studio.guestReschedule && b.status === "confirmed" && mayCancel(b, now);
}

/** The row's coded columns, read through their contract enums (CHECKs or zod-checked writes keep them to these). */
export function toBooking(b: BookingFull, now: Date): Booking {
  const tz = b.studio.timezone;
  return {
    id: b.id,
    reference: b.reference,
    status: BookingStatus.parse(b.status),
    paymentMode: PaymentMode.parse(b.paymentMode),
    paymentStatus: PaymentStatus.parse(b.paymentStatus),
    studioName: b.studio.name,
    roomName: b.room.name,
    guestName: b.guestName,
    date: b.date,
    startTime: b.startTime,
    endTime: b.endTime,
    timezone: tz,
    startsAt: isoInZone(b.startsAt, tz),
    endsAt: isoInZone(b.endsAt, tz),
    minutes: b.minutes,
    priceCents: b.priceCents,
    depositCents: b.depositCents,
    currency: b.currency,
    cancelNoticeHours: b.cancelNoticeHours,
    mayCancel: mayCancel(b, now),
    notes: b.notes,
    paymentDueAt: b.paymentDueAt ? isoInZone(b.paymentDueAt, tz) : null,
    createdAt: isoInZone(b.createdAt, tz),
    cancelledBy: b.status === "cancelled" ? Booking.shape.cancelledBy.parse(b.cancelledBy ?? null) : null,
    cancelReason: b.status === "cancelled" ? b.cancelReason : null,
    mayReschedule: mayReschedule(b, now),
    partySize: b.partySize,
    priceLines: priceLinesOf(b.priceLines),
    extras: bookedExtrasOf(b.extras),
    discount: discountOf(b.promo),
    paidAtStudioCents: b.paidAtStudioCents,
  };
}

/** The guest's locale if the studio's site offers it, else the site's default. */
export function siteLocale(b: Pick<BookingFull, "locale" | "studio">): Locale {
  const site = b.studio.site;
  const offered: readonly string[] = site?.locales ?? LOCALES;
  if (isLocale(b.locale) && offered.includes(b.locale)) return b.locale;
  return localeOr(site?.defaultLocale);
}

/**
 * The booking's manage page on the studio's own site: the scheme of PUBLIC_BASE_URL, the
 * studio's canonical host and the guest's locale, e.g. https://www.studio.example/en/manage/<token>.
 */
export function manageUrl(b: BookingFull, token: string): string {
  return sitePageUrl(b, `manage/${token}`);
}

/**
 * The booking's room page on its site with the same length chosen, at its booking steps: the confirmation's "Book again"
 * (docs/booking-flow.md, Book again). The flow reads `minutes` from the query and keeps it for the day and start chosen.
 */
export function bookAgainUrl(b: Pick<BookingFull, "locale" | "studio" | "roomId" | "minutes">): string {
  return `${sitePageUrl(b, `rooms/${b.roomId}`)}?minutes=${b.minutes}#book`;
}

/** A payment link's page on the booking's site (docs/payments.md, Payment links). */
export function payLinkUrl(b: Pick<BookingFull, "locale" | "studio">, requestId: string): string {
  return sitePageUrl(b, `manage/pay/${payToken(requestId)}`);
}

/** A payment's receipt (a PDF) on the booking's site (docs/payments.md, Receipts). */
export function receiptUrl(b: Pick<BookingFull, "locale" | "studio">, paymentId: string): string {
  return sitePageUrl(b, `manage/receipt/${receiptToken(paymentId)}`);
}

/** An invoice's PDF on the booking's site (docs/invoices.md, The PDF). */
export function invoiceUrl(b: Pick<BookingFull, "locale" | "studio">, invoiceId: string): string {
  return sitePageUrl(b, `manage/invoice/${invoiceToken(invoiceId)}`);
}

/** The site's prepaid-hours page showing the balance of `code`, carried in the fragment (docs/prepaid-hours.md). */
export function hoursPageUrl(b: Pick<BookingFull, "locale" | "studio">, code: string): string {
  return `${sitePageUrl(b, "hours")}#${code}`;
}

/** The site's find-my-booking page, where a guest gets a fresh manage link (docs/decisions-bookings.md, Finding a booking). */
export function findBookingUrl(b: BookingFull): string {
  return sitePageUrl(b, "find-booking");
}

/** A page of the booking's site in its language, on the host it is served at ("https:" from PUBLIC_BASE_URL). */
function sitePageUrl(b: Pick<BookingFull, "locale" | "studio">, page: string): string {
  const scheme = new URL(env().PUBLIC_BASE_URL).protocol;
  const host = canonicalHost(b.studio.slug, servedDomain(b.studio, b.studio.site));
  return `${scheme}//${host}/${siteLocale(b)}/${page}`;
}

export async function loadBooking(db: DbOrTx, where: { id: string } | { manageTokenHash: string }): Promise<BookingFull | null> {
  return db.booking.findUnique({ where, include: BOOKING_INCLUDE });
}

/** Lock a booking row for the rest of the transaction; its id, or null when absent. */
export async function lockBooking(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM booking WHERE id = ${id}::uuid FOR UPDATE`;
  return rows.length === 1;
}
