"use client";
// The house rules per site language (docs/studio-settings.md, What owners can edit); the
// cancellation notice is per room, in the rooms' forms. All texts empty = no house rules.
import { useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { StudioError } from "../StudioError";
import { Done } from "./Fields";
import { useSave, type SettingsVersions } from "./useSave";

const policiesVersion = (v: SettingsVersions) => v.policies;

export function PoliciesSettings({
  houseRules,
  version,
  locales,
  localeNames,
  s,
  t,
  errors,
}: {
  houseRules: Partial<Record<Locale, string>> | null;
  /** The policies section's version as read (docs/decisions-platform.md, Settings versions). */
  version?: string;
  locales: Locale[];
  localeNames: Record<Locale, string>;
  s: SettingsTexts;
  t: Catalog["studio"];
  errors: Catalog["errors"];
}) {
  const save = useSave({ read: version, of: policiesVersion, lang: t.errors.lang });
  const [texts, setTexts] = useState<Partial<Record<Locale, string>>>(() => ({ ...(houseRules ?? {}) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const filled = Object.fromEntries(Object.entries(texts).filter(([, v]) => v && v.trim()));
    await save.run("/policies", "PATCH", { houseRules: Object.keys(filled).length ? filled : null }, s.saved);
  };

  return (
    <section aria-labelledby="settings-policies" className="settings-section">
      <h2 id="settings-policies">{s.policies.title}</h2>
      <form className="studio-form" onSubmit={submit} aria-labelledby="settings-policies" data-testid="policies-form">
        {save.error ? <StudioError error={save.error} t={t} errors={errors} /> : null}
        <p className="hint">{s.policies.houseRulesHint}</p>
        {locales.map((l) => {
          const error = save.fields[`studio.houseRules.${l}`] ?? save.fields["studio.houseRules"];
          return (
            <div className="field" key={l}>
              <label htmlFor={`rules-${l}`}>{fmt(s.policies.houseRules, { language: localeNames[l] })}</label>
              <textarea
                id={`rules-${l}`}
                name={`houseRules.${l}`}
                rows={5}
                maxLength={4000}
                value={texts[l] ?? ""}
                aria-invalid={error ? true : undefined}
                aria-errormessage={error ? `rules-${l}-error` : undefined}
                onChange={(e) => setTexts((x) => ({ ...x, [l]: e.target.value }))}
              />
              {error ? (
                <span className="field-error" id={`rules-${l}-error`}>
                  {error}
                </span>
              ) : null}
            </div>
          );
        })}
        <button type="submit" className="btn" disabled={save.busy}>
          {save.busy ? s.saving : s.save}
        </button>
        <Done text={save.done} />
      </form>
    </section>
  );
}
