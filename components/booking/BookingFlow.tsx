"use client";
// The guest booking flow of one room, on the public API over HTTP (getAvailability → confirmHold):
// date → start and duration → details (+ captcha) → hold with countdown → code → payment →
// the manage page with a "booking confirmed" banner. Where paying at the studio is the only mode
// there is no payment step: the code step confirms. State and behaviour live in useBookingFlow
// (reducer in flow-state.ts); each step is its own component in steps/.
import { STEP_ORDER } from "./flow-state";
import { useBookingFlow } from "./useBookingFlow";
import { CardStep } from "./steps/CardStep";
import { DetailsStep } from "./steps/DetailsStep";
import { ExpiredStep } from "./steps/ExpiredStep";
import { PaymentStep } from "./steps/PaymentStep";
import { VerifyStep } from "./steps/VerifyStep";
import { WhenStep } from "./steps/WhenStep";
import type { BookingFlowProps } from "./types";

export type { BookingFlowProps } from "./types";

export function BookingFlow(p: BookingFlowProps) {
  const flow = useBookingFlow(p);
  const { t } = p;
  const { liveRef } = flow.refs;
  const step = flow.s.step;
  // Nothing to choose or pay online: no payment step in the list either.
  const order: readonly (typeof STEP_ORDER)[number][] = flow.direct ? STEP_ORDER.filter((s) => s !== "payment") : STEP_ORDER;
  const stepIndex = order.indexOf(step === "card" ? "payment" : step === "expired" ? "verify" : step);
  const stepNames: Record<(typeof STEP_ORDER)[number], string> = {
    when: t.stepWhen,
    details: t.stepDetails,
    verify: t.stepVerify,
    payment: t.stepPayment,
    done: t.stepDone,
  };
  const props = { flow, p };
  return (
    <div className="booking" data-step={step} data-restored={flow.s.restored || undefined} data-needs-js="">
      <ol className="steps" aria-label={t.steps}>
        {order.map((s, i) => (
          <li key={s} aria-current={i === stepIndex ? "step" : undefined} className={i < stepIndex ? "done" : undefined}>
            {i + 1}. {stepNames[s]}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite" role="status" ref={liveRef} data-testid="flow-live" />
      {step === "when" && <WhenStep {...props} />}
      {step === "details" && <DetailsStep {...props} />}
      {step === "verify" && <VerifyStep {...props} />}
      {step === "payment" && <PaymentStep {...props} />}
      {step === "card" && <CardStep {...props} />}
      {step === "expired" && <ExpiredStep {...props} />}
    </div>
  );
}
