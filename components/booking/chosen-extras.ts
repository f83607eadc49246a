// The extras a guest chose in the booking flow (docs/pricing.md, Extras): quantities by extra id, kept
// with the flow's entries, priced with the server's arithmetic (lib/contract/extras.ts) so the
// estimate before the hold is the hold's price to the cent.
import { extraLineCents } from "@/lib/contract/extras";
import { EXTRA_QUANTITY_MAX } from "@/lib/contract/hold-rules";
import type { QuoteExtra } from "@/lib/contract/schemas";

/** Quantity by extra id; an extra not chosen is absent. */
export type ChosenExtras = Readonly<Record<string, number>>;

/** The most of an extra one booking can hire: the units the studio owns, within the hold's bound. */
export const maxQuantity = (e: QuoteExtra): number => Math.min(e.quantity ?? EXTRA_QUANTITY_MAX, EXTRA_QUANTITY_MAX);

/** The chosen extras the room offers, in the studio's order, each with its line's price for `minutes`. */
export function chosenLines(offered: readonly QuoteExtra[], chosen: ChosenExtras, minutes: number) {
  return offered
    .filter((e) => (chosen[e.id] ?? 0) > 0)
    .map((e) => {
      const quantity = Math.min(chosen[e.id]!, maxQuantity(e));
      return { extra: e, quantity, cents: extraLineCents(e, minutes, quantity) };
    });
}

/**
 * What create hold is sent: the chosen extras the room offers (`offered` null while its quote
 * loads: everything chosen, for the server to judge).
 */
export function extrasRequest(offered: readonly QuoteExtra[] | null, chosen: ChosenExtras): { extraId: string; quantity: number }[] {
  const ids = offered
    ? offered.map((e) => e.id).filter((id) => (chosen[id] ?? 0) > 0)
    : Object.keys(chosen).filter((id) => chosen[id]! > 0);
  return ids.map((extraId) => ({ extraId, quantity: chosen[extraId]! }));
}

/** The choice with one extra set to `quantity` (0 removes it). */
export function withQuantity(chosen: ChosenExtras, extraId: string, quantity: number): ChosenExtras {
  const { [extraId]: _old, ...rest } = chosen;
  void _old;
  return quantity > 0 ? { ...rest, [extraId]: quantity } : rest;
}
