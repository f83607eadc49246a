"use client";
// The wizard's steps (docs/signup.md, The wizard): plain fields whose values the wizard keeps
// between steps (`v`, by field name). The slug is checked as it is typed.
import { useEffect, useState } from "react";
import type { SignUpTexts } from "@/lib/i18n/signup";
import { fmt } from "@/lib/i18n/core";
import s from "./signup.module.css";

type V = Record<string, string | string[]>;
const str = (v: V, k: string, d = "") => (typeof v[k] === "string" ? (v[k] as string) : d);

/** Country and time zone in one choice: the zone decides the studio's clock, the country its phone rules. */
export const ZONES = [
  { value: "ES|Europe/Madrid", country: "ES", tz: "Europe/Madrid" },
  { value: "ES|Atlantic/Canary", country: "ES", tz: "Atlantic/Canary" },
  { value: "AD|Europe/Andorra", country: "AD", tz: "Europe/Andorra" },
  { value: "FR|Europe/Paris", country: "FR", tz: "Europe/Paris" },
  { value: "PT|Europe/Lisbon", country: "PT", tz: "Europe/Lisbon" },
  { value: "IT|Europe/Rome", country: "IT", tz: "Europe/Rome" },
  { value: "DE|Europe/Berlin", country: "DE", tz: "Europe/Berlin" },
  { value: "GB|Europe/London", country: "GB", tz: "Europe/London" },
];

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

function SlugField({ t, initial }: { t: SignUpTexts; initial: string }) {
  const [slug, setSlug] = useState(initial);
  const [state, setState] = useState<keyof SignUpTexts["slugState"] | null>(initial ? "checking" : null);
  useEffect(() => {
    if (!slug) return;
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/v1/signup/slugs/${encodeURIComponent(slug)}`, { signal: ctl.signal })
        .then((r) => r.json() as Promise<{ data?: { available: boolean; reason: "taken" | "reserved" | "invalid" | null } }>)
        .then((b) => setState(b.data ? (b.data.available ? "available" : (b.data.reason ?? "invalid")) : null))
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [slug]);
  return (
    <Field id="w-slug" label={t.slug}>
      <input
        id="w-slug"
        name="slug"
        required
        value={slug}
        onChange={(e) => {
          const v = e.target.value.toLowerCase();
          setSlug(v);
          setState(v ? "checking" : null);
        }}
        pattern="[a-z0-9](?:[a-z0-9\-]{1,61}[a-z0-9])"
        aria-describedby="w-slug-hint w-slug-state"
        autoCapitalize="none"
        spellCheck={false}
      />
      <small id="w-slug-hint">{t.slugHint}</small>
      <output
        id="w-slug-state"
        aria-live="polite"
        data-testid="slug-state"
        data-state={state ?? ""}
        className={state === "available" ? s.good : s.bad}
      >
        {state ? t.slugState[state] : ""}
      </output>
    </Field>
  );
}

export function StudioStep({ t, v, lang }: { t: SignUpTexts; v: V; lang: string }) {
  const countries = new Intl.DisplayNames([lang], { type: "region" });
  const locales = Array.isArray(v.locales) ? v.locales : [lang];
  return (
    <>
      <Field id="w-name" label={t.name}>
        <input id="w-name" name="name" required maxLength={120} defaultValue={str(v, "name")} autoComplete="organization" />
      </Field>
      <SlugField t={t} initial={str(v, "slug")} />
      <Field id="w-type" label={t.studioType}>
        <input id="w-type" name="studioType" maxLength={60} defaultValue={str(v, "studioType")} />
      </Field>
      <Field id="w-address" label={t.address}>
        <input
          id="w-address"
          name="addressLine1"
          required
          maxLength={200}
          defaultValue={str(v, "addressLine1")}
          autoComplete="address-line1"
        />
      </Field>
      <div className={s.row}>
        <Field id="w-postal" label={t.postalCode}>
          <input id="w-postal" name="postalCode" required maxLength={20} defaultValue={str(v, "postalCode")} autoComplete="postal-code" />
        </Field>
        <Field id="w-city" label={t.city}>
          <input id="w-city" name="city" required maxLength={100} defaultValue={str(v, "city")} autoComplete="address-level2" />
        </Field>
      </div>
      <Field id="w-zone" label={t.zone}>
        <select id="w-zone" name="zone" defaultValue={str(v, "zone", ZONES[0].value)}>
          {ZONES.map((z) => (
            <option key={z.value} value={z.value}>
              {countries.of(z.country)} · {z.tz.replace("_", " ")}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className={s.row}>
        <legend>{t.mapHint}</legend>
        <Field id="w-lat" label={t.latitude}>
          <input id="w-lat" name="latitude" type="number" step="any" min={-90} max={90} defaultValue={str(v, "latitude")} />
        </Field>
        <Field id="w-lng" label={t.longitude}>
          <input id="w-lng" name="longitude" type="number" step="any" min={-180} max={180} defaultValue={str(v, "longitude")} />
        </Field>
      </fieldset>
      <Field id="w-phone" label={t.phone}>
        <input id="w-phone" name="phone" type="tel" required maxLength={40} defaultValue={str(v, "phone")} autoComplete="tel" />
      </Field>
      <fieldset>
        <legend>{t.languages}</legend>
        {(["es", "ca", "en"] as const).map((l) => (
          <label key={l} className={s.check}>
            <input type="checkbox" name="locales" value={l} defaultChecked={locales.includes(l)} />{" "}
            {new Intl.DisplayNames([l], { type: "language" }).of(l)}
          </label>
        ))}
      </fieldset>
    </>
  );
}

export function RoomStep({ t, v }: { t: SignUpTexts; v: V }) {
  const hours = (ns: number[]) =>
    ns.map((n) => (
      <option key={n} value={n * 60}>
        {fmt(t.hoursN, { n })}
      </option>
    ));
  return (
    <>
      <Field id="w-room" label={t.roomName}>
        <input id="w-room" name="roomName" required maxLength={120} defaultValue={str(v, "roomName")} />
      </Field>
      <div className={s.row}>
        <Field id="w-capacity" label={t.capacity}>
          <input id="w-capacity" name="capacity" type="number" required min={1} max={1000} defaultValue={str(v, "capacity", "4")} />
        </Field>
        <Field id="w-price" label={t.price}>
          <input id="w-price" name="price" type="number" required min={0} step="0.5" defaultValue={str(v, "price", "20")} />
        </Field>
      </div>
      <div className={s.row}>
        <Field id="w-min" label={t.minDuration}>
          <select id="w-min" name="minMinutes" defaultValue={str(v, "minMinutes", "60")}>
            {hours([1, 2, 3, 4])}
          </select>
        </Field>
        <Field id="w-max" label={t.maxDuration}>
          <select id="w-max" name="maxMinutes" defaultValue={str(v, "maxMinutes", "480")}>
            {hours([2, 4, 6, 8, 12])}
          </select>
        </Field>
      </div>
      <div className={s.row}>
        <Field id="w-deposit" label={t.deposit}>
          <input
            id="w-deposit"
            name="depositPercent"
            type="number"
            required
            min={0}
            max={100}
            defaultValue={str(v, "depositPercent", "0")}
          />
        </Field>
        <Field id="w-pay" label={t.paymentModes}>
          <select id="w-pay" name="payment" defaultValue={str(v, "payment", "on_site")}>
            <option value="on_site">{t.payOnSite}</option>
            <option value="card">{t.payCard}</option>
            <option value="both">{t.payBoth}</option>
          </select>
        </Field>
      </div>
    </>
  );
}

export function HoursStep({ t, v }: { t: SignUpTexts; v: V }) {
  return (
    <>
      <Field id="w-days" label={t.days}>
        <select id="w-days" name="days" defaultValue={str(v, "days", "monSat")}>
          {(["weekdays", "monSat", "all"] as const).map((d) => (
            <option key={d} value={d}>
              {t.daysOptions[d]}
            </option>
          ))}
        </select>
      </Field>
      <div className={s.row}>
        <Field id="w-open" label={t.open}>
          <input id="w-open" name="openTime" type="time" required step={1800} defaultValue={str(v, "openTime", "10:00")} />
        </Field>
        <Field id="w-close" label={t.close}>
          <input id="w-close" name="closeTime" type="time" required step={1800} defaultValue={str(v, "closeTime", "22:00")} />
        </Field>
      </div>
      <Field id="w-notice" label={t.notice}>
        <select id="w-notice" name="cancelNoticeHours" defaultValue={str(v, "cancelNoticeHours", "24")}>
          <option value="0">{t.noticeNone}</option>
          {[12, 24, 48, 72].map((n) => (
            <option key={n} value={n}>
              {fmt(t.hoursN, { n })}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
