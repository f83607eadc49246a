// Promo codes' rules (docs/pricing.md, Promo codes): the discount of a price and why a code does not
// apply, shared by the server (the hold, the quote, confirm) and the booking flow, which prices each
// length of the quote with the same function. Client-safe: no zod here.
import { divRoundHalfUp } from "./price-rules";

type PromoKind = "percent" | "fixed";

/** What a code takes off: a percentage (1 to 100) or a fixed amount in cents, the other null. */
export type PromoTerms = { kind: PromoKind; percentOff: number | null; amountCents: number | null };

/**
 * The discount of a price (the whole price: room time and extras): a percentage rounded half up to
 * the cent, or the fixed amount, never more than the price.
 */
export function promoDiscountCents(promo: PromoTerms, priceCents: number): number {
  if (promo.kind === "percent") return divRoundHalfUp(priceCents * (promo.percentOff ?? 0), 100);
  return Math.min(promo.amountCents ?? 0, priceCents);
}

/** Why a code does not apply, in the order they are judged. */
export const PROMO_REFUSALS = ["unknown", "inactive", "not_yet", "expired", "room", "too_short", "used_up", "used_up_by_you"] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/** The reasons a code can run out between the hold and the confirm (the only ones confirm judges again). */
export type PromoUsedUp = Extract<PromoRefusal, "used_up" | "used_up_by_you">;

/** The longest code a guest may type, and the shape of a stored one (trimmed, upper-cased). */
export const PROMO_CODE_MAX = 40;
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

/** A code as stored and compared: trimmed and upper-cased (codes are case-insensitive). */
export const normalizePromoCode = (raw: string): string => raw.trim().toUpperCase();

/** A code's conditions, as judged (dates YYYY-MM-DD, studio-local, inclusive; null: open). */
export type PromoRules = {
  active: boolean;
  validFrom: string | null;
  validUntil: string | null;
  roomIds: readonly string[];
  minMinutes: number | null;
  maxUses: number | null;
  maxUsesPerContact: number | null;
};

/**
 * What a code is judged against: the session's studio-local date and room; its length and the
 * guest's contact's uses when known (the quote knows neither: a length is the guest's choice there,
 * `longestMinutes` the room's longest, and the contact comes with the hold).
 */
export type PromoSession = {
  date: string;
  roomId: string;
  minutes: number | null;
  longestMinutes?: number;
  uses: number;
  usesByContact: number | null;
};

/**
 * The first reason the code does not apply to the session, or null. The dates bound the session's
 * own date: a session after `validUntil` cannot be booked with it, and since nobody books a session
 * in the past, neither can it be used after that day.
 */
export function promoRefusal(p: PromoRules, s: PromoSession): PromoRefusal | null {
  if (!p.active) return "inactive";
  if (p.validFrom !== null && s.date < p.validFrom) return "not_yet";
  if (p.validUntil !== null && s.date > p.validUntil) return "expired";
  if (p.roomIds.length > 0 && !p.roomIds.includes(s.roomId)) return "room";
  const minutes = s.minutes ?? s.longestMinutes ?? null;
  if (p.minMinutes !== null && minutes !== null && minutes < p.minMinutes) return "too_short";
  return promoUsedUp(p, s);
}

/** Whether the code's uses are at its limits: in total, or the contact's (when known). Confirm judges only this. */
export function promoUsedUp(
  p: Pick<PromoRules, "maxUses" | "maxUsesPerContact">,
  s: { uses: number; usesByContact: number | null },
): PromoUsedUp | null {
  if (p.maxUses !== null && s.uses >= p.maxUses) return "used_up";
  if (p.maxUsesPerContact !== null && s.usesByContact !== null && s.usesByContact >= p.maxUsesPerContact) return "used_up_by_you";
  return null;
}

/** A code's terms and dates as the studio writes them (the studio file, the studio API). */
export type PromoCodeFields = PromoTerms & { validFrom: string | null; validUntil: string | null };

/** What a studio's code cannot be, as [field, reason] pairs: the amount of its kind only, dates in order. */
export function promoCodeProblems(p: PromoCodeFields): [string, string][] {
  const out: [string, string][] = [];
  if (p.kind === "percent" && p.percentOff === null) out.push(["percentOff", "is required for a percent code"]);
  if (p.kind === "percent" && p.amountCents !== null) out.push(["amountCents", "must be null for a percent code"]);
  if (p.kind === "fixed" && p.amountCents === null) out.push(["amountCents", "is required for a fixed code"]);
  if (p.kind === "fixed" && p.percentOff !== null) out.push(["percentOff", "must be null for a fixed code"]);
  if (p.validFrom !== null && p.validUntil !== null && p.validUntil < p.validFrom) out.push(["validUntil", "must not be before validFrom"]);
  return out;
}
