"use client";
// A prepaid-hours code at the payment step (docs/prepaid-hours.md, Booking with a code): optional, for a
// room the guest can pay at the studio. A code typed means paying at the studio with it (confirm with
// `on_site` and the code), so typing one chooses that mode, and choosing the card empties the field
// (PaymentStep.tsx). The code lives in the flow's memory only, never in storage or the URL: whoever
// has it can book with it. The confirm's refusal of the code is said here; the guest corrects the code
// or clears it and confirms again (the hold stays verified).
import type { ApiFailure } from "../api";
import { fmt } from "@/lib/i18n/core";
import { hoursOf } from "@/lib/site/client/hours";
import type { StepProps } from "./shared";

const CODE_MAX = 40;

/** The refusal in the guest's words: its hours short (with what is left and what the session takes), expired, or unknown here. */
function problemOf(err: ApiFailure, { prepaid: t, errors, locale }: StepProps["p"]): string {
  if (err.code !== "PREPAID_HOURS_SHORT") return t.invalid;
  const d = err.details ?? {};
  if (d.reason === "expired") return t.expired;
  if (typeof d.balanceMinutes === "number" && typeof d.neededMinutes === "number")
    return fmt(t.short, { left: hoursOf(d.balanceMinutes, locale), needed: hoursOf(d.neededMinutes, locale) }, locale);
  return errors.PREPAID_HOURS_SHORT;
}

export function PrepaidField({ flow, p }: StepProps) {
  const t = p.prepaid;
  const { s } = flow;
  const err = s.prepaidError;
  const problem = err ? problemOf(err, p) : null;
  const type = (prepaid: string) =>
    flow.set({ prepaid, prepaidError: null, ...(prepaid.trim() && flow.mode !== "on_site" ? { mode: "on_site" as const } : {}) });
  return (
    <div className="field" data-testid="prepaid">
      <label htmlFor="bf-prepaid">{t.label}</label>
      <input
        id="bf-prepaid"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={CODE_MAX}
        value={s.prepaid}
        onChange={(e) => type(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? "bf-prepaid-problem bf-prepaid-hint" : "bf-prepaid-hint"}
      />
      <span className="hint" id="bf-prepaid-hint">
        {t.hint}
      </span>
      {problem ? (
        <p className="field-error" id="bf-prepaid-problem" role="alert" data-testid="prepaid-problem" data-error-code={err?.code}>
          {problem}{" "}
          <button
            type="button"
            className="btn-link"
            onClick={() => {
              flow.set({ prepaid: "", prepaidError: null });
              document.getElementById("bf-prepaid")?.focus();
            }}
          >
            {t.remove}
          </button>
        </p>
      ) : null}
    </div>
  );
}
