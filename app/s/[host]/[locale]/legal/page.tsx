// Legal notice: owner, tax id, address and contact from SiteConfig.legal and the studio,
// plus privacy, cookies and booking terms (and the studio's own notice text, if any).
import type { Metadata } from "next";
import { TEMPLATES } from "@/components/templates";
import { addressLines } from "@/components/site/links";
import { fmt, getDict } from "@/lib/i18n";
import { legalInfo, localizeSite } from "@/lib/site/server/content";
import { requireLocale, requireSite } from "@/lib/site/server/load";
import { pageMetadata } from "@/lib/site/server/seo";

type Params = { params: Promise<{ host: string; locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { host, locale: l } = await params;
  const ctx = await requireSite(host, `/${l}/legal`);
  const locale = requireLocale(ctx, l);
  return pageMetadata(ctx, locale, { path: "/legal", title: getDict(locale).legal.title });
}

export default async function LegalPage({ params }: Params) {
  const { host, locale: l } = await params;
  const ctx = await requireSite(host, `/${l}/legal`);
  const locale = requireLocale(ctx, l);
  const dict = getDict(locale);
  const t = dict.legal;
  const site = localizeSite(ctx.site, locale);
  const legal = legalInfo(site, locale);
  const { Shell } = TEMPLATES[site.site.template];
  const { email, phone } = site.studio;
  return (
    <Shell site={site} locale={locale} dict={dict} path="/legal" page>
      <h1>{t.title}</h1>
      <h2>{t.owner}</h2>
      <dl className="summary">
        <dt>{t.company}</dt>
        <dd>{legal.companyName}</dd>
        {legal.taxId ? (
          <>
            <dt>{t.taxId}</dt>
            <dd>{legal.taxId}</dd>
          </>
        ) : null}
        <dt>{t.address}</dt>
        <dd>{addressLines(site.studio).join(", ")}</dd>
        {/* Only what the studio published: a studio may have no public email (docs/signup.md, The owner's address). */}
        {email || phone ? (
          <>
            <dt>{t.contact}</dt>
            <dd>
              {email ? <a href={`mailto:${email}`}>{email}</a> : null}
              {email && phone ? " · " : ""}
              {phone ?? ""}
            </dd>
          </>
        ) : null}
      </dl>
      {legal.notice ? <p>{legal.notice}</p> : null}
      <h2>{t.privacyTitle}</h2>
      <p>{email ? fmt(t.privacyBody, { company: legal.companyName, email }) : fmt(t.privacyBodyNoEmail, { company: legal.companyName })}</p>
      <h2>{t.cookiesTitle}</h2>
      <p>{t.cookiesBody}</p>
      <h2>{t.termsTitle}</h2>
      <p>{t.termsBody}</p>
    </Shell>
  );
}
