"use client";
// The studio's details (PATCH studio), its logo and cover (StudioImages), its booking switches
// (PATCH booking) and its site (PATCH site): one form and one Save per API section
// (docs/studio-settings.md, Dashboard pages).
import type { ReactNode } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import type { BookingSwitches, SiteBasics, StudioDetails } from "./basics-types";
import { BookingSwitchesForm } from "./BookingSwitchesForm";
import { SiteForm } from "./SiteForm";
import { DomainProof } from "./DomainProof";
import type { CustomDomainState } from "@/lib/contract/studio-schemas";
import { StudioDetailsForm } from "./StudioDetailsForm";
import { StudioImages } from "./StudioImages";
import type { SettingsVersions } from "./useSave";

export function BasicsSettings({
  studio,
  booking,
  site,
  domain,
  versions,
  localeNames,
  s,
  t,
  errors,
}: {
  studio: StudioDetails;
  booking: BookingSwitches;
  site: SiteBasics;
  /** The own domain's proof, with its times written for the page (docs/studio-settings.md, Own domain). */
  domain?: { state: CustomDomainState; when: { checkedAt: string | null; provenAt: string | null } } | null;
  /** The versions of the three sections as read (docs/decisions-platform.md, Settings versions). */
  versions?: Pick<SettingsVersions, "studio" | "booking" | "site">;
  localeNames: Record<Locale, string>;
  s: SettingsTexts;
  t: Catalog["studio"];
  errors: Catalog["errors"];
}) {
  const b = s.basics;
  return (
    <section aria-labelledby="settings-basics" className="settings-section">
      <h2 id="settings-basics">{b.title}</h2>
      <StudioDetailsForm
        studio={studio}
        version={versions?.studio}
        localeNames={localeNames}
        defaultLocale={site.defaultLocale}
        s={s}
        t={t}
        errors={errors}
      />

      <StudioImages logoUrl={studio.logoUrl} coverImageUrl={studio.coverImageUrl} s={s} t={t} errors={errors} />

      <Titled id="settings-booking" title={b.bookingTitle}>
        <BookingSwitchesForm booking={booking} version={versions?.booking} s={s} t={t} errors={errors} />
      </Titled>

      <Titled id="settings-site" title={b.siteTitle}>
        <SiteForm site={site} version={versions?.site} localeNames={localeNames} s={s} t={t} errors={errors} />
        {domain ? <DomainProof domain={domain.state} when={domain.when} s={s} t={t} errors={errors} /> : null}
      </Titled>
    </section>
  );
}

function Titled({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}
