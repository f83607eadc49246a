"use client";
// A pack sold at the desk (docs/prepaid-hours.md), by owners and staff: the pack (those on sale),
// the buyer's name and, optionally, email (it gets the code), and how it was paid.
// POST /v1/studio/hour-passes; the answer's code is shown this once, prominently, where focus goes.
import { useRef, useState, type FormEvent } from "react";
import { PAYMENT_METHODS, type PaymentMethod } from "@/lib/contract/booking-money";
import type { Locale } from "@/lib/contract/locales";
import type { SoldHourPass } from "@/lib/contract/prepaid";
import type { Catalog } from "@/lib/i18n";
import { fmt, money } from "@/lib/i18n/core";
import type { PrepaidTexts } from "@/lib/i18n/prepaid";
import { ActionFeedback } from "../ActionFeedback";
import { StudioError } from "../StudioError";
import { useStudioAction } from "../useStudioAction";

type Props = {
  /** The packs on sale, each with its hours in words ("10 h"). */
  packs: readonly { id: string; name: string; hours: string; priceCents: number; currency: string }[];
  locale: Locale;
  t: PrepaidTexts["dashboard"];
  /** The payment methods' names (a booking's payments'). */
  methods: Record<PaymentMethod, string>;
  studio: Catalog["studio"];
  errors: Catalog["errors"];
};

/** Marks where the code goes in the sold text, so the code can be shown apart from its words. */
const MARK = "\u0000";

export function HourPassSaleForm({ packs, locale, t, methods, studio, errors }: Props) {
  const a = useStudioAction<SoldHourPass>();
  const [packId, setPackId] = useState(packs[0]?.id ?? "");
  const [buyerName, setBuyerName] = useState("");
  const [buyerEmail, setBuyerEmail] = useState("");
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [sold, setSold] = useState<string | null>(null);
  // One key per sale meant: sending the same form again (after an error or a lost answer) reuses
  // it, so a sale the first send made is answered with its code, never made twice.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const chosen = packs.some((p) => p.id === packId) ? packId : (packs[0]?.id ?? "");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSold(null);
    const body = { packId: chosen, buyerName, buyerEmail: buyerEmail.trim() || null, method };
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newKey() };
    const r = await a.run("/hour-passes", "POST", { ...body, idempotencyKey: attempt.current.key }, "");
    if (r) {
      attempt.current = null;
      setSold(r.code);
      setBuyerName("");
      setBuyerEmail("");
    }
  };
  const [before, after = ""] = fmt(t.soldCode, { code: MARK }, locale).split(MARK);

  return (
    <form className="studio-form" onSubmit={submit} aria-labelledby="hour-pass-sell" data-testid="hour-pass-form">
      <h2 id="hour-pass-sell">{t.sell}</h2>
      <ActionFeedback a={a}>
        {a.error ? <StudioError error={a.error} t={studio} errors={errors} /> : null}
        <div role="status" className="studio-done" data-testid="hour-pass-sold">
          {sold ? (
            <p>
              {before}
              <strong>
                <code style={{ fontSize: "1.6em", letterSpacing: "0.08em" }} data-testid="hour-pass-code">
                  {sold}
                </code>
              </strong>
              {after}
            </p>
          ) : null}
        </div>
      </ActionFeedback>
      {packs.length === 0 ? (
        <p>{t.noPacks}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor="hour-pass-pack">{t.pack}</label>
            <select id="hour-pass-pack" value={chosen} onChange={(e) => setPackId(e.target.value)}>
              {packs.map((p) => (
                <option key={p.id} value={p.id}>
                  {`${p.name} · ${p.hours} · ${money(p.priceCents, p.currency, locale)}`}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="hour-pass-buyer">{t.buyer}</label>
            <input
              id="hour-pass-buyer"
              type="text"
              required
              maxLength={80}
              autoComplete="off"
              value={buyerName}
              onChange={(e) => setBuyerName(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="hour-pass-email">{t.buyerEmail}</label>
            <input
              id="hour-pass-email"
              type="email"
              maxLength={254}
              autoComplete="off"
              value={buyerEmail}
              onChange={(e) => setBuyerEmail(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="hour-pass-method">{t.method}</label>
            <select id="hour-pass-method" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {methods[m]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn" disabled={a.busy}>
            {a.busy ? studio.working : t.sellButton}
          </button>
        </>
      )}
    </form>
  );
}

/** A random key (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
