// The passkeys page's texts in every language, a slice (docs/decisions-platform.md, Text catalogs): several
// are functions, which a server page cannot hand to a client component as props, so the panel
// (components/studio/PasskeysPanel.tsx) picks its language itself.
import type { Locale } from "../../contract/locales";
import type { Catalog } from "./catalog";
import { passkeys as ca } from "./ca/passkeys";
import { passkeys as en } from "./en/passkeys";
import { passkeys as es } from "./es/passkeys";

export const PASSKEYS: Record<Locale, Catalog["passkeys"]> = { es, ca, en };
