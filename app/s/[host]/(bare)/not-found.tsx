// 404 of a studio host's pages without a locale (`/`, `/manage/{token}`): unknown host, a draft
// site ("not published", still status 404); per request, in the guest's language.
import type { CSSProperties } from "react";
import type { Metadata } from "next";
import { PlainPage } from "@/components/site/PlainPage";
import { TEMPLATES } from "@/components/templates";
import { getDict } from "@/lib/i18n";
import { localizeSite } from "@/lib/site/server/content";
import { requestHost, requestLang, siteByHost } from "@/lib/site/server/load";
import { themeVars } from "@/lib/site/server/theme";

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function HostNotFound() {
  const host = await requestHost();
  const rec = host ? await siteByHost(host).catch(() => null) : null;
  const lang = await requestLang();
  const locale = rec && !rec.payload.site.locales.includes(lang) ? rec.payload.site.defaultLocale : lang;
  const t = getDict(locale).notFound;
  if (!rec) return <PlainPage title={t.unknownHostTitle} body={t.unknownHostBody} />;
  if (rec.status !== "live") return <PlainPage title={t.notPublishedTitle} body={t.notPublishedBody} testId="not-published" />;
  const site = localizeSite(rec.payload, locale);
  const dict = getDict(locale);
  const tpl = TEMPLATES[site.site.template];
  const { Shell } = tpl;
  return (
    <div className={`site ${tpl.rootClass}`} data-template={site.site.template} style={themeVars(site) as CSSProperties}>
      <Shell site={site} locale={locale} dict={dict} path="" page>
        <title>{`${t.title} · ${site.studio.name}`}</title>
        <h1 data-testid="site-not-found">{t.title}</h1>
        <p>{t.body}</p>
        <p>
          <a className="btn" href={`/${locale}`}>
            {t.backHome}
          </a>
        </p>
      </Shell>
    </div>
  );
}
