"use client";
// The extras a room can be hired with (docs/pricing.md, Extras), chosen in step 1 with the length:
// each a checkbox card with its price, and how many when the studio has more than one. The prices are
// the server's (the quote's extras, lib/contract/extras.ts), so the total is the hold's.
import { fmt } from "@/lib/i18n/core";
import { money } from "@/lib/site/client/format";
import type { QuoteExtra } from "@/lib/contract/schemas";
import { maxQuantity, withQuantity } from "../chosen-extras";
import { extraName } from "@/lib/contract/extras";
import type { StepProps } from "./shared";

export function ExtrasChoice({ flow, p, extras, currency }: StepProps & { extras: readonly QuoteExtra[]; currency: string }) {
  const { t, locale } = p;
  const chosen = flow.s.entries.extras;
  const choose = (id: string, quantity: number) =>
    flow.dispatch({ type: "entries", patch: { extras: withQuantity(chosen, id, quantity) } });
  if (extras.length === 0) return null;
  return (
    <fieldset data-testid="extras">
      <legend className="label">{t.extrasLegend}</legend>
      <div className="radio-cards">
        {extras.map((e) => {
          const quantity = chosen[e.id] ?? 0;
          const max = maxQuantity(e);
          const name = extraName(e, locale);
          const price = money(e.priceCents, currency, locale);
          return (
            <div key={e.id} className="radio-card">
              <input
                type="checkbox"
                id={`bf-extra-${e.id}`}
                checked={quantity > 0}
                onChange={(ev) => choose(e.id, ev.target.checked ? 1 : 0)}
                aria-describedby={`bf-extra-${e.id}-price`}
              />
              <label className="label owner-text" dir="auto" htmlFor={`bf-extra-${e.id}`}>
                {name}
              </label>
              <span className="hint" id={`bf-extra-${e.id}-price`}>
                {fmt(e.per === "hour" ? t.extraPerHour : t.extraPerBooking, { price })}
              </span>
              {quantity > 0 && max > 1 ? (
                <select
                  className="extra-quantity"
                  aria-label={fmt(t.extraQuantity, { name })}
                  value={Math.min(quantity, max)}
                  onChange={(ev) => choose(e.id, Number(ev.target.value))}
                >
                  {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
