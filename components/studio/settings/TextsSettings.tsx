"use client";
// The site's texts per language (docs/studio-settings.md, Texts in other languages): the home
// page's title, subtitle and "about" in every site language, and the studio's description in the
// languages other than the main one (whose texts are the studio's own fields; a room's texts in
// other languages are in the room's form).
// One Save: the `texts` section, which replaces `site.content` with these keys changed and every
// other key kept. An empty field is left out, so the page falls back to the main language.
import { useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { StudioError } from "../StudioError";
import { Done, Field, TextArea } from "./Fields";
import { errorAt } from "./form-math";
import { useSave, type SettingsVersions } from "./useSave";

type Content = Record<string, unknown>;
type Hero = "heroTitle" | "heroSubtitle" | "about";
type Translation = {
  studio?: { description?: string; shortDescription?: string };
  rooms?: Record<string, { name?: string; description?: string }>;
};
/** The form's state: every text by a flat key ("heroTitle.ca", "studio.description.en"). */
type Values = Record<string, string>;

const HERO: readonly Hero[] = ["heroTitle", "heroSubtitle", "about"];
const textsVersion = (v: SettingsVersions) => v.texts;

/** A site text as stored: one string for all languages (shown as the main language's) or per locale. */
function heroOf(v: unknown, l: Locale, main: Locale): string {
  if (typeof v === "string") return l === main ? v : "";
  return v && typeof v === "object" ? (((v as Record<string, unknown>)[l] as string | undefined) ?? "") : "";
}

export function initialValues(content: Content, locales: Locale[], main: Locale): Values {
  const out: Values = {};
  const tr = (content.translations ?? {}) as Partial<Record<Locale, Translation>>;
  for (const l of locales) {
    for (const h of HERO) out[`${h}.${l}`] = heroOf(content[h], l, main);
    if (l === main) continue;
    out[`studio.description.${l}`] = tr[l]?.studio?.description ?? "";
    out[`studio.shortDescription.${l}`] = tr[l]?.studio?.shortDescription ?? "";
  }
  return out;
}

/** The content to save: the current one with the form's keys replaced; empty texts left out; rooms' texts kept. */
export function contentFrom(current: Content, v: Values, locales: Locale[], main: Locale): Content {
  const filled = (k: string) => (v[k] ?? "").trim() || undefined;
  const next: Content = { ...current };
  for (const h of HERO) {
    const map = Object.fromEntries(locales.flatMap((l) => (filled(`${h}.${l}`) ? [[l, filled(`${h}.${l}`)]] : [])));
    if (Object.keys(map).length) next[h] = map;
    else delete next[h];
  }
  const translations: Partial<Record<Locale, Translation>> = { ...((current.translations ?? {}) as Partial<Record<Locale, Translation>>) };
  for (const l of locales) {
    if (l === main) continue;
    const studio = { description: filled(`studio.description.${l}`), shortDescription: filled(`studio.shortDescription.${l}`) };
    const t: Translation = { ...translations[l] };
    if (studio.description || studio.shortDescription) t.studio = JSON.parse(JSON.stringify(studio));
    else delete t.studio;
    if (Object.keys(t).length) translations[l] = t;
    else delete translations[l];
  }
  if (Object.keys(translations).length) next.translations = translations;
  else delete next.translations;
  return next;
}

export function TextsSettings({
  content,
  locales,
  main,
  studio,
  localeNames,
  version,
  s,
  t,
  errors,
}: {
  content: Content;
  /** The texts section's version as read (docs/decisions-platform.md, Settings versions). */
  version?: string;
  locales: Locale[];
  main: Locale;
  studio: { description: string | null; shortDescription: string | null };
  localeNames: Record<Locale, string>;
  s: SettingsTexts;
  t: Catalog["studio"];
  errors: Catalog["errors"];
}) {
  const x = s.texts;
  const save = useSave({ read: version, of: textsVersion, lang: t.errors.lang });
  const [v, setV] = useState<Values>(() => initialValues(content, locales, main));
  const set = (k: string) => (value: string) => setV((o) => ({ ...o, [k]: value }));
  // The API names a field by its studio-file path (site.content.translations.ca.studio.description).
  const err = (path: string) => errorAt(save.fields, `site.content.${path}`);
  // What an empty field shows instead: the main language's text.
  const hint = (text: string | null | undefined) =>
    text ? fmt(x.fallback, { text: text.length > 80 ? `${text.slice(0, 80)}…` : text }) : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await save.run("/texts", "PATCH", { content: contentFrom(content, v, locales, main) }, s.saved);
  };

  return (
    <section aria-labelledby="settings-texts" className="settings-section">
      <h2 id="settings-texts">{x.title}</h2>
      <form className="studio-form" onSubmit={submit} aria-labelledby="settings-texts" data-testid="texts-form">
        {save.error ? <StudioError error={save.error} t={t} errors={errors} /> : null}
        <p className="hint">{x.intro}</p>
        {locales.map((l) => (
          <fieldset key={l} className="field">
            <legend>{localeNames[l]}</legend>
            <Field
              id={`texts-heroTitle-${l}`}
              label={x.heroTitle}
              maxLength={200}
              value={v[`heroTitle.${l}`]}
              error={err(`heroTitle.${l}`) ?? err("heroTitle")}
              onChange={(e) => set(`heroTitle.${l}`)(e.target.value)}
            />
            <Field
              id={`texts-heroSubtitle-${l}`}
              label={x.heroSubtitle}
              maxLength={400}
              value={v[`heroSubtitle.${l}`]}
              error={err(`heroSubtitle.${l}`) ?? err("heroSubtitle")}
              onChange={(e) => set(`heroSubtitle.${l}`)(e.target.value)}
            />
            <TextArea
              id={`texts-about-${l}`}
              label={x.about}
              maxLength={4000}
              value={v[`about.${l}`]}
              error={err(`about.${l}`) ?? err("about")}
              onChange={set(`about.${l}`)}
            />
            {l === main ? (
              <p className="hint">{x.mainLanguage}</p>
            ) : (
              <>
                <TextArea
                  id={`texts-studio-description-${l}`}
                  label={x.studioDescription}
                  hint={hint(studio.description)}
                  maxLength={4000}
                  value={v[`studio.description.${l}`]}
                  error={err(`translations.${l}.studio.description`)}
                  onChange={set(`studio.description.${l}`)}
                />
                <Field
                  id={`texts-studio-short-${l}`}
                  label={x.studioShortDescription}
                  hint={hint(studio.shortDescription)}
                  maxLength={400}
                  value={v[`studio.shortDescription.${l}`]}
                  error={err(`translations.${l}.studio.shortDescription`)}
                  onChange={(e) => set(`studio.shortDescription.${l}`)(e.target.value)}
                />
              </>
            )}
          </fieldset>
        ))}
        <button type="submit" className="btn" disabled={save.busy}>
          {save.busy ? s.saving : s.save}
        </button>
        <Done text={save.done} testId="texts-done" />
      </form>
    </section>
  );
}
