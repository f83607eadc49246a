import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioInvoiceProfile, studioSaveInvoiceProfile } from "@/lib/http/operations/studio/invoices";
import { invoiceProfile, saveInvoiceProfile } from "@/lib/domain/invoices/studio";

// GET /v1/studio/invoicing — the studio's tax details; PUT sets them. Owners only (docs/invoices.md, Tax details).
export const GET = studioRoute(studioInvoiceProfile, async ({ db, actor }) => ok(await invoiceProfile(db, actor.studioId)));
export const PUT = studioRoute(studioSaveInvoiceProfile, async ({ req, db, clock, actor }) => {
  const body = await readBody(req, studioSaveInvoiceProfile.body.schema);
  return ok(await saveInvoiceProfile(db, clock, actor, body));
});
export const { POST, PATCH, DELETE } = otherMethods(["GET", "PUT"], { cors: false });
