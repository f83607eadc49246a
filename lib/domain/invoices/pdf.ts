// An invoice as a PDF (docs/invoices.md, The PDF): in the reader's language, with the tax QR code
// at its head as Orden HAC/1177/2024 places it ("QR tributario:", the AEAT's check URL with the
// issuer's tax ID, the number, the date and the total), the seller's and customer's tax details,
// the tax base, rate and amount, and the record's hash. Reached by a signed link (invoiceToken).
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { notFound } from "../../contract/errors";
import type { Locale } from "../../contract/locales";
import type { DbOrTx } from "../../infra/db";
import { fmt } from "../../i18n/core";
import type { InvoiceTexts } from "../../i18n/invoices";
import type { Invoice as InvoiceRow } from "../../generated/prisma/client";
import { invoiceIdOfToken } from "../bookings/pay-token";
import { invoiceNumber } from "./chain";
import { invoiceCustomerOf, invoiceKindOf, invoiceLinesOf, invoiceSellerOf, type InvoiceParty } from "../json-columns";

/** The AEAT's page that checks an invoice from its QR code (production). */
const CHECK_URL = "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR";

export type InvoiceFacts = { row: InvoiceRow; studioName: string; replaces: string | null };

/** The invoice behind a PDF token, on the site of `studioSlug`; 404 for a bad token or another studio's. */
export async function invoiceOf(db: DbOrTx, token: string, studioSlug: string): Promise<InvoiceFacts> {
  const id = invoiceIdOfToken(token);
  const row = id ? await db.invoice.findUnique({ where: { id }, include: { studio: true, replaces: true } }) : null;
  if (!row || row.studio.slug !== studioSlug) throw notFound("Invoice");
  const { studio, replaces, ...rest } = row;
  return { row: rest, studioName: studio.name, replaces: replaces ? invoiceNumber(replaces.series, replaces.number) : null };
}

const amount = (cents: number) => (cents / 100).toFixed(2);

/** The QR code's content: the check URL with the record's identifying fields. */
function qrUrl(i: Pick<InvoiceRow, "series" | "number" | "issueDate" | "totalCents">, sellerTaxId: string): string {
  const q = new URLSearchParams({
    nif: sellerTaxId,
    numserie: invoiceNumber(i.series, i.number),
    fecha: i.issueDate,
    importe: amount(i.totalCents),
  });
  return `${CHECK_URL}?${q}`;
}

type Format = { money: (cents: number) => string; day: (date: string) => string };

/** The invoice as a one-page A4 PDF. */
export async function invoicePdf(f: InvoiceFacts, t: InvoiceTexts["pdf"], locale: Locale, format: Format): Promise<Buffer> {
  const i = f.row;
  const seller = invoiceSellerOf(i.seller);
  const customer = invoiceCustomerOf(i.customer);
  const number = invoiceNumber(i.series, i.number);
  const title = t.title[invoiceKindOf(i.kind)] ?? t.title.full;
  // 35 mm square, within the 30–40 mm the order sets; medium error correction (level M), as it asks.
  const qr = await QRCode.toBuffer(qrUrl(i, seller.taxId), { type: "png", errorCorrectionLevel: "M", margin: 2, width: 300 });
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    lang: locale,
    info: { Title: `${title} ${number}`, Author: seller.legalName ?? f.studioName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const mm = 72 / 25.4;
  doc.font("Helvetica").fontSize(9).text("QR tributario:", 56, 56);
  doc.image(qr, 56, 68, { width: 35 * mm, height: 35 * mm });
  doc
    .font("Helvetica-Bold")
    .fontSize(20)
    .text(title, 56 + 40 * mm, 60);
  doc.font("Helvetica").fontSize(11);
  const row = (label: string, value: string) =>
    doc.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(value);
  row(t.number, number);
  row(t.date, format.day(isoDate(i.issueDate)));
  doc.x = 56;
  doc.y = 68 + 35 * mm + 16;
  const party = (label: string, p: InvoiceParty) => {
    doc
      .font("Helvetica-Bold")
      .text(label)
      .font("Helvetica")
      .text(p.legalName ?? p.name ?? "");
    doc.text(`${t.taxId}: ${p.taxId}`).text(p.address).moveDown(0.6);
  };
  party(t.seller, seller);
  if (customer) party(t.customer, customer);
  if (i.kind === "substitute" && f.replaces) doc.text(fmt(t.replaces, { number: f.replaces }, locale)).moveDown(0.4);
  if (i.kind === "rectifying" && f.replaces) {
    doc
      .font("Helvetica-Bold")
      .text(fmt(t.rectifies, { number: f.replaces }, locale))
      .font("Helvetica");
    if (i.reason) row(t.reason, i.reason);
    doc.moveDown(0.4);
  }
  doc.moveDown(0.4).font("Helvetica-Bold").text(t.description).font("Helvetica");
  for (const l of invoiceLinesOf(i.lines))
    doc.text(
      fmt(t.session, { reference: l.reference, room: l.room, date: format.day(l.date), start: l.startTime, end: l.endTime }, locale),
    );
  doc.moveDown();
  const rate = `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(i.taxRateBp / 100)} %`;
  row(t.base, format.money(i.baseCents));
  row(fmt(t.tax, { rate }, locale), format.money(i.taxCents));
  doc.fontSize(13);
  row(t.total, format.money(i.totalCents));
  doc.moveDown(2).fontSize(7).fillColor("#555555").text(`${t.hash}: ${i.hash}`);
  doc.end();
  return done;
}

/** "03-12-2026" → "2026-12-03". */
const isoDate = (ddmmyyyy: string) => ddmmyyyy.split("-").reverse().join("-");
