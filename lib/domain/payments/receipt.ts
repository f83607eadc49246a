// A payment's receipt (docs/payments.md, Receipts): a PDF in the guest's language with the studio,
// the booking, the payment (amount, method, date) and where the booking's money stands after it.
// Reached by a signed link (bookings/pay-token.ts receiptToken) under the site's manage path, sent
// with the guest's message for each payment. Drawn with pdfkit's standard Helvetica (WinAnsi:
// Spanish and Catalan letters, "·" and "€" included).
import PDFDocument from "pdfkit";
import { addressLine } from "../../contract/booking-text";
import { depositTakenCents, restAtStudioCents } from "../../contract/booking-money";
import { notFound } from "../../contract/errors";
import type { Locale } from "../../contract/locales";
import type { DbOrTx } from "../../infra/db";
import { isoInZone } from "../bookings/view";
import { paymentIdOfReceipt } from "../bookings/pay-token";
import { entryOf } from "../../contract/shapes";

export type ReceiptTexts = {
  title: string;
  number: string;
  paidOn: string;
  amount: string;
  method: string;
  methods: Record<"cash" | "card_at_studio" | "bank_transfer" | "online", string>;
  methodUnsaid: string;
  booking: string;
  room: string;
  when: string;
  price: string;
  paidSoFar: string;
  owed: string;
  voided: string;
  givenBack: string;
};

export type ReceiptFacts = {
  number: string;
  studioName: string;
  studioAddress: string;
  paidAt: string;
  timezone: string;
  amountCents: number;
  method: string | null;
  voided: boolean;
  givenBackCents: number;
  reference: string;
  roomName: string;
  date: string;
  startTime: string;
  endTime: string;
  currency: string;
  priceCents: number;
  paidCents: number;
  owedCents: number;
};

/** The receipt behind a token, on the site of `studioSlug`; 404 for a malformed, altered or unknown token, or another studio's. */
export async function receiptOf(db: DbOrTx, token: string, studioSlug: string): Promise<ReceiptFacts> {
  const id = paymentIdOfReceipt(token);
  const p = id
    ? await db.bookingPayment.findUnique({ where: { id }, include: { booking: { include: { studio: true, room: true } } } })
    : null;
  if (!p || p.booking.studio.slug !== studioSlug) throw notFound("Receipt");
  const b = p.booking;
  // Numbered within the booking, in the order the payments were taken: "7KQ2-M9PX-2".
  const earlier = await db.bookingPayment.count({
    where: { bookingId: b.id, OR: [{ createdAt: { lt: p.createdAt } }, { createdAt: p.createdAt, id: { lt: p.id } }] },
  });
  return {
    number: `${b.reference}-${earlier + 1}`,
    studioName: b.studio.name,
    studioAddress: addressLine(b.studio),
    paidAt: isoInZone(p.createdAt, b.studio.timezone),
    timezone: b.studio.timezone,
    amountCents: p.amountCents,
    method: p.method,
    voided: p.voidedAt !== null,
    givenBackCents: p.refundedCents,
    reference: b.reference,
    roomName: b.room.name,
    date: b.date,
    startTime: b.startTime,
    endTime: b.endTime,
    currency: b.currency,
    priceCents: b.priceCents,
    paidCents: depositTakenCents(b) + b.paidAtStudioCents,
    owedCents: b.status === "cancelled" ? 0 : restAtStudioCents(b),
  };
}

type Format = { money: (cents: number) => string; instant: (iso: string) => string; day: (date: string) => string };

/** The receipt as a one-page A4 PDF. */
export function receiptPdf(f: ReceiptFacts, t: ReceiptTexts, locale: Locale, fmt: Format): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 56, lang: locale, info: { Title: `${t.title} ${f.number}`, Author: f.studioName } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.font("Helvetica-Bold").fontSize(20).text(t.title);
  doc.moveDown(0.3).font("Helvetica").fontSize(11).text(f.studioName);
  if (f.studioAddress) doc.text(f.studioAddress);
  doc.moveDown();
  const row = (label: string, value: string) => {
    doc.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(value);
  };
  row(t.number, f.number);
  row(t.paidOn, fmt.instant(f.paidAt));
  row(t.amount, fmt.money(f.amountCents));
  row(t.method, entryOf(t.methods, f.method) ?? t.methodUnsaid);
  if (f.givenBackCents > 0) row(t.givenBack, fmt.money(f.givenBackCents));
  if (f.voided) doc.moveDown(0.5).font("Helvetica-Bold").text(t.voided).font("Helvetica");
  doc.moveDown();
  row(t.booking, f.reference);
  row(t.room, f.roomName);
  row(t.when, `${fmt.day(f.date)}, ${f.startTime}–${f.endTime}`);
  row(t.price, fmt.money(f.priceCents));
  row(t.paidSoFar, fmt.money(f.paidCents));
  row(t.owed, fmt.money(f.owedCents));
  doc.end();
  return done;
}
