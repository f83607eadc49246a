"use client";
// A new room from its name (main language) and price, added below the rooms list
// (docs/studio-settings.md, Dashboard pages); the rest from `newRoomBody`.
import { useState, type FormEvent } from "react";
import { fmt } from "@/lib/i18n/core";
import { StudioError } from "../StudioError";
import { Field } from "./Fields";
import { centsFromInput } from "./form-math";
import type { FormProps } from "./room-form-parts";
import { useSave } from "./useSave";

/**
 * What a room added here starts with besides its name and price (docs/studio-settings.md,
 * Dashboard pages): bookable and active, paid at the studio, 60–240 min in steps of 30, no
 * deposit, 1 h notice, 90 days ahead, 24 h cancellation notice; the currency of the other rooms.
 */
export function newRoomBody(name: string, hourlyCents: number, currency: string): Record<string, unknown> {
  return {
    name,
    description: null,
    roomType: null,
    capacity: 1,
    hourlyCents,
    currency,
    bookable: true,
    active: true,
    minMinutes: 60,
    maxMinutes: 240,
    stepMinutes: 30,
    bufferMinutes: 0,
    minNoticeMin: 60,
    maxAdvanceDays: 90,
    depositPercent: 0,
    cancelNoticeHours: 24,
    paymentModes: ["on_site"],
    instructions: {},
    photos: [],
    amenities: [],
  };
}

export function AddRoom({ currency, site, s, t, errors, onAdded }: { currency: string; onAdded: (id: string) => void } & FormProps) {
  const save = useSave<{ rooms: { id: string }[] }>({ lang: t.errors.lang });
  const [name, setName] = useState("");
  const [price, setPrice] = useState("");
  const [priceError, setPriceError] = useState(false);
  const p = "room-new";
  const fieldErr = Object.fromEntries(
    Object.entries(save.fields)
      .filter(([k]) => /^rooms\.\d+\./.test(k))
      .map(([k, v]) => [k.replace(/^rooms\.\d+\./, ""), v]),
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const hourlyCents = centsFromInput(price);
    setPriceError(hourlyCents === null);
    if (hourlyCents === null) return;
    const r = await save.run("/rooms", "POST", newRoomBody(name.trim(), hourlyCents, currency), s.rooms.added);
    const added = r?.rooms.at(-1);
    if (!added) return;
    setName("");
    setPrice("");
    onAdded(added.id);
  };
  return (
    <form className="studio-form settings-room-add" onSubmit={submit} aria-labelledby={`${p}-title`} data-testid="room-add">
      <h3 id={`${p}-title`}>{s.rooms.addTitle}</h3>
      <p className="hint" id={`${p}-hint`}>
        {s.rooms.addHint}
      </p>
      {save.error ? <StudioError error={save.error} t={t} errors={errors} /> : null}
      <div className="field-row">
        <Field
          id={`${p}-name`}
          name="name"
          label={fmt(s.rooms.nameIn, { language: site.localeNames[site.defaultLocale] })}
          required
          maxLength={120}
          value={name}
          error={fieldErr.name}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          id={`${p}-hourly`}
          name="hourlyCents"
          label={fmt(s.rooms.hourly, { currency })}
          inputMode="decimal"
          required
          value={price}
          error={priceError ? s.rooms.amountInvalid : fieldErr.hourlyCents}
          onChange={(e) => setPrice(e.target.value)}
        />
      </div>
      <button type="submit" className="btn" disabled={save.busy} aria-describedby={`${p}-hint`}>
        {save.busy ? s.rooms.adding : s.rooms.add}
      </button>
    </form>
  );
}
