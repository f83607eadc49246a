// Invoices (docs/invoices.md): the studio's tax details, the customer's on a full invoice, and an
// invoice as the studio API and the dashboard show it. Types come from these schemas.
import { z } from "zod";

const Line = (max: number) => z.string().trim().min(1).max(max);

/** The studio's tax details; an invoice copies them when it is issued. */
export const InvoiceProfile = z.strictObject({
  legalName: Line(200),
  taxId: Line(32),
  address: Line(300),
  /** Basis points: 2100 is 21 % (Spain's general IVA, the default). */
  taxRateBp: z.int().min(0).max(10000).default(2100),
  /** Booking prices include the tax (the default); false: the tax is added on the invoice. */
  pricesIncludeTax: z.boolean().default(true),
});
export type InvoiceProfile = z.infer<typeof InvoiceProfile>;

/** The customer's tax details on a full invoice. */
export const InvoiceCustomer = z.strictObject({ name: Line(200), taxId: Line(32), address: Line(300) });
export type InvoiceCustomer = z.infer<typeof InvoiceCustomer>;

const INVOICE_KINDS = ["simplified", "full", "substitute", "rectifying"] as const;

/** An issued invoice, as the studio API lists it. */
export const Invoice = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  /** "F2026-000001": the series and the number within it. */
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** The regulation's invoice type (F1 full, F2 simplified, F3 replacing a simplified one, R1/R5 rectifying). */
  typeCode: z.string(),
  issuedAt: z.string(),
  /** The invoice this one replaces or corrects, by number. */
  replaces: z.string().nullable(),
  /** Replaced or corrected by a later invoice, by number. */
  replacedBy: z.string().nullable(),
  reason: z.string().nullable(),
  customer: InvoiceCustomer.nullable(),
  currency: z.string(),
  baseCents: z.int(),
  taxRateBp: z.int(),
  taxCents: z.int(),
  totalCents: z.int(),
  /** The PDF, in the studio's site language unless a `?lang` is given. */
  pdfUrl: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

/** What the chain check found (docs/invoices.md, The chain). */
export const InvoiceChainCheck = z.object({
  ok: z.boolean(),
  checked: z.int(),
  /** The first invoice whose record does not match its hash or its place in the chain. */
  brokenAt: z.string().nullable(),
  problem: z.string().nullable(),
});
export type InvoiceChainCheck = z.infer<typeof InvoiceChainCheck>;
