// The server's price of a slot (the client never sends a price; Price at /docs).
//
// Rounding (documented decision): amounts are whole minor units (cents).
//   priceCents   = round(Σ hourly rate × minutes / 60)   over the session's rate lines (docs/pricing.md)
//   depositCents = round(priceCents × depositPercent / 100)
// each rounded half up (x.5 cents → up), computed in integers so no floating-point error can
// move a cent. Amounts are never negative, so "half up" and "half away from zero" agree.
// The deposit is a share of the rounded full price, so deposit ≤ price always holds. The
// arithmetic is lib/contract/price-rules.ts and lib/contract/rates.ts, which the dashboard shares.
import type { Price, Quote, QuoteExtra } from "../contract/schemas";
import type { DbOrTx } from "../infra/db";
import type { Clock } from "../infra/clock";
import type { Locale } from "../contract/locales";
import { promoForQuote } from "./promo-codes/judge";
import type { RoomRecord } from "./sites";
import { roomExtras } from "./extras/offer";
import { divRoundHalfUp } from "../contract/price-rules";
import { promoDiscountCents, type PromoTerms } from "../contract/promo";
import {
  linesCents,
  localStart,
  priceLinesFrom,
  rateLines,
  type LocalStart,
  type PriceLine,
  type Rates,
  type RateLine,
} from "../contract/rates";

export { divRoundHalfUp } from "../contract/price-rules";

/** A room as the studio file writes it: its base rate, windows and long-session rate, deposit and currency. */
type PricedRoom = Rates & { depositPercent: number; currency: string };

/**
 * The price of `minutes` from `start` (studio-local) with `extrasCents` of extras, less a promo code's
 * discount, and its lines by rate.
 */
function quoteLines(
  room: PricedRoom,
  start: LocalStart,
  minutes: number,
  extrasCents = 0,
  promo: PromoTerms | null = null,
): { price: Price; lines: RateLine[]; discountCents: number } {
  const lines = rateLines(room, start, minutes);
  const wholeCents = linesCents(lines) + extrasCents;
  // A promo code takes its discount off the whole price, room time and extras (docs/pricing.md, Promo codes).
  const discountCents = promo ? promoDiscountCents(promo, wholeCents) : 0;
  const priceCents = wholeCents - discountCents;
  // The deposit is a share of the price paid: extras included (Extras), the discount deducted (Promo codes).
  const depositCents = divRoundHalfUp(priceCents * room.depositPercent, 100);
  return { price: { priceCents, depositCents, currency: room.currency, minutes }, lines, discountCents };
}

/**
 * The price of `minutes` from `start`, with the lines a hold and a booking keep (docs/pricing.md,
 * Price lines), less `promo`'s discount (`discountCents`, only with a promo code).
 */
export function quote(
  room: PricedRoom,
  start: LocalStart,
  minutes: number,
  extrasCents = 0,
  promo: PromoTerms | null = null,
): Price & { lines: PriceLine[]; discountCents?: number } {
  const { price, lines, discountCents } = quoteLines(room, start, minutes, extrasCents, promo);
  return { ...price, lines: priceLinesFrom(lines), ...(promo ? { discountCents } : {}) };
}

/**
 * The exact price of every length the room allows from one studio-local start (docs/pricing.md,
 * Quotes): its lengths from minMinutes to maxMinutes in steps, each with its rate lines. Arithmetic
 * only: whether the time is free is availability's answer, and the hold's price is the same sum.
 */
function roomQuote(room: RoomRecord, at: { date: string; startTime: string }, extras: QuoteExtra[] = []): Quote {
  const start = localStart(at.date, at.startTime);
  const durations: Quote["durations"] = [];
  for (let minutes = room.minMinutes; minutes <= room.maxMinutes; minutes += room.stepMinutes) {
    const { price, lines } = quoteLines({ ...room, ...room.rates }, start, minutes);
    durations.push({ minutes, endTime: lines.at(-1)!.endTime, priceCents: price.priceCents, depositCents: price.depositCents, lines });
  }
  return { roomId: room.id, date: at.date, startTime: at.startTime, currency: room.currency, durations, extras };
}

/** The quote with the extras the room can be hired with (docs/pricing.md, Extras), read from the database. */
export async function roomQuoteWithExtras(
  db: DbOrTx,
  studioId: string,
  room: RoomRecord,
  at: { date: string; startTime: string },
): Promise<Quote> {
  return roomQuote(room, at, await roomExtras(db, studioId, room.id));
}

/**
 * getQuote's answer: the quote with the room's extras and, when the query names a promo code, the
 * verdict on it (docs/pricing.md, Promo codes), judged for the room and date through the guessing
 * limit of the client's network. The durations stay undiscounted: a client takes the discount off
 * each length with promoDiscountCents (lib/contract/promo.ts), the hold's own rule.
 */
export async function roomQuoteFor(
  db: DbOrTx,
  clock: Clock,
  site: { studioId: string },
  room: RoomRecord,
  q: { date: string; startTime: string; promoCode?: string; locale?: Locale },
  ip: string,
): Promise<Quote> {
  const quoted = await roomQuoteWithExtras(db, site.studioId, room, q);
  if (q.promoCode === undefined) return quoted;
  const at = { studioId: site.studioId, roomId: room.id, date: q.date, longestMinutes: room.maxMinutes, ip, locale: q.locale ?? "en" };
  return { ...quoted, promo: await promoForQuote(db, clock, at, q.promoCode) };
}
