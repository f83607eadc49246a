// The month for the accountant (docs/invoices.md, For the accountant): one ZIP archive with the
// month's invoices (CSV and each PDF), the money of the month's sessions as the figures count it
// (CSV: every card deposit and payment, refunds beside them, totals equal to the figures page's
// collected and refunded), the platform's fees on the month's card payments (CSV), and the prepaid hours
// sold in the month (CSV: the money taken for them at the desk). CSVs in the
// member's language, as the bookings export (dashboard/csv.ts).
import { DateTime } from "luxon";
import { zipSync, strToU8 } from "fflate";
import type { Locale } from "../../contract/locales";
import type { DbOrTx } from "../../infra/db";
import type { InvoiceTexts } from "../../i18n/invoices";
import { csvDecimal, csvFile, csvMoney } from "./csv";
import { depositTakenCents } from "../../contract/booking-money";
import { platformFeeCents } from "../payments/intents";
import type { StaffActor } from "../staff/actor";
import { invoiceNumber } from "../invoices/chain";
import { invoicePdf } from "../invoices/pdf";
import { invoiceCustomerOf } from "../json-columns";
import { entryOf } from "../../contract/shapes";

type Texts = InvoiceTexts["export"];
type Format = { money: (cents: number, currency: string) => string; day: (date: string) => string };
type Row = (string | number)[];

/** `month` ("2026-12") of the studio's zone as the instants that bound it. */
function monthSpan(month: string, zone: string) {
  const start = DateTime.fromISO(`${month}-01`, { zone });
  return {
    start: start.toJSDate(),
    end: start.plus({ months: 1 }).toJSDate(),
    first: `${month}-01`,
    last: start.endOf("month").toISODate()!,
  };
}

async function invoiceRows(db: DbOrTx, studioId: string, span: ReturnType<typeof monthSpan>, locale: Locale) {
  const rows = await db.invoice.findMany({
    where: { studioId, issuedAt: { gte: span.start, lt: span.end } },
    orderBy: { chainPosition: "asc" },
    include: { replaces: { select: { series: true, number: true } }, booking: { select: { reference: true } } },
  });
  const m = (c: number, cur: string) => csvMoney(c, cur, locale);
  const sum = (k: "baseCents" | "taxCents" | "totalCents") => rows.reduce((s, r) => s + r[k], 0);
  const cur = rows[0]?.currency ?? "EUR";
  const lines: Row[] = rows.map((r) => {
    const c = invoiceCustomerOf(r.customer ?? null);
    return [
      invoiceNumber(r.series, r.number),
      r.typeCode,
      r.issueDate.split("-").reverse().join("-"),
      c?.name ?? "",
      c?.taxId ?? "",
      r.booking.reference,
      r.replaces ? invoiceNumber(r.replaces.series, r.replaces.number) : "",
      m(r.baseCents, r.currency),
      csvMoney(r.taxRateBp, "EUR", locale),
      m(r.taxCents, r.currency),
      m(r.totalCents, r.currency),
    ];
  });
  return { rows, lines, totals: [m(sum("baseCents"), cur), m(sum("taxCents"), cur), m(sum("totalCents"), cur)] };
}

/** The platform's fee on a card payment on the studio's own Stripe account (docs/payments-connect.md, Platform fee). */
function fee(date: string, reference: string, what: string, charged: number, m: (c: number) => string) {
  const cents = platformFeeCents(charged);
  return { cells: [date, reference, what, m(charged), m(cents)], cents };
}

/** The money of the sessions dated in the month, payment by payment, as the figures count it (docs/dashboard.md, Figures). */
async function moneyRows(db: DbOrTx, studioId: string, span: ReturnType<typeof monthSpan>, t: Texts, locale: Locale, zone: string) {
  const bookings = await db.booking.findMany({
    where: { studioId, date: { gte: span.first, lte: span.last } },
    orderBy: [{ date: "asc" }, { startTime: "asc" }],
    include: {
      room: { select: { name: true } },
      payments: { where: { voidedAt: null }, orderBy: { createdAt: "asc" } },
      refunds: { where: { status: { notIn: ["failed", "canceled"] } } },
    },
  });
  const lines: Row[] = [];
  const fees: { cells: Row; cents: number }[] = [];
  let collected = 0;
  let refunded = 0;
  const when = (d: Date) => DateTime.fromJSDate(d, { zone }).toISODate()!;
  for (const b of bookings) {
    const m = (c: number) => csvMoney(c, b.currency, locale);
    const row = (what: string, at: Date, cents: number, back: number) =>
      lines.push([b.date, b.reference, b.guestName, b.room.name, what, when(at), m(cents), m(back)]);
    const deposit = depositTakenCents(b);
    const depositBack = b.refunds.reduce((s, r) => s + r.amountCents, 0);
    if (deposit > 0) {
      row(t.cardDeposit, b.createdAt, deposit, depositBack);
      if (b.stripeAccountId) fees.push(fee(when(b.createdAt), b.reference, t.cardDeposit, deposit, m));
    }
    let taken = deposit;
    for (const p of b.payments) {
      row(entryOf(t.methods, p.method) ?? t.methodUnsaid, p.createdAt, p.amountCents, p.refundedCents);
      if (p.stripeAccountId) fees.push(fee(when(p.createdAt), b.reference, t.methods.online, p.amountCents, m));
      taken += p.amountCents;
    }
    // A booking marked paid counts its whole price (the figures' rule): what no row names is its own line.
    if (b.paymentStatus === "paid" && b.priceCents > taken) row(t.markedPaid, b.updatedAt, b.priceCents - taken, 0);
    collected += b.paymentStatus === "paid" ? b.priceCents : deposit + b.paidAtStudioCents;
    refunded += depositBack + b.payments.reduce((s, p) => s + p.refundedCents, 0);
  }
  return { lines, fees, collected, refunded, currency: bookings[0]?.currency ?? "EUR" };
}

/** The prepaid hours sold in the month, at the desk or on the site (docs/prepaid-hours.md): money taken then. */
async function prepaidRows(db: DbOrTx, studioId: string, span: ReturnType<typeof monthSpan>, e: Texts, locale: Locale, zone: string) {
  const sold = await db.hourPass.findMany({
    where: { studioId, status: "active", soldAt: { gte: span.start, lt: span.end } },
    orderBy: { soldAt: "asc" },
    include: { pack: { select: { name: true } } },
  });
  const lines: Row[] = sold.map((p) => [
    DateTime.fromJSDate(p.soldAt, { zone }).toISODate()!,
    p.pack.name,
    p.buyerName,
    `···${p.codeTail}`,
    csvDecimal(p.minutes / 60, 1, locale),
    entryOf(e.methods, p.method) ?? e.methodUnsaid,
    csvMoney(p.priceCents, p.currency, locale),
  ]);
  // Bought on the site: a card payment on the studio's own account, with the platform's fee.
  const fees = sold
    .filter((p) => p.stripeAccountId)
    .map((p) =>
      fee(DateTime.fromJSDate(p.soldAt, { zone }).toISODate()!, `···${p.codeTail}`, p.pack.name, p.priceCents, (c) =>
        csvMoney(c, p.currency, locale),
      ),
    );
  return { lines, fees, total: sold.reduce((s, p) => s + p.priceCents, 0) };
}

/** The month's archive for studio `actor.studioId`, in `locale`; null for a month not "YYYY-MM". */
export async function monthArchive(
  db: DbOrTx,
  actor: Pick<StaffActor, "studioId">,
  month: string,
  locale: Locale,
  t: InvoiceTexts,
  format: Format,
) {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return null;
  const studio = await db.studio.findUniqueOrThrow({ where: { id: actor.studioId }, select: { timezone: true, name: true } });
  const span = monthSpan(month, studio.timezone);
  const e = t.export;
  const inv = await invoiceRows(db, actor.studioId, span, locale);
  const money = await moneyRows(db, actor.studioId, span, e, locale, studio.timezone);
  const m = (c: number) => csvMoney(c, money.currency, locale);
  const prepaid = await prepaidRows(db, actor.studioId, span, e, locale, studio.timezone);
  const fees = [...money.fees, ...prepaid.fees];
  const feeTotal = fees.reduce((sum, f) => sum + f.cents, 0);
  const files: Record<string, Uint8Array> = {
    [`invoices-${month}.csv`]: strToU8(csvFile(locale, e.invoiceHeader, [...inv.lines, [e.total, "", "", "", "", "", "", ...inv.totals]])),
    [`payments-${month}.csv`]: strToU8(
      csvFile(locale, e.paymentHeader, [...money.lines, [e.total, "", "", "", "", "", m(money.collected), m(money.refunded)]]),
    ),
    [`platform-fees-${month}.csv`]: strToU8(
      csvFile(locale, e.feeHeader, [...fees.map((f) => f.cells), [e.total, "", "", "", m(feeTotal)]]),
    ),
    [`prepaid-hours-${month}.csv`]: strToU8(
      csvFile(locale, e.prepaidHeader, [...prepaid.lines, [e.total, "", "", "", "", "", m(prepaid.total)]]),
    ),
  };
  for (const row of inv.rows) {
    const replaces = row.replaces ? invoiceNumber(row.replaces.series, row.replaces.number) : null;
    const pdfFormat = { money: (c: number) => format.money(c, row.currency), day: format.day };
    const pdf = await invoicePdf({ row, studioName: studio.name, replaces }, t.pdf, locale, pdfFormat);
    files[`invoices/${invoiceNumber(row.series, row.number)}.pdf`] = new Uint8Array(pdf);
  }
  return { name: `${month}.zip`, zip: zipSync(files, { level: 6 }), collectedCents: money.collected, refundedCents: money.refunded };
}
