"use client";
// The wizard's first step's fields (docs/signup.md, The wizard): the studio, its web address (checked
// as it is typed), its street address and public contact. `v` keeps what was typed, by field name.
import { useEffect, useState } from "react";
import type { SignUpTexts } from "@/lib/i18n/signup";
import s from "./signup.module.css";

type V = Record<string, string | string[]>;
const str = (v: V, k: string, d = "") => (typeof v[k] === "string" ? (v[k] as string) : d);

/** Country and time zone in one choice: the zone decides the studio's clock, the country its phone rules. */
export const ZONES = [
  { value: "ES|Europe/Madrid", country: "ES", tz: "Europe/Madrid" },
  { value: "ES|Atlantic/Canary", country: "ES", tz: "Atlantic/Canary" },
  { value: "AD|Europe/Andorra", country: "AD", tz: "Europe/Andorra" },
  { value: "FR|Europe/Paris", country: "FR", tz: "Europe/Paris" },
  { value: "PT|Europe/Lisbon", country: "PT", tz: "Europe/Lisbon" },
  { value: "IT|Europe/Rome", country: "IT", tz: "Europe/Rome" },
  { value: "DE|Europe/Berlin", country: "DE", tz: "Europe/Berlin" },
  { value: "GB|Europe/London", country: "GB", tz: "Europe/London" },
];

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

function SlugField({ t, initial }: { t: SignUpTexts; initial: string }) {
  const [slug, setSlug] = useState(initial);
  const [state, setState] = useState<keyof SignUpTexts["slugState"] | null>(initial ? "checking" : null);
  useEffect(() => {
    if (!slug) return;
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/v1/signup/slugs/${encodeURIComponent(slug)}`, { signal: ctl.signal })
        .then((r) => r.json() as Promise<{ data?: { available: boolean; reason: "taken" | "reserved" | "invalid" | "confusable" | null } }>)
        .then((b) => setState(b.data ? (b.data.available ? "available" : (b.data.reason ?? "invalid")) : null))
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [slug]);
  return (
    <Field id="w-slug" label={t.slug}>
      <input
        id="w-slug"
        name="slug"
        required
        value={slug}
        onChange={(e) => {
          const v = e.target.value.toLowerCase();
          setSlug(v);
          setState(v ? "checking" : null);
        }}
        pattern="[a-z0-9](?:[a-z0-9\-]{1,61}[a-z0-9])"
        aria-describedby="w-slug-hint w-slug-state"
        autoCapitalize="none"
        spellCheck={false}
      />
      <small id="w-slug-hint">{t.slugHint}</small>
      <output
        id="w-slug-state"
        aria-live="polite"
        data-testid="slug-state"
        data-state={state ?? ""}
        className={state === "available" ? s.good : s.bad}
      >
        {state ? t.slugState[state] : ""}
      </output>
    </Field>
  );
}

export function StudioStep({ t, v, lang }: { t: SignUpTexts; v: V; lang: string }) {
  const countries = new Intl.DisplayNames([lang], { type: "region" });
  const locales = Array.isArray(v.locales) ? v.locales : [lang];
  return (
    <>
      <Field id="w-name" label={t.name}>
        <input id="w-name" name="name" required maxLength={120} defaultValue={str(v, "name")} autoComplete="organization" />
      </Field>
      <SlugField t={t} initial={str(v, "slug")} />
      <Field id="w-type" label={t.studioType}>
        <input id="w-type" name="studioType" maxLength={60} defaultValue={str(v, "studioType")} />
      </Field>
      <Field id="w-address" label={t.address}>
        <input
          id="w-address"
          name="addressLine1"
          required
          maxLength={200}
          defaultValue={str(v, "addressLine1")}
          autoComplete="address-line1"
        />
      </Field>
      <div className={s.row}>
        <Field id="w-postal" label={t.postalCode}>
          <input id="w-postal" name="postalCode" required maxLength={20} defaultValue={str(v, "postalCode")} autoComplete="postal-code" />
        </Field>
        <Field id="w-city" label={t.city}>
          <input id="w-city" name="city" required maxLength={100} defaultValue={str(v, "city")} autoComplete="address-level2" />
        </Field>
      </div>
      <Field id="w-zone" label={t.zone}>
        <select id="w-zone" name="zone" defaultValue={str(v, "zone", ZONES[0].value)}>
          {ZONES.map((z) => (
            <option key={z.value} value={z.value}>
              {countries.of(z.country)} · {z.tz.replace("_", " ")}
            </option>
          ))}
        </select>
      </Field>
      <p className={s.progress} id="w-location-hint">
        {t.wizard.locationHint}
      </p>
      <details className={s.roomCard} open={Boolean(str(v, "latitude") || str(v, "longitude"))}>
        <summary>{t.mapHint}</summary>
        <div className={s.row}>
          <Field id="w-lat" label={t.latitude}>
            <input id="w-lat" name="latitude" type="number" step="any" min={-90} max={90} defaultValue={str(v, "latitude")} />
          </Field>
          <Field id="w-lng" label={t.longitude}>
            <input id="w-lng" name="longitude" type="number" step="any" min={-180} max={180} defaultValue={str(v, "longitude")} />
          </Field>
        </div>
      </details>
      <fieldset className={s.row} aria-describedby="w-contact-hint">
        <legend>{t.contactLegend}</legend>
        <Field id="w-phone" label={t.phone}>
          <input id="w-phone" name="phone" type="tel" maxLength={40} defaultValue={str(v, "phone")} autoComplete="tel" />
        </Field>
        <Field id="w-email" label={t.publicEmail}>
          <input id="w-email" name="publicEmail" type="email" maxLength={254} defaultValue={str(v, "publicEmail")} />
        </Field>
        <small id="w-contact-hint">{t.contactHint}</small>
      </fieldset>
      <fieldset>
        <legend>{t.languages}</legend>
        {(["es", "ca", "en"] as const).map((l) => (
          <label key={l} className={s.check}>
            <input type="checkbox" name="locales" value={l} defaultChecked={locales.includes(l)} />{" "}
            {new Intl.DisplayNames([l], { type: "language" }).of(l)}
          </label>
        ))}
      </fieldset>
    </>
  );
}
