// The studio errors' texts in every language, a slice (docs/decisions-platform.md, Text catalogs): client
// components word an API error in the page's language (lib/i18n/studio-errors.ts) without carrying whole
// catalogs.
import type { Locale } from "../../contract/locales";
import type { Catalog } from "./catalog";
import { studioErrors as ca } from "./ca/studio-errors";
import { studioErrors as en } from "./en/studio-errors";
import { studioErrors as es } from "./es/studio-errors";

export const STUDIO_ERRORS: Record<Locale, Catalog["studioErrors"]> = { es, ca, en };
