// Texts of the page answered while the database is unreachable (lib/http/unavailable-page.ts):
// kept apart from the site dictionaries so the middleware, which answers it, carries only these.

export type UnavailableTexts = { title: string; text: string; retry: string };
