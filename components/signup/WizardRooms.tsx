"use client";
// The wizard's rooms step (docs/signup.md, The wizard): every room guests can book, each with its
// price, booking lengths and payment, added, copied or removed here and saved through the
// dashboard's own room API (/v1/studio/settings/rooms), so a wizard room obeys every rule a room
// saved in Settings does. Card deposits need the studio to take card payments (Stripe connected,
// then switched on in Payments): until then a room is paid at the studio, so it can always be booked.
import { useState, type FormEvent } from "react";
import type { SignUpTexts } from "@/lib/i18n/signup";
import { fmt } from "@/lib/i18n/core";
import { studioApi, type ApiFailure } from "@/components/studio/api";
import { newRoomBody } from "@/components/studio/settings/AddRoom";
import { centsFromInput, inputFromCents, roomChecks } from "@/components/studio/settings/form-math";
import { isLocale, type Locale } from "@/lib/contract/locales";
import { inlineReason } from "@/lib/i18n/studio-errors";
import { finishStep } from "./wizard-api";
import { WizardActions } from "./WizardActions";
import s from "./signup.module.css";

export type WizardRoom = {
  id: string;
  version: string | undefined;
  name: string;
  capacity: number;
  hourlyCents: number;
  minMinutes: number;
  maxMinutes: number;
  depositPercent: number;
  paymentModes: string[];
  currency: string;
};
type Draft = {
  key: string;
  id: string | null;
  version?: string;
  name: string;
  capacity: string;
  price: string;
  minMinutes: string;
  maxMinutes: string;
  card: boolean;
  deposit: string;
  currency: string;
};

const LENGTHS = [30, 60, 90, 120, 180, 240, 360, 480, 720];
let keys = 0;
const draftOf = (r: WizardRoom): Draft => ({
  key: `k${keys++}`,
  id: r.id,
  version: r.version,
  name: r.name,
  capacity: String(r.capacity),
  price: inputFromCents(r.hourlyCents),
  minMinutes: String(r.minMinutes),
  maxMinutes: String(r.maxMinutes),
  card: r.paymentModes.includes("card"),
  deposit: String(r.depositPercent),
  currency: r.currency,
});
const blank = (currency: string): Draft => ({
  key: `k${keys++}`,
  id: null,
  name: "",
  capacity: "4",
  price: "",
  minMinutes: "60",
  maxMinutes: "240",
  card: false,
  deposit: "30",
  currency,
});

/** The fields a draft sets on its room, or the reason it cannot be saved (the room form's own checks, as Settings). */
function fieldsOf(d: Draft, t: SignUpTexts, lang: Locale): Record<string, unknown> | string {
  const hourlyCents = centsFromInput(d.price);
  const name = d.name.trim() || t.roomName;
  if (hourlyCents === null) return `${name}: ${t.price}`;
  if (Number(d.minMinutes) > Number(d.maxMinutes)) return `${name}: ${t.wizard.minOverMax}`;
  const fields = {
    name: d.name.trim(),
    capacity: Number(d.capacity),
    hourlyCents,
    minMinutes: Number(d.minMinutes),
    maxMinutes: Number(d.maxMinutes),
    paymentModes: d.card ? ["on_site", "card"] : ["on_site"],
    depositPercent: d.card ? Number(d.deposit) : 0,
    currency: d.currency,
  };
  // The wizard sets one rate; rates by day and time come later, in Settings.
  const problems = Object.values(roomChecks({ ...fields, rateWindows: [], longHourlyCents: null }));
  return problems.length ? `${name}: ${problems.map((p) => inlineReason(p, lang)).join("; ")}` : fields;
}

export function WizardRooms({
  rooms,
  currency,
  cardPayments,
  t,
  lang,
}: {
  rooms: WizardRoom[];
  currency: string;
  /** Whether the studio takes card payments (Stripe connected and switched on in Payments). */
  cardPayments: boolean;
  t: SignUpTexts;
  lang: string;
}) {
  const [drafts, setDrafts] = useState<Draft[]>(() => (rooms.length ? rooms.map(draftOf) : [blank(currency)]));
  const [removed, setRemoved] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | string | null>(null);
  const w = t.wizard;
  const set = (key: string, patch: Partial<Draft>) => setDrafts((ds) => ds.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  async function save(d: Draft): Promise<ApiFailure | string | null> {
    const fields = fieldsOf(d, t, isLocale(lang) ? lang : "en");
    if (typeof fields === "string") return fields;
    const r = d.id
      ? await studioApi(`/settings/rooms/${d.id}`, { method: "PATCH", body: { ...fields, version: d.version } })
      : await studioApi<{ rooms: { id: string }[] }>("/settings/rooms", {
          method: "POST",
          body: { ...newRoomBody(String(fields.name), Number(fields.hourlyCents), currency), ...fields },
        });
    if (!r.ok) return r.error;
    // A room saved once is edited from then on, should a later room fail.
    const made = (r.data as { rooms?: { id: string }[] } | null)?.rooms?.at(-1)?.id;
    if (!d.id && made) set(d.key, { id: made, version: undefined });
    return null;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!drafts.length) return setError(w.noRoom);
    setBusy(true);
    setError(null);
    let failed: ApiFailure | string | null = null;
    for (const id of removed) {
      const r = await studioApi(`/settings/rooms/${id}`, { method: "DELETE" });
      if (!r.ok && r.error.code !== "RESOURCE_NOT_FOUND") failed = r.error;
    }
    for (const d of drafts) failed = failed ?? (await save(d));
    failed = failed ?? (await finishStep("rooms", lang));
    if (failed) {
      setError(failed);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit}>
      {drafts.map((d, i) => (
        <RoomDraft
          key={d.key}
          d={d}
          n={i + 1}
          t={t}
          cardPayments={cardPayments}
          lang={lang}
          set={(patch) => set(d.key, patch)}
          copy={() =>
            setDrafts((ds) => [...ds, { ...d, key: `k${keys++}`, id: null, version: undefined, name: fmt(w.copyName, { name: d.name }) }])
          }
          remove={
            drafts.length > 1
              ? () => {
                  if (d.id) setRemoved((r) => [...r, d.id!]);
                  setDrafts((ds) => ds.filter((x) => x.key !== d.key));
                }
              : null
          }
        />
      ))}
      <p className={s.inline}>
        <button type="button" onClick={() => setDrafts((ds) => [...ds, blank(currency)])}>
          {w.addRoom}
        </button>
      </p>
      <WizardActions t={t} busy={busy} error={error} back={`/studio/onboarding?step=hours&lang=${lang}`} />
    </form>
  );
}

function RoomDraft({
  d,
  n,
  t,
  cardPayments,
  lang,
  set,
  copy,
  remove,
}: {
  d: Draft;
  n: number;
  t: SignUpTexts;
  cardPayments: boolean;
  lang: string;
  set: (patch: Partial<Draft>) => void;
  copy: () => void;
  remove: (() => void) | null;
}) {
  const w = t.wizard;
  const id = (f: string) => `room-${d.key}-${f}`;
  const lengths = (min: number, max: number) =>
    LENGTHS.filter((m) => m >= min && m <= max).map((m) => (
      <option key={m} value={m}>
        {fmt(t.hoursN, { n: m / 60 })}
      </option>
    ));
  const tooShort = Number(d.minMinutes) > Number(d.maxMinutes);
  return (
    <fieldset className={s.roomCard} data-testid="wizard-room">
      <legend>{d.name.trim() || fmt(w.roomN, { n })}</legend>
      <div className={s.field}>
        <label htmlFor={id("name")}>{t.roomName}</label>
        <input id={id("name")} required maxLength={120} value={d.name} onChange={(e) => set({ name: e.target.value })} />
      </div>
      <div className={s.row}>
        <div className={s.field}>
          <label htmlFor={id("capacity")}>{t.capacity}</label>
          <input
            id={id("capacity")}
            type="number"
            required
            min={1}
            max={1000}
            inputMode="numeric"
            value={d.capacity}
            onChange={(e) => set({ capacity: e.target.value })}
          />
        </div>
        <div className={s.field}>
          <label htmlFor={id("price")}>{t.price}</label>
          <input id={id("price")} required inputMode="decimal" value={d.price} onChange={(e) => set({ price: e.target.value })} />
        </div>
      </div>
      <div className={s.row}>
        <div className={s.field}>
          <label htmlFor={id("min")}>{t.minDuration}</label>
          <select id={id("min")} value={d.minMinutes} onChange={(e) => set({ minMinutes: e.target.value })}>
            {lengths(30, 480)}
          </select>
        </div>
        <div className={s.field}>
          <label htmlFor={id("max")}>{t.maxDuration}</label>
          <select
            id={id("max")}
            value={d.maxMinutes}
            onChange={(e) => set({ maxMinutes: e.target.value })}
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? id("max-error") : undefined}
          >
            {lengths(60, 720)}
          </select>
          {tooShort && (
            <span id={id("max-error")} className={s.bad}>
              {w.minOverMax}
            </span>
          )}
        </div>
      </div>
      {cardPayments ? (
        <div className={s.row}>
          <label className={s.check}>
            <input type="checkbox" checked={d.card} onChange={(e) => set({ card: e.target.checked })} /> {t.payCard}
          </label>
          {d.card && (
            <div className={s.field}>
              <label htmlFor={id("deposit")}>{t.deposit}</label>
              <input
                id={id("deposit")}
                type="number"
                required
                min={1}
                max={100}
                value={d.deposit}
                onChange={(e) => set({ deposit: e.target.value })}
              />
            </div>
          )}
        </div>
      ) : (
        <p className={s.progress}>
          {t.payOnSite}. {w.payBothNote} <a href={`/studio/${lang}/payments`}>{w.connectNow}</a>
        </p>
      )}
      <p className={s.inline}>
        <button type="button" onClick={copy}>
          {w.copyRoom}
        </button>
        {remove && (
          <button type="button" onClick={remove}>
            {w.removeRoom}
          </button>
        )}
      </p>
    </fieldset>
  );
}
