"use client";
// Card deposit with Stripe's Payment Element on the confirm result's clientSecret. Loaded
// lazily (Stripe.js comes from Stripe) only when the guest chose to pay by card.
import { STRIPE_LOCALE } from "@/lib/contract/locales";
import { useMemo, useState, type FormEvent } from "react";
import { loadStripe } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Locale } from "@/lib/contract/schemas";

type Props = {
  publishableKey: string;
  /** A direct charge lives on the studio's connected account: Stripe.js must act on it (docs/payments-connect.md, The guest's card form). */
  stripeAccount?: string;
  clientSecret: string;
  locale: Locale;
  returnUrl: string;
  payLabel: string;
  workingLabel: string;
  title: string;
  onPaid: () => void;
  onError: (message: string) => void;
};

function PayForm({
  returnUrl,
  payLabel,
  workingLabel,
  title,
  onPaid,
  onError,
}: Omit<Props, "publishableKey" | "stripeAccount" | "clientSecret" | "locale">) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    const r = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: "if_required" });
    setBusy(false);
    if (r.error) onError(r.error.message ?? "");
    else onPaid();
  }
  return (
    <form onSubmit={submit}>
      <fieldset>
        <legend className="label">{title}</legend>
        <PaymentElement />
      </fieldset>
      <div className="actions">
        <button className="btn" type="submit" disabled={!stripe || busy}>
          {busy ? workingLabel : payLabel}
        </button>
      </div>
    </form>
  );
}

export default function CardPayment(p: Props) {
  const { onError } = p;
  // Stripe.js comes from Stripe; if it cannot load, say so instead of failing silently.
  const stripePromise = useMemo(
    () =>
      loadStripe(p.publishableKey, p.stripeAccount ? { stripeAccount: p.stripeAccount } : undefined).catch(() => {
        onError("stripe.js");
        return null;
      }),
    [p.publishableKey, p.stripeAccount, onError],
  );
  return (
    <Elements stripe={stripePromise} options={{ clientSecret: p.clientSecret, locale: STRIPE_LOCALE[p.locale] }}>
      <PayForm
        returnUrl={p.returnUrl}
        payLabel={p.payLabel}
        workingLabel={p.workingLabel}
        title={p.title}
        onPaid={p.onPaid}
        onError={p.onError}
      />
    </Elements>
  );
}
