// A full invoice asked by the guest from the manage page (docs/invoices.md, The guest asks): the
// customer's tax details, issued as staff would issue it (an F1, or an F3 replacing a simplified
// one), on the booking's locked row, audited as the guest's. A studio without tax details, or a
// booking neither paid in full nor completed, offers none. Limited per booking, as any guest write.
import { ApiError, notFound } from "../../contract/errors";
import type { InvoiceCustomer } from "../../contract/invoices";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { lockBooking, invoiceUrl, type BookingFull } from "../bookings/view";
import { findByToken } from "../bookings/manage";
import { takeQuotas, type Quota } from "../holds/quota";
import { audit } from "../staff/audit";
import { invoiceNumber } from "./chain";
import { issueInvoice } from "./issue";

/** Invoices a guest may ask for one booking in an hour: a typo corrected, not a flood of numbers. */
const ASKS_PER_BOOKING: Quota = {
  name: "guest-invoice-booking",
  max: 3,
  windowSeconds: 3600,
  message: "Too many invoices asked for this booking; ask the studio",
};

/** Whether the guest may ask: the booking is paid in full, or its session took place (the rest is then owed to the studio). */
function mayAsk(b: BookingFull): boolean {
  return (b.paymentStatus === "paid" && b.status !== "cancelled") || b.status === "completed";
}

export type GuestInvoices = { offered: boolean; invoices: { number: string; kind: string; pdfUrl: string }[] };

/** The booking's invoices in force for its guest, and whether a full one can be asked now. */
export async function guestInvoices(db: Db, clock: Clock, token: string): Promise<GuestInvoices> {
  const b = await findByToken(db, clock, token);
  return invoicesOf(db, b);
}

async function invoicesOf(db: DbOrTx, b: BookingFull): Promise<GuestInvoices> {
  const [profile, rows] = await Promise.all([
    db.invoiceProfile.count({ where: { studioId: b.studioId } }),
    db.invoice.findMany({ where: { bookingId: b.id, replacedBy: null }, orderBy: { chainPosition: "asc" } }),
  ]);
  return {
    // Only over nothing or a simplified invoice (F2, or its R5): a full one is corrected by the studio.
    offered: profile > 0 && mayAsk(b) && rows.every((i) => i.typeCode === "F2" || i.typeCode === "R5"),
    invoices: rows.map((i) => ({ number: invoiceNumber(i.series, i.number), kind: i.kind, pdfUrl: invoiceUrl(b, i.id) })),
  };
}

/** A full invoice with `customer`'s tax details for the booking of `token`; its invoices as they are then. */
export async function askGuestInvoice(db: Db, clock: Clock, token: string, customer: InvoiceCustomer): Promise<GuestInvoices> {
  const found = await findByToken(db, clock, token);
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    if (!(await lockBooking(tx, found.id))) throw notFound("Booking");
    const b = (await tx.booking.findUnique({ where: { id: found.id }, include: { studio: { include: { site: true } }, room: true } }))!;
    if (!(await invoicesOf(tx, b)).offered) throw new ApiError("INVALID_STATE", "This booking cannot be invoiced now; ask the studio");
    await takeQuotas(tx, clock, [{ q: ASKS_PER_BOOKING, subject: b.id }]);
    const { invoice: i, fresh } = await issueInvoice(tx, b, { kind: "full", customer }, "guest", now);
    if (fresh)
      await audit(
        tx,
        { userId: null, name: "guest", studioId: b.studioId },
        {
          action: "booking.invoice",
          bookingId: b.id,
          detail: { invoiceId: i.id, number: invoiceNumber(i.series, i.number), kind: i.kind, totalCents: i.totalCents },
          at: now,
        },
      );
    return invoicesOf(tx, b);
  });
}
