// `daylight` frame: a centred serif name over a quiet, letter-spaced menu; a soft footer.
import type { ReactNode } from "react";
import { LanguageSwitch } from "@/components/site/LanguageSwitch";
import type { SitePageProps } from "@/components/site/types";
import { Brand, FooterAddress, FooterLinks, MainNav } from "@/components/site/Frame";
import s from "./daylight.module.css";

export function DaylightShell({ site, locale, dict, path, children, page }: SitePageProps & { children: ReactNode; page?: boolean }) {
  const { studio } = site;
  const home = `/${locale}`;
  return (
    <>
      <a className="skip-link" href="#main">
        {dict.nav.skipToContent}
      </a>
      <header className={s.header}>
        <div className={s.topline}>
          <LanguageSwitch className={s.lang} locales={site.site.locales} current={locale} path={path} label={dict.nav.language} />
        </div>
        <Brand studio={studio} home={home} logoSize={40} className={s.brand} logoClassName={s.logo} />
        <MainNav dict={dict} home={home} hoursAnchor="visit" contactAnchor="visit" className={s.nav} />
      </header>
      <main id="main" tabIndex={-1} className={page ? s.page : s.main}>
        {children}
      </main>
      <footer className={s.footer}>
        <div>
          <FooterAddress studio={studio} nameClassName={s.footerName} />
        </div>
        <FooterLinks studio={studio} locale={locale} dict={dict} className={s.footerLinks} />
      </footer>
    </>
  );
}
