// The server's price of a slot (the client never sends a price; Price at /docs).
//
// Rounding (documented decision): amounts are whole minor units (cents).
//   priceCents   = round(hourlyCents × minutes / 60)
//   depositCents = round(priceCents × depositPercent / 100)
// each rounded half up (x.5 cents → up), computed in integers so no floating-point error can
// move a cent. Amounts are never negative, so "half up" and "half away from zero" agree.
// The deposit is a share of the rounded full price, so deposit ≤ price always holds.
import type { Price } from "../contract/schemas";

/** round(numerator / denominator) half up, for non-negative integers. */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError(`divRoundHalfUp: bad operands ${numerator}/${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function quote(room: { hourlyCents: number; depositPercent: number; currency: string }, minutes: number): Price {
  const priceCents = divRoundHalfUp(room.hourlyCents * minutes, 60);
  const depositCents = divRoundHalfUp(priceCents * room.depositPercent, 100);
  return { priceCents, depositCents, currency: room.currency, minutes };
}
