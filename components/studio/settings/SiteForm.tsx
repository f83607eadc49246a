"use client";
// The studio's site (PATCH site; docs/studio-settings.md, Dashboard pages): its template, its
// languages and main language, and a custom domain.
import { useState, type FormEvent } from "react";
import { LOCALES, type Locale } from "@/lib/contract/locales";
import { TEMPLATE_IDS, type TemplateId } from "@/lib/contract/templates";
import type { Catalog } from "@/lib/i18n";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { StudioError } from "../StudioError";
import { orNull, type SiteBasics } from "./basics-types";
import { Done, Field } from "./Fields";
import { errorAt } from "./form-math";
import { Submit } from "./Submit";
import { useSave, type SettingsVersions } from "./useSave";

const siteVersion = (v: SettingsVersions) => v.site;

type Props = {
  site: SiteBasics;
  version: string | undefined;
  localeNames: Record<Locale, string>;
  s: SettingsTexts;
  t: Catalog["studio"];
  errors: Catalog["errors"];
};

export function SiteForm({ site, version, localeNames, s, t, errors }: Props) {
  const b = s.basics;
  const siteSave = useSave({ read: version, of: siteVersion, lang: t.errors.lang });
  const [template, setTemplate] = useState<TemplateId>(site.template);
  const [locales, setLocales] = useState<Locale[]>(site.locales);
  const [defaultLocale, setDefaultLocale] = useState<Locale>(site.defaultLocale);
  const [customDomain, setCustomDomain] = useState(site.customDomain ?? "");
  const saveSite = async (e: FormEvent) => {
    e.preventDefault();
    await siteSave.run("/site", "PATCH", { template, locales, defaultLocale, customDomain: orNull(customDomain) }, s.saved);
  };
  const toggle = (l: Locale, on: boolean) => setLocales((xs) => LOCALES.filter((x) => (x === l ? on : xs.includes(x))));
  const siteErr = (k: string) => errorAt(siteSave.fields, `site.${k}`);

  return (
    <form className="studio-form" onSubmit={saveSite} aria-labelledby="settings-site" data-testid="site-form">
      {siteSave.error ? <StudioError error={siteSave.error} t={t} errors={errors} /> : null}
      <div className="field">
        <label htmlFor="basics-template">{b.template}</label>
        <select id="basics-template" value={template} onChange={(e) => setTemplate(e.target.value as TemplateId)}>
          {TEMPLATE_IDS.map((id) => (
            <option key={id} value={id}>
              {b.templates[id]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field">
        <legend>{b.languages}</legend>
        {LOCALES.map((l) => (
          <div className="field-check" key={l}>
            <input id={`basics-locale-${l}`} type="checkbox" checked={locales.includes(l)} onChange={(e) => toggle(l, e.target.checked)} />
            <label htmlFor={`basics-locale-${l}`}>{localeNames[l]}</label>
          </div>
        ))}
        {siteErr("locales") ? <span className="field-error">{siteErr("locales")}</span> : null}
      </fieldset>
      <div className="field">
        <label htmlFor="basics-default-locale">{b.defaultLocale}</label>
        <select
          id="basics-default-locale"
          value={defaultLocale}
          aria-invalid={siteErr("defaultLocale") ? true : undefined}
          aria-errormessage={siteErr("defaultLocale") ? "basics-default-locale-error" : undefined}
          onChange={(e) => setDefaultLocale(e.target.value as Locale)}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {localeNames[l]}
            </option>
          ))}
        </select>
        {siteErr("defaultLocale") ? (
          <span className="field-error" id="basics-default-locale-error">
            {siteErr("defaultLocale")}
          </span>
        ) : null}
      </div>
      <Field
        id="basics-customDomain"
        name="customDomain"
        label={b.customDomain}
        hint={b.customDomainHint}
        autoCapitalize="none"
        spellCheck={false}
        value={customDomain}
        error={siteErr("customDomain")}
        onChange={(e) => setCustomDomain(e.target.value)}
      />
      <Submit busy={siteSave.busy} s={s} />
      <Done text={siteSave.done} />
    </form>
  );
}
