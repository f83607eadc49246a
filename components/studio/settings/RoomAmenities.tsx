"use client";
// A room's amenities in every site language (docs/studio-settings.md): rows moved up and down,
// removed and added with focus kept in the list; the form that holds them sends them on Save.
import { useRef } from "react";
import type { Locale } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { Field } from "./Fields";
import { errorAt } from "./form-math";
import type { AmenityRow, SiteLanguages } from "./room-form-parts";
import { useFocusAfterRender } from "./useFocusAfterRender";

const MAX_AMENITIES = 30;

type Props = {
  p: string;
  site: SiteLanguages;
  s: SettingsTexts;
  fieldErr: Record<string, string>;
  amenities: AmenityRow[];
  setAmenities: (rows: AmenityRow[]) => void;
};

export function RoomAmenities({ p, site, s, fieldErr, amenities, setAmenities }: Props) {
  // Keys for new rows continue after the rows the room was read with.
  const nextKey = useRef(amenities.length);
  const focusAfterRender = useFocusAfterRender();
  const moveAmenity = (i: number, delta: -1 | 1) => {
    const j = i + delta;
    if (j < 0 || j >= amenities.length) return;
    const next = amenities.slice();
    [next[i], next[j]] = [next[j], next[i]];
    setAmenities(next);
    focusAfterRender(`${p}-amenity-${next[j].key}-${delta < 0 ? "up" : "down"}`);
  };
  const removeAmenity = (i: number) => {
    const next = amenities.filter((_, k) => k !== i);
    setAmenities(next);
    // Focus stays in the list: the next item's first field, else the Add button.
    const target = next[Math.min(i, next.length - 1)];
    focusAfterRender(target ? `${p}-amenity-${target.key}-${site.locales[0]}` : `${p}-amenity-add`);
  };
  const addAmenity = () => {
    if (amenities.length >= MAX_AMENITIES) return;
    const key = nextKey.current++;
    setAmenities([...amenities, { key, text: {} }]);
    focusAfterRender(`${p}-amenity-${key}-${site.locales[0]}`);
  };
  const setText = (i: number, l: Locale, value: string) =>
    setAmenities(amenities.map((x, k) => (k === i ? { ...x, text: { ...x.text, [l]: value } } : x)));

  return (
    <fieldset className="field settings-amenities" aria-describedby={`${p}-amenities-hint`}>
      <legend>{s.rooms.amenities}</legend>
      <p className="hint" id={`${p}-amenities-hint`}>
        {s.rooms.amenitiesHint}
      </p>
      {errorAt(fieldErr, "amenities") ? <span className="field-error">{errorAt(fieldErr, "amenities")}</span> : null}
      {amenities.length === 0 ? <p>{s.rooms.noAmenities}</p> : null}
      <ol data-testid={`${p}-amenities`}>
        {amenities.map((a, i) => {
          const n = i + 1;
          return (
            <li key={a.key}>
              <div className="field-row">
                {site.locales.map((l) => (
                  <Field
                    key={l}
                    id={`${p}-amenity-${a.key}-${l}`}
                    name={`amenity-${l}`}
                    lang={l}
                    label={fmt(s.rooms.amenityIn, { n, language: site.localeNames[l] })}
                    maxLength={80}
                    value={a.text[l] ?? ""}
                    error={errorAt(fieldErr, `amenities.${i}.${l}`)}
                    onChange={(e) => setText(i, l, e.target.value)}
                  />
                ))}
              </div>
              <p className="settings-move">
                <button
                  type="button"
                  id={`${p}-amenity-${a.key}-up`}
                  className="btn btn-small"
                  aria-disabled={i === 0 ? true : undefined}
                  onClick={() => moveAmenity(i, -1)}
                >
                  {s.rooms.moveUp}
                  <span className="visually-hidden">: {fmt(s.rooms.amenityLabel, { n })}</span>
                </button>{" "}
                <button
                  type="button"
                  id={`${p}-amenity-${a.key}-down`}
                  className="btn btn-small"
                  aria-disabled={i === amenities.length - 1 ? true : undefined}
                  onClick={() => moveAmenity(i, 1)}
                >
                  {s.rooms.moveDown}
                  <span className="visually-hidden">: {fmt(s.rooms.amenityLabel, { n })}</span>
                </button>{" "}
                <button type="button" className="btn btn-small" onClick={() => removeAmenity(i)}>
                  {s.rooms.amenityRemove}
                  <span className="visually-hidden">: {fmt(s.rooms.amenityLabel, { n })}</span>
                </button>
              </p>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        id={`${p}-amenity-add`}
        className="btn btn-small"
        aria-disabled={amenities.length >= MAX_AMENITIES ? true : undefined}
        onClick={addAmenity}
      >
        {s.rooms.amenityAdd}
      </button>
    </fieldset>
  );
}
