// A studio's columns the database types loosely (jsonb: JsonValue; template, status, locales and
// payment modes: plain strings), read with the types of what the app writes there, and typed JSON
// written back. The app writes them only with values the studio file's schema accepted
// (lib/domain/studios/import.ts: the import, settings saves, sign-up, photo edits), so a read takes
// that shape without parsing again: rows written before a rule tightened must keep loading. The
// site payload reads these too, so this module imports only the contract and Prisma's types.
import type { HourException } from "../contract/hour-exceptions";
import type { Invoice, InvoiceCustomer } from "../contract/invoices";
import type { PriceLine, Rates, RateWindow } from "../contract/rates";
import type { Booking, Locale, PaymentMode, SiteConfig, Studio } from "../contract/schemas";
import type { Prisma } from "../infra/db";

/** Text per locale; a locale may be missing (pages fall back to the site's default locale). */
export type LocalizedText = Partial<Record<Locale, string>>;
/** A room photo as stored: its URL with alt text per locale and its pixel size. */
export type RoomPhoto = { url: string; alt: LocalizedText; width?: number; height?: number };
/** One language's texts in the site content: the studio's and each room's (by room id). */
type LanguageTexts = {
  studio?: { description?: string; shortDescription?: string };
  rooms?: Record<string, { name?: string; description?: string }>;
};
/** site_config.content: hero, "about", the texts in the other languages (docs/studio-settings.md, Texts in other languages); other keys pass through. */
export type SiteContent = { translations?: Partial<Record<string, LanguageTexts>>; [key: string]: unknown };

/** The one place a stored value takes its written type (see above). */
const stored =
  <T>() =>
  (v: Prisma.JsonValue): T =>
    v as T;

export const operatingHoursOf = stored<Studio["operatingHours"]>();
export const hourExceptionsOf = stored<HourException[]>();
export const houseRulesOf = stored<LocalizedText | null>();
/** site_config's theme, sections, legal and seo: free-form objects. */
const siteObjectOf = stored<Record<string, unknown>>();
export const siteContentOf = stored<SiteContent>();
/** template and status: CHECK constraints hold them to these values. */
const templateOf = stored<SiteConfig["template"]>();
export const siteStatusOf = stored<"live" | "draft">();
const localeOf = stored<Locale>();
const localesOf = stored<Locale[]>();
export const paymentModesOf = stored<PaymentMode[]>();
export const instructionsOf = stored<Record<string, string>>();
export const roomPhotosOf = stored<RoomPhoto[]>();
export const amenitiesOf = stored<LocalizedText[]>();
export const rateWindowsOf = stored<RateWindow[]>();
/** hold and booking priceLines: written from a quote's lines (lib/domain/pricing.ts). */
export const priceLinesOf = stored<PriceLine[]>();
/** hold and booking extras: written from the studio's extras as priced (lib/domain/extras/offer.ts). */
export const bookedExtrasOf = stored<Booking["extras"]>();
/** The promo code a hold was made with, as it priced it (docs/pricing.md, Promo codes); the booking copies it. */
export type PromoSnapshot = { promoCodeId: string; code: string; discountCents: number };
/** hold and booking promo: written from a judged code and its discount (lib/domain/holds/create.ts); null: none. */
export const promoOf = stored<PromoSnapshot | null>();
/** invoice columns, written once by lib/domain/invoices/issue.ts and never changed (docs/invoices.md). */
export type InvoiceParty = { legalName?: string; name?: string; taxId: string; address: string };
export type InvoiceLine = { reference: string; room: string; date: string; startTime: string; endTime: string };
export const invoiceSellerOf = stored<InvoiceParty>();
export const invoiceCustomerOf = stored<InvoiceCustomer | null>();
export const invoiceLinesOf = stored<InvoiceLine[]>();
/** invoice.kind and payment_request.status: CHECK constraints hold them to these values. */
export const invoiceKindOf = stored<Invoice["kind"]>();
export const requestStatusOf = stored<"open" | "paid" | "cancelled" | "expired">();
/** The snapshot as the API shows it: the code and what it took off. */
export function discountOf(v: Prisma.JsonValue | null): Booking["discount"] {
  const p = promoOf(v);
  return p ? { code: p.code, discountCents: p.discountCents } : null;
}

/** A room row's rates (docs/pricing.md): its base price, windows and long-session rate. */
export const ratesOf = (r: {
  hourlyCents: number;
  rateWindows: Prisma.JsonValue;
  longFromMinutes: number | null;
  longHourlyCents: number | null;
}): Rates => ({
  hourlyCents: r.hourlyCents,
  rateWindows: rateWindowsOf(r.rateWindows),
  longFromMinutes: r.longFromMinutes,
  longHourlyCents: r.longHourlyCents,
});

/**
 * An object built from JSON (a request body, a jsonb column, a zod parse of either), typed for
 * Prisma's JSON input: JSON by construction, so not walked again.
 */
export function asJson(v: Record<string, unknown>): Prisma.InputJsonObject {
  return v as Prisma.InputJsonObject;
}

/** A JSON object: not null, not an array. */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

const hasKey = <T extends object>(o: T, k: string): k is Extract<keyof T, string> => k in o;

/** `o`'s values of `keys`; a key `o` lacks stays absent (Prisma leaves that column as it is). */
export function pickFields<T extends object>(o: T, keys: readonly string[]): Partial<T> {
  const out: Partial<T> = {};
  for (const k of keys) if (hasKey(o, k)) out[k] = o[k];
  return out;
}

/** A site_config row's stored JSON as the studio file has it: the public site (sites.ts) and the export read it alike. */
export function siteColumnsOf(c: {
  template: string;
  theme: Prisma.JsonValue;
  sections: Prisma.JsonValue;
  content: Prisma.JsonValue;
  legal: Prisma.JsonValue;
  seo: Prisma.JsonValue;
  defaultLocale: string;
  locales: string[];
}) {
  return {
    template: templateOf(c.template),
    theme: siteObjectOf(c.theme),
    sections: siteObjectOf(c.sections),
    content: siteContentOf(c.content),
    legal: siteObjectOf(c.legal),
    seo: siteObjectOf(c.seo),
    defaultLocale: localeOf(c.defaultLocale),
    locales: localesOf(c.locales),
  };
}
