// The catalogs by language (docs/architecture.md, Registries): a new language of
// lib/contract/locales.ts gets its folder here, a copy of another language's translated.
import type { Locale } from "../../contract/locales";
import type { Catalog } from "./catalog";
import { ca } from "./ca";
import { en } from "./en";
import { es } from "./es";

export const CATALOGS: Record<Locale, Catalog> = { es, ca, en };
