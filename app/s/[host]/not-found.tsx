// 404 of a studio host: unknown host, a draft site ("not published", still status 404), or
// a path outside the site's locales.
import type { Metadata } from "next";
import { PlainPage } from "@/components/site/PlainPage";
import { getDict } from "@/lib/i18n";
import { requestHost, requestLang, siteByHost } from "@/lib/site-pages/load";

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function HostNotFound() {
  const host = await requestHost();
  const rec = host ? await siteByHost(host).catch(() => null) : null;
  const lang = await requestLang();
  const locale = rec && !rec.payload.site.locales.includes(lang) ? rec.payload.site.defaultLocale : lang;
  const t = getDict(locale).notFound;
  if (!rec) return <PlainPage title={t.unknownHostTitle} body={t.unknownHostBody} />;
  if (rec.status !== "live") return <PlainPage title={t.notPublishedTitle} body={t.notPublishedBody} testId="not-published" />;
  return <PlainPage title={t.title} body={t.body} link={{ href: `/${locale}`, label: t.backHome }} />;
}
