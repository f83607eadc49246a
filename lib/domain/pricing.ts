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
import type { RoomRecord } from "./sites";
import { roomExtras } from "./extras/offer";
import { divRoundHalfUp } from "../contract/price-rules";
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

/** The price of `minutes` from `start` (studio-local) with `extrasCents` of extras, and its lines by rate. */
function quoteLines(room: PricedRoom, start: LocalStart, minutes: number, extrasCents = 0): { price: Price; lines: RateLine[] } {
  const lines = rateLines(room, start, minutes);
  // The deposit is a share of the whole price, extras included (docs/pricing.md, Extras).
  const priceCents = linesCents(lines) + extrasCents;
  const depositCents = divRoundHalfUp(priceCents * room.depositPercent, 100);
  return { price: { priceCents, depositCents, currency: room.currency, minutes }, lines };
}

/** The price of `minutes` from `start`, with the lines a hold and a booking keep (docs/pricing.md, Price lines). */
export function quote(room: PricedRoom, start: LocalStart, minutes: number, extrasCents = 0): Price & { lines: PriceLine[] } {
  const { price, lines } = quoteLines(room, start, minutes, extrasCents);
  return { ...price, lines: priceLinesFrom(lines) };
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
