// The request limits and hourly hold quotas of spec 8: enforced by lib/infra/rate-limit.ts
// (sliding-window counters) and lib/domain/holds/quota.ts (exact sliding logs), and quoted by
// the OpenAPI document (lib/http/openapi/notes.ts), as are the other numbers here.
export type Limit = { name: string; max: number; windowSeconds: number };

export const LIMITS = {
  reads: { name: "read", max: 120, windowSeconds: 60 },
  writes: { name: "write", max: 15, windowSeconds: 60 },
  holdsPerContact: { name: "hold-contact", max: 5, windowSeconds: 3600 },
  holdsPerIp: { name: "hold-ip", max: 20, windowSeconds: 3600 },
} as const satisfies Record<string, Limit>;

/** A card deposit is due this long after confirm (booking.paymentDueAt; lib/domain/bookings/confirm.ts). */
export const PAYMENT_DUE_MS = 20 * 60_000;

/** Availability answers at most this many days; a longer window is clipped (lib/domain/availability). */
export const MAX_WINDOW_DAYS = 31;
