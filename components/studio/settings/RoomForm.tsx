"use client";
// One room's settings form (docs/studio-settings.md): price and booking rules, texts per site
// language, payment modes and amenities, saved together (PATCH rooms/{id}); Delete beside it.
import { useState, type FormEvent } from "react";
import { fmt } from "@/lib/i18n/core";
import { StudioError } from "../StudioError";
import { Done, Field } from "./Fields";
import { centsFromInput, errorsUnder, inputFromCents, roomChecks } from "./form-math";
import { inlineReason } from "@/lib/i18n/studio-errors";
import { isLocale } from "@/lib/contract/locales";
import {
  MODES,
  NUMBERS,
  type AmenityRow,
  type FormProps,
  type NumKey,
  type PayMode,
  type RoomRow,
  type SiteLanguages,
} from "./room-form-parts";
import { RoomAmenities } from "./RoomAmenities";
import { RoomDelete } from "./RoomDelete";
import { RoomPaymentModes } from "./RoomPaymentModes";
import { ratesBody, RoomRates, useRoomRates } from "./RoomRates";
import { RoomTextFields, type RoomTextValues } from "./RoomTextFields";
import { useSave } from "./useSave";

export function RoomForm({
  room,
  index,
  site,
  s,
  t,
  errors,
  onDeleted,
}: { room: RoomRow; index: number; onDeleted: () => void } & FormProps) {
  const save = useSave({ read: room.version, of: (v) => v.rooms[room.id], lang: t.errors.lang });
  const [price, setPrice] = useState(inputFromCents(room.hourlyCents));
  const [nums, setNums] = useState<Record<NumKey, string>>(
    () => Object.fromEntries(NUMBERS.map(([k]) => [k, String(room[k])])) as Record<NumKey, string>,
  );
  const [active, setActive] = useState(room.active);
  const [priceError, setPriceError] = useState(false);
  const [texts, setTexts] = useState(() => textsOf(room, site));
  const [roomType, setRoomType] = useState(room.roomType ?? "");
  const [modes, setModes] = useState<PayMode[]>(room.paymentModes);
  // Stable keys for the amenity rows, so a moved row keeps its inputs (and focus).
  const [amenities, setAmenities] = useState<AmenityRow[]>(() => room.amenities.map((a, key) => ({ key, text: a })));
  const rates = useRoomRates(room);
  // Found by the form before saving (roomChecks, at the lowest rate, as the server judges), in the page's language.
  const [checked, setChecked] = useState<Record<string, string>>({});
  const fieldErr = { ...errorsUnder(save.fields, `rooms.${index}.`), ...checked };
  const p = `room-${room.id}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const hourlyCents = centsFromInput(price);
    setPriceError(hourlyCents === null);
    if (hourlyCents === null) return;
    const lang = isLocale(t.errors.lang) ? t.errors.lang : "en";
    const read = ratesBody(rates, s.rooms.amountInvalid);
    const found = roomChecks({
      rateWindows: read.body?.rateWindows ?? [],
      longHourlyCents: read.body?.longHourlyCents ?? null,
      paymentModes: modes,
      hourlyCents,
      currency: room.currency,
      depositPercent: Number(nums.depositPercent),
      minMinutes: Number(nums.minMinutes),
      maxMinutes: Number(nums.maxMinutes),
    });
    setChecked({ ...Object.fromEntries(Object.entries(found).map(([k, v]) => [k, inlineReason(v, lang)])), ...read.errors });
    if (Object.keys(found).length || !read.body) return;
    const body = { ...patchBody(site, { hourlyCents, active, texts, roomType, modes, amenities, nums }), ...read.body };
    await save.run(`/rooms/${room.id}`, "PATCH", body, s.saved);
  };

  return (
    <form className="studio-form settings-room" onSubmit={submit} aria-labelledby={`${p}-name`} data-testid={`room-form-${room.id}`}>
      <h3 id={`${p}-name`} tabIndex={-1}>
        {room.name}
        {room.active ? null : <span className="hint"> ({s.rooms.inactive})</span>}
      </h3>
      {save.error ? <StudioError error={save.error} t={t} errors={errors} /> : null}
      <RoomTextFields p={p} site={site} s={s} fieldErr={fieldErr} texts={texts} setTexts={setTexts} />
      <Field
        id={`${p}-roomType`}
        name="roomType"
        label={s.rooms.roomType}
        hint={s.rooms.roomTypeHint}
        maxLength={120}
        value={roomType}
        error={fieldErr.roomType}
        onChange={(e) => setRoomType(e.target.value)}
      />
      <div className="field-row">
        <Field
          id={`${p}-hourly`}
          name="hourlyCents"
          label={fmt(s.rooms.hourly, { currency: room.currency })}
          inputMode="decimal"
          required
          value={price}
          error={priceError ? s.rooms.amountInvalid : fieldErr.hourlyCents}
          onChange={(e) => setPrice(e.target.value)}
        />
        {NUMBERS.map(([k, label, min, max]) => (
          <Field
            key={k}
            id={`${p}-${k}`}
            name={k}
            type="number"
            label={s.rooms[label]}
            min={min}
            max={max}
            step={1}
            required
            value={nums[k]}
            error={fieldErr[k]}
            onChange={(e) => setNums((n) => ({ ...n, [k]: e.target.value }))}
          />
        ))}
      </div>
      <RoomRates
        p={p}
        s={s}
        lang={isLocale(t.errors.lang) ? t.errors.lang : "en"}
        currency={room.currency}
        baseCents={centsFromInput(price)}
        fieldErr={fieldErr}
        {...rates}
      />
      <RoomPaymentModes p={p} site={site} s={s} error={fieldErr.paymentModes} modes={modes} setModes={setModes} />
      <RoomAmenities p={p} site={site} s={s} fieldErr={fieldErr} amenities={amenities} setAmenities={setAmenities} />
      <div className="field field-check">
        <input id={`${p}-active`} name="active" type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        <label htmlFor={`${p}-active`}>{s.rooms.active}</label>
      </div>
      <button type="submit" className="btn" disabled={save.busy}>
        {save.busy ? s.saving : s.save}
        <span className="visually-hidden">: {room.name}</span>
      </button>
      <Done text={save.done} testId={`room-saved-${room.id}`} />
      <RoomDelete room={room} s={s} t={t} errors={errors} onDeleted={onDeleted} />
    </form>
  );
}

/** The room's name and description per site language: the main one's are the room's own. */
function textsOf(room: RoomRow, site: SiteLanguages): RoomTextValues {
  return Object.fromEntries(
    site.locales.map((l) => [
      l,
      l === site.defaultLocale
        ? { name: room.name, description: room.description ?? "" }
        : { name: room.texts[l]?.name ?? "", description: room.texts[l]?.description ?? "" },
    ]),
  ) as RoomTextValues;
}

type Values = {
  hourlyCents: number;
  active: boolean;
  texts: RoomTextValues;
  roomType: string;
  modes: PayMode[];
  amenities: AmenityRow[];
  nums: Record<NumKey, string>;
};

/** The PATCH rooms/{id} body from the form's values. */
function patchBody(site: SiteLanguages, { hourlyCents, active, texts, roomType, modes, amenities, nums }: Values) {
  const main = texts[site.defaultLocale];
  const body: Record<string, unknown> = {
    hourlyCents,
    active,
    name: main.name.trim(),
    description: main.description.trim() || null,
    roomType: roomType.trim() || null,
    paymentModes: MODES.map(([m]) => m).filter((m) => modes.includes(m)),
    // Blank languages are left out of an amenity; an amenity blank in every language is dropped.
    amenities: amenities
      .map(({ text }) =>
        Object.fromEntries(
          Object.entries(text)
            .filter(([, v]) => v?.trim())
            .map(([l, v]) => [l, v!.trim()]),
        ),
      )
      .filter((a) => Object.keys(a).length > 0),
  };
  const other = site.locales.filter((l) => l !== site.defaultLocale);
  if (other.length) body.translations = Object.fromEntries(other.map((l) => [l, texts[l]]));
  for (const [k] of NUMBERS) body[k] = Number(nums[k]);
  return body;
}
