"use client";
// "Find my booking" (docs/decisions-bookings.md, Finding a booking): the reference and the contact go to the public
// API's lookupBooking; its answer is the same whether or not they match, so the page says the same thing either way
// and never shows a link. The fields have no `name`: without JavaScript a submit reloads the page and puts nothing in
// its URL (a contact in a query string would reach logs); with it, one request per submit. In pre-production
// without providers (`simulated`) it says nothing was sent and the old link still works.
import { useState, type FormEvent } from "react";
import type { Catalog } from "@/lib/i18n";
import { callApi } from "@/components/booking/api";

type State = "idle" | "busy" | "sent" | "tooMany" | "failed";

export function FindBooking({ slug, t, simulated }: { slug: string; t: Catalog["lookup"]; simulated: boolean }) {
  const [reference, setReference] = useState("");
  const [contact, setContact] = useState("");
  const [state, setState] = useState<State>("idle");

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (state === "busy" || !reference.trim() || !contact.trim()) return;
    setState("busy");
    const r = await callApi<{ requested: true }>(`/sites/${encodeURIComponent(slug)}/bookings/lookup`, {
      method: "POST",
      body: { reference: reference.trim(), contact: contact.trim() },
    });
    setState(r.ok ? "sent" : r.error.code === "RATE_LIMIT_EXCEEDED" ? "tooMany" : "failed");
  }

  return (
    <form onSubmit={submit} data-testid="find-booking">
      <div className="field">
        <label htmlFor="fb-reference">{t.reference}</label>
        <input
          id="fb-reference"
          className="input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={40}
          aria-describedby="fb-reference-hint"
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
        <span id="fb-reference-hint" className="hint">
          {t.referenceHint}
        </span>
      </div>
      <div className="field">
        <label htmlFor="fb-contact">{t.contact}</label>
        <input
          id="fb-contact"
          className="input"
          autoComplete="email"
          required
          maxLength={254}
          value={contact}
          onChange={(e) => setContact(e.target.value)}
        />
      </div>
      <div className="actions">
        <button className="btn" type="submit" disabled={state === "busy"}>
          {t.submit}
        </button>
      </div>
      {/* One live region, its place kept from the first paint so the answer moves nothing below it. */}
      <div role="status" aria-live="polite" data-testid="find-booking-result" style={{ minHeight: "3em" }}>
        {state === "sent" ? <p className="notice">{simulated ? t.sentPreview : t.sent}</p> : null}
        {state === "tooMany" ? <p className="alert">{t.tooMany}</p> : null}
        {state === "failed" ? <p className="alert">{t.failed}</p> : null}
      </div>
      <p className="hint">{t.notShownHere}</p>
    </form>
  );
}
