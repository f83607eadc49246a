// The dashboard's frame (docs/dashboard.md, Pages): skip link, header with the studio's name,
// the sections (Staff for owners only), the language switch, the signed-in member and
// "Sign out". The wrapper carries the page language: the platform's root layout sets <html
// lang> from Accept-Language, the dashboard's language is the URL's.
import type { ReactNode } from "react";
import { Suspense } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { BCP47, fmt } from "@/lib/i18n/core";
import { AccountMenu } from "./AccountMenu";
import { PasskeyButton } from "./PasskeyButton";
import { SignOutButton } from "./SignOutButton";
import { StudioNav } from "./StudioNav";
import { getDict } from "@/lib/i18n";

export type ShellMember = { name: string; email: string; role: "owner" | "staff" };

export function StudioShell({
  locale,
  dict,
  studioName,
  member,
  localeNames,
  children,
}: {
  locale: Locale;
  dict: Catalog;
  studioName: string;
  member: ShellMember;
  localeNames: Record<Locale, string>;
  children: ReactNode;
}) {
  const t = dict.studio;
  return (
    <div className="studio" lang={BCP47[locale]}>
      <a className="skip-link" href="#main">
        {dict.nav.skipToContent}
      </a>
      <header className="studio-header">
        <p className="studio-brand">
          <a href={`/studio/${locale}`}>{studioName}</a>
          <span className="studio-brand-sub">{t.title}</span>
        </p>
        <Suspense fallback={null}>
          <StudioNav
            locale={locale}
            owner={member.role === "owner"}
            localeNames={localeNames}
            t={{
              label: t.navLabel,
              language: dict.nav.language,
              ...t.nav,
              settings: getDict(locale).settings.nav,
              payments: getDict(locale).payments.nav,
              figures: getDict(locale).figures.nav,
              activity: getDict(locale).activity,
            }}
          />
        </Suspense>
        <AccountMenu label={t.account}>
          <p>
            {fmt(t.signedInAs, { name: member.name || member.email })}
            <span className="studio-role"> · {t.roles[member.role]}</span>
          </p>
          <PasskeyButton label={t.addPasskey} working={t.working} added={t.passkeyAdded} notAdded={t.passkeyNotAdded} />
          <a href={`/studio/${locale}/passkeys`}>{getDict(locale).passkeys.link}</a>
          <SignOutButton label={t.signOut} working={t.working} />
        </AccountMenu>
      </header>
      <main id="main" tabIndex={-1} className="studio-main">
        {children}
      </main>
    </div>
  );
}
