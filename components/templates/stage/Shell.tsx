// `stage` frame: a hard black bar with the studio name in condensed capitals, a loud footer.
import type { ReactNode } from "react";
import { LanguageSwitch } from "@/components/site/LanguageSwitch";
import type { SitePageProps } from "@/components/site/types";
import { Brand, FooterAddress, FooterLinks, MainNav } from "@/components/site/Frame";
import s from "./stage.module.css";

export function StageShell({ site, locale, dict, path, children, page }: SitePageProps & { children: ReactNode; page?: boolean }) {
  const { studio } = site;
  const home = `/${locale}`;
  return (
    <>
      <a className="skip-link" href="#main">
        {dict.nav.skipToContent}
      </a>
      <header className={s.header} data-sticky-header>
        <Brand studio={studio} home={home} logoSize={32} className={s.brand} logoClassName={s.logo} />
        <MainNav dict={dict} home={home} hoursAnchor="hours" contactAnchor="contact" className={s.nav} />
        <LanguageSwitch className={s.lang} locales={site.site.locales} current={locale} path={path} label={dict.nav.language} />
      </header>
      <main id="main" tabIndex={-1} className={page ? s.page : s.main}>
        {children}
      </main>
      <footer className={s.footer}>
        <FooterAddress studio={studio} nameClassName={s.footerName} />
        <FooterLinks studio={studio} locale={locale} dict={dict} className={s.footerLinks} />
      </footer>
    </>
  );
}
