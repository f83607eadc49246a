// What the rooms settings' parts share (docs/studio-settings.md): a room as read, the site's
// languages, the texts every part takes, and the numeric booking rules edited as inputs.
import type { Catalog, Locale } from "@/lib/i18n";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import type { RateWindow } from "@/lib/contract/rates";

export type RoomRow = {
  id: string;
  /** The room's version as read (docs/decisions-platform.md, Settings versions). */
  version?: string;
  name: string;
  currency: string;
  hourlyCents: number;
  depositPercent: number;
  minMinutes: number;
  maxMinutes: number;
  bufferMinutes: number;
  minNoticeMin: number;
  maxAdvanceDays: number;
  capacity: number;
  cancelNoticeHours: number;
  active: boolean;
  description: string | null;
  roomType: string | null;
  paymentModes: PayMode[];
  amenities: Partial<Record<Locale, string>>[];
  /** Rates beyond the base price (docs/pricing.md, Rates). */
  rateWindows: RateWindow[];
  longFromMinutes: number | null;
  longHourlyCents: number | null;
  /** Name and description in the site's other languages (site.content.translations). */
  texts: Partial<Record<Locale, { name?: string; description?: string }>>;
};

export type PayMode = "on_site" | "card";
export const MODES = [
  ["on_site", "modeOnSite"],
  ["card", "modeCard"],
] as const satisfies readonly (readonly [PayMode, keyof SettingsTexts["rooms"]])[];

/** The site's languages, main first, with their names; whether the studio takes card payments. */
export type SiteLanguages = { locales: Locale[]; defaultLocale: Locale; localeNames: Record<Locale, string>; cardPayments: boolean };
export type Texts = { s: SettingsTexts; t: Catalog["studio"]; errors: Catalog["errors"] };
export type FormProps = Texts & { site: SiteLanguages };

export const NUMBERS = [
  ["depositPercent", "deposit", 0, 100],
  ["minMinutes", "minMinutes", 1, undefined],
  ["maxMinutes", "maxMinutes", 1, undefined],
  ["bufferMinutes", "buffer", 0, 1440],
  ["minNoticeMin", "notice", 0, undefined],
  ["maxAdvanceDays", "horizon", 0, 730],
  ["capacity", "capacity", 1, undefined],
  ["cancelNoticeHours", "cancelNotice", 0, undefined],
] as const satisfies readonly (readonly [keyof RoomRow, keyof SettingsTexts["rooms"], number, number | undefined])[];

export type NumKey = (typeof NUMBERS)[number][0];

/** An amenity row with a stable key, so a moved row keeps its inputs (and focus). */
export type AmenityRow = { key: number; text: Partial<Record<Locale, string>> };
