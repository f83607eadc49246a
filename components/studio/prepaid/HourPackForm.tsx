"use client";
// An owner's new pack of prepaid hours (docs/prepaid-hours.md): its name, the hours it sells (half
// hours allowed, sent in minutes), its price (sent in cents), the days a pass stays valid and the
// rooms its hours are for (none ticked: every room). POST /v1/studio/hour-packs.
import { useState, type FormEvent } from "react";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { PrepaidTexts } from "@/lib/i18n/prepaid";
import { parseAmount } from "../amount";
import { AmountField } from "../AmountField";
import { ActionOutcome } from "../ActionFeedback";
import { useStudioAction } from "../useStudioAction";

type Props = {
  /** The studio's rooms to tick, active ones. */
  rooms: readonly { id: string; name: string }[];
  currency: string;
  t: PrepaidTexts["dashboard"];
  /** The text of an unreadable price (the payment forms'). */
  badAmount: string;
  studio: Catalog["studio"];
  errors: Catalog["errors"];
};

/** The most a price may be, in cents (the contract's PAYMENT_MAX_CENTS). */
const MAX_CENTS = 10_000_000;
const EMPTY = { name: "", hours: "", price: "", validDays: "365" };

export function HourPackForm({ rooms, currency, t, badAmount, studio, errors }: Props) {
  const a = useStudioAction();
  const [f, setF] = useState(EMPTY);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [bad, setBad] = useState(false);
  const field = (k: keyof typeof EMPTY) => ({
    value: f[k],
    onChange: (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value }),
  });
  const tick = (id: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const priceCents = parseAmount(f.price, MAX_CENTS);
    setBad(priceCents === null);
    if (priceCents === null) return;
    const body = {
      name: f.name,
      minutes: Math.round(Number(f.hours.replace(",", ".")) * 60),
      priceCents,
      roomIds: rooms.filter((r) => picked.has(r.id)).map((r) => r.id),
      validDays: Number(f.validDays),
    };
    if ((await a.run("/hour-packs", "POST", body, t.added)) !== null) {
      setF(EMPTY);
      setPicked(new Set());
    }
  };
  return (
    <form className="studio-form" onSubmit={submit} aria-labelledby="hour-pack-add" data-testid="hour-pack-form">
      <h3 id="hour-pack-add">{t.addPack}</h3>
      <ActionOutcome a={a} t={studio} errors={errors} testId="hour-pack-feedback" />
      <div className="field">
        <label htmlFor="hour-pack-name">{t.name}</label>
        <input id="hour-pack-name" type="text" required maxLength={80} autoComplete="off" {...field("name")} />
      </div>
      <div className="field">
        <label htmlFor="hour-pack-hours">{t.hours}</label>
        <input
          id="hour-pack-hours"
          type="number"
          required
          min={0.5}
          max={1000}
          step={0.5}
          inputMode="decimal"
          aria-describedby="hour-pack-hours-hint"
          {...field("hours")}
        />
        <p className="hint" id="hour-pack-hours-hint">
          {t.hoursHint}
        </p>
      </div>
      <AmountField
        id="hour-pack-price"
        label={fmt(t.priceIn, { currency })}
        value={f.price}
        onChange={(price) => setF({ ...f, price })}
        bad={bad}
        badText={badAmount}
      />
      <div className="field">
        <label htmlFor="hour-pack-days">{t.validDays}</label>
        <input id="hour-pack-days" type="number" required min={1} max={1095} step={1} inputMode="numeric" {...field("validDays")} />
      </div>
      {rooms.length ? (
        <fieldset aria-describedby="hour-pack-rooms-hint">
          <legend>{t.rooms}</legend>
          <p className="hint" id="hour-pack-rooms-hint">
            {t.roomsHint}
          </p>
          {rooms.map((r) => (
            <span className="field-check" key={r.id}>
              <input
                id={`hour-pack-room-${r.id}`}
                type="checkbox"
                checked={picked.has(r.id)}
                onChange={(e) => tick(r.id, e.target.checked)}
              />
              <label htmlFor={`hour-pack-room-${r.id}`} dir="auto">
                {r.name}
              </label>
            </span>
          ))}
        </fieldset>
      ) : null}
      <button type="submit" className="btn" disabled={a.busy}>
        {a.busy ? studio.working : t.addPack}
      </button>
    </form>
  );
}
