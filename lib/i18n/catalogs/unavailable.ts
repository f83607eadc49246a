// The outage page's texts in every language, a slice (docs/decisions-platform.md, Text catalogs): the
// middleware, which answers that page (lib/http/unavailable-page.ts), carries only these.
import type { Locale } from "../../contract/locales";
import type { Catalog } from "./catalog";
import { unavailable as ca } from "./ca/unavailable";
import { unavailable as en } from "./en/unavailable";
import { unavailable as es } from "./es/unavailable";

export const UNAVAILABLE: Record<Locale, Catalog["unavailable"]> = { es, ca, en };
