"use client";
// A room's name and description in each site language (docs/studio-settings.md): the main
// language's are the room's own, the others go to site.content.translations.
import type { Locale } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { Field } from "./Fields";
import { errorAt } from "./form-math";
import type { SiteLanguages } from "./room-form-parts";

export type RoomTextValues = Record<Locale, { name: string; description: string }>;

type Props = {
  p: string;
  site: SiteLanguages;
  s: SettingsTexts;
  fieldErr: Record<string, string>;
  texts: RoomTextValues;
  setTexts: (texts: RoomTextValues) => void;
};

export function RoomTextFields({ p, site, s, fieldErr, texts, setTexts }: Props) {
  return (
    <>
      {site.locales.map((l) => {
        const language = site.localeNames[l];
        const main = l === site.defaultLocale;
        const err = (k: "name" | "description") =>
          main ? fieldErr[k] : (errorAt(fieldErr, `translations.${l}.${k}`) ?? fieldErr[`translations.${l}`]);
        return (
          <div className="field-row" key={l}>
            <Field
              id={`${p}-name-${l}`}
              name={main ? "name" : `name-${l}`}
              lang={l}
              label={fmt(s.rooms.nameIn, { language })}
              required={main}
              maxLength={120}
              value={texts[l].name}
              error={err("name")}
              onChange={(e) => setTexts({ ...texts, [l]: { ...texts[l], name: e.target.value } })}
            />
            <div className="field">
              <label htmlFor={`${p}-description-${l}`}>{fmt(s.rooms.descriptionIn, { language })}</label>
              <textarea
                id={`${p}-description-${l}`}
                name={main ? "description" : `description-${l}`}
                lang={l}
                rows={3}
                maxLength={4000}
                value={texts[l].description}
                aria-invalid={err("description") ? true : undefined}
                aria-errormessage={err("description") ? `${p}-description-${l}-error` : undefined}
                onChange={(e) => setTexts({ ...texts, [l]: { ...texts[l], description: e.target.value } })}
              />
              {err("description") ? (
                <span className="field-error" id={`${p}-description-${l}-error`}>
                  {err("description")}
                </span>
              ) : null}
            </div>
          </div>
        );
      })}
    </>
  );
}
