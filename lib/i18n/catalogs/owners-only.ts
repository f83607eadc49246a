// What the owners-only pages say to a staff member, in every language, a slice (docs/decisions-platform.md,
// Text catalogs): a forbidden.tsx gets no props and takes its language from the URL in the browser, so it
// carries these, not whole catalogs.
import type { Locale } from "../../contract/locales";
import { payments as caPayments } from "./ca/payments";
import { settings as caSettings } from "./ca/settings";
import { payments as enPayments } from "./en/payments";
import { settings as enSettings } from "./en/settings";
import { payments as esPayments } from "./es/payments";
import { settings as esSettings } from "./es/settings";

type Page = { title: string; ownersOnly: string };
const page = ({ title, ownersOnly }: Page): Page => ({ title, ownersOnly });

export const OWNERS_ONLY: Record<Locale, { settings: Page; payments: Page }> = {
  es: { settings: page(esSettings), payments: page(esPayments) },
  ca: { settings: page(caSettings), payments: page(caPayments) },
  en: { settings: page(enSettings), payments: page(enPayments) },
};
