// Reading a studio's SiteConfig (content, sections, legal, seo): their inner structure is
// free-form JSON, so every read here is defensive and falls back to the studio's own data.
import type { Locale, PublicSite, Room } from "../../contract/schemas";
import { localized } from "../../contract/booking-text";
import { isRecord } from "../../domain/json-columns";

/** A localized value ({es, ca, en} map or a plain string) in `locale`, else the site default. */
export const loc: (value: unknown, locale: Locale, fallback: Locale) => string | null = localized;

export type SectionKey = "rooms" | "hours" | "map" | "contact" | "rating" | "about";

/** Whether a block shows: on unless `sections[key]` is false. */
export function sectionOn(site: PublicSite, key: SectionKey): boolean {
  return site.site.sections[key] !== false;
}

export type SiteTexts = {
  heroTitle: string;
  heroSubtitle: string | null;
  about: string | null;
  seoTitle: string;
  seoDescription: string;
};

export function siteTexts(site: PublicSite, locale: Locale): SiteTexts {
  const c = site.site.content;
  const seo = site.site.seo;
  const d = site.site.defaultLocale;
  const s = site.studio;
  const heroSubtitle = loc(c.heroSubtitle, locale, d) ?? s.shortDescription;
  return {
    heroTitle: loc(c.heroTitle, locale, d) ?? s.name,
    heroSubtitle,
    // Only the site's localized text: studio.description has no language of its own.
    about: loc(c.about, locale, d),
    seoTitle: loc(seo.title, locale, d) ?? s.name,
    seoDescription: loc(seo.description, locale, d) ?? heroSubtitle ?? s.description,
  };
}

export type LegalInfo = { companyName: string; taxId: string | null; notice: string | null };

export function legalInfo(site: PublicSite, locale: Locale): LegalInfo {
  const l = site.site.legal;
  return {
    companyName: typeof l.companyName === "string" && l.companyName.trim() ? l.companyName : site.studio.name,
    taxId: typeof l.taxId === "string" && l.taxId.trim() ? l.taxId : null,
    notice: loc(l.notice, locale, site.site.defaultLocale),
  };
}

/**
 * Whether a guest can book this room on the site: a verified studio (a preview takes no holds),
 * booking on, room bookable and priced, and at least one payment mode the studio can take right
 * now (a card-only room needs card payments configured). Otherwise the room page says why.
 */
export function roomBookable(site: PublicSite, room: Room): boolean {
  if (!site.studio.isVerified || !site.bookingOnline || !room.bookable || room.hourlyCents <= 0) return false;
  return room.paymentModes.includes("on_site") || (room.paymentModes.includes("card") && site.cardPayments);
}

/** Absolute URL for a possibly relative asset URL. */
export function absoluteUrl(url: string, base: string): string {
  try {
    return new URL(url, base + "/").toString();
  } catch {
    return url;
  }
}

/**
 * The site as its pages show it in `locale`: studio and room texts from the optional
 * `site.content.translations[locale]` of the studio file ({ studio: { description,
 * shortDescription }, rooms: { <roomId>: { name, description } } }). The API payload keeps the
 * studio's own texts (written in its default language); only the site pages use this.
 */
export function localizeSite(site: PublicSite, locale: Locale): PublicSite {
  const all = site.site.content.translations;
  const t = isRecord(all) ? all[locale] : null;
  if (!isRecord(t) || locale === site.site.defaultLocale) return site;
  const str = (o: unknown, k: string): string | undefined => {
    const v = isRecord(o) ? o[k] : undefined;
    return typeof v === "string" && v.trim() ? v : undefined;
  };
  const rooms = isRecord(t.rooms) ? t.rooms : {};
  return {
    ...site,
    studio: {
      ...site.studio,
      description: str(t.studio, "description") ?? site.studio.description,
      shortDescription: str(t.studio, "shortDescription") ?? site.studio.shortDescription,
    },
    rooms: site.rooms.map((r) => ({
      ...r,
      name: str(rooms[r.id], "name") ?? r.name,
      description: str(rooms[r.id], "description") ?? r.description,
    })),
  };
}
