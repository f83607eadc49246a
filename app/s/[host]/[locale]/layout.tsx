// Root layout of a studio site in one locale: `<html lang>` from the route, the template's
// typography and the theme's colours. Studio pages below are rendered once and served from
// Next's cache (docs/decisions-sites.md, Page cache): nothing here reads the request. It never throws
// notFound() itself (a root layout's 404 would leave the site): it hands the 404 text to
// not-found.tsx, which renders where a page called notFound().
import type { CSSProperties, ReactNode } from "react";
import { TEMPLATES } from "@/components/templates";
import { Document } from "@/components/site/Document";
import { NotFoundProvider, type NotFoundText } from "@/components/site/NotFoundNotice";
import { getDict, isLocale } from "@/lib/i18n";
import { localizeSite } from "@/lib/site/server/content";
import { decodeHostParam, siteByHost } from "@/lib/site/server/load";
import { themeVars } from "@/lib/site/server/theme";

/** Seconds a rendered studio page is served before Next renders it again (site changes drop it at once). */
export const revalidate = 300;

/** Studio pages are rendered on their first request, then cached (no build-time list of studios). */
export async function generateStaticParams(): Promise<{ host: string; locale: string }[]> {
  return [];
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ host: string; locale: string }> }) {
  const { host, locale: param } = await params;
  const rec = await siteByHost(decodeHostParam(host)).catch(() => null);
  const routeLang = isLocale(param) ? param : "en";
  if (!rec || rec.status !== "live") {
    const t = getDict(routeLang).notFound;
    const text: NotFoundText = rec
      ? { title: t.notPublishedTitle, body: t.notPublishedBody, testId: "not-published", documentTitle: t.notPublishedTitle, framed: false }
      : { title: t.unknownHostTitle, body: t.unknownHostBody, testId: "site-not-found", documentTitle: t.unknownHostTitle, framed: false };
    return (
      <Document lang={routeLang}>
        <NotFoundProvider value={text}>{children}</NotFoundProvider>
      </Document>
    );
  }
  const payload = rec.payload;
  const offered = isLocale(param) && payload.site.locales.includes(param);
  const locale = offered ? param : payload.site.defaultLocale;
  const dict = getDict(locale);
  const t = dict.notFound;
  const tpl = TEMPLATES[payload.site.template];
  const text: NotFoundText = {
    title: t.title,
    body: t.body,
    back: { href: `/${locale}`, label: t.backHome },
    testId: "site-not-found",
    documentTitle: `${t.title} · ${payload.studio.name}`,
    framed: !offered,
  };
  const site = localizeSite(payload, locale);
  // A locale the site does not offer: the 404 in the studio's frame and default language.
  const body = offered ? (
    children
  ) : (
    <tpl.Shell site={site} locale={locale} dict={dict} path="" page>
      {children}
    </tpl.Shell>
  );
  // A studio not yet verified shows its site as a preview (docs/signup.md, Publish).
  const preview = payload.studio.isVerified ? null : (
    <aside data-testid="preview-banner" aria-label={getDict(locale).signUp.bannerTitle} className="preview-banner">
      <strong>{getDict(locale).signUp.bannerTitle}</strong> {getDict(locale).signUp.bannerText}
    </aside>
  );
  return (
    <Document lang={locale}>
      {preview}
      <div className={`site ${tpl.rootClass}`} data-template={payload.site.template} style={themeVars(payload) as CSSProperties}>
        <NotFoundProvider value={text}>{body}</NotFoundProvider>
      </div>
    </Document>
  );
}
