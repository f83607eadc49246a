// The owner is told (docs/decisions-messages.md, The owner is told): Stripe's requirement codes in words
// (docs/payments-connect.md, The owner is told), each thing once, an unknown code named as Stripe gives
// it; and every owner notice rendered in each language with its studio, reason, requirements and link
// filled in, no placeholder left.
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../lib/contract/locales";
import { getDict } from "../../lib/i18n";
import { requirementKey, requirementSentences } from "../../lib/i18n/stripe-requirements";
import { OWNER_NOTICE_KINDS, renderOwnerNotice } from "../../lib/domain/notifications/owner-notices";

describe("Stripe's requirements in words", () => {
  it("known codes, a person's id, the parts of one thing once, an unknown code by name", () => {
    expect(requirementKey("individual.verification.document")).toBe("identityDocument");
    expect(requirementKey("person_1AbCdEf.verification.document")).toBe("identityDocument");
    expect(requirementKey("representative.verification.additional_document")).toBe("additionalDocument");
    expect(requirementKey("external_account")).toBe("bankAccount");
    expect(requirementKey("tos_acceptance.ip")).toBe("terms");
    expect(requirementKey("company.owners_provided")).toBe("people");
    const words = getDict("en").verification.requirements;
    expect(
      requirementSentences(
        ["individual.dob.day", "individual.dob.month", "individual.verification.document", "external_account", "foo.bar"],
        words,
      ),
    ).toEqual([
      "Stripe needs a date of birth.",
      "Stripe needs an identity document.",
      "Stripe needs a bank account for payouts.",
      "Stripe needs more information (foo.bar).",
    ]);
    expect(requirementSentences(["individual.verification.document"], getDict("es").verification.requirements)).toEqual([
      "Stripe necesita un documento de identidad.",
    ]);
  });
});

describe("owner notices", () => {
  const detail = {
    studioId: "00000000-0000-4000-8000-000000000000",
    studio: "Sala Òpera",
    url: "https://book.example/studio/x",
    reason: "The tax id does not match",
    requirements: ["individual.verification.document"],
  };
  for (const locale of LOCALES)
    it(`every kind in ${locale}: subject and text filled in, the link, the reason only where it is asked for`, () => {
      for (const kind of OWNER_NOTICE_KINDS) {
        const m = renderOwnerNotice({ kind, locale, detail });
        expect(m.subject, kind).toContain("Sala Òpera");
        expect(`${m.subject}\n${m.text}`, kind).not.toMatch(/\{\w+\}/);
        expect(m.text, kind).toContain(detail.url);
        expect(m.html, kind).toContain(`<a href="${detail.url}">`);
        expect(m.text.includes(detail.reason), kind).toBe(kind === "studio_rejected" || kind === "studio_suspended");
        expect(m.text.includes(getDict(locale).verification.requirements.identityDocument), kind).toBe(kind === "card_payments_stopped");
      }
    });
});
