// The onboarding wizard's answers as the page sends them (docs/signup.md, The wizard): the
// documented example of the request (signUpStudio's, lib/http/operations/platform/signup.ts) under
// `slug` and `locales`, with hours every day 08:00–23:00 so that any test date is open.
import type { Locale } from "../../lib/contract/locales";
import { signUpStudio } from "../../lib/http/operations/platform/signup";

export function wizardAnswers(slug: string, locales: Locale[]) {
  const example = signUpStudio.body.example;
  return {
    ...example,
    studio: { ...example.studio, slug, locales },
    hours: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, openTime: "08:00", closeTime: "23:00" })),
  };
}
