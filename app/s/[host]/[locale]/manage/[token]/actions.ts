"use server";
// The manage page's invoice form action (docs/invoices.md, The guest asks): works as a plain form POST
// without JavaScript (useActionState). The token comes in the form, as the page has it.
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { askInvoice, type GuestInvoiceAnswer } from "@/lib/site/server/guest-invoice";

export async function askGuestInvoiceAction(_prev: GuestInvoiceAnswer, form: FormData): Promise<GuestInvoiceAnswer> {
  return askInvoice(db(), clock(), Object.fromEntries(form.entries()));
}
