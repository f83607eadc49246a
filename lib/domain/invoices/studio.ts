// Invoices as the studio reads and sets them (docs/invoices.md): its tax details (owners), a
// booking's invoices for its detail, and the chain check.
import type { Invoice, InvoiceProfile } from "../../contract/invoices";
import type { Clock } from "../../infra/clock";
import type { DbOrTx } from "../../infra/db";
import type { Invoice as InvoiceRow } from "../../generated/prisma/client";
import { invoiceUrl, isoInZone, type BookingFull } from "../bookings/view";
import type { StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { invoiceNumber } from "./chain";
import { invoiceCustomerOf, invoiceKindOf } from "../json-columns";

/** The studio's tax details, or null before an owner sets them. */
export async function invoiceProfile(db: DbOrTx, studioId: string): Promise<InvoiceProfile | null> {
  return db.invoiceProfile.findUnique({
    where: { studioId },
    select: { legalName: true, taxId: true, address: true, taxRateBp: true, pricesIncludeTax: true },
  });
}

/** Sets the tax details (owners; audited). Invoices issued before keep the details they were issued with. */
export async function saveInvoiceProfile(db: DbOrTx, clock: Clock, actor: StaffActor, p: InvoiceProfile): Promise<InvoiceProfile> {
  const now = clock.now();
  await db.invoiceProfile.upsert({
    where: { studioId: actor.studioId },
    create: { studioId: actor.studioId, ...p, updatedAt: now },
    update: { ...p, updatedAt: now },
  });
  await audit(db, actor, { action: "invoice_profile.update", detail: { ...p }, at: now });
  return p;
}

type Numbered = Pick<InvoiceRow, "id" | "series" | "number">;

/** One invoice as the API shows it; `others` names the invoices it replaces or is replaced by. */
function invoiceView(
  i: InvoiceRow,
  b: Pick<BookingFull, "locale" | "studio">,
  others: { replaces: Numbered | null; replacedBy: Numbered | null },
): Invoice {
  const num = (x: Numbered | null) => (x ? invoiceNumber(x.series, x.number) : null);
  return {
    id: i.id,
    bookingId: i.bookingId,
    number: invoiceNumber(i.series, i.number),
    kind: invoiceKindOf(i.kind),
    typeCode: i.typeCode,
    issuedAt: isoInZone(i.issuedAt, b.studio.timezone),
    replaces: num(others.replaces),
    replacedBy: num(others.replacedBy),
    reason: i.reason,
    customer: invoiceCustomerOf(i.customer ?? null),
    currency: i.currency,
    baseCents: i.baseCents,
    taxRateBp: i.taxRateBp,
    taxCents: i.taxCents,
    totalCents: i.totalCents,
    pdfUrl: invoiceUrl(b, i.id),
  };
}

/** A booking's invoices, oldest first. */
export async function bookingInvoices(db: DbOrTx, b: Pick<BookingFull, "id" | "locale" | "studio">): Promise<Invoice[]> {
  const rows = await db.invoice.findMany({ where: { bookingId: b.id }, orderBy: { chainPosition: "asc" } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return rows.map((r) =>
    invoiceView(r, b, {
      replaces: r.replacesId ? (byId.get(r.replacesId) ?? null) : null,
      replacedBy: rows.find((x) => x.replacesId === r.id) ?? null,
    }),
  );
}
