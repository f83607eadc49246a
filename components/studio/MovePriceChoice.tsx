"use client";
// What a move charges (docs/studio-actions.md, Moving a booking): the booked price, or the price of
// the new room and time from the room's quote (its rates by day and time), both shown before the
// member chooses. A booking paid in full keeps its price: there is nothing to choose.
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";

type Props = {
  /** The booked price and the new room and time's, formatted; `quoted` null while the quote is on its way. */
  kept: string;
  quoted: string | null;
  paidInFull: boolean;
  reprice: boolean;
  onReprice: (reprice: boolean) => void;
  idPrefix: string;
  ta: Catalog["studio"]["actions"];
};

export function MovePriceChoice({ kept, quoted, paidInFull, reprice, onReprice, idPrefix, ta }: Props) {
  if (paidInFull) {
    return (
      <p className="hint" data-testid="move-price">
        {fmt(ta.moveKeepsPrice, { amount: kept })}
      </p>
    );
  }
  return (
    <fieldset className="field" data-testid="move-price">
      <legend>{ta.movePriceLegend}</legend>
      <label>
        <input type="radio" name={`${idPrefix}-price`} checked={!reprice} onChange={() => onReprice(false)} />{" "}
        {fmt(ta.moveKeep, { amount: kept })}
      </label>
      <label>
        <input type="radio" name={`${idPrefix}-price`} checked={reprice} onChange={() => onReprice(true)} data-testid="move-reprice" />{" "}
        {fmt(ta.moveQuote, { amount: quoted ?? "…" })}
      </label>
    </fieldset>
  );
}
