"use client";
// A promo code before the hold (docs/booking-flow.md, Promo codes): typed and applied in step 1, judged
// by the server's quote for this room and start; a code that does not apply says why in the guest's
// language and is simply not used (booking without it stays one tap away); a valid one shows what it
// takes off in the price below.
import { useState } from "react";
import { PROMO_CODE_MAX, normalizePromoCode } from "@/lib/contract/promo";
import type { StepProps } from "./shared";

export function PromoField({ flow, p }: StepProps) {
  const { t } = p;
  const applied = flow.s.entries.promo;
  const [typed, setTyped] = useState(applied);
  const setPromo = (promo: string) => flow.dispatch({ type: "entries", patch: { promo } });
  const verdict = flow.quote?.promo;
  const failed = flow.quote?.promoFailed;
  const problem = applied ? (failed ? (failed.local ?? p.errors[failed.code]) : verdict && !verdict.ok ? verdict.message : null) : null;
  return (
    <div className="field" data-testid="promo">
      <label htmlFor="bf-promo">{t.promoLabel}</label>
      <div className="promo-row">
        <input
          id="bf-promo"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PROMO_CODE_MAX}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            // Enter applies the code; it must not submit step 1 with the code unjudged.
            if (e.key === "Enter") {
              e.preventDefault();
              setPromo(normalizePromoCode(typed));
            }
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "bf-promo-problem" : undefined}
        />
        <button type="button" className="btn btn-secondary" onClick={() => setPromo(normalizePromoCode(typed))} disabled={!typed.trim()}>
          {t.promoApply}
        </button>
      </div>
      {problem ? (
        <p className="field-error" id="bf-promo-problem" role="alert" data-testid="promo-problem">
          {problem}{" "}
          <button
            type="button"
            className="btn-link"
            onClick={() => {
              setTyped("");
              setPromo("");
            }}
          >
            {t.promoRemove}
          </button>
        </p>
      ) : null}
    </div>
  );
}
