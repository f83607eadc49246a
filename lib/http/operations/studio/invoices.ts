// Invoices (docs/invoices.md): the studio's tax details and the check of its invoices' chain,
// owners only. Issuing and correcting invoices are booking actions (lib/contract/booking-actions/invoices.ts).
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { InvoiceProfile } from "../../../contract/invoices";
import { studioOperation } from "../studio-operation";

const OWNERS = "A cross-origin request, or a staff member (tax details are settings, for owners)";

export const studioInvoiceProfile = studioOperation({
  operationId: "studioInvoiceProfile",
  method: "get",
  path: "/studio/invoicing",
  pathParams: {},
  ownerOnly: "settings",
  summary: "The studio's tax details for its invoices (owners)",
  description:
    "The legal name, tax ID, address, tax rate (basis points) and whether prices include the tax; `null` until an owner sets them.",
  success: { status: 200, content: "json", schema: "InvoiceProfileResponse", description: "The tax details, or null" },
  errors: ["RATE_LIMIT_EXCEEDED"],
  causes: { FORBIDDEN: OWNERS },
});

export const studioSaveInvoiceProfile = studioOperation({
  operationId: "studioSaveInvoiceProfile",
  method: "put",
  path: "/studio/invoicing",
  pathParams: {},
  ownerOnly: "settings",
  summary: "Set the studio's tax details (owners)",
  description:
    "Replaces the tax details. `taxRateBp` 2100 (21 %, Spain's general IVA) and `pricesIncludeTax` true unless sent. Invoices issued before keep the details they were issued with; audited.",
  body: {
    name: "InvoiceProfileRequest",
    schema: InvoiceProfile,
    required: true,
    example: {
      legalName: "Sala Gràcia SL",
      taxId: "B00000000",
      address: "Carrer de Verdi 1, 08012 Barcelona",
      taxRateBp: 2100,
      pricesIncludeTax: true,
    },
  },
  success: { status: 200, content: "json", schema: "InvoiceProfileResponse", description: "The tax details as saved" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  causes: { FORBIDDEN: OWNERS, VALIDATION_ERROR: "A field empty or too long, or a rate outside 0–10000 basis points" },
});

export const studioCheckInvoiceChain = studioOperation({
  operationId: "studioCheckInvoiceChain",
  method: "get",
  path: "/studio/invoicing/chain",
  pathParams: {},
  ownerOnly: "settings",
  summary: "Check the invoices' chain (owners)",
  description:
    "Reads every invoice record of the studio in order and recomputes its hash from its fields and the previous record's hash: `ok` when all match and the numbers of each series follow one another; otherwise `brokenAt` names the first record that does not, and `problem` says how.",
  success: { status: 200, content: "json", schema: "InvoiceChainCheckResponse", description: "What the check found" },
  errors: ["RATE_LIMIT_EXCEEDED"],
  causes: { FORBIDDEN: OWNERS },
});
