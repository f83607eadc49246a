// The invoices' chain (docs/invoices.md, The chain): each record's SHA-256 "huella" over the fields
// Orden HAC/1177/2024 names for an invoice record, the previous record's hash included, so a record
// changed, removed or inserted afterwards no longer matches what follows it. The check reads the
// studio's records in chain order and recomputes every hash.
import { createHash } from "node:crypto";
import type { InvoiceChainCheck } from "../../contract/invoices";
import type { DbOrTx } from "../../infra/db";

export type ChainFields = {
  sellerTaxId: string;
  series: string;
  number: number;
  /** dd-mm-yyyy, the studio's date of issue. */
  issueDate: string;
  typeCode: string;
  taxCents: number;
  totalCents: number;
  prevHash: string | null;
  /** The record's time with its offset, e.g. 2026-12-03T12:00:00+01:00. */
  recordedAt: string;
};

/** "F2026-000042": the invoice's number as printed and as the hash reads it. */
export const invoiceNumber = (series: string, number: number) => `${series}-${String(number).padStart(6, "0")}`;

const amount = (cents: number) => (cents / 100).toFixed(2);

/** The record's hash: uppercase hex SHA-256 of the regulation's `name=value&…` string. */
export function recordHash(f: ChainFields): string {
  const text = [
    `IDEmisorFactura=${f.sellerTaxId.trim()}`,
    `NumSerieFactura=${invoiceNumber(f.series, f.number)}`,
    `FechaExpedicionFactura=${f.issueDate}`,
    `TipoFactura=${f.typeCode}`,
    `CuotaTotal=${amount(f.taxCents)}`,
    `ImporteTotal=${amount(f.totalCents)}`,
    `Huella=${f.prevHash ?? ""}`,
    `FechaHoraHusoGenRegistro=${f.recordedAt}`,
  ].join("&");
  return createHash("sha256").update(text, "utf8").digest("hex").toUpperCase();
}

type Row = ChainFields & { chainPosition: number; hash: string; seller: unknown };

/** Every record of the studio checked against its hash and its predecessor's. */
export async function verifyChain(db: DbOrTx, studioId: string): Promise<InvoiceChainCheck> {
  const rows = await db.invoice.findMany({ where: { studioId }, orderBy: { chainPosition: "asc" } });
  let prev: string | null = null;
  const numbers = new Map<string, number>();
  for (const [i, r] of rows.entries()) {
    const row: Row = { ...r, sellerTaxId: sellerTaxId(r.seller) };
    const problem = problemOf(row, i + 1, prev, numbers.get(r.series) ?? 0);
    if (problem) return { ok: false, checked: i, brokenAt: invoiceNumber(r.series, r.number), problem };
    prev = r.hash;
    numbers.set(r.series, r.number);
  }
  return { ok: true, checked: rows.length, brokenAt: null, problem: null };
}

function problemOf(r: Row, position: number, prev: string | null, lastInSeries: number): string | null {
  if (r.chainPosition !== position) return `record ${position} of the chain is missing`;
  if (r.prevHash !== prev) return "its previous hash is not the hash of the record before it";
  if (r.number !== lastInSeries + 1) return `its number does not follow ${lastInSeries} in its series`;
  if (recordHash(r) !== r.hash) return "its fields do not match its hash (the record was changed)";
  return null;
}

const sellerTaxId = (seller: unknown) =>
  typeof seller === "object" && seller !== null && "taxId" in seller && typeof seller.taxId === "string" ? seller.taxId : "";
