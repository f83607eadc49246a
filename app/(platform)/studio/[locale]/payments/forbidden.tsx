"use client";
// What a staff member sees at the owners-only payments URL (status 403 from forbidden() in the page).
import { useParams } from "next/navigation";
import { isLocale } from "@/lib/contract/locales";
import { OWNERS_ONLY } from "@/lib/i18n/catalogs/owners-only";

export default function PaymentsForbidden() {
  const locale = useParams<{ locale: string }>()?.locale;
  const t = OWNERS_ONLY[locale && isLocale(locale) ? locale : "en"].payments;
  return (
    <div className="studio-narrow" data-testid="payments-owners-only">
      <h1>{t.title}</h1>
      <p>{t.ownersOnly}</p>
    </div>
  );
}
