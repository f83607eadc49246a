// What the basics settings read and edit: the studio's details, its booking switches and its
// site (docs/studio-settings.md, Dashboard pages).
import type { NoShowPolicy } from "@/lib/contract/guests";
import type { Locale } from "@/lib/contract/locales";
import type { TemplateId } from "@/lib/contract/templates";

export type StudioDetails = {
  name: string;
  phone: string | null;
  email: string | null;
  notifyEmail: string | null;
  description: string;
  shortDescription: string | null;
  studioType: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postalCode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  logoUrl: string | null;
  coverImageUrl: string | null;
};
export type BookingSwitches = {
  bookingOnline: boolean;
  cardPayments: boolean;
  captcha: boolean;
  guestReschedule: boolean;
  smsCountryCodes: string[];
  smsReminderHours: number | null;
  dailyDigest: boolean;
  noShowPolicy: NoShowPolicy;
  noShowThreshold: number;
  onlineSeriesMaxWeeks: number;
};
export type SiteBasics = { template: TemplateId; locales: Locale[]; defaultLocale: Locale; customDomain: string | null };

/** Nullable text: blank → null. */
export const orNull = (v: string) => v.trim() || null;
