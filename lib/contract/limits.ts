// The request limits and hourly hold quotas of the contract: enforced by lib/infra/rate-limit.ts
// (sliding-window counters) and lib/domain/holds/quota.ts (exact sliding logs), and quoted by
// the OpenAPI document (lib/http/openapi/notes.ts), as are the other numbers here.
//
// "Per IP" is per client network (lib/infra/networks.ts): an IPv4 address, or an IPv6 /64 and,
// at WIDER_NETWORK_FACTOR times the max, its /56 and its /48 (docs/decisions-abuse.md, Client networks).
export type Limit = { name: string; max: number; windowSeconds: number };

export const LIMITS = {
  reads: { name: "read", max: 120, windowSeconds: 60 },
  writes: { name: "write", max: 15, windowSeconds: 60 },
  holdsPerContact: { name: "hold-contact", max: 5, windowSeconds: 3600 },
  holdsPerIp: { name: "hold-ip", max: 20, windowSeconds: 3600 },
  /** Phone holds whose code is really texted, per client network, in any 24 hours. */
  smsPerIp: { name: "sms-ip", max: 10, windowSeconds: 24 * 3600 },
  /** Staff sign-in links (docs/studio-accounts.md, Sign-in): per client network. */
  signInLinksPerIp: { name: "signin-ip", max: 10, windowSeconds: 3600 },
  /**
   * Sign-in links per address (canonical form), whatever the door: the staff sign-in form and the
   * sign-up count on this one quota (docs/signup.md, Limits).
   */
  signInLinksPerEmail: { name: "signin-email", max: 3, windowSeconds: 3600 },
  /** Booking look-ups on a site (docs/decisions-bookings.md, Finding a booking): per contact typed, and per client network. */
  lookupsPerContact: { name: "lookup-contact", max: 3, windowSeconds: 3600 },
  lookupsPerIp: { name: "lookup-ip", max: 10, windowSeconds: 3600 },
  /** Sign-ups of new studios (docs/signup.md, Limits): per client network (its /56 and /48 at twice it); per address, signInLinksPerEmail. */
  signUpsPerIp: { name: "signup-ip", max: 5, windowSeconds: 3600 },
  /**
   * Wrong promo codes (docs/decisions-abuse.md, Promo codes): per client network. Past it, every
   * promo code check of that network is refused until the window lets one more in.
   */
  promoGuessesPerIp: { name: "promo-ip", max: 10, windowSeconds: 3600 },
} as const satisfies Record<string, Limit>;

/** An IPv6 client's /56 and /48 may do this many times what its /64 may: more than one household ever needs. */
export const WIDER_NETWORK_FACTOR = 2;

/** Live unverified holds one client network may have at one studio at a time (wider networks: × WIDER_NETWORK_FACTOR). */
export const LIVE_HOLDS_PER_IP = 3;

/**
 * Share of a studio's daily SMS cap after which a phone hold needs the studio's captcha; where
 * the studio has none, phone holds are refused (SMS_UNAVAILABLE: use email) until it drops below.
 */
export const SMS_NEAR_CAP_SHARE = 0.8;

/** A card deposit is due this long after confirm (booking.paymentDueAt; lib/domain/bookings/confirm.ts). */
export const PAYMENT_DUE_MS = 20 * 60_000;

/**
 * A studio's move tells the guest this many minutes after it, and every further move of that booking
 * in the meantime joins the same message, which then says the final time (docs/studio-actions.md,
 * Moving a booking): a booking dragged twice to get it right sends one message, not two.
 */
export const MOVE_NOTICE_WINDOW_MINUTES = 5;

/** Availability answers at most this many days; a longer window is clipped (lib/domain/availability). */
export const MAX_WINDOW_DAYS = 31;

/** Seconds a client is asked to wait (Retry-After) while the database is down: a restart takes a few. */
export const OUTAGE_RETRY_AFTER_S = 5;

/**
 * Webhook subscriptions per studio (docs/webhooks.md, Limits): enough for an integration, its
 * staging copy and a few tools; each is a lane its studio's share of delivery is split among.
 */
export const WEBHOOK_SUBSCRIPTIONS_MAX = 5;

/** The worker re-reads a custom domain's proof this long after its last check (or its setting)... (docs/decisions-sites.md, Custom domains) */
export const DOMAIN_RECHECK_MS = 10 * 60_000;
/** ... for this long after it was set; then only "Check now" proves it. */
export const DOMAIN_RECHECK_FOR_MS = 7 * 24 * 3_600_000;

/**
 * The card provider's smallest charge per currency, in minor units: Stripe refuses a PaymentIntent
 * below it ("Minimum and maximum charge amounts" of Stripe's supported currencies). A card deposit
 * under it can never be taken, so such a deposit is not offered (docs/payments-connect.md, Payment
 * modes a guest can confirm). The values are Stripe's `amount`, as a deposit is sent (for JPY, a
 * zero-decimal currency, yen).
 */
const CARD_MINIMUM_CHARGE: Readonly<Record<string, number>> = {
  USD: 50,
  AED: 200,
  AUD: 50,
  BGN: 100,
  BRL: 50,
  CAD: 50,
  CHF: 50,
  CZK: 1500,
  DKK: 250,
  EUR: 50,
  GBP: 30,
  HKD: 400,
  HUF: 17500,
  INR: 50,
  JPY: 50,
  MXN: 1000,
  MYR: 200,
  NOK: 300,
  NZD: 50,
  PLN: 200,
  RON: 200,
  SEK: 300,
  SGD: 50,
  THB: 1000,
};
/** A currency Stripe lists no minimum for: 50 minor units, the most common floor (Stripe may still ask for more). */
const CARD_MINIMUM_OTHER = 50;
export const cardMinimumCharge = (currency: string): number => CARD_MINIMUM_CHARGE[currency.toUpperCase()] ?? CARD_MINIMUM_OTHER;

/** How far ahead staff may book or move a booking (docs/studio-actions.md, Phone bookings). */
export const STAFF_HORIZON_DAYS = 730;
