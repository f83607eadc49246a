"use client";
// The wizard's first step (docs/signup.md, The wizard): the studio itself, made at once by
// POST /v1/signup/studio, so every later step (hours, rooms, photos, calendar, template) is saved on
// the server as it is done and an owner who leaves resumes there. A web address the studio cannot
// keep stops this step, with the reason and, when one is free, a suggestion.
import { useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { SignUpTexts } from "@/lib/i18n/signup";
import { fmt } from "@/lib/i18n/core";
import { StudioStep, ZONES } from "./WizardSteps";
import { WizardFrame } from "./WizardFrame";
import s from "./signup.module.css";

type V = Record<string, string | string[]>;

/** The fields start empty: this step is shown once, before the studio exists. */
const NOTHING_TYPED: V = {};

const num = (x: unknown) => (x === "" || x == null ? null : Number(x));

/** The step's values as the API's OnboardingRequest (the studio only: rooms and hours come next). */
function request(v: V) {
  const zone = ZONES.find((z) => z.value === v.zone) ?? ZONES[0];
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
      // The public contact: empty means none (the sign-up address is never published).
      phone: v.phone || null,
      email: v.publicEmail || null,
      locales: Array.isArray(v.locales) && v.locales.length ? v.locales : ["es"],
    },
  };
}

type SlugCheck = { available: boolean; reason: keyof SignUpTexts["slugState"] | null };

async function checkSlug(slug: string): Promise<SlugCheck | null> {
  try {
    const r = await fetch(`/v1/signup/slugs/${encodeURIComponent(slug)}`);
    return ((await r.json()) as { data?: SlugCheck }).data ?? null;
  } catch {
    return null; // unknown: the save checks again
  }
}

/** Why `slug` cannot be the studio's, with a free suggestion when there is one; null when it can (or cannot be asked now). */
async function slugRefusal(slug: string, city: string, t: SignUpTexts): Promise<string | null> {
  const answer = await checkSlug(slug);
  if (!answer || answer.available) return null;
  const why = `${t.slug}: ${t.slugState[answer.reason ?? "invalid"]}`;
  const base = slug.replace(/[^a-z0-9-]/g, "").replace(/^-+|-+$/g, "");
  const place = city
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  for (const candidate of [place && `${base}-${place}`, `${base}-studio`, `${base}-2`].filter(Boolean) as string[]) {
    if (candidate.length > 63 || candidate === slug) continue;
    if ((await checkSlug(candidate))?.available) return `${why}. ${fmt(t.slugSuggestion, { slug: candidate })}`;
  }
  return why;
}

export function OnboardingWizard({ t, lang, total }: { t: SignUpTexts; lang: Locale; total: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fd = new FormData(form);
    const next: V = { locales: fd.getAll("locales").map(String) };
    for (const [k, val] of fd.entries()) if (k !== "locales") next[k] = String(val);
    setError(null);
    setBusy(true);
    const refusal = await slugRefusal(String(next.slug ?? ""), String(next.city ?? ""), t);
    if (refusal) {
      setBusy(false);
      setError(refusal);
      form.querySelector<HTMLInputElement>("#w-slug")?.focus();
      return;
    }
    try {
      const res = await fetch("/v1/signup/studio", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(request(next)),
      });
      const body = (await res.json()) as { error?: { message: string } };
      if (res.ok) return window.location.assign(`/studio/onboarding?lang=${lang}`);
      setError(body.error?.message ?? String(res.status));
    } catch (err) {
      setError((err as Error).message);
    }
    setBusy(false);
  }

  return (
    <WizardFrame n={1} total={total} stepOf={t.stepOf} title={t.steps.studio}>
      <form onSubmit={submit} className={s.wizard}>
        <StudioStep t={t} v={NOTHING_TYPED} lang={lang} />
        {error && (
          <p role="alert" className={s.bad} data-testid="wizard-error">
            {error}
          </p>
        )}
        <div className={s.actions}>
          <button type="submit" className={s.primary} disabled={busy}>
            {busy ? t.creating : t.next}
          </button>
        </div>
      </form>
    </WizardFrame>
  );
}
