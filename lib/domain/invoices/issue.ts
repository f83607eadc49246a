// Issuing an invoice (docs/invoices.md): in the booking's transaction, under the lock of the
// studio's tax details (one issuer at a time per studio, so numbers and the chain follow one
// order), the series' next number, the chain's head, the record's hash and the row. A rollback
// gives the number back: the sequence has no gaps. An issued row is never changed (a trigger).
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { ApiError } from "../../contract/errors";
import type { InvoiceCustomer } from "../../contract/invoices";
import { depositTakenCents } from "../../contract/booking-money";
import type { DbOrTx } from "../../infra/db";
import type { Invoice as InvoiceRow } from "../../generated/prisma/client";
import type { BookingFull } from "../bookings/view";
import { invoiceNumber, recordHash } from "./chain";
import { invoiceCustomerOf } from "../json-columns";

/** Spain's ceiling for a simplified invoice, tax included (Real Decreto 1619/2012, art. 4). */
const SIMPLIFIED_MAX_CENTS = 40000;

export type InvoiceAsk =
  | { kind: "simplified" | "full"; customer: InvoiceCustomer | null }
  | { kind: "rectifying"; invoiceId: string; reason: string; customer: InvoiceCustomer | null };

type Profile = { legalName: string; taxId: string; address: string; taxRateBp: number; pricesIncludeTax: boolean };

const refuse = (message: string) => new ApiError("INVALID_STATE", message);

/** What the booking's invoice is for: its price; once cancelled, the money kept. */
async function invoicedCents(tx: DbOrTx, b: BookingFull): Promise<number> {
  if (b.status !== "cancelled") return b.priceCents;
  const [card, studio] = await Promise.all([
    // Refunds count as the figures count them (docs/dashboard.md, Figures): all but failed or cancelled ones.
    tx.bookingRefund.aggregate({ where: { bookingId: b.id, status: { notIn: ["failed", "canceled"] } }, _sum: { amountCents: true } }),
    tx.bookingPayment.aggregate({ where: { bookingId: b.id, voidedAt: null }, _sum: { refundedCents: true } }),
  ]);
  const given = (card._sum.amountCents ?? 0) + (studio._sum.refundedCents ?? 0);
  return Math.max(0, depositTakenCents(b) + b.paidAtStudioCents - given);
}

/** Tax base and tax of an amount, the way the studio's prices are set. */
function split(cents: number, p: Pick<Profile, "taxRateBp" | "pricesIncludeTax">) {
  if (!p.pricesIncludeTax) {
    const taxCents = Math.round((cents * p.taxRateBp) / 10000);
    return { baseCents: cents, taxCents, totalCents: cents + taxCents };
  }
  const baseCents = Math.round((cents * 10000) / (10000 + p.taxRateBp));
  return { baseCents, taxCents: cents - baseCents, totalCents: cents };
}

/** The booking's invoice in force: the latest one no later invoice replaced or corrected. */
export function standingInvoice(tx: DbOrTx, bookingId: string) {
  return tx.invoice.findFirst({ where: { bookingId, replacedBy: null }, orderBy: { chainPosition: "desc" } });
}

const sameCustomer = (a: unknown, b: InvoiceCustomer | null) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The kind, type code and the invoice replaced; or the standing invoice when the ask is already done. */
async function decide(tx: DbOrTx, b: BookingFull, ask: InvoiceAsk) {
  const standing = await standingInvoice(tx, b.id);
  const ofSimplified = (i: InvoiceRow) => i.typeCode === "F2" || i.typeCode === "R5";
  if (ask.kind === "rectifying") {
    const target = await tx.invoice.findFirst({ where: { id: ask.invoiceId, bookingId: b.id }, include: { replacedBy: true } });
    if (!target) throw new ApiError("RESOURCE_NOT_FOUND", "Unknown invoice, or one of another booking");
    if (target.replacedBy) {
      if (target.replacedBy.kind === "rectifying" && target.replacedBy.reason === ask.reason) return { done: target.replacedBy };
      throw refuse(`Invoice ${invoiceNumber(target.series, target.number)} was already replaced; correct the one that replaced it`);
    }
    const customer = ask.customer ?? invoiceCustomerOf(target.customer);
    return { kind: "rectifying" as const, typeCode: ofSimplified(target) ? "R5" : "R1", replaces: target, customer };
  }
  if (ask.kind === "simplified") {
    if (standing?.kind === "simplified") return { done: standing };
    if (standing)
      throw refuse(`This booking has invoice ${invoiceNumber(standing.series, standing.number)}; correct it with a rectifying invoice`);
    return { kind: "simplified" as const, typeCode: "F2", replaces: null, customer: null };
  }
  if (standing && !ofSimplified(standing)) {
    if (sameCustomer(standing.customer, ask.customer)) return { done: standing };
    throw refuse(`This booking has invoice ${invoiceNumber(standing.series, standing.number)}; correct it with a rectifying invoice`);
  }
  return standing
    ? { kind: "substitute" as const, typeCode: "F3", replaces: standing, customer: ask.customer }
    : { kind: "full" as const, typeCode: "F1", replaces: null, customer: ask.customer };
}

const SERIES_LETTER = { simplified: "T", full: "F", substitute: "F", rectifying: "R" } as const;

/** Issues the invoice `ask` describes for booking `b` (locked by the caller); `fresh` false when it was already issued. */
export async function issueInvoice(
  tx: DbOrTx,
  b: BookingFull,
  ask: InvoiceAsk,
  actorName: string | null,
  now: Date,
): Promise<{ invoice: InvoiceRow; fresh: boolean }> {
  const [profile] = await tx.$queryRaw<Profile[]>`
    SELECT "legalName", "taxId", address, "taxRateBp", "pricesIncludeTax" FROM invoice_profile
    WHERE "studioId" = ${b.studioId}::uuid FOR UPDATE`;
  if (!profile) throw refuse("The studio has no tax details yet: an owner adds them on the Invoices page");
  const d = await decide(tx, b, ask);
  if ("done" in d) return { invoice: d.done!, fresh: false };
  if (d.kind !== "simplified" && !d.customer) throw new ApiError("VALIDATION_ERROR", "A full invoice needs the customer's tax details");
  const money = split(await invoicedCents(tx, b), profile);
  if (d.kind !== "rectifying" && money.totalCents <= 0) throw refuse("Nothing to invoice: the booking's price is 0");
  if (d.kind === "simplified" && money.totalCents > SIMPLIFIED_MAX_CENTS)
    throw refuse("Above 400 € a simplified invoice is not allowed: issue a full invoice with the customer's tax details");

  const local = DateTime.fromJSDate(now, { zone: b.studio.timezone });
  const series = `${SERIES_LETTER[d.kind]}${local.year}`;
  const [{ lastNumber }] = await tx.$queryRaw<{ lastNumber: number }[]>`
    INSERT INTO invoice_series ("studioId", series, "lastNumber") VALUES (${b.studioId}::uuid, ${series}, 1)
    ON CONFLICT ("studioId", series) DO UPDATE SET "lastNumber" = invoice_series."lastNumber" + 1
    RETURNING "lastNumber"`;
  const head = await tx.invoice.findFirst({
    where: { studioId: b.studioId },
    orderBy: { chainPosition: "desc" },
    select: { chainPosition: true, hash: true },
  });
  const fields = {
    series,
    number: lastNumber,
    issueDate: local.toFormat("dd-MM-yyyy"),
    recordedAt: local.set({ millisecond: 0 }).toISO({ suppressMilliseconds: true })!,
    typeCode: d.typeCode,
    taxCents: money.taxCents,
    totalCents: money.totalCents,
    prevHash: head?.hash ?? null,
  };
  const seller = { legalName: profile.legalName, taxId: profile.taxId, address: profile.address };
  const invoice = await tx.invoice.create({
    data: {
      id: randomUUID(),
      studioId: b.studioId,
      bookingId: b.id,
      kind: d.kind,
      replacesId: d.replaces?.id ?? null,
      reason: ask.kind === "rectifying" ? ask.reason : null,
      issuedAt: now,
      seller,
      customer: d.customer ?? undefined,
      lines: [{ reference: b.reference, room: b.room.name, date: b.date, startTime: b.startTime, endTime: b.endTime }],
      currency: b.currency,
      baseCents: money.baseCents,
      taxRateBp: profile.taxRateBp,
      chainPosition: (head?.chainPosition ?? 0) + 1,
      hash: recordHash({ ...fields, sellerTaxId: profile.taxId }),
      actorName,
      ...fields,
    },
  });
  return { invoice, fresh: true };
}
