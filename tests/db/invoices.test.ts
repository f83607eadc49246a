// Invoices on a real database (docs/invoices.md): numbers without gaps or repeats under concurrency,
// issued rows that nothing can change, a rectifying invoice that refers to the original, and a
// chain check that finds a row changed behind the application's back.
import { beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { pgErrorCode } from "../../lib/infra/db";
import { recordHash, verifyChain } from "../../lib/domain/invoices/chain";
import { saveInvoiceProfile } from "../../lib/domain/invoices/studio";
import { issueInvoiceByStudio, rectifyInvoiceByStudio } from "../../lib/domain/studio-actions/invoices";
import { ApiError } from "../../lib/contract/errors";
import { monthArchive } from "../../lib/domain/dashboard/month-archive";
import { recordPaymentByStudio, refundPaymentByStudio } from "../../lib/domain/studio-actions/payments";
import { studioReport } from "../../lib/domain/dashboard/reports";
import { getDict } from "../../lib/i18n";
import { money } from "../../lib/i18n/core";
import { unzipSync } from "fflate";
import { ALWAYS_OPEN, createStudio, type TestStudio } from "../helpers/fixtures";
import { actorFor, addBooking } from "../helpers/dashboard";
import { testDb } from "../helpers/test-db";
import { askGuestInvoice, guestInvoices } from "../../lib/domain/invoices/guest";
import { hashManageToken, newManageToken } from "../../lib/domain/bookings/manage-token";

const db = testDb(12, {
  env: { PUBLIC_BASE_URL: "https://book.example", ROOT_DOMAIN: "studios.test", JOBS_SCHEMA: `jobs_invoices_${process.pid}` },
});
const clock = manualClock(new Date("2026-12-03T11:00:00Z"));
let studio: TestStudio;
const owner = () => actorFor(studio, "owner");
const CUSTOMER = { name: "Los Brillantes SL", taxId: "B12345678", address: "Carrer Gran 1, 08012 Barcelona" };

beforeAll(async () => {
  await ensureJobs();
  studio = await createStudio(db, (f) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  });
  await saveInvoiceProfile(db, clock, owner(), {
    legalName: "Sala Prova SL",
    taxId: "B87654321",
    address: "Carrer de Verdi 1, 08012 Barcelona",
    taxRateBp: 2100,
    pricesIncludeTax: true,
  });
});

/** A file of the archive as written, its byte-order mark kept (TextDecoder drops it by default). */
const text = (u8: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(u8);

const booking = (day: number, hour: number) =>
  addBooking(db, studio, { at: `2027-01-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00` });

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe("invoices", () => {
  it("50 invoices issued at once for one studio get 50 consecutive numbers, and one chain", async () => {
    const bookings = [];
    for (let i = 0; i < 50; i++) bookings.push(await booking(1 + (i % 25), 8 + Math.floor(i / 25) * 3));
    await Promise.all(bookings.map((b) => issueInvoiceByStudio(db, clock, owner(), b.id, { kind: "simplified", customer: null })));
    const rows = await db.invoice.findMany({ where: { studioId: studio.studioId }, orderBy: { number: "asc" } });
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.series))).toEqual(new Set(["T2026"]));
    expect(new Set(rows.map((r) => r.bookingId)).size).toBe(50);
    // Chain order is number order; each record names its predecessor's hash.
    const byPosition = [...rows].sort((a, b) => a.chainPosition - b.chainPosition);
    expect(byPosition.map((r) => r.number)).toEqual(rows.map((r) => r.number));
    expect(byPosition[0].prevHash).toBeNull();
    for (let i = 1; i < byPosition.length; i++) expect(byPosition[i].prevHash).toBe(byPosition[i - 1].hash);
    // The price is tax-inclusive: base + 21 % = total, to the cent.
    for (const r of rows) {
      expect(r.baseCents + r.taxCents).toBe(r.totalCents);
      expect(Math.abs(r.baseCents * 1.21 - r.totalCents)).toBeLessThanOrEqual(1);
    }
    expect(await verifyChain(db, studio.studioId)).toEqual({ ok: true, checked: 50, brokenAt: null, problem: null });
  });

  it("an issued invoice is never edited or deleted; a rectifying invoice refers to it; a repeat issues nothing", async () => {
    const b = await booking(26, 10);
    await issueInvoiceByStudio(db, clock, owner(), b.id, { kind: "simplified", customer: null });
    // The same request again: nothing new.
    await issueInvoiceByStudio(db, clock, owner(), b.id, { kind: "simplified", customer: null });
    const [first] = await db.invoice.findMany({ where: { bookingId: b.id } });
    expect(await db.invoice.count({ where: { bookingId: b.id } })).toBe(1);

    for (const change of [
      db.invoice.update({ where: { id: first.id }, data: { totalCents: 1, baseCents: 1, taxCents: 0 } }),
      db.invoice.delete({ where: { id: first.id } }),
      db.$executeRawUnsafe(`UPDATE invoice SET reason = 'x' WHERE id = '${first.id}'`),
    ]) {
      const e = await change.then(
        () => null,
        (x: unknown) => x,
      );
      expect(pgErrorCode(e)).toBe("55000");
    }

    // A simplified invoice, then the customer asks for a full one: F3, replacing it.
    await issueInvoiceByStudio(db, clock, owner(), b.id, { kind: "full", customer: CUSTOMER });
    const full = await db.invoice.findFirstOrThrow({ where: { bookingId: b.id, kind: "substitute" } });
    expect(full).toMatchObject({ typeCode: "F3", replacesId: first.id, series: "F2026", number: 1, customer: CUSTOMER });
    expect((await refusal(issueInvoiceByStudio(db, clock, owner(), b.id, { kind: "simplified", customer: null }))).code).toBe(
      "INVALID_STATE",
    );

    // The price changes: a rectifying invoice (R1: it corrects a full one) refers to the full one.
    await db.booking.update({ where: { id: b.id }, data: { priceCents: 1000 } });
    await rectifyInvoiceByStudio(db, clock, owner(), b.id, { invoiceId: full.id, reason: "One hour less", customer: null });
    const r = await db.invoice.findFirstOrThrow({ where: { bookingId: b.id, kind: "rectifying" } });
    expect(r).toMatchObject({ typeCode: "R1", replacesId: full.id, series: "R2026", number: 1, totalCents: 1000, reason: "One hour less" });
    expect(r.customer).toEqual(CUSTOMER);
    // The original is left as it was; correcting it twice is refused (correct the correction).
    expect(await db.invoice.findUniqueOrThrow({ where: { id: full.id } })).toEqual(full);
    const twice = await refusal(rectifyInvoiceByStudio(db, clock, owner(), b.id, { invoiceId: full.id, reason: "Again", customer: null }));
    expect(twice.code).toBe("INVALID_STATE");
    expect(await verifyChain(db, studio.studioId)).toMatchObject({ ok: true, checked: 53 });
  });

  it("a studio without tax details cannot invoice; above 400 € a simplified invoice is refused", async () => {
    const other = await createStudio(db, (f) => {
      f.studio.operatingHours = ALWAYS_OPEN;
    });
    const b = await addBooking(db, other, { at: "2027-01-05T10:00" });
    const e = await refusal(issueInvoiceByStudio(db, clock, actorFor(other, "owner"), b.id, { kind: "simplified", customer: null }));
    expect(e.code).toBe("INVALID_STATE");
    const big = await booking(27, 10);
    await db.booking.update({ where: { id: big.id }, data: { priceCents: 40001 } });
    const tooBig = await refusal(issueInvoiceByStudio(db, clock, owner(), big.id, { kind: "simplified", customer: null }));
    expect(tooBig.message).toMatch(/400/);
    await issueInvoiceByStudio(db, clock, owner(), big.id, { kind: "full", customer: CUSTOMER });
    expect(await db.invoice.count({ where: { bookingId: big.id, kind: "full", typeCode: "F1" } })).toBe(1);
  });

  it("the chain check finds a row changed directly in the database", async () => {
    const rows = await db.invoice.findMany({ where: { studioId: studio.studioId }, orderBy: { chainPosition: "asc" } });
    const victim = rows[9];
    // Someone with the database's own rights turns the guard off and lowers a total.
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("ALTER TABLE invoice DISABLE TRIGGER invoice_is_final");
      await tx.$executeRawUnsafe(
        `UPDATE invoice SET "totalCents" = "totalCents" - 100, "baseCents" = "baseCents" - 100 WHERE id = '${victim.id}'`,
      );
      await tx.$executeRawUnsafe("ALTER TABLE invoice ENABLE TRIGGER invoice_is_final");
    });
    const check = await verifyChain(db, studio.studioId);
    expect(check).toMatchObject({ ok: false, checked: 9, brokenAt: `T2026-${String(victim.number).padStart(6, "0")}` });
    expect(check.problem).toMatch(/changed/);
    // The hash is the regulation's: recomputed from the stored fields, it matches every other record.
    expect(recordHash({ ...rows[0], sellerTaxId: "B87654321" })).toBe(rows[0].hash);
  });

  it("the month's archive: invoices with their PDFs, payments whose totals are the figures', fees; separators of the language", async () => {
    const month = "2027-02";
    const cash = await addBooking(db, studio, { at: "2027-02-03T10:00", minutes: 120 });
    const card = await addBooking(db, studio, { at: "2027-02-04T10:00", paymentMode: "card" });
    const paid = await addBooking(db, studio, { at: "2027-02-05T10:00" });
    await addBooking(db, studio, { at: "2027-03-01T10:00" }); // another month: not in it
    const key = () => crypto.randomUUID();
    await recordPaymentByStudio(db, clock, owner(), cash.id, { amountCents: 1000, method: "cash", idempotencyKey: key() });
    await recordPaymentByStudio(db, clock, owner(), cash.id, { amountCents: 500, method: "bank_transfer", idempotencyKey: key() });
    const transfer = await db.bookingPayment.findFirstOrThrow({ where: { bookingId: cash.id, method: "bank_transfer" } });
    await refundPaymentByStudio(db, clock, owner(), cash.id, { paymentId: transfer.id, amountCents: 200, idempotencyKey: key() });
    await db.booking.update({ where: { id: paid.id }, data: { paymentStatus: "paid" } });
    await issueInvoiceByStudio(db, clock, owner(), cash.id, { kind: "simplified", customer: null });

    const figures = (await studioReport(db, owner(), { from: `${month}-01`, to: `${month}-28` })).total;
    expect(figures.collectedCents).toBe(1500 + card.depositCents + paid.priceCents);
    for (const locale of ["es", "en"] as const) {
      const a = await monthArchive(db, owner(), month, locale, getDict(locale).invoices, {
        money: (c, cur) => money(c, cur, locale),
        day: (d) => d,
      });
      expect(a).not.toBeNull();
      expect(a!.collectedCents).toBe(figures.collectedCents);
      expect(a!.refundedCents).toBe(figures.refundedCents);
      const files = unzipSync(a!.zip);
      const names = Object.keys(files).sort();
      // Issued in December (the clock), the invoice is in December's archive, not February's.
      expect(names).toEqual([`invoices-${month}.csv`, `payments-${month}.csv`, `platform-fees-${month}.csv`, `prepaid-hours-${month}.csv`]);
      const csv = text(files[`payments-${month}.csv`]);
      const sep = locale === "en" ? "," : ";";
      const eur = (c: number) => (locale === "en" ? (c / 100).toFixed(2) : (c / 100).toFixed(2).replace(".", ","));
      expect(csv.startsWith("\uFEFF")).toBe(true);
      const lines = csv.slice(1).trimEnd().split("\r\n");
      expect(lines[0].split(sep)).toEqual(getDict(locale).invoices.export.paymentHeader);
      expect(lines).toHaveLength(1 + 4 + 1); // cash, transfer, card deposit, marked paid; the total
      expect(lines.at(-1)!.split(sep).slice(-2)).toEqual([eur(figures.collectedCents), eur(figures.refundedCents)]);
      expect(
        lines
          .find((l) => l.includes(cash.reference) && l.includes(eur(500)))!
          .split(sep)
          .at(-1),
      ).toBe(eur(200));
    }
    const december = await monthArchive(db, owner(), "2026-12", "ca", getDict("ca").invoices, {
      money: (c, cur) => money(c, cur, "ca"),
      day: (d) => d,
    });
    const files = unzipSync(december!.zip);
    const count = await db.invoice.count({ where: { studioId: studio.studioId } });
    expect(Object.keys(files).filter((n) => n.startsWith("invoices/") && n.endsWith(".pdf"))).toHaveLength(count);
    const invoicesCsv = text(files["invoices-2026-12.csv"]).slice(1).trimEnd().split("\r\n");
    expect(invoicesCsv).toHaveLength(1 + count + 1);
    expect(await monthArchive(db, owner(), "2026-13", "ca", getDict("ca").invoices, { money: (c) => String(c), day: (d) => d })).toBeNull();
  });

  describe("the guest asks for a full invoice (docs/invoices.md, The guest asks)", () => {
    it("offered once the booking is paid; issued with the customer's details, audited as the guest's; not twice", async () => {
      const b = await booking(20, 10);
      const token = newManageToken();
      await db.booking.update({ where: { id: b.id }, data: { manageTokenHash: hashManageToken(token) } });
      expect(await guestInvoices(db, clock, token)).toEqual({ offered: false, invoices: [] });
      expect((await refusal(askGuestInvoice(db, clock, token, CUSTOMER))).code).toBe("INVALID_STATE");
      await db.booking.update({ where: { id: b.id }, data: { paymentStatus: "paid" } });
      expect((await guestInvoices(db, clock, token)).offered).toBe(true);
      const after = await askGuestInvoice(db, clock, token, CUSTOMER);
      expect(after.offered).toBe(false);
      expect(after.invoices).toHaveLength(1);
      expect(after.invoices[0]).toMatchObject({ kind: "full", number: expect.stringMatching(/^F\d{4}-\d{6}$/) });
      const row = await db.invoice.findFirstOrThrow({ where: { bookingId: b.id } });
      expect(row).toMatchObject({ typeCode: "F1", customer: CUSTOMER, actorName: "guest" });
      expect(await db.studioAudit.count({ where: { bookingId: b.id, action: "booking.invoice", actorName: "guest" } })).toBe(1);
      expect((await refusal(askGuestInvoice(db, clock, token, CUSTOMER))).code).toBe("INVALID_STATE");
      expect((await refusal(guestInvoices(db, clock, "f".repeat(64)))).code).toBe("RESOURCE_NOT_FOUND");
    });
  });
});
