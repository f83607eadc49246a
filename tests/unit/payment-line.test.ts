// The confirmation's money sentence: a card deposit leaves the rest (total − deposit) for the studio,
// refunded since or not (docs/payments-connect.md, Refunds and the rest at the studio).
import { describe, expect, it } from "vitest";
import { paymentLine } from "../../lib/domain/notifications/templates";
import { fmt, money } from "../../lib/i18n/core";
import { getDict } from "../../lib/i18n";

const card = { priceCents: 3600, depositCents: 1080, currency: "EUR", paymentMode: "card", paymentStatus: "deposit_paid" };

describe("paymentLine", () => {
  for (const l of ["en", "es", "ca"] as const) {
    it(`states the rest after a card deposit (${l})`, () => {
      const line = paymentLine(card, getDict(l).messages, l);
      expect(line).toContain(money(1080, "EUR", l));
      expect(line).toContain(money(2520, "EUR", l));
      expect(line).not.toContain(money(3600, "EUR", l));
    });
  }

  for (const l of ["en", "es", "ca"] as const) {
    it(`a refunded deposit leaves the rest as booked, and says it was refunded (${l})`, () => {
      const line = paymentLine({ ...card, paymentStatus: "refunded" }, getDict(l).messages, l);
      expect(line).toBe(fmt(getDict(l).messages.depositPaidRefunded, { deposit: money(1080, "EUR", l), rest: money(2520, "EUR", l) }, l));
      expect(line).not.toContain(money(3600, "EUR", l));
    });
  }

  it("an on-site booking pays the whole total at the studio", () => {
    const line = paymentLine({ ...card, paymentMode: "on_site", paymentStatus: "unpaid", depositCents: 0 }, getDict("en").messages, "en");
    expect(line).toContain(money(3600, "EUR", "en"));
  });
});
