// `daylight` frame: a centred serif name over a quiet, letter-spaced menu; a soft footer.
import type { ReactNode } from "react";
import { LanguageSwitch } from "@/components/site/LanguageSwitch";
import type { SitePageProps } from "@/components/site/types";
import { addressLines } from "@/components/site/links";
import { fmt } from "@/lib/i18n";
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
        <a href={home} className={s.brand}>
          {studio.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- small logo of arbitrary origin
            <img src={studio.logoUrl} alt="" width={40} height={40} className={s.logo} />
          ) : null}
          <span>{studio.name}</span>
        </a>
        <nav aria-label={dict.nav.mainMenu} className={s.nav}>
          <ul>
            <li>
              <a href={`${home}#rooms`}>{dict.nav.rooms}</a>
            </li>
            <li>
              <a href={`${home}#visit`}>{dict.nav.hours}</a>
            </li>
            <li>
              <a href={`${home}#visit`}>{dict.nav.contact}</a>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className={page ? s.page : s.main}>
        {children}
      </main>
      <footer className={s.footer}>
        <div>
          <p className={s.footerName}>{studio.name}</p>
          <address>
            {addressLines(studio).map((l) => (
              <span key={l}>{l}</span>
            ))}
          </address>
        </div>
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
