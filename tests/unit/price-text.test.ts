// A booking's price in words for messages and the .ics (lib/domain/price-text.ts; docs/pricing.md,
// Price lines): line by line with the pages' shares, the amount alone for one rate and nothing else.
import { describe, expect, it } from "vitest";
import { priceText } from "../../lib/domain/price-text";

const nbsp = (s: string) => s.replace(/\u00a0/g, " ");
const KIT = { extraId: "0d7e9a52-6c1b-4f7e-8a3d-2b9c4e5f6a70", name: { es: "Juego de platos", ca: "Joc de plats", en: "Cymbal set" } };

describe("priceText", () => {
  it("the docs' peak example with two cymbal sets, in the booking's language", () => {
    const b = {
      priceCents: 9000,
      currency: "EUR",
      priceLines: [
        { minutes: 60, hourlyCents: 2000 },
        { minutes: 120, hourlyCents: 3000 },
      ],
      extras: [{ ...KIT, quantity: 2, priceCents: 1000 }],
    };
    expect(nbsp(priceText(b, "en"))).toBe("€90 (€20/h × 1 h: €20; €30/h × 2 h: €60; Cymbal set × 2: €10)");
    expect(nbsp(priceText(b, "ca"))).toContain("Joc de plats × 2: 10 €");
  });

  it("one rate and nothing else is the amount alone, as messages always read; a studio's change is its own line", () => {
    const one = { priceCents: 1200, currency: "EUR", priceLines: [{ minutes: 60, hourlyCents: 1200 }], extras: [] };
    expect(nbsp(priceText(one, "es"))).toBe("12 €");
    expect(nbsp(priceText({ ...one, priceCents: 1000 }, "en"))).toBe("€10 (€12/h × 1 h: €12; Changed by the studio: -€2)");
    // Made before lines were kept: the amount alone.
    expect(nbsp(priceText({ ...one, priceLines: [] }, "en"))).toBe("€12");
  });
});
