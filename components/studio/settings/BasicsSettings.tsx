"use client";
// The studio's name and contact (PATCH studio) and its site's template and languages (PATCH site),
// two saves as the API has two sections (docs/studio-settings.md, What owners can edit).
import { useState, type FormEvent } from "react";
import { LOCALES, type Locale } from "@/lib/contract/locales";
import type { Dict } from "@/lib/i18n";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { StudioError } from "../StudioError";
import { Done, Field } from "./Fields";
import { useSave } from "./useSave";

type Template = "stage" | "daylight";

export function BasicsSettings({
  studio,
  site,
  localeNames,
  s,
  t,
  errors,
}: {
  studio: { name: string; phone: string | null; email: string };
  site: { template: Template; locales: Locale[]; defaultLocale: Locale };
  localeNames: Record<Locale, string>;
  s: SettingsTexts;
  t: Dict["studio"];
  errors: Dict["errors"];
}) {
  const b = s.basics;
  const details = useSave();
  const siteSave = useSave();
  const [name, setName] = useState(studio.name);
  const [phone, setPhone] = useState(studio.phone ?? "");
  const [email, setEmail] = useState(studio.email);
  const [template, setTemplate] = useState<Template>(site.template);
  const [locales, setLocales] = useState<Locale[]>(site.locales);
  const [defaultLocale, setDefaultLocale] = useState<Locale>(site.defaultLocale);

  const saveDetails = async (e: FormEvent) => {
    e.preventDefault();
    await details.run("/studio", "PATCH", { name: name.trim(), phone: phone.trim() || null, email: email.trim() }, s.saved);
  };
  const saveSite = async (e: FormEvent) => {
    e.preventDefault();
    await siteSave.run("/site", "PATCH", { template, locales, defaultLocale }, s.saved);
  };
  const toggle = (l: Locale, on: boolean) => setLocales((xs) => LOCALES.filter((x) => (x === l ? on : xs.includes(x))));
  const siteErr = (k: string) =>
    Object.entries(siteSave.fields)
      .filter(([p]) => p.startsWith(`site.${k}`))
      .map(([, v]) => v)
      .join("; ") || undefined;

  return (
    <section aria-labelledby="settings-basics" className="settings-section">
      <h2 id="settings-basics">{b.title}</h2>
      <form className="studio-form" onSubmit={saveDetails} aria-labelledby="settings-basics" data-testid="basics-form">
        {details.error ? <StudioError error={details.error} t={t} errors={errors} /> : null}
        <Field
          id="basics-name"
          name="name"
          label={b.name}
          required
          value={name}
          error={details.fields["studio.name"]}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          id="basics-phone"
          name="phone"
          type="tel"
          label={b.phone}
          value={phone}
          error={details.fields["studio.phone"]}
          onChange={(e) => setPhone(e.target.value)}
        />
        <Field
          id="basics-email"
          name="email"
          type="email"
          label={b.email}
          required
          value={email}
          error={details.fields["studio.email"]}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="btn" disabled={details.busy}>
          {details.busy ? s.saving : s.save}
        </button>
        <Done text={details.done} />
      </form>
      <form className="studio-form" onSubmit={saveSite} aria-label={b.template} data-testid="site-form">
        {siteSave.error ? <StudioError error={siteSave.error} t={t} errors={errors} /> : null}
        <div className="field">
          <label htmlFor="basics-template">{b.template}</label>
          <select id="basics-template" value={template} onChange={(e) => setTemplate(e.target.value as Template)}>
            <option value="stage">{b.templates.stage}</option>
            <option value="daylight">{b.templates.daylight}</option>
          </select>
        </div>
        <fieldset className="field">
          <legend>{b.languages}</legend>
          {LOCALES.map((l) => (
            <div className="field-check" key={l}>
              <input
                id={`basics-locale-${l}`}
                type="checkbox"
                checked={locales.includes(l)}
                onChange={(e) => toggle(l, e.target.checked)}
              />
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
        <button type="submit" className="btn" disabled={siteSave.busy}>
          {siteSave.busy ? s.saving : s.save}
        </button>
        <Done text={siteSave.done} />
      </form>
    </section>
  );
}
