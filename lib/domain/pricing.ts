// The server's price of a slot (the client never sends a price; Price at /docs).
//
// Rounding (documented decision): amounts are whole minor units (cents).
//   priceCents   = round(hourlyCents × minutes / 60)
//   depositCents = round(priceCents × depositPercent / 100)
// each rounded half up (x.5 cents → up), computed in integers so no floating-point error can
// move a cent. Amounts are never negative, so "half up" and "half away from zero" agree.
// The deposit is a share of the rounded full price, so deposit ≤ price always holds. The
// arithmetic is lib/contract/price-rules.ts, which the dashboard's room form shares.
import type { Price } from "../contract/schemas";
import { amountsOf } from "../contract/price-rules";

export { divRoundHalfUp } from "../contract/price-rules";

export function quote(room: { hourlyCents: number; depositPercent: number; currency: string }, minutes: number): Price {
  return { ...amountsOf(room, minutes), currency: room.currency, minutes };
}
