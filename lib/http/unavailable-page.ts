// The page a request for a page that needs the database gets while the database is unreachable
// (docs/decisions-platform.md, Pages during a database outage): 503 with Retry-After, in the page's
// language, never cached, reloading itself after Retry-After. Answered by middleware.ts: a page
// of Next's cannot choose a 503 status, so the request never reaches one.
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../contract/locales";
import { pickLocale } from "../i18n/core";
import { escapeHtml } from "../i18n/escape";
import { UNAVAILABLE } from "../i18n/catalogs/unavailable";
import { OUTAGE_RETRY_AFTER_S } from "../contract/limits";

/** The language of a page path (`/studio/{locale}/…`, `/{locale}/manage/…`), else the browser's. */
export function unavailableLocale(pathname: string, acceptLanguage: string | null): Locale {
  const seg = /^\/(?:studio\/)?([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return isLocale(seg) ? seg : pickLocale(acceptLanguage, LOCALES, DEFAULT_LOCALE);
}

export function unavailablePage(locale: Locale, headers: Iterable<readonly [string, string]>): Response {
  const t = UNAVAILABLE[locale];
  const html = `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${OUTAGE_RETRY_AFTER_S}"><meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p><p><a href="">${escapeHtml(t.retry)}</a></p>
</body></html>`;
  const res = new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
  for (const [k, v] of headers) res.headers.set(k, v);
  res.headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_S));
  res.headers.set("Cache-Control", "no-store");
  res.headers.set("X-Robots-Tag", "noindex, nofollow");
  return res;
}
