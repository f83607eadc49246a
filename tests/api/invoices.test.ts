// Invoices over HTTP against the production build (docs/invoices.md): the owner sets the tax
// details (staff are refused), staff issue a booking's invoice through its action, the detail lists
// it with its PDF, and the PDF carries the studio's and the customer's tax details, the number, the
// date, the tax base, rate and amount, the total and the QR code, in es, ca and en; a corrected
// invoice is listed as replaced; the chain check answers; refusals in the envelope.
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { errorOf } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { PLATFORM_ORIGIN, platformEnv, staffLogin, type StaffLogin } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";
import { pdfImageCount, pdfText, sitePage } from "../helpers/site-pdf";
import { invoiceToken } from "../../lib/domain/bookings/pay-token";
import { money } from "../../lib/i18n/core";

let t: BookingTestEnv;
let studio: TestStudio;
let staff: StaffLogin;
let owner: StaffLogin;
const PROFILE = { legalName: "Sala Prova SL", taxId: "B87654321", address: "Carrer de Verdi 1, 08012 Barcelona" };
const CUSTOMER = { name: "Los Brillantes SL", taxId: "B12345678", address: "Carrer Gran 1, 08012 Barcelona" };

beforeAll(async () => {
  t = await startBookingApp(platformEnv(), { databaseUrl: inject("databaseUrl") });
  studio = await createStudio(t.app.db);
  staff = await staffLogin(t.app.db, { studioId: studio.studioId, role: "staff" });
  owner = await staffLogin(t.app.db, { studioId: studio.studioId, role: "owner" });
});
afterAll(async () => {
  await t?.close();
});

const call = async (path: string, method: string, who: StaffLogin, json?: unknown) => {
  const res = await t.app.fetch(`/v1/studio${path}`, { method, headers: { cookie: who.cookie, origin: PLATFORM_ORIGIN }, json });
  return { status: res.status, headers: res.headers, body: await res.json() };
};
const detail = async (id: string) => (await call(`/bookings/${id}`, "GET", staff)).body.data;
const day = DateTime.now().setZone("Europe/Madrid").plus({ days: 3 }).toISODate()!;

describe("invoices", () => {
  it("tax details are the owner's; a booking is invoiced, listed with its PDF, corrected; the chain holds", async () => {
    const b = await addBooking(t.app.db, studio, { at: `${day}T10:00`, minutes: 120 });
    // Before tax details: the action is not offered and is refused.
    expect((await detail(b.id)).actions.issueInvoice).toBe(false);
    const early = await call(`/bookings/${b.id}/invoices`, "POST", staff, { kind: "simplified" });
    expect(early.status, JSON.stringify(early.body)).toBe(409);
    expect(errorOf(early)).toMatchObject({ code: "INVALID_STATE", envelope: true });

    const byStaff = await call("/invoicing", "PUT", staff, PROFILE);
    expect(byStaff.status).toBe(403);
    expect(errorOf(byStaff)).toMatchObject({ code: "FORBIDDEN", envelope: true });
    const bad = await call("/invoicing", "PUT", owner, { ...PROFILE, taxRateBp: 10001 });
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toMatchObject({ code: "VALIDATION_ERROR", envelope: true });
    const saved = await call("/invoicing", "PUT", owner, PROFILE);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ ...PROFILE, taxRateBp: 2100, pricesIncludeTax: true });
    const read = await call("/invoicing", "GET", owner);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toEqual(saved.body.data);

    // A full invoice without the customer is a validation error; with it, issued.
    const noCustomer = await call(`/bookings/${b.id}/invoices`, "POST", staff, { kind: "full" });
    expect(noCustomer.status).toBe(400);
    expect(errorOf(noCustomer)).toMatchObject({ code: "VALIDATION_ERROR", envelope: true });
    const issued = await call(`/bookings/${b.id}/invoices`, "POST", staff, { kind: "full", customer: CUSTOMER });
    expect(issued.status).toBe(200);
    const [inv] = (await detail(b.id)).invoices;
    const year = DateTime.now().setZone("Europe/Madrid").year;
    expect(inv).toMatchObject({
      number: `F${year}-000001`,
      kind: "full",
      typeCode: "F1",
      customer: CUSTOMER,
      taxRateBp: 2100,
      replacedBy: null,
    });
    expect(inv.baseCents + inv.taxCents).toBe(b.priceCents);
    expect(inv.pdfUrl).toMatch(new RegExp(`/manage/invoice/${invoiceToken(inv.id)}$`));

    const words = {
      es: ["Factura", "Base imponible", "IVA 21 %", "NIF", "Fecha de expedición", "Destinatario"],
      ca: ["Factura", "Base imposable", "IVA 21 %", "NIF", "Data d'expedició", "Destinatari"],
      en: ["Invoice", "Tax base", "VAT 21 %", "Tax ID", "Date of issue", "Billed to"],
    } as const;
    for (const locale of ["es", "ca", "en"] as const) {
      const pdf = await sitePage(t.app.url, studio.slug, `/${locale}/manage/invoice/${invoiceToken(inv.id)}`);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe("application/pdf");
      const text = await pdfText(pdf.body);
      for (const w of [
        ...words[locale],
        "QR tributario:",
        inv.number,
        PROFILE.legalName,
        PROFILE.taxId,
        CUSTOMER.name,
        CUSTOMER.taxId,
        b.reference,
      ])
        expect(text, `${locale}: ${w}`).toContain(w);
      for (const c of [inv.baseCents, inv.taxCents, inv.totalCents])
        expect(text, `${locale}: ${c}`).toContain(money(c, "EUR", locale).replace(/[\u00a0\u202f]/g, " "));
      expect(await pdfImageCount(pdf.body)).toBe(1);
    }
    const altered = invoiceToken(inv.id).slice(0, 63) + (invoiceToken(inv.id).endsWith("0") ? "1" : "0");
    expect((await sitePage(t.app.url, studio.slug, `/en/manage/invoice/${altered}`)).status).toBe(404);

    // A second invoice is refused; a correction replaces the first and names it.
    const again = await call(`/bookings/${b.id}/invoices`, "POST", staff, { kind: "simplified" });
    expect(again.status).toBe(409);
    const unknown = await call(`/bookings/${b.id}/invoices/rectify`, "POST", staff, { invoiceId: b.id, reason: "x" });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ code: "RESOURCE_NOT_FOUND", envelope: true });
    const notUuid = await call(`/bookings/${b.id}/invoices/rectify`, "POST", staff, { invoiceId: "x", reason: "x" });
    expect(errorOf(notUuid)).toMatchObject({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    const other = await addBooking(t.app.db, studio, { at: `${day}T15:00` });
    const nothing = await call(`/bookings/${other.id}/invoices/rectify`, "POST", staff, { invoiceId: inv.id, reason: "x" });
    expect(errorOf(nothing)).toMatchObject({ status: 409, code: "INVALID_STATE", envelope: true });
    const noBooking = await call(`/bookings/${inv.id}/invoices`, "POST", staff, { kind: "simplified" });
    expect(errorOf(noBooking)).toMatchObject({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
    const fixed = await call(`/bookings/${b.id}/invoices/rectify`, "POST", staff, { invoiceId: inv.id, reason: "Customer's address" });
    expect(fixed.status).toBe(200);
    const after = (await detail(b.id)).invoices;
    expect(
      after.map((i: { number: string; replacedBy: string | null; replaces: string | null }) => [i.number, i.replaces, i.replacedBy]),
    ).toEqual([
      [inv.number, null, `R${year}-000001`],
      [`R${year}-000001`, inv.number, null],
    ]);
    const trail = (await detail(b.id)).audit.map((a: { action: string }) => a.action);
    expect(trail).toEqual(expect.arrayContaining(["booking.invoice", "booking.invoice_rectify"]));

    const chainByStaff = await call("/invoicing/chain", "GET", staff);
    expect(chainByStaff.status).toBe(403);
    expect((await call("/invoicing/chain", "GET", owner)).body.data).toEqual({ ok: true, checked: 2, brokenAt: null, problem: null });
  });
});
