// Invoices as staff issue and correct them (lib/contract/booking-actions/invoices.ts;
// docs/invoices.md): one transaction on the booking's locked row — the invoice and the audit row.
import type { z } from "zod";
import { checkAllowed } from "../../contract/booking-actions";
import type { BOOKING_ACTIONS } from "../../contract/booking-actions";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { invoiceNumber } from "../invoices/chain";
import { issueInvoice, standingInvoice, type InvoiceAsk } from "../invoices/issue";
import type { StaffActor } from "../staff/actor";
import { actorLabel, audit } from "../staff/audit";
import { actionFacts } from "./allowed";
import { lockStudioBooking, studioBookingView, type StudioBooking } from "./view";

type Body<K extends "issueInvoice" | "rectifyInvoice"> = z.output<(typeof BOOKING_ACTIONS)[K]["operation"]["body"]["schema"]>;

async function issueAs(db: Db, clock: Clock, actor: StaffActor, bookingId: string, ask: InvoiceAsk): Promise<StudioBooking> {
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const b = await lockStudioBooking(tx, actor, bookingId);
    const rule = ask.kind === "rectifying" ? "rectifyInvoice" : "issueInvoice";
    const invoicing = (await tx.invoiceProfile.count({ where: { studioId: b.studioId } })) > 0;
    const invoiced = (await standingInvoice(tx, b.id)) !== null;
    checkAllowed(rule, actionFacts(b, actor, now, { invoicing, invoiced }));
    const { invoice: i, fresh } = await issueInvoice(tx, b, ask, actorLabel(actor), now);
    if (fresh)
      await audit(tx, actor, {
        action: ask.kind === "rectifying" ? "booking.invoice_rectify" : "booking.invoice",
        bookingId: b.id,
        detail: {
          invoiceId: i.id,
          number: invoiceNumber(i.series, i.number),
          kind: i.kind,
          totalCents: i.totalCents,
          ...(ask.kind === "rectifying" ? { reason: ask.reason } : {}),
        },
        at: now,
      });
    return studioBookingView(tx, b.id, now);
  });
}

export const issueInvoiceByStudio = (db: Db, clock: Clock, actor: StaffActor, bookingId: string, p: Body<"issueInvoice">) =>
  issueAs(db, clock, actor, bookingId, { kind: p.kind, customer: p.customer });

export const rectifyInvoiceByStudio = (db: Db, clock: Clock, actor: StaffActor, bookingId: string, p: Body<"rectifyInvoice">) =>
  issueAs(db, clock, actor, bookingId, { kind: "rectifying", invoiceId: p.invoiceId, reason: p.reason, customer: p.customer });
