import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioCheckInvoiceChain } from "@/lib/http/operations/studio/invoices";
import { verifyChain } from "@/lib/domain/invoices/chain";

// GET /v1/studio/invoicing/chain — every invoice record checked against its hash, owners only (docs/invoices.md, The chain).
export const GET = studioRoute(studioCheckInvoiceChain, async ({ db, actor }) => ok(await verifyChain(db, actor.studioId)));
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
