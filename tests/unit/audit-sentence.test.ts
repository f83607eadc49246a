// The booking history in sentences (components/studio/audit-sentence.ts, docs/studio-actions.md, Audit
// trail): room names instead of ids, what changed, completed and no-show said apart, in es, ca and en.
import { describe, expect, it } from "vitest";
import { auditLabel, auditSentence, type AuditContext } from "../../components/studio/audit-sentence";
import type { Locale } from "../../lib/contract/locales";

const A = "6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11";
const B = "7a2d3b1f-5c8e-4d2f-8b66-1e4d9f3a8b22";
const ctx = (locale: Locale): AuditContext => ({
  locale,
  currency: "EUR",
  rooms: new Map([
    [A, "Sala A"],
    [B, "Estudi B"],
  ]),
  durationUnits: { minutes: "{count} min", hours: "{count} h", hoursMinutes: "{hours} h {minutes} min" },
});

const EDIT_EN = "Edited: email → “ana@mail.example”, phone → “+34622333444”, guest's notes removed and internal note changed.";

describe("auditSentence", () => {
  it("payments at the studio: the amount, the method, the note; a mark's payment without a method; a void and a refund", () => {
    const id = "9b8b039b-3ea6-4dc8-ada4-3ce0450f2ce6";
    expect(auditSentence("booking.payment", { paymentId: id, amountCents: 2000, method: "cash", note: "Half now" }, ctx("en"))).toBe(
      "€20 taken, cash. “Half now”",
    );
    expect(auditSentence("booking.payment", { paymentId: id, amountCents: 2000, method: "bank_transfer", note: null }, ctx("es"))).toMatch(
      /^Cobrados 20.*, por transferencia\.$/,
    );
    expect(auditSentence("booking.payment", { paymentId: id, amountCents: 2000, method: null }, ctx("ca"))).toMatch(/^Cobrats 20/);
    expect(auditSentence("booking.payment_void", { paymentId: id, amountCents: 2000, reason: "Twice" }, ctx("en"))).toBe(
      "The payment of €20 was voided. “Twice”",
    );
    expect(auditSentence("booking.payment_refund", { paymentId: id, amountCents: 500 }, ctx("ca"))).toMatch(
      /^Retornats 5.*d'un pagament\.$/,
    );
    expect(auditSentence("booking.payment", { paymentId: id }, ctx("en"))).toBeNull();
  });
  it("a move names both rooms and times, never an id, and says whether the price changed", () => {
    const detail = {
      reference: "ABCD-EFGH",
      from: { roomId: A, date: "2030-01-15", startTime: "10:00", endTime: "12:00", priceCents: 3600, minutes: 120 },
      to: { roomId: B, date: "2030-01-16", startTime: "11:00", endTime: "13:00", minutes: 120, priceCents: 9000 },
      reprice: true,
    };
    const en = auditSentence("booking.move", detail, ctx("en"))!;
    expect(en).toContain("Sala A");
    expect(en).toContain("Estudi B");
    expect(en).toContain("10:00–12:00");
    expect(en).toContain("11:00–13:00");
    expect(en).toMatch(/New price: €90/);
    expect(en).not.toContain(A);
    expect(auditSentence("booking.move", { ...detail, to: { ...detail.to, priceCents: 3600 } }, ctx("es"))).toMatch(/Precio sin cambios/);
    // A room gone from the studio: "another room", still no id.
    const gone = auditSentence(
      "booking.move",
      { ...detail, to: { ...detail.to, roomId: "00000000-0000-4000-8000-000000000000" } },
      ctx("ca"),
    )!;
    expect(gone).toContain("una altra sala");
    expect(gone).not.toContain("00000000");
  });

  it("completed and no-show are said apart, and a correction says what it was", () => {
    expect(auditSentence("booking.mark", { from: "confirmed", to: "completed" }, ctx("en"))).toBe("Marked as completed.");
    expect(auditSentence("booking.mark", { from: "confirmed", to: "no_show" }, ctx("en"))).toBe("Marked as no-show.");
    expect(auditSentence("booking.mark", { from: "completed", to: "no_show" }, ctx("es"))).toBe(
      "Marcada como no presentado (antes: completada).",
    );
    expect(auditLabel("booking.mark", { from: "confirmed", to: "no_show" }, "ca")).toBe("Marcada com a no presentat");
    expect(auditLabel("booking.mark", { from: "confirmed", to: "completed" }, "en")).toBe("Marked as completed");
    expect(auditLabel("booking.cancel", {}, "en")).toBeNull();
  });

  it("a phone booking, a payment, a cancellation, a refund and an edit in words", () => {
    expect(
      auditSentence("booking.create", { roomId: A, date: "2030-01-15", startTime: "18:00", minutes: 120, channel: "phone" }, ctx("en")),
    ).toBe("Booked by phone or at the desk: Sala A, 15 Jan 2030, 18:00, 2 h.");
    expect(auditSentence("booking.mark_paid", { from: "unpaid" }, ctx("ca"))).toBe("Marcada com a pagada (abans: sense pagar).");
    expect(auditSentence("booking.cancel", { reason: "Flooded", refund: true, from: "confirmed" }, ctx("en"))).toBe(
      "Cancelled by the studio: “Flooded”. The deposit was refunded.",
    );
    expect(auditSentence("booking.refund", { amountCents: 1250, status: "succeeded", source: "stripe" }, ctx("en"))).toBe(
      "Refunded €12.50. Made in Stripe.",
    );
    expect(
      auditSentence(
        "booking.edit",
        {
          reference: "X",
          fields: ["guestName", "email", "internalNote"],
          guestName: "Ana Martínez",
          email: null,
          internalNote: "x",
          manageLinkRenewed: true,
        },
        ctx("es"),
      ),
    ).toBe(
      "Editada: nombre → «Ana Martínez», correo borrado y nota interna cambiada. Se envió un enlace de gestión nuevo al nuevo contacto.",
    );
  });

  it("an edit as the action writes it ({from, to} per field) says what was set, changed or removed, in each language", () => {
    const detail = {
      reference: "X",
      fields: ["email", "phone", "notes", "internalNote"],
      email: { from: null, to: "ana@mail.example" },
      phone: { from: "+34611222333", to: "+34622333444" },
      notes: { from: "Bring cables", to: null },
      internalNote: { from: null, to: "Pays cash" },
      manageLinkRenewed: false,
    };
    expect(auditSentence("booking.edit", detail, ctx("en"))).toBe(EDIT_EN);
    for (const l of ["es", "ca"] as const) {
      const s = auditSentence("booking.edit", detail, ctx(l))!;
      expect(s).toContain("ana@mail.example");
      expect(s).toContain("+34622333444");
      expect(s).not.toContain("[object Object]");
    }
    // Erased by retention (the keys are gone): the fields are named, nothing is said to be removed.
    expect(auditSentence("booking.edit", { reference: "X", fields: ["email"] }, ctx("en"))).toBe("Edited: email.");
  });

  it("an undone payment mark in words in each language, never its stored detail", () => {
    for (const l of ["es", "ca", "en"] as const) {
      const s = auditSentence("booking.mark_unpaid", { to: "unpaid", message: "none" }, ctx(l))!;
      expect(s).not.toMatch(/[{}"]/);
    }
    expect(auditSentence("booking.mark_unpaid", { to: "deposit_paid", message: "correction" }, ctx("en"))).toBe(
      "Payment mark undone: back to part paid. The guest was sent a correction.",
    );
  });

  it("every booking action of the trail, with its detail as the action writes it, reads as words in es, ca and en", () => {
    const room = { roomId: A, date: "2030-01-15", startTime: "18:00", endTime: "20:00", priceCents: 4000 };
    const written: [string, Record<string, unknown>][] = [
      ["booking.mark_paid", { from: "unpaid" }],
      ["booking.mark_unpaid", { to: "unpaid", message: "cancelled" }],
      ["booking.mark", { from: "confirmed", to: "no_show" }],
      ["booking.cancel", { reason: "Flooded", refund: false, from: "confirmed", seriesId: A, scope: "following" }],
      ["booking.refund", { amountCents: 1000, status: "succeeded" }],
      ["booking.create", { roomId: A, date: "2030-01-15", startTime: "18:00", minutes: 60, channel: "email" }],
      ["booking.move", { from: room, to: { ...room, startTime: "19:00", endTime: "21:00" } }],
      ["booking.edit", { reference: "X", fields: ["guestName"], guestName: { from: "Ana", to: "Anna" }, manageLinkRenewed: false }],
      ["booking.price", { from: 6000, to: 5400, reason: "Regular band" }],
    ];
    for (const l of ["es", "ca", "en"] as const)
      for (const [action, detail] of written) {
        const s = auditSentence(action, detail, ctx(l));
        expect(s, `${action} (${l})`).not.toBeNull();
        expect(s, `${action} (${l})`).not.toMatch(/[{}]|\[object|undefined|null/);
      }
  });

  it("a message to the guest says how it went and what it said, in each language (docs/guests.md)", () => {
    expect(auditSentence("booking.message", { channel: "email", text: "Bring cables" }, ctx("en"))).toBe(
      "Emailed to the guest: “Bring cables”",
    );
    expect(auditSentence("booking.message", { channel: "phone", text: "Hasta luego" }, ctx("es"))).toBe(
      "Enviado al cliente por SMS: «Hasta luego»",
    );
    expect(auditSentence("booking.message", { channel: "email", text: "Fins aviat" }, ctx("ca"))).toBe(
      "Enviat al client per correu: «Fins aviat»",
    );
    expect(auditSentence("booking.message", { channel: "fax", text: "x" }, ctx("en"))).toBeNull();
  });

  it("an unknown action or detail answers null (the page shows the stored detail)", () => {
    expect(auditSentence("booking.something_new", { a: 1 }, ctx("en"))).toBeNull();
    expect(auditSentence("booking.move", {}, ctx("en"))).toBeNull();
  });
});
