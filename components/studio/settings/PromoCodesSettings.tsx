"use client";
// A studio's promo codes in the settings (docs/pricing.md, Promo codes): the codes with their terms and
// counted uses, a form for a new one, and one button each to deactivate or activate it again (a code
// is never deleted, so its uses keep their record). Through the studio API (/v1/studio/promo-codes),
// reporting as every settings form does.
import { useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { PromoCode } from "@/lib/contract/studio-schemas";
import type { Catalog } from "@/lib/i18n";
import { fmt, money } from "@/lib/i18n/core";
import { parseAmount } from "../amount";
import { ActionFeedback } from "../ActionFeedback";
import { StudioError } from "../StudioError";
import { useStudioAction } from "../useStudioAction";

type Props = { codes: readonly PromoCode[]; currency: string; locale: Locale; t: Catalog["studio"]; errors: Catalog["errors"] };

const whole = (v: string): number | null => (/^\s*\d+\s*$/.test(v) ? Number(v) : null);

export function PromoCodesSettings({ codes, currency, locale, t, errors }: Props) {
  const tp = t.promoCodes;
  const a = useStudioAction();
  const [f, setF] = useState({
    code: "",
    kind: "percent",
    amount: "",
    validFrom: "",
    validUntil: "",
    minMinutes: "",
    maxUses: "",
    perGuest: "",
  });
  const field = (k: keyof typeof f) => ({
    value: f[k],
    onChange: (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value }),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      code: f.code.trim().toUpperCase(),
      kind: f.kind,
      percentOff: f.kind === "percent" ? whole(f.amount) : null,
      amountCents: f.kind === "fixed" ? parseAmount(f.amount, 10_000_000) : null,
      validFrom: f.validFrom || null,
      validUntil: f.validUntil || null,
      minMinutes: whole(f.minMinutes),
      maxUses: whole(f.maxUses),
      maxUsesPerContact: whole(f.perGuest),
    };
    if ((await a.run("/promo-codes", "POST", body, tp.created)) !== null) setF({ ...f, code: "", amount: "" });
  };
  const discount = (p: PromoCode) => (p.kind === "percent" ? `${p.percentOff} %` : money(p.amountCents ?? 0, currency, locale));
  return (
    <section aria-labelledby="settings-promo" data-testid="promo-codes">
      <h2 id="settings-promo">{tp.title}</h2>
      <p className="hint">{tp.intro}</p>
      <ActionFeedback a={a}>
        {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
        <p role="status" className="studio-done">
          {a.done ?? ""}
        </p>
      </ActionFeedback>
      {codes.length === 0 ? <p>{tp.none}</p> : <PromoCodesTable codes={codes} discount={discount} a={a} tp={tp} />}
      <form className="studio-form" onSubmit={submit} aria-label={tp.create}>
        <div className="field">
          <label htmlFor="promo-code">{tp.code}</label>
          <input id="promo-code" type="text" required maxLength={40} autoComplete="off" {...field("code")} />
        </div>
        <div className="field">
          <label htmlFor="promo-kind">{tp.kind}</label>
          <select id="promo-kind" {...field("kind")}>
            <option value="percent">{tp.percent}</option>
            <option value="fixed">{tp.fixed}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="promo-amount">{fmt(tp.amount, { currency })}</label>
          <input id="promo-amount" type="text" inputMode="decimal" required {...field("amount")} />
        </div>
        <div className="field">
          <label htmlFor="promo-from">{tp.validFrom}</label>
          <input id="promo-from" type="date" {...field("validFrom")} />
        </div>
        <div className="field">
          <label htmlFor="promo-until">{tp.validUntil}</label>
          <input id="promo-until" type="date" {...field("validUntil")} />
        </div>
        <div className="field">
          <label htmlFor="promo-min">{tp.minLength}</label>
          <input id="promo-min" type="text" inputMode="numeric" aria-describedby="promo-limits" {...field("minMinutes")} />
        </div>
        <div className="field">
          <label htmlFor="promo-max">{tp.maxUses}</label>
          <input id="promo-max" type="text" inputMode="numeric" aria-describedby="promo-limits" {...field("maxUses")} />
        </div>
        <div className="field">
          <label htmlFor="promo-per-guest">{tp.maxUsesPerContact}</label>
          <input id="promo-per-guest" type="text" inputMode="numeric" aria-describedby="promo-limits" {...field("perGuest")} />
        </div>
        <p className="hint" id="promo-limits">
          {tp.noLimit}
        </p>
        <button type="submit" className="btn" disabled={a.busy}>
          {a.busy ? t.working : tp.create}
        </button>
      </form>
    </section>
  );
}

/** The codes, each with its terms, its uses and the button that switches it off or on again. */
function PromoCodesTable({
  codes,
  discount,
  a,
  tp,
}: {
  codes: readonly PromoCode[];
  discount: (p: PromoCode) => string;
  a: ReturnType<typeof useStudioAction>;
  tp: Catalog["studio"]["promoCodes"];
}) {
  return (
    <table className="studio-table">
      <thead>
        <tr>
          <th scope="col">{tp.code}</th>
          <th scope="col">{tp.discount}</th>
          <th scope="col">{tp.dates}</th>
          <th scope="col">{tp.minLength}</th>
          <th scope="col">{tp.uses}</th>
          <th scope="col">{tp.perGuest}</th>
          <th scope="col">{tp.state}</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((p) => (
          <tr key={p.id}>
            <th scope="row">{p.code}</th>
            <td>{discount(p)}</td>
            <td>{`${p.validFrom ?? "…"} – ${p.validUntil ?? "…"}`}</td>
            <td>{p.minMinutes ?? "—"}</td>
            <td>{p.maxUses ? fmt(tp.usesOf, { count: p.usesCount, max: p.maxUses }) : p.usesCount}</td>
            <td>{p.maxUsesPerContact ?? "—"}</td>
            <td>
              {p.active ? tp.active : tp.inactive}{" "}
              <button
                type="button"
                className="btn btn-secondary"
                disabled={a.busy}
                onClick={() => a.run(`/promo-codes/${p.id}`, "PATCH", { active: !p.active }, tp.changed)}
              >
                {p.active ? tp.deactivate : tp.activate}
                <span className="visually-hidden"> {p.code}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
