// The error codes of the contract (ErrorCode) and their HTTP statuses: zod-free, so client components
// import the same table the server answers with. schemas.ts builds the zod enum from it.
import { keysOf } from "./shapes";

export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  CAPTCHA_FAILED: 400,
  CODE_INVALID: 400,
  PAYMENT_MODE_DENIED: 400,
  /** Studio API: no valid staff session (docs/studio-accounts.md). */
  UNAUTHENTICATED: 401,
  /** Studio API: signed in, but the staff member's role does not allow this action. */
  FORBIDDEN: 403,
  STUDIO_NOT_VERIFIED: 403,
  /**
   * Beyond the contract's codes: the studio refuses this guest's online holds, their contact having
   * reached its no-show threshold (docs/guests.md, No-show policy); `message` in the hold's language,
   * `details.reason` "no_shows".
   */
  GUEST_REFUSED: 403,
  RESOURCE_NOT_FOUND: 404,
  SITE_NOT_LIVE: 404,
  /** Beyond the contract's codes: a known /v1 path with a method it does not serve (Allow lists those it does). */
  METHOD_NOT_ALLOWED: 405,
  ROOM_NOT_BOOKABLE: 409,
  OUTSIDE_HOURS: 409,
  OUTSIDE_BOOKING_WINDOW: 409,
  SLOT_TAKEN: 409,
  HOLD_NOT_VERIFIED: 409,
  HOLD_ALREADY_CONFIRMED: 409,
  CANCEL_TOO_LATE: 409,
  INVALID_STATE: 409,
  PAYMENTS_UNAVAILABLE: 409,
  /** Studio API, beyond the contract: a settings save read at a version that changed since (docs/decisions-platform.md, Settings versions). */
  STALE_VERSION: 409,
  /** Beyond the contract's codes: an extra the hold asked for has no unit free at that time (docs/pricing.md, Extras); details name it. */
  EXTRA_UNAVAILABLE: 409,
  /**
   * Beyond the contract's codes: a promo code the hold asked for does not apply, or ran out before the
   * confirm (docs/pricing.md, Promo codes); details carry its `reason` and `code`.
   */
  PROMO_CODE_INVALID: 409,
  /**
   * Beyond the contract's codes: a prepaid-hours code given with a confirm or a phone booking is
   * expired or has fewer hours left than the booking takes (docs/prepaid-hours.md); details carry
   * `reason` (expired | short), `balanceMinutes` and `neededMinutes`.
   */
  PREPAID_HOURS_SHORT: 409,
  /**
   * Beyond the contract's codes: a weekly series asked for online where it is not offered — the
   * studio's `onlineSeriesMaxWeeks` is 0, or the room takes cards only (docs/series.md, Booked online by a guest).
   */
  SERIES_NOT_OFFERED: 409,
  HOLD_EXPIRED: 410,
  RATE_LIMIT_EXCEEDED: 429,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL_ERROR: 500,
  SMS_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  /** Studio API: the photo storage refused a write (disk full, read-only folder, bucket down); nothing was saved. */
  STORAGE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every code, in table order. */
export const ERROR_CODES = keysOf(ERROR_STATUS);
