// The price of an extra's line (docs/pricing.md, Extras): per booking, its price times the quantity;
// per hour, its hourly price for the session's minutes rounded half up to the cent (as a room's rate
// lines are), times the quantity. Integers only, so no floating-point error moves a cent.
import { divRoundHalfUp } from "./price-rules";

export type ExtraPer = "booking" | "hour";

export function extraLineCents(extra: { priceCents: number; per: ExtraPer }, minutes: number, quantity: number): number {
  const one = extra.per === "booking" ? extra.priceCents : divRoundHalfUp(extra.priceCents * minutes, 60);
  return one * quantity;
}
