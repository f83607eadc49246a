"use client";
// Staff set a booking's extras (docs/studio-actions.md, Extras on a booking): the room's extras, each
// with how many (0 takes it off), and the booking's own lines the room no longer offers, kept as
// booked. One button sends the whole list; the page's one action reports the answer, as the other
// forms do (a 409 EXTRA_UNAVAILABLE names the extra).
import { useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Booking, QuoteExtra } from "@/lib/contract/schemas";
import { extraLineCents } from "@/lib/contract/extras";
import type { Catalog } from "@/lib/i18n";
import { money } from "@/lib/i18n/core";
import { maxQuantity } from "@/components/booking/chosen-extras";
import { extraName } from "@/lib/contract/extras";
import type { useStudioAction } from "./useStudioAction";

type Props = {
  a: ReturnType<typeof useStudioAction>;
  base: string;
  /** What the room offers now, and what the booking has. */
  offered: readonly QuoteExtra[];
  booked: Booking["extras"];
  minutes: number;
  currency: string;
  locale: Locale;
  t: Catalog["studio"];
};

export function ExtrasForm({ a, base, offered, booked, minutes, currency, locale, t }: Props) {
  const ta = t.actions;
  const gone = booked.filter((l) => !offered.some((e) => e.id === l.extraId));
  const [counts, setCounts] = useState<Record<string, number>>(() => Object.fromEntries(booked.map((l) => [l.extraId, l.quantity])));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const extras = Object.entries(counts)
      .filter(([, q]) => q > 0)
      .map(([extraId, quantity]) => ({ extraId, quantity }));
    await a.run(`${base}/extras`, "POST", { extras }, ta.extrasDone);
  };
  // `step`: a line the room no longer offers can be kept as booked or taken off, nothing between.
  const row = (id: string, name: string, price: string, max: number, step = 1) => (
    <div className="field" key={id}>
      <label htmlFor={`extra-${id}`} className="owner-text" dir="auto">
        {name} <span className="hint">· {price}</span>
      </label>
      <input
        id={`extra-${id}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={step}
        value={counts[id] ?? 0}
        onChange={(ev) => setCounts({ ...counts, [id]: Math.max(0, Math.min(max, Math.trunc(Number(ev.target.value) || 0))) })}
      />
    </div>
  );
  return (
    <form className="studio-form" onSubmit={submit} aria-labelledby="extras-title" data-testid="extras-form">
      <h3 id="extras-title">{ta.extrasTitle}</h3>
      <p className="hint">{ta.extrasHint}</p>
      {offered.map((e) => row(e.id, extraName(e, locale), money(extraLineCents(e, minutes, 1), currency, locale), maxQuantity(e)))}
      {gone.map((l) => row(l.extraId, extraName(l, locale), money(l.priceCents, currency, locale), l.quantity, l.quantity))}
      <button type="submit" className="btn" disabled={a.busy}>
        {a.busy ? t.working : ta.extrasSubmit}
      </button>
    </form>
  );
}
