"use client";
// What a staff member sees at the owners-only settings URL, answered with status 403 (forbidden()
// in the page). A special file gets no props: the language comes from the URL.
import { useParams } from "next/navigation";
import { isLocale } from "@/lib/contract/locales";
import { OWNERS_ONLY } from "@/lib/i18n/catalogs/owners-only";

export default function SettingsForbidden() {
  const locale = useParams<{ locale: string }>()?.locale;
  const s = OWNERS_ONLY[locale && isLocale(locale) ? locale : "en"].settings;
  return (
    <div className="studio-narrow" data-testid="settings-owners-only">
      <h1>{s.title}</h1>
      <p>{s.ownersOnly}</p>
    </div>
  );
}
