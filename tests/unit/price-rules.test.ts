// The card deposit's rules (lib/contract/price-rules.ts; docs/payments-connect.md, Payment modes a guest can
// confirm) as pure functions: Stripe's minimum per currency, a room judged on its shortest booking, the
// reasons the server answers and the room form shows before saving, and their wording in each language
// (lib/i18n/studio-errors.ts matches the server's reasons by their beginning: the two must stay in step).
import { describe, expect, it } from "vitest";
import { cardMinimumCharge } from "../../lib/contract/limits";
import { depositProblem, minorText, roomDepositProblem, roomPaymentProblems } from "../../lib/contract/price-rules";
import { confirmableModes, offeredModes } from "../../lib/domain/payments/modes";
import { quote } from "../../lib/domain/pricing";
import { roomChecks } from "../../components/studio/settings/form-math";
import { inlineReason } from "../../lib/i18n/studio-errors";
import { SALA_A_PAYMENTS } from "../helpers/payment-room";

const salaA = SALA_A_PAYMENTS;

describe("card deposits", () => {
  it("Stripe's minimum charge per currency, in minor units (the amounts sent to Stripe)", () => {
    expect([cardMinimumCharge("EUR"), cardMinimumCharge("usd"), cardMinimumCharge("GBP"), cardMinimumCharge("JPY")]).toEqual([
      50, 50, 30, 50,
    ]);
    expect(cardMinimumCharge("XYZ")).toBe(50);
    expect([minorText(30, "EUR"), minorText(50, "JPY"), minorText(17500, "HUF")]).toEqual(["0.30 EUR", "0.50 JPY", "175.00 HUF"]);
  });

  it("a deposit can be charged when above 0 and at least the minimum; a room is judged on its shortest booking", () => {
    expect([depositProblem(0, "EUR"), depositProblem(49, "EUR"), depositProblem(50, "EUR"), depositProblem(30, "GBP")]).toEqual([
      "no_deposit",
      "under_minimum",
      null,
      null,
    ]);
    // 30 % of 1.00 EUR an hour: 0.30 EUR for the shortest hour, though two hours would make 0.60 EUR.
    const cheap = { ...salaA, hourlyCents: 100 };
    expect(
      quote({ ...cheap, rateWindows: [], longFromMinutes: null, longHourlyCents: null }, { day: 1, minute: 600 }, 60).depositCents,
    ).toBe(30);
    expect(roomDepositProblem(cheap)).toBe("under_minimum");
    expect(roomDepositProblem({ ...salaA, depositPercent: 0 })).toBe("no_deposit");
    expect(roomDepositProblem(salaA)).toBeNull();
    // Judged at the room's lowest rate (docs/pricing.md, Rates): an off-peak morning at 1.00 EUR an
    // hour, or a long-session rate as low, makes the shortest deposit 0.30 EUR.
    const morning = { days: [1], from: "08:00", to: "10:00", hourlyCents: 100 };
    expect(roomDepositProblem({ ...salaA, rateWindows: [morning] })).toBe("under_minimum");
    expect(roomDepositProblem({ ...salaA, longHourlyCents: 100 })).toBe("under_minimum");
  });

  it("the modes offered and confirmable: card out for a deposit that cannot be charged, or while the studio takes no cards", () => {
    expect(offeredModes(salaA)).toEqual(["card", "on_site"]);
    expect(offeredModes({ ...salaA, depositPercent: 0 })).toEqual(["on_site"]);
    expect(confirmableModes(salaA, false)).toEqual(["on_site"]);
    expect(confirmableModes({ ...salaA, paymentModes: ["card"] }, false)).toEqual([]);
    expect(confirmableModes({ ...salaA, paymentModes: ["card"], hourlyCents: 100 }, true)).toEqual([]);
  });
});

describe("what a write refuses, and the room form before it", () => {
  it("names the field, with the amounts; card alone only when the studio cannot take cards", () => {
    expect(roomPaymentProblems({ ...salaA, depositPercent: 0 }, true)).toEqual([
      ["depositPercent", expect.stringMatching(/^must be above 0/)],
    ]);
    expect(roomPaymentProblems({ ...salaA, hourlyCents: 100 }, true)).toEqual([
      ["depositPercent", expect.stringContaining("at least 0.50 EUR (it is 0.30 EUR)")],
    ]);
    expect(roomPaymentProblems({ ...salaA, paymentModes: ["card"] }, false)).toEqual([
      ["paymentModes", expect.stringMatching(/^card alone/)],
    ]);
    expect(roomPaymentProblems(salaA, false)).toEqual([]);
    expect(roomPaymentProblems({ ...salaA, paymentModes: ["card"] }, null)).toEqual([]);
    expect(roomPaymentProblems({ ...salaA, paymentModes: ["on_site"], depositPercent: 0 }, false)).toEqual([]);
  });

  it("the room form checks the same before saving; numbers the server refuses anyway are left to it", () => {
    expect(roomChecks({ ...salaA, maxMinutes: 240 })).toEqual({});
    expect(Object.keys(roomChecks({ ...salaA, minMinutes: 240, maxMinutes: 120 }))).toEqual(["maxMinutes"]);
    expect(Object.keys(roomChecks({ ...salaA, depositPercent: 0, maxMinutes: 240 }))).toEqual(["depositPercent"]);
    expect(roomChecks({ ...salaA, depositPercent: Number.NaN, maxMinutes: 240 })).toEqual({});
  });

  it("every reason is worded in es, ca and en (never the English text on an es/ca page)", () => {
    const reasons = [
      ...roomPaymentProblems({ ...salaA, paymentModes: ["card"], depositPercent: 0 }, false),
      ...roomPaymentProblems({ ...salaA, hourlyCents: 100 }, true),
      ...Object.entries(roomChecks({ ...salaA, minMinutes: 240, maxMinutes: 120 })),
    ].map(([, r]) => r);
    expect(reasons).toHaveLength(4);
    for (const r of reasons) {
      const es = inlineReason(r, "es");
      const ca = inlineReason(r, "ca");
      expect([es, ca]).not.toContain(inlineReason("x", "es"));
      expect(es).not.toBe(r);
      expect(ca).not.toBe(es);
    }
    expect(inlineReason(roomPaymentProblems({ ...salaA, hourlyCents: 100 }, true)[0][1], "es")).toContain(
      "al menos 0.50 EUR (ahora es 0.30 EUR)",
    );
  });
});
