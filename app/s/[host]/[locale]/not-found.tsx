// 404 inside a studio site (unknown room, unknown page): in the site's frame and language.
import type { Metadata } from "next";
import { TEMPLATES } from "@/components/templates";
import { getDict } from "@/lib/i18n";
import { requestHost, requestLang, siteByHost } from "@/lib/site/server/load";
import { PlainPage } from "@/components/site/PlainPage";

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function SiteNotFound() {
  const rec = await siteByHost(await requestHost()).catch(() => null);
  const lang = await requestLang();
  if (!rec) {
    const t = getDict(lang).notFound;
    return <PlainPage title={t.title} body={t.body} />;
  }
  const site = rec.payload;
  const locale = site.site.locales.includes(lang) ? lang : site.site.defaultLocale;
  const dict = getDict(locale);
  const { Shell } = TEMPLATES[site.site.template];
  return (
    <Shell site={site} locale={locale} dict={dict} path="" page>
      <title>{`${dict.notFound.title} · ${site.studio.name}`}</title>
      <h1>{dict.notFound.title}</h1>
      <p>{dict.notFound.body}</p>
      <p>
        <a className="btn" href={`/${locale}`}>
          {dict.notFound.backHome}
        </a>
      </p>
    </Shell>
  );
}
