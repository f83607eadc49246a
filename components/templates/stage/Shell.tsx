// `stage` frame: a hard black bar with the studio name in condensed capitals, a loud footer.
import type { ReactNode } from "react";
import { LanguageSwitch } from "@/components/site/LanguageSwitch";
import type { SitePageProps } from "@/components/site/types";
import { addressLines } from "@/components/site/links";
import { fmt } from "@/lib/i18n";
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
        <a href={home} className={s.brand}>
          {studio.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- small logo of arbitrary origin
            <img src={studio.logoUrl} alt="" width={32} height={32} className={s.logo} />
          ) : null}
          <span>{studio.name}</span>
        </a>
        <nav aria-label={dict.nav.mainMenu} className={s.nav}>
          <ul>
            <li>
              <a href={`${home}#rooms`}>{dict.nav.rooms}</a>
            </li>
            <li>
              <a href={`${home}#hours`}>{dict.nav.hours}</a>
            </li>
            <li>
              <a href={`${home}#contact`}>{dict.nav.contact}</a>
            </li>
          </ul>
        </nav>
        <LanguageSwitch className={s.lang} locales={site.site.locales} current={locale} path={path} label={dict.nav.language} />
      </header>
      <main id="main" tabIndex={-1} className={page ? s.page : s.main}>
        {children}
      </main>
      <footer className={s.footer}>
        <p className={s.footerName}>{studio.name}</p>
        <address>
          {addressLines(studio).map((l) => (
            <span key={l}>{l}</span>
          ))}
        </address>
        <ul className={s.footerLinks}>
          <li>
            <a href={`/${locale}/legal`}>{dict.nav.legal}</a>
          </li>
          <li>{fmt(dict.footer.rights, { year: new Date().getFullYear(), name: studio.name })}</li>
          <li>{dict.footer.poweredBy}</li>
        </ul>
      </footer>
    </>
  );
}
