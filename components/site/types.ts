import type { Locale, PublicSite } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";

/** What every template component gets. `path` is the current page after the locale ("" for home). */
export type SitePageProps = {
  site: PublicSite;
  locale: Locale;
  dict: Catalog;
  path: string;
  /** Widths of the uploaded room photos by URL (home cards pick a rendition with srcset). */
  photoWidths?: Record<string, number>;
};
