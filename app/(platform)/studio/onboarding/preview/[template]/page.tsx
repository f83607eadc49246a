// /studio/onboarding/preview/{template} (docs/signup.md, Template and preview): the studio's home page
// in one template, on its own data, for its owner, before or after Publish. Inert: its links belong to
// the studio's host, not this one.
import type { CSSProperties } from "react";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { isLocale } from "@/lib/contract/locales";
import { TEMPLATE_IDS, type TemplateId } from "@/lib/contract/templates";
import { fmt, getDict } from "@/lib/i18n";
import { currentStaff } from "@/lib/auth/page-session";
import { ownStudioSite } from "@/lib/site/server/onboarding";
import { localizeSite } from "@/lib/site/server/content";
import { photoWidths } from "@/lib/site/server/room-details";
import { themeVars } from "@/lib/site/server/theme";
import { TEMPLATES } from "@/components/templates";
import s from "@/components/signup/signup.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Studio Booking", robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ template: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function PreviewPage({ params, searchParams }: Props) {
  const { template } = await params;
  if (!(TEMPLATE_IDS as string[]).includes(template)) notFound();
  const actor = await currentStaff();
  const own = await ownStudioSite(actor.studioId);
  if (!own) redirect("/studio");
  const q = await searchParams;
  const payload = { ...own.rec.payload, site: { ...own.rec.payload.site, template: template as TemplateId } };
  const lang = isLocale(q.lang) ? q.lang : actor.locale;
  const locale = payload.site.locales.includes(lang) ? lang : payload.site.defaultLocale;
  const t = getDict(lang).signUp;
  const tpl = TEMPLATES[template as TemplateId];
  const dict = getDict(locale);
  const site = localizeSite(payload, locale);
  const phone = q.device === "phone";
  const here = `/studio/onboarding/preview/${template}?lang=${lang}`;
  const bar = (
    <header className={s.previewBar} lang={lang}>
      <h1 style={{ fontSize: "1rem", margin: 0 }}>{fmt(t.previewOf, { name: t.templates[template as TemplateId].name })}</h1>
      {/* The phone size is the site in a 390 px frame: its own viewport, so the template's phone layout shows. */}
      <nav aria-label={t.wizard.previewDevice} className={s.inline}>
        <a href={`${here}&device=phone`} aria-current={phone ? "page" : undefined} data-testid="preview-phone">
          {t.wizard.previewPhone}
        </a>
        <a href={here} aria-current={phone ? undefined : "page"}>
          {t.wizard.previewDesktop}
        </a>
      </nav>
      <a href={`/studio/onboarding/template?lang=${lang}`}>{t.backToTemplates}</a>
    </header>
  );
  if (phone)
    return (
      <>
        {bar}
        <iframe
          className={s.frame}
          src={`${here}&frame=1`}
          title={fmt(t.previewOf, { name: t.templates[template as TemplateId].name })}
          width={390}
          height={760}
        />
      </>
    );
  return (
    <>
      {q.frame ? null : bar}
      <div inert className={`site ${tpl.rootClass}`} data-template={template} style={themeVars(payload) as CSSProperties} lang={locale}>
        <tpl.Shell site={site} locale={locale} dict={dict} path="">
          <tpl.Home site={site} locale={locale} dict={dict} path="" photoWidths={photoWidths(own.rec)} />
        </tpl.Shell>
      </div>
    </>
  );
}
