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
  /** Staff sign-in links (docs/studio-accounts.md, Sign-in): per client network, and per address. */
  signInLinksPerIp: { name: "signin-ip", max: 10, windowSeconds: 3600 },
  signInLinksPerEmail: { name: "signin-email", max: 3, windowSeconds: 3600 },
  /** Booking look-ups on a site (docs/decisions-bookings.md, Finding a booking): per contact typed, and per client network. */
  lookupsPerContact: { name: "lookup-contact", max: 3, windowSeconds: 3600 },
  lookupsPerIp: { name: "lookup-ip", max: 10, windowSeconds: 3600 },
  /** Sign-ups of new studios (docs/signup.md, Limits): per client network (its /56 and /48 at twice it), and per address. */
  signUpsPerIp: { name: "signup-ip", max: 5, windowSeconds: 3600 },
  signUpsPerEmail: { name: "signup-email", max: 3, windowSeconds: 3600 },
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

/** Availability answers at most this many days; a longer window is clipped (lib/domain/availability). */
export const MAX_WINDOW_DAYS = 31;

/** Seconds a client is asked to wait (Retry-After) while the database is down: a restart takes a few. */
export const OUTAGE_RETRY_AFTER_S = 5;
