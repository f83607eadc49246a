"use client";
// The dashboard's navigation and language switch: which section is current (aria-current) and
// the same page, query included, in the other languages (plain links).
import { useEffect, useRef } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { LOCALES, type Locale } from "@/lib/contract/locales";
import { BCP47 } from "@/lib/i18n/core";
import { inLocale, sectionOf, type Section } from "./paths";
import { ActivityBadge, type ActivityTexts } from "./ActivityBadge";

export type NavLabels = {
  label: string;
  calendar: string;
  bookings: string;
  connections: string;
  staff: string;
  settings: string;
  payments: string;
  figures: string;
  language: string;
  activity: ActivityTexts;
};

export function StudioNav({
  locale,
  owner,
  t,
  localeNames,
}: {
  locale: Locale;
  owner: boolean;
  t: NavLabels;
  localeNames: Record<Locale, string>;
}) {
  const path = usePathname() ?? `/studio/${locale}`;
  const search = useSearchParams()?.toString() ?? "";
  const current = sectionOf(path);
  const nav = useRef<HTMLElement>(null);
  // On a phone the sections are one row that scrolls sideways: the current one is brought into that
  // row's view (the row only, never the page, which may have opened at an anchor).
  useEffect(() => {
    const row = nav.current;
    const link = row?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    const right = link.offsetLeft + link.offsetWidth - row.clientWidth;
    if (right > row.scrollLeft) row.scrollLeft = right + 16;
  }, [current]);
  const base = `/studio/${locale}`;
  const links: { section: Section; href: string; label: string }[] = [
    { section: "calendar", href: base, label: t.calendar },
    { section: "bookings", href: `${base}/bookings`, label: t.bookings },
    { section: "figures", href: `${base}/figures`, label: t.figures },
    { section: "connections", href: `${base}/connections`, label: t.connections },
    ...(owner ? [{ section: "staff" as const, href: `${base}/staff`, label: t.staff }] : []),
    ...(owner ? [{ section: "settings" as const, href: `${base}/settings`, label: t.settings }] : []),
    ...(owner ? [{ section: "payments" as const, href: `${base}/payments`, label: t.payments }] : []),
  ];
  return (
    <>
      <nav aria-label={t.label} className="studio-nav" ref={nav}>
        <ul>
          {links.map((l) => (
            <li key={l.section}>
              <a href={l.href} aria-current={l.section === current ? "page" : undefined}>
                {l.label}
              </a>
              {l.section === "bookings" ? <ActivityBadge onBookings={current === "bookings"} t={t.activity} /> : null}
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t.language} className="studio-lang">
        <ul>
          {LOCALES.map((l) => (
            <li key={l}>
              <a href={inLocale(path, search, l)} hrefLang={BCP47[l]} lang={BCP47[l]} aria-current={l === locale ? "page" : undefined}>
                <abbr title={localeNames[l]}>{l.toUpperCase()}</abbr>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
