// The price arithmetic and the card deposit's rules, shared by the server (lib/domain/pricing.ts
// quotes with it; lib/domain/payments/modes.ts decides with it) and the dashboard's room form (its
// checks before a save), so both agree to the cent. No zod here: client components import it.
//
// A card deposit can be taken only when it is above 0 and at least the card provider's minimum
// charge in its currency (CARD_MINIMUM_CHARGE). For a room that is judged on its shortest booking,
// the smallest deposit a guest can be asked for (docs/payments-connect.md, Payment modes a guest can confirm).
import { cardMinimumCharge } from "./limits";

/** round(numerator / denominator) half up, for non-negative integers. */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError(`divRoundHalfUp: bad operands ${numerator}/${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

type Priced = { hourlyCents: number; depositPercent: number };

/** The full price and the deposit of `minutes` (each rounded half up; the deposit a share of the rounded price). */
function amountsOf(room: Priced, minutes: number): { priceCents: number; depositCents: number } {
  const priceCents = divRoundHalfUp(room.hourlyCents * minutes, 60);
  return { priceCents, depositCents: divRoundHalfUp(priceCents * room.depositPercent, 100) };
}

/** Why a card deposit cannot be charged: there is none, or it is under the provider's minimum. */
export type DepositProblem = "no_deposit" | "under_minimum";

export function depositProblem(depositCents: number, currency: string): DepositProblem | null {
  if (depositCents <= 0) return "no_deposit";
  return depositCents < cardMinimumCharge(currency) ? "under_minimum" : null;
}

/** The hourly rates a room has beyond its base (docs/pricing.md, Rates): its windows' and its long-session rate. */
export type OtherRates = { rateWindows: readonly { hourlyCents: number }[]; longHourlyCents: number | null };

export const otherRatesCents = (r: OtherRates): number[] => [
  ...r.rateWindows.map((w) => w.hourlyCents),
  ...(r.longHourlyCents === null ? [] : [r.longHourlyCents]),
];

export type DepositRoom = Priced & OtherRates & { minMinutes: number; currency: string };

/** The card deposit of the room's shortest booking at its lowest rate, the smallest a guest can be asked for. */
const shortestDeposit = (room: DepositRoom): number => {
  const lowest = Math.min(room.hourlyCents, ...otherRatesCents(room));
  return amountsOf({ ...room, hourlyCents: lowest }, room.minMinutes).depositCents;
};

/** The room's card deposit problem, judged on its shortest booking (a longer one's deposit is never smaller). */
export const roomDepositProblem = (room: DepositRoom): DepositProblem | null => depositProblem(shortestDeposit(room), room.currency);

/** "0.50 EUR": an amount in minor units for a message, in units with two decimals as the room form takes a price. */
export const minorText = (cents: number, currency: string): string => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

// The server's reasons (English, as every API message), worded per language for the dashboard by
// lib/i18n/studio-errors.ts, which matches their beginnings: keep the two in step.
export const MAX_BELOW_MIN = "maxMinutes must be ≥ minMinutes";
const CARD_NO_DEPOSIT = "must be above 0 while card is a payment mode: the card deposit is what a guest pays online";
const cardUnderMinimum = (minimum: string, deposit: string) =>
  `must give the shortest booking a card deposit of at least ${minimum} (it is ${deposit}): raise the deposit or the price, or turn card off`;
const CARD_ALONE = "card alone needs card payments that work now (Stripe connected and able to charge): add pay at the studio until then";

export type PaymentRoom = DepositRoom & { paymentModes: readonly string[] };

/**
 * A room's payment settings that could never be kept, each a [field, reason] pair: card with a deposit of
 * 0 %, card whose shortest booking's deposit is under the card minimum, and card as the only mode
 * while the studio cannot take card deposits (`cardWorks` false; null when the caller cannot know,
 * as the dashboard's form). Card beside on_site stays allowed then: guests pay at the studio.
 */
export function roomPaymentProblems(room: PaymentRoom, cardWorks: boolean | null): [string, string][] {
  if (!room.paymentModes.includes("card")) return [];
  const out: [string, string][] = [];
  const deposit = shortestDeposit(room);
  const problem = depositProblem(deposit, room.currency);
  if (problem === "no_deposit") out.push(["depositPercent", CARD_NO_DEPOSIT]);
  if (problem === "under_minimum")
    out.push([
      "depositPercent",
      cardUnderMinimum(minorText(cardMinimumCharge(room.currency), room.currency), minorText(deposit, room.currency)),
    ]);
  if (cardWorks === false && !room.paymentModes.includes("on_site")) out.push(["paymentModes", CARD_ALONE]);
  return out;
}
