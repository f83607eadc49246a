// Invoices (docs/invoices.md): staff issue a booking's invoice, simplified or full with the
// customer's tax details, and correct one with a rectifying invoice. Each answers the booking; its
// invoices are listed in its detail. An issued invoice is never edited or deleted.
import { z } from "zod";
import { InvoiceCustomer } from "../invoices";
import { Uuid } from "../schemas";
import { bookingAction, notFoundCause, refuse, type ActionFacts, type Verdict } from "./define";

const IssueInvoiceBody = z
  .strictObject({ kind: z.enum(["simplified", "full"]), customer: InvoiceCustomer.nullable().default(null) })
  .refine((b) => b.kind === "simplified" || b.customer !== null, {
    path: ["customer"],
    message: "A full invoice needs the customer's name, tax ID and address",
  });

const RectifyInvoiceBody = z.strictObject({
  invoiceId: Uuid,
  reason: z.string().trim().min(1).max(500),
  /** The customer's corrected tax details; omitted: the original's. */
  customer: InvoiceCustomer.nullable().default(null),
});

/** Invoices are for sessions booked, not holds or unpaid card bookings. */
const INVOICEABLE = ["confirmed", "completed", "no_show", "cancelled"];

export const issueInvoice = bookingAction({
  path: "invoices",
  rules: {
    issueInvoice: (f: ActionFacts): Verdict => {
      if (!INVOICEABLE.includes(f.status)) return refuse(`A ${f.status.replace("_", "-")} booking cannot be invoiced`);
      return f.invoicing ? null : refuse("The studio has no tax details yet");
    },
  },
  operation: {
    operationId: "studioIssueInvoice",
    summary: "Issue the booking's invoice",
    description:
      "Issues the booking's invoice with the next number of its series (`T` simplified, `F` full, then the year: `F2026-000001`), the studio's tax details and the amount split into tax base and tax at the studio's rate. `simplified` needs no customer and is refused above 400 € (Spain's ceiling); `full` carries `customer`. A full invoice asked for a booking whose invoice is simplified replaces it (type F3). The same request again answers the booking and issues nothing; any other invoice for a booking that has one is refused (correct it instead). A cancelled booking is invoiced for the money kept.",
    body: {
      name: "IssueInvoiceRequest",
      schema: IssueInvoiceBody,
      example: { kind: "full", customer: { name: "Los Brillantes SL", taxId: "B12345678", address: "Carrer Gran 1, 08012 Barcelona" } },
    },
    reply: "StudioBookingResponse",
    replyDescription: "The booking; its detail lists the invoice",
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      VALIDATION_ERROR: "An unknown `kind`, or `full` without the customer's name, tax ID and address",
      RESOURCE_NOT_FOUND: notFoundCause("booking"),
      INVALID_STATE:
        "The studio has no tax details; the booking is not a session booked; it has an invoice already; a simplified invoice above 400 €; or a price of 0",
    },
  },
  audit: "booking.invoice",
});

export const rectifyInvoice = bookingAction({
  path: "invoices/rectify",
  rules: {
    rectifyInvoice: (f: ActionFacts): Verdict => (f.invoiced ? null : refuse("This booking has no invoice to correct")),
  },
  operation: {
    operationId: "studioRectifyInvoice",
    summary: "Correct an invoice with a rectifying invoice",
    description:
      "Issues a rectifying invoice (series `R`, type R1, or R5 for a simplified one) that replaces `invoiceId` with the booking's amounts now (its price, or the money kept once cancelled; 0 cancels the invoice), giving `reason`, and the customer's corrected details if sent. The original stays as it was issued. The same request again answers the booking and issues nothing.",
    body: {
      name: "RectifyInvoiceRequest",
      schema: RectifyInvoiceBody,
      example: { invoiceId: "0b8e6a52-4c1d-4f0e-9d7a-3c2b1a0f9e8d", reason: "Price corrected: one hour less" },
    },
    reply: "StudioBookingResponse",
    replyDescription: "The booking; its detail lists both invoices",
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      VALIDATION_ERROR: "`invoiceId` not a UUID, no `reason`, or customer details incomplete",
      RESOURCE_NOT_FOUND: `${notFoundCause("booking")}; or an \`invoiceId\` that is not one of this booking's invoices`,
      INVALID_STATE: "The studio has no tax details, or the invoice was already replaced or corrected",
    },
  },
  audit: "booking.invoice_rectify",
});
