// Props of the booking flow (the room page passes them; every step reads what it needs).
import type { Locale, PaymentMode } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";

type BookingRoom = {
  id: string;
  name: string;
  hourlyCents: number;
  currency: string;
  minMinutes: number;
  maxMinutes: number;
  stepMinutes: number;
  paymentModes: PaymentMode[];
  /** Hours before the start after which the guest can no longer cancel online (the booking keeps this snapshot). */
  cancelNoticeHours: number;
  /** How many people the room takes: the party size's bound. */
  capacity: number;
};

export type BookingFlowProps = {
  locale: Locale;
  slug: string;
  timezone: string;
  /** The studio's country (ISO 3166-1 alpha-2): national phone numbers are read as its numbers. */
  country: string;
  room: BookingRoom;
  cardPayments: boolean;
  captchaSiteKey?: string;
  stripePublishableKey?: string;
  /** The studio's Stripe connected account: its deposits are direct charges there (docs/payments-connect.md). */
  stripeAccount?: string;
  /** Studio-local date of the server render (first month shown). */
  today: string;
  theme: "light" | "dark";
  t: Catalog["booking"];
  errors: Catalog["errors"];
  /** The payment step's prepaid-hours code field (docs/prepaid-hours.md). */
  prepaid: Catalog["prepaid"]["step"];
  /** Weeks a guest may book as one weekly series here, 0 or absent: not offered (docs/series.md, Booked online by a guest). */
  seriesMaxWeeks?: number;
  contactHref: string;
  contactLabel: string;
};
