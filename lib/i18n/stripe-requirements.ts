// Stripe's requirement codes (`requirements.currently_due` of a connected account) in words
// (docs/payments-connect.md, The owner is told): "individual.verification.document" → "Stripe needs an
// identity document". Pure and catalog-free, so the dashboard and the owner's email share it; each
// language's words are its catalog's `verification.requirements`. A code not known here is named as
// Stripe gives it, inside the `other` sentence.
import { fmt } from "./core";

export type RequirementKey =
  | "identityDocument"
  | "additionalDocument"
  | "companyDocument"
  | "bankAccount"
  | "website"
  | "businessKind"
  | "productDescription"
  | "terms"
  | "idNumber"
  | "dateOfBirth"
  | "homeAddress"
  | "name"
  | "email"
  | "phone"
  | "companyTaxId"
  | "companyAddress"
  | "companyName"
  | "people"
  | "statementDescriptor"
  | "other";

const PERSON = "(?:individual|representative|person)";

/** Matched in order; a person's id ("person_1AbC.dob.day") is read as "person". */
const RULES: [RegExp, RequirementKey][] = [
  [/\.verification\.additional_document$/, "additionalDocument"],
  [new RegExp(`^${PERSON}\\.verification\\.document$`), "identityDocument"],
  [/^company\.verification\.document$/, "companyDocument"],
  [/^external_account$/, "bankAccount"],
  [/^business_profile\.url$/, "website"],
  [/^business_profile\.mcc$/, "businessKind"],
  [/^business_profile\.product_description$/, "productDescription"],
  [/^tos_acceptance\./, "terms"],
  [new RegExp(`^${PERSON}\\.(?:id_number|ssn_last_4)$`), "idNumber"],
  [new RegExp(`^${PERSON}\\.dob\\.`), "dateOfBirth"],
  [new RegExp(`^${PERSON}\\.address\\.`), "homeAddress"],
  [new RegExp(`^${PERSON}\\.(?:first_name|last_name)$`), "name"],
  [new RegExp(`^${PERSON}\\.email$`), "email"],
  [new RegExp(`^${PERSON}\\.phone$`), "phone"],
  [/^company\.tax_id$/, "companyTaxId"],
  [/^company\.address\./, "companyAddress"],
  [/^company\.name$/, "companyName"],
  [/^company\.(?:owners|directors|executives)_provided$/, "people"],
  [/^settings\.payments\.statement_descriptor$/, "statementDescriptor"],
];

export function requirementKey(code: string): RequirementKey {
  const c = code.replace(/^person_[A-Za-z0-9]+\./, "person.");
  return RULES.find(([re]) => re.test(c))?.[1] ?? "other";
}

/** One sentence per thing Stripe needs, each once (the three parts of a date of birth are one), in Stripe's order. */
export function requirementSentences(codes: readonly string[], words: Record<RequirementKey, string>): string[] {
  const out: string[] = [];
  for (const code of codes) {
    const key = requirementKey(code);
    const s = key === "other" ? fmt(words.other, { code }) : words[key];
    if (!out.includes(s)) out.push(s);
  }
  return out;
}
