// SMS pumping defences (docs/decisions-abuse.md, SMS caps): every code text costs money, and public OTP endpoints are
// the classic target of toll fraud (codes "sent" to premium numbers the attacker is paid for).
//
// - Destinations: a studio texts codes only to the country calling codes of its allow-list
//   (studio file `booking.smsCountryCodes`, e.g. ["34", "33"]); empty = the studio's own
//   country. Elsewhere → 400 VALIDATION_ERROR naming `contact` (email still works).
// - Spend caps: texts actually sent (codes, not devCode holds, and the outbox's texts) count against a
//   per-studio and a platform-wide cap over any 24 hours (SMS_DAILY_CAP_PER_STUDIO = 200 for a verified
//   studio, SMS_DAILY_CAP_PER_UNVERIFIED_STUDIO = 10 for its own phone code before that,
//   SMS_DAILY_CAP_PLATFORM = 2000 by default), exact and shared by every instance (lib/domain/holds/quota.ts,
//   inside the hold's or resend's transaction). Full → resend: 429 RATE_LIMIT_EXCEEDED suggesting
//   email; create hold: 503 SMS_UNAVAILABLE (use email), with the near-cap and per-network
//   rules of create.ts (docs/decisions-sites.md, Texts); a message of the outbox: not sent
//   (docs/decisions-messages.md, Daily caps).
import type { Clock } from "../../infra/clock";
import type { Prisma } from "../../infra/db";
import { env, type Env } from "../../infra/env";
import { ApiError } from "../../contract/errors";
import { callingCodeOf, parsePhone } from "../identity";
import { takeQuotas, type QuotaTake } from "./quota";
import type { SiteRecord } from "../sites";

const DAY_SECONDS = 24 * 3600;
const CAP_MESSAGE = "Too many text messages have been sent today; use email for the code instead";

/** The calling codes a studio may text to: its allow-list, else its own country's. */
function allowedCallingCodes(smsCountryCodes: string[], country: string): string[] {
  if (smsCountryCodes.length > 0) return smsCountryCodes;
  const own = callingCodeOf(country);
  return own ? [own] : [];
}

/** Whether a studio (its allow-list and country, as they are now) may text this number. */
export function smsDestinationAllowed(studio: { smsCountryCodes: string[]; country: string }, phone: string): boolean {
  const cc = parsePhone(phone)?.callingCode;
  return !!cc && allowedCallingCodes(studio.smsCountryCodes, studio.country).includes(cc);
}

/** 400 VALIDATION_ERROR (contact) unless the studio may text this number. */
export function checkSmsDestination(site: Pick<SiteRecord, "smsCountryCodes" | "payload">, phone: string): void {
  const cc = parsePhone(phone)?.callingCode;
  const allowed = allowedCallingCodes(site.smsCountryCodes, site.payload.studio.country);
  if (!cc || !allowed.includes(cc)) {
    const list = allowed.map((c) => `+${c}`).join(", ") || "none";
    throw new ApiError("VALIDATION_ERROR", `contact: this studio cannot text codes to that country (allowed: ${list}); use email instead`);
  }
}

/**
 * Count one text against the studio's and the platform's daily caps (inside a transaction). `verified`:
 * whether the studio is live; one that is not has the lower cap (only its own phone code is texted then).
 */
export async function takeSmsSend(
  tx: Prisma.TransactionClient,
  clock: Clock,
  studioId: string,
  verified = true,
  e: Env = env(),
): Promise<void> {
  await takeQuotas(tx, clock, smsQuotas(studioId, verified, e));
}

/** A studio's daily SMS cap: higher once it is verified (docs/decisions-messages.md, Daily caps). */
export const smsStudioCap = (verified: boolean, e: Env = env()) =>
  verified ? e.SMS_DAILY_CAP_PER_STUDIO : e.SMS_DAILY_CAP_PER_UNVERIFIED_STUDIO;

/** The daily SMS caps a text counts against, in lock order (studio, then platform). */
export function smsQuotas(studioId: string, verified = true, e: Env = env()): QuotaTake[] {
  return [
    { q: { name: "sms-studio", max: smsStudioCap(verified, e), windowSeconds: DAY_SECONDS, message: CAP_MESSAGE }, subject: studioId },
    { q: { name: "sms-platform", max: e.SMS_DAILY_CAP_PLATFORM, windowSeconds: DAY_SECONDS, message: CAP_MESSAGE }, subject: "all" },
  ];
}
