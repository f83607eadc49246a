// Metadata of the studio pages: title and description from SiteConfig.seo, canonical URL on
// the canonical host (custom domain when set), hreflang alternates for the site's locales,
// Open Graph, and the LocalBusiness JSON-LD of the home page.
import type { Metadata } from "next";
import type { Locale } from "../../contract/schemas";
import { BCP47, OG_LOCALE } from "../../i18n";
import { absoluteUrl, siteTexts } from "./content";
import type { SiteContext } from "./load";

/** Absolute URL of `/{locale}{path}` on the canonical host. */
function pageUrl(ctx: SiteContext, locale: Locale, path = ""): string {
  return `${ctx.base}/${locale}${path}`;
}

export function pageMetadata(
  ctx: SiteContext,
  locale: Locale,
  opts: { path?: string; title?: string; description?: string; noindex?: boolean } = {},
): Metadata {
  const { site } = ctx;
  const texts = siteTexts(site, locale);
  const path = opts.path ?? "";
  const title = opts.title ? `${opts.title} · ${site.studio.name}` : texts.seoTitle;
  const description = opts.description ?? texts.seoDescription;
  const icon = site.studio.logoUrl ? absoluteUrl(site.studio.logoUrl, ctx.base) : "/favicon.svg";
  // A studio not yet verified is a preview: never indexed, on its slug host or its own domain (docs/signup.md, Not indexed).
  if (opts.noindex || !site.studio.isVerified) {
    return { title, robots: { index: false, follow: false }, referrer: "no-referrer", icons: { icon } };
  }
  const languages: Record<string, string> = {};
  for (const l of site.site.locales) languages[BCP47[l]] = pageUrl(ctx, l, path);
  languages["x-default"] = pageUrl(ctx, site.site.defaultLocale, path);
  const image = site.studio.coverImageUrl ?? site.rooms.find((r) => r.photos.length)?.photos[0];
  return {
    title,
    description,
    metadataBase: new URL(ctx.base),
    alternates: { canonical: pageUrl(ctx, locale, path), languages },
    icons: { icon },
    openGraph: {
      type: "website",
      siteName: site.studio.name,
      title,
      description,
      url: pageUrl(ctx, locale, path),
      locale: OG_LOCALE[locale],
      alternateLocale: site.site.locales.filter((l) => l !== locale).map((l) => OG_LOCALE[l]),
      ...(image ? { images: [{ url: absoluteUrl(image, ctx.base) }] } : {}),
    },
    twitter: { card: image ? "summary_large_image" : "summary", title, description },
  };
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** schema.org LocalBusiness of a studio (address, geo, opening hours, aggregate rating). */
export function localBusinessJsonLd(ctx: SiteContext, locale: Locale): Record<string, unknown> {
  const { studio, site } = ctx.site;
  const texts = siteTexts(ctx.site, locale);
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${ctx.base}/#business`,
    name: studio.name,
    description: texts.seoDescription,
    url: pageUrl(ctx, locale),
    ...(studio.email ? { email: studio.email } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: [studio.addressLine1, studio.addressLine2].filter(Boolean).join(", "),
      addressLocality: studio.city,
      postalCode: studio.postalCode,
      addressCountry: studio.country,
    },
    openingHoursSpecification: studio.operatingHours
      .filter((h) => !h.isClosed)
      .map((h) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${DAY_NAMES[h.dayOfWeek]}`,
        opens: h.openTime,
        closes: h.closeTime === "00:00" || h.closeTime === "24:00" ? "23:59" : h.closeTime,
      })),
    inLanguage: BCP47[locale],
    availableLanguage: site.locales.map((l) => BCP47[l]),
  };
  if (studio.phone) ld.telephone = studio.phone;
  if (studio.latitude != null && studio.longitude != null)
    ld.geo = { "@type": "GeoCoordinates", latitude: studio.latitude, longitude: studio.longitude };
  if (studio.averageRating != null && studio.totalReviews > 0) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: studio.averageRating,
      reviewCount: studio.totalReviews,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const image = studio.coverImageUrl ?? studio.logoUrl;
  if (image) ld.image = absoluteUrl(image, ctx.base);
  const prices = ctx.site.rooms.filter((r) => r.hourlyCents > 0).map((r) => r.hourlyCents);
  if (prices.length) {
    const cur = ctx.site.rooms[0].currency;
    ld.priceRange = `${(Math.min(...prices) / 100).toFixed(0)}–${(Math.max(...prices) / 100).toFixed(0)} ${cur}/h`;
  }
  return ld;
}

/** JSON for a <script type="application/ld+json"> (escaped so it cannot close the tag). */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
