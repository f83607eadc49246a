"use client";
// The studio's details (PATCH studio), its logo and cover (StudioImages), its booking switches
// (PATCH booking) and its site (PATCH site): one form and one Save per API section
// (docs/studio-settings.md, Dashboard pages).
import { TEMPLATE_IDS, type TemplateId } from "@/lib/contract/templates";
import { useState, type FormEvent, type ReactNode } from "react";
import { LOCALES, type Locale } from "@/lib/contract/locales";
import type { Dict } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { StudioError } from "../StudioError";
import { Done, Field, TextArea } from "./Fields";
import { codesFromInput, coordinateFromInput, errorAt } from "./form-math";
import { StudioImages } from "./StudioImages";
import { useSave, type SettingsVersions } from "./useSave";

export type StudioDetails = {
  name: string;
  phone: string | null;
  email: string;
  description: string;
  shortDescription: string | null;
  studioType: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postalCode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  logoUrl: string | null;
  coverImageUrl: string | null;
};
export type BookingSwitches = {
  bookingOnline: boolean;
  cardPayments: boolean;
  captcha: boolean;
  guestReschedule: boolean;
  smsCountryCodes: string[];
};
export type SiteBasics = { template: TemplateId; locales: Locale[]; defaultLocale: Locale; customDomain: string | null };

/** Nullable text: blank → null. */
const orNull = (v: string) => v.trim() || null;
const studioVersion = (v: SettingsVersions) => v.studio;
const bookingVersion = (v: SettingsVersions) => v.booking;
const siteVersion = (v: SettingsVersions) => v.site;

export function BasicsSettings({
  studio,
  booking,
  site,
  versions,
  localeNames,
  s,
  t,
  errors,
}: {
  studio: StudioDetails;
  booking: BookingSwitches;
  site: SiteBasics;
  /** The versions of the three sections as read (docs/decisions.md, Settings versions). */
  versions?: Pick<SettingsVersions, "studio" | "booking" | "site">;
  localeNames: Record<Locale, string>;
  s: SettingsTexts;
  t: Dict["studio"];
  errors: Dict["errors"];
}) {
  const b = s.basics;
  const details = useSave({ read: versions?.studio, of: studioVersion, lang: t.errors.lang });
  const bookingSave = useSave({ read: versions?.booking, of: bookingVersion, lang: t.errors.lang });
  const siteSave = useSave({ read: versions?.site, of: siteVersion, lang: t.errors.lang });
  const [d, setD] = useState({
    name: studio.name,
    phone: studio.phone ?? "",
    email: studio.email,
    description: studio.description,
    shortDescription: studio.shortDescription ?? "",
    studioType: studio.studioType ?? "",
    addressLine1: studio.addressLine1,
    addressLine2: studio.addressLine2 ?? "",
    city: studio.city,
    postalCode: studio.postalCode,
    country: studio.country,
    latitude: studio.latitude === null ? "" : String(studio.latitude),
    longitude: studio.longitude === null ? "" : String(studio.longitude),
    website: studio.website ?? "",
  });
  const [coordErr, setCoordErr] = useState<{ latitude?: string; longitude?: string }>({});
  const [bk, setBk] = useState({ ...booking, sms: booking.smsCountryCodes.join(", ") });
  const [template, setTemplate] = useState<TemplateId>(site.template);
  const [locales, setLocales] = useState<Locale[]>(site.locales);
  const [defaultLocale, setDefaultLocale] = useState<Locale>(site.defaultLocale);
  const [customDomain, setCustomDomain] = useState(site.customDomain ?? "");
  const language = localeNames[site.defaultLocale];

  const saveDetails = async (e: FormEvent) => {
    e.preventDefault();
    const latitude = coordinateFromInput(d.latitude, 90);
    const longitude = coordinateFromInput(d.longitude, 180);
    const bad = {
      latitude: latitude === undefined ? fmt(b.coordInvalid, { min: -90, max: 90 }) : undefined,
      longitude: longitude === undefined ? fmt(b.coordInvalid, { min: -180, max: 180 }) : undefined,
    };
    setCoordErr(bad);
    if (bad.latitude || bad.longitude) return;
    await details.run(
      "/studio",
      "PATCH",
      {
        name: d.name.trim(),
        phone: orNull(d.phone),
        email: d.email.trim(),
        description: d.description.trim(),
        shortDescription: orNull(d.shortDescription),
        studioType: orNull(d.studioType),
        addressLine1: d.addressLine1.trim(),
        addressLine2: orNull(d.addressLine2),
        city: d.city.trim(),
        postalCode: d.postalCode.trim(),
        country: d.country.trim().toUpperCase(),
        latitude,
        longitude,
        website: orNull(d.website),
      },
      s.saved,
    );
  };
  const saveBooking = async (e: FormEvent) => {
    e.preventDefault();
    const { bookingOnline, cardPayments, captcha, guestReschedule } = bk;
    const body = { bookingOnline, cardPayments, captcha, guestReschedule, smsCountryCodes: codesFromInput(bk.sms) };
    await bookingSave.run("/booking", "PATCH", body, s.saved);
  };
  const saveSite = async (e: FormEvent) => {
    e.preventDefault();
    await siteSave.run("/site", "PATCH", { template, locales, defaultLocale, customDomain: orNull(customDomain) }, s.saved);
  };
  const toggle = (l: Locale, on: boolean) => setLocales((xs) => LOCALES.filter((x) => (x === l ? on : xs.includes(x))));
  const siteErr = (k: string) => errorAt(siteSave.fields, `site.${k}`);

  /** A text field of the details form, its error read at `studio.{key}`. */
  const text = (key: keyof typeof d, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      id={`basics-${key}`}
      name={key}
      label={label}
      value={d[key]}
      error={errorAt(details.fields, `studio.${key}`)}
      onChange={(e) => setD((x) => ({ ...x, [key]: e.target.value }))}
      {...extra}
    />
  );
  const check = (key: "bookingOnline" | "cardPayments" | "captcha" | "guestReschedule", label: string, hint: string) => (
    <div className="field">
      <div className="field-check">
        <input
          id={`booking-${key}`}
          type="checkbox"
          checked={bk[key]}
          aria-describedby={`booking-${key}-hint`}
          onChange={(e) => setBk((x) => ({ ...x, [key]: e.target.checked }))}
        />
        <label htmlFor={`booking-${key}`}>{label}</label>
      </div>
      <p className="hint" id={`booking-${key}-hint`}>
        {hint}
      </p>
    </div>
  );

  return (
    <section aria-labelledby="settings-basics" className="settings-section">
      <h2 id="settings-basics">{b.title}</h2>
      <form className="studio-form" onSubmit={saveDetails} aria-labelledby="settings-basics" data-testid="basics-form">
        {details.error ? <StudioError error={details.error} t={t} errors={errors} /> : null}
        {text("name", b.name, { required: true })}
        <TextArea
          id="basics-description"
          label={fmt(b.description, { language })}
          hint={b.descriptionHint}
          value={d.description}
          error={errorAt(details.fields, "studio.description")}
          onChange={(v) => setD((x) => ({ ...x, description: v }))}
        />
        {text("shortDescription", fmt(b.shortDescription, { language }))}
        {text("studioType", b.studioType, { hint: b.studioTypeHint })}
        {text("addressLine1", b.addressLine1, { required: true, autoComplete: "address-line1" })}
        {text("addressLine2", b.addressLine2, { autoComplete: "address-line2" })}
        {text("postalCode", b.postalCode, { required: true, autoComplete: "postal-code" })}
        {text("city", b.city, { required: true, autoComplete: "address-level2" })}
        {text("country", b.country, { required: true, hint: b.countryHint, maxLength: 2, autoComplete: "country" })}
        {text("latitude", b.latitude, {
          inputMode: "decimal",
          hint: b.coordsHint,
          error: coordErr.latitude ?? errorAt(details.fields, "studio.latitude"),
        })}
        {text("longitude", b.longitude, {
          inputMode: "decimal",
          error: coordErr.longitude ?? errorAt(details.fields, "studio.longitude"),
        })}
        {text("phone", b.phone, { type: "tel", autoComplete: "tel" })}
        {text("email", b.email, { type: "email", required: true, autoComplete: "email" })}
        {text("website", b.website, { type: "url", hint: b.websiteHint, autoComplete: "url" })}
        <Submit busy={details.busy} s={s} />
        <Done text={details.done} />
      </form>

      <StudioImages logoUrl={studio.logoUrl} coverImageUrl={studio.coverImageUrl} s={s} t={t} errors={errors} />

      <Titled id="settings-booking" title={b.bookingTitle}>
        <form className="studio-form" onSubmit={saveBooking} aria-labelledby="settings-booking" data-testid="booking-form">
          {bookingSave.error ? <StudioError error={bookingSave.error} t={t} errors={errors} /> : null}
          {check("bookingOnline", b.bookingOnline, b.bookingOnlineHint)}
          {check("cardPayments", b.cardPayments, b.cardPaymentsHint)}
          {check("captcha", b.captcha, b.captchaHint)}
          {check("guestReschedule", b.guestReschedule, b.guestRescheduleHint)}
          <Field
            id="booking-sms"
            name="smsCountryCodes"
            label={b.smsCountries}
            hint={b.smsCountriesHint}
            inputMode="numeric"
            value={bk.sms}
            error={errorAt(bookingSave.fields, "booking.smsCountryCodes")}
            onChange={(e) => setBk((x) => ({ ...x, sms: e.target.value }))}
          />
          <Submit busy={bookingSave.busy} s={s} />
          <Done text={bookingSave.done} />
        </form>
      </Titled>

      <Titled id="settings-site" title={b.siteTitle}>
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

function Submit({ busy, s }: { busy: boolean; s: SettingsTexts }) {
  return (
    <button type="submit" className="btn" disabled={busy}>
      {busy ? s.saving : s.save}
    </button>
  );
}
