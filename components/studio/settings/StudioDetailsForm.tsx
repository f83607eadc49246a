"use client";
// The studio's details (PATCH studio; docs/studio-settings.md, Dashboard pages): name, texts,
// address and coordinates, phone, the public email and the private one for the studio's notices,
// and website; coordinates checked before the save.
import { useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { StudioError } from "../StudioError";
import { orNull, type StudioDetails } from "./basics-types";
import { Done, Field, TextArea } from "./Fields";
import { coordinateFromInput, errorAt } from "./form-math";
import { Submit } from "./Submit";
import { useSave, type SettingsVersions } from "./useSave";

const studioVersion = (v: SettingsVersions) => v.studio;

type Props = {
  studio: StudioDetails;
  version: string | undefined;
  localeNames: Record<Locale, string>;
  defaultLocale: Locale;
  s: SettingsTexts;
  t: Catalog["studio"];
  errors: Catalog["errors"];
};

export function StudioDetailsForm({ studio, version, localeNames, defaultLocale, s, t, errors }: Props) {
  const b = s.basics;
  const details = useSave({ read: version, of: studioVersion, lang: t.errors.lang });
  const [d, setD] = useState({
    name: studio.name,
    phone: studio.phone ?? "",
    email: studio.email ?? "",
    notifyEmail: studio.notifyEmail ?? "",
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
  const language = localeNames[defaultLocale];

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
        email: orNull(d.email),
        notifyEmail: orNull(d.notifyEmail),
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

  return (
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
      {text("email", b.email, { type: "email", hint: b.emailHint, autoComplete: "email" })}
      {text("notifyEmail", b.notifyEmail, { type: "email", hint: b.notifyEmailHint })}
      {text("website", b.website, { type: "url", hint: b.websiteHint, autoComplete: "url" })}
      <Submit busy={details.busy} s={s} />
      <Done text={details.done} />
    </form>
  );
}
