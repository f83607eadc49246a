// Texts of the page answered while the database is unreachable (lib/http/unavailable-page.ts). The
// shape of these texts; each language's are in lib/i18n/catalogs/<locale>/unavailable.ts, and the
// middleware, which answers that page, carries only these (lib/i18n/catalogs/unavailable.ts).

export type UnavailableTexts = { title: string; text: string; retry: string };
