// The price before the hold (docs/booking-flow.md, Extras; Promo codes): the room's time from the quote,
// the extras chosen, and the applied promo code's discount, each with the server's own arithmetic
// (lib/contract/extras.ts, lib/contract/promo.ts), so the estimate is the hold's price to the cent.
import { promoDiscountCents } from "@/lib/contract/promo";
import type { ChosenExtras } from "./chosen-extras";
import { chosenLines } from "./chosen-extras";
import type { QuoteView } from "./useQuote";

export type Estimate = {
  roomCents: number;
  extrasCents: number;
  /** The applied code's discount; 0 when there is none or it does not apply to this length. */
  discountCents: number;
  totalCents: number;
  /** The applied code is valid but asks for a longer session than `minutes`: its shortest. */
  promoMinMinutes: number | null;
};

/** The estimate of `minutes`, or null while the quote is loading. */
export function estimate(quote: QuoteView | null, chosen: ChosenExtras, minutes: number): Estimate | null {
  const roomCents = quote?.prices.get(minutes);
  if (!quote || roomCents === undefined) return null;
  const extrasCents = chosenLines(quote.extras, chosen, minutes).reduce((sum, l) => sum + l.cents, 0);
  const promo = quote.promo?.ok ? quote.promo : null;
  const tooShort = promo !== null && promo.minMinutes !== null && minutes < promo.minMinutes;
  const discountCents = promo && !tooShort ? promoDiscountCents(promo, roomCents + extrasCents) : 0;
  return {
    roomCents,
    extrasCents,
    discountCents,
    totalCents: roomCents + extrasCents - discountCents,
    promoMinMinutes: tooShort ? promo.minMinutes : null,
  };
}

/** The code create hold is sent: the applied one, when the quote found it valid for this length. */
export const promoToSend = (quote: QuoteView | null, e: Estimate | null): string | null =>
  quote?.promo?.ok && e && e.promoMinMinutes === null ? quote.promo.code : null;
