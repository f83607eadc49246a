"use client";
// What a move charges (docs/studio-actions.md, Moving a booking): the booked price, or the price of
// the new room and time from the room's quote (its rates by day and time), both shown before the
// member chooses. A booking paid in full keeps its price: there is nothing to choose. And what it
// tells the guest (MoveNotice), in the Move form and the calendar's move dialog alike.
import type { Locale } from "@/lib/contract/locales";
import { MOVE_NOTICE_WINDOW_MINUTES } from "@/lib/contract/limits";
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

/**
 * That the guest is told, and when: MOVE_NOTICE_WINDOW_MINUTES after the move, one message for the
 * moves of those minutes; or, ticked, not at all (`notifyGuest: false`: a correction the guest
 * need not hear of).
 */
export function MoveNotice({
  quiet,
  onQuiet,
  idPrefix,
  locale,
  ta,
}: {
  quiet: boolean;
  onQuiet: (quiet: boolean) => void;
  idPrefix: string;
  locale: Locale;
  ta: Catalog["studio"]["actions"];
}) {
  return (
    <div className="field" data-testid="move-notice">
      <p className="hint" id={`${idPrefix}-tells`}>
        {fmt(ta.moveTellsGuest, { minutes: MOVE_NOTICE_WINDOW_MINUTES }, locale)}
      </p>
      <label>
        <input
          type="checkbox"
          name="quiet"
          checked={quiet}
          onChange={(e) => onQuiet(e.target.checked)}
          aria-describedby={`${idPrefix}-tells`}
          data-testid={`${idPrefix}-quiet`}
        />{" "}
        {ta.moveQuiet}
      </label>
    </div>
  );
}
