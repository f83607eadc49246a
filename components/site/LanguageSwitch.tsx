// Links to the same page in the site's other locales (plain links: works without JavaScript;
// with it, the link keeps the page's query, so a booking in progress keeps its step and time).
import type { Locale } from "@/lib/contract/schemas";
import { BCP47, getDict } from "@/lib/i18n";
import { KeepPlaceLink } from "./KeepPlaceLink";

export function LanguageSwitch({
  locales,
  current,
  path,
  label,
  className,
}: {
  locales: Locale[];
  current: Locale;
  path: string;
  label: string;
  className?: string;
}) {
  if (locales.length < 2) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {locales.map((l) => (
          <li key={l}>
            <KeepPlaceLink href={`/${l}${path}`} hrefLang={BCP47[l]} lang={BCP47[l]} aria-current={l === current ? "page" : undefined}>
              <abbr title={getDict(l).localeName}>{l.toUpperCase()}</abbr>
            </KeepPlaceLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
