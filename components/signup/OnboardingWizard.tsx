"use client";
// The onboarding wizard (docs/signup.md, The wizard): four short steps kept in the browser, then one
// POST /v1/signup/studio; the template choice and Publish follow on the next page, on the saved studio.
import { useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { SignUpTexts } from "@/lib/i18n/signup";
import { fmt } from "@/lib/i18n/core";
import { HoursStep, RoomStep, StudioStep, ZONES } from "./WizardSteps";
import s from "./signup.module.css";

type V = Record<string, string | string[]>;
const STEPS = ["studio", "room", "hours", "photos"] as const;
const DAYS = { weekdays: [1, 2, 3, 4, 5], monSat: [1, 2, 3, 4, 5, 6], all: [0, 1, 2, 3, 4, 5, 6] } as const;

const num = (x: unknown) => (x === "" || x == null ? null : Number(x));

/** The wizard's values as the API's OnboardingRequest. */
function request(v: V) {
  const zone = ZONES.find((z) => z.value === v.zone) ?? ZONES[0];
  const payment = String(v.payment);
  const days = DAYS[(v.days as keyof typeof DAYS) ?? "monSat"] ?? DAYS.monSat;
  return {
    studio: {
      name: v.name,
      slug: v.slug,
      studioType: v.studioType || null,
      addressLine1: v.addressLine1,
      postalCode: v.postalCode,
      city: v.city,
      country: zone.country,
      timezone: zone.tz,
      latitude: num(v.latitude),
      longitude: num(v.longitude),
      phone: v.phone,
      locales: Array.isArray(v.locales) && v.locales.length ? v.locales : ["es"],
    },
    room: {
      name: v.roomName,
      capacity: Number(v.capacity),
      hourlyCents: Math.round(Number(v.price) * 100),
      currency: zone.country === "GB" ? "GBP" : "EUR",
      minMinutes: Number(v.minMinutes),
      maxMinutes: Math.max(Number(v.maxMinutes), Number(v.minMinutes)),
      depositPercent: Number(v.depositPercent),
      paymentModes: payment === "both" ? ["on_site", "card"] : [payment],
    },
    hours: days.map((d) => ({ dayOfWeek: d, openTime: v.openTime, closeTime: v.closeTime })),
    cancelNoticeHours: Number(v.cancelNoticeHours),
  };
}

export function OnboardingWizard({ t, lang }: { t: SignUpTexts; lang: Locale }) {
  const [step, setStep] = useState(0);
  const [v, setV] = useState<V>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function collect(form: HTMLFormElement): V {
    const next: V = { ...v };
    const fd = new FormData(form);
    if (STEPS[step] === "studio") next.locales = fd.getAll("locales").map(String);
    for (const [k, val] of fd.entries()) if (k !== "locales") next[k] = String(val);
    return next;
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const next = collect(e.currentTarget);
    setV(next);
    setError(null);
    if (step < STEPS.length - 1) return setStep(step + 1);
    setBusy(true);
    try {
      const res = await fetch("/v1/signup/studio", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(request(next)),
      });
      const body = (await res.json()) as { error?: { message: string } };
      if (res.ok) return window.location.assign(`/studio/onboarding/template?lang=${lang}`);
      setError(body.error?.message ?? String(res.status));
    } catch (err) {
      setError((err as Error).message);
    }
    setBusy(false);
  }

  const name = STEPS[step];
  return (
    <form onSubmit={submit} className={s.wizard} aria-labelledby="wizard-step" key={name}>
      <p className={s.progress}>{fmt(t.stepOf, { n: step + 1, total: STEPS.length })}</p>
      <h2 id="wizard-step">{t.steps[name]}</h2>
      {name === "studio" && <StudioStep t={t} v={v} lang={lang} />}
      {name === "room" && <RoomStep t={t} v={v} />}
      {name === "hours" && <HoursStep t={t} v={v} />}
      {name === "photos" && <p>{t.photosText}</p>}
      {error && (
        <p role="alert" className={s.bad}>
          {error}
        </p>
      )}
      <div className={s.actions}>
        {step > 0 && (
          <button type="button" onClick={() => setStep(step - 1)}>
            {t.back}
          </button>
        )}
        <button type="submit" className={s.primary} disabled={busy}>
          {step < STEPS.length - 1 ? t.next : busy ? t.creating : t.create}
        </button>
      </div>
    </form>
  );
}
