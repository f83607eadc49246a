// The manage page's invoice section (docs/invoices.md, The guest asks): the booking's invoices in
// force and, where the studio invoices and the booking is paid or done, the form for a full one. The
// token is the booking's manage token, as the page's; nothing of it is logged.
import { z } from "zod";
import { ApiError } from "../../contract/errors";
import { InvoiceCustomer } from "../../contract/invoices";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { errorFields, log } from "../../infra/log";
import { askGuestInvoice, guestInvoices, type GuestInvoices } from "../../domain/invoices/guest";

export type GuestInvoiceAnswer =
  | { kind: "idle" }
  | { kind: "invalid" }
  | { kind: "refused" }
  | { kind: "busy" }
  | { kind: "failed" }
  | { kind: "issued"; invoices: GuestInvoices["invoices"] };

/** The section's facts for the page, or null when the token opens no booking (the page says so itself). */
export async function guestInvoicing(db: Db, clock: Clock, token: string): Promise<GuestInvoices | null> {
  try {
    return await guestInvoices(db, clock, token);
  } catch (e) {
    if (!(e instanceof ApiError)) log.error("guest invoices read failed", errorFields(e));
    return null;
  }
}

const Ask = z.object({ token: z.string(), name: z.string(), taxId: z.string(), address: z.string() });

/** The form's ask: a full invoice with the details typed. */
export async function askInvoice(db: Db, clock: Clock, fields: Record<string, unknown>): Promise<GuestInvoiceAnswer> {
  const form = Ask.safeParse(fields);
  const customer = form.success
    ? InvoiceCustomer.safeParse({ name: form.data.name, taxId: form.data.taxId, address: form.data.address })
    : null;
  if (!form.success || !customer?.success) return { kind: "invalid" };
  try {
    return { kind: "issued", invoices: (await askGuestInvoice(db, clock, form.data.token, customer.data)).invoices };
  } catch (e) {
    if (e instanceof ApiError && e.code === "RATE_LIMIT_EXCEEDED") return { kind: "busy" };
    if (e instanceof ApiError && e.code === "VALIDATION_ERROR") return { kind: "invalid" };
    if (e instanceof ApiError) return { kind: "refused" };
    log.error("guest invoice failed", errorFields(e));
    return { kind: "failed" };
  }
}
