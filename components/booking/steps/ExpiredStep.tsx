"use client";
// The hold ended (time ran out, or too many wrong codes): say which, keep the guest's entries,
// and offer the times again.
import { ErrorBox } from "../ErrorBox";
import type { StepProps } from "./shared";

export function ExpiredStep({ flow, p }: StepProps) {
  const { s, actions } = flow;
  const { headingRef } = flow.refs;
  const { t } = p;
  const tooMany = s.error?.code === "TOO_MANY_ATTEMPTS";
  return (
    <section className="panel" aria-labelledby="bf-h" data-testid="hold-ended">
      <h3 id="bf-h" ref={headingRef} tabIndex={-1}>
        {tooMany ? t.tooManyTitle : t.holdExpired}
      </h3>
      {s.error ? <ErrorBox error={s.error} t={p.errors} /> : null}
      <p>{t.entriesKept}</p>
      <div className="actions">
        <button type="button" className="btn" onClick={actions.restart}>
          {t.pickAgain}
        </button>
      </div>
    </section>
  );
}
