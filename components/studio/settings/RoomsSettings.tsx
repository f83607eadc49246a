"use client";
// Rooms in the settings (docs/studio-settings.md): each room's price and booking rules with a
// Save of its own (PATCH rooms/{id}), and the order the site lists them in, changed one place at a
// time with "Move up"/"Move down" (PUT rooms/order). Buttons stay focusable at either end
// (aria-disabled) so focus never drops after a move; a live region says where the room went.
// Each form also edits the room's texts per site language, payment modes and amenities; rooms are
// added below the list (focus moves to the new room's heading) and deleted after an inline confirm.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Dict, Locale } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { StudioError } from "../StudioError";
import { Done, Field } from "./Fields";
import { centsFromInput, errorAt, errorsUnder, inputFromCents, moveId } from "./form-math";
import { useSave } from "./useSave";

export type RoomRow = {
  id: string;
  /** The room's version as read (docs/decisions.md, Settings versions). */
  version?: string;
  name: string;
  currency: string;
  hourlyCents: number;
  depositPercent: number;
  minMinutes: number;
  maxMinutes: number;
  bufferMinutes: number;
  minNoticeMin: number;
  maxAdvanceDays: number;
  capacity: number;
  cancelNoticeHours: number;
  active: boolean;
  description: string | null;
  roomType: string | null;
  paymentModes: PayMode[];
  amenities: Partial<Record<Locale, string>>[];
  /** Name and description in the site's other languages (site.content.translations). */
  texts: Partial<Record<Locale, { name?: string; description?: string }>>;
};

type PayMode = "on_site" | "card";
const MODES = [
  ["on_site", "modeOnSite"],
  ["card", "modeCard"],
] as const satisfies readonly (readonly [PayMode, keyof SettingsTexts["rooms"]])[];
const MAX_AMENITIES = 30;

/** The site's languages, main first, with their names; whether the studio takes card payments. */
export type SiteLanguages = { locales: Locale[]; defaultLocale: Locale; localeNames: Record<Locale, string>; cardPayments: boolean };
type Texts = { s: SettingsTexts; t: Dict["studio"]; errors: Dict["errors"] };
type FormProps = Texts & { site: SiteLanguages };

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

export function RoomsSettings({ rooms, site, ...texts }: { rooms: RoomRow[]; site: SiteLanguages } & Texts) {
  const { s, t, errors } = texts;
  const [order, setOrder] = useState(() => rooms.map((r) => r.id));
  const [announce, setAnnounce] = useState("");
  const focusNext = useRef<string | null>(null);
  const move = useSave<unknown>();
  // A room added or deleted: focus its heading (or the list's) once the refreshed list shows it.
  const focusAfterRefresh = (id: string) => {
    focusNext.current = id;
  };
  useEffect(() => {
    const id = focusNext.current;
    const el = id && document.getElementById(id === "list" ? "settings-rooms" : `room-${id}-name`);
    if (el) {
      el.focus();
      focusNext.current = null;
    }
  }, [rooms]);
  const byId = new Map(rooms.map((r) => [r.id, r]));
  // A room added or removed elsewhere since the page loaded: the server's list wins.
  const ids = order.length === rooms.length && order.every((id) => byId.has(id)) ? order : rooms.map((r) => r.id);

  const doMove = async (id: string, delta: -1 | 1) => {
    const next = moveId(ids, id, delta);
    if (next.every((x, i) => x === ids[i])) return;
    setAnnounce("");
    if ((await move.run("/rooms/order", "PUT", { roomIds: next }, null)) === null) {
      setAnnounce(s.rooms.moveFailed);
      return;
    }
    setOrder(next);
    setAnnounce(fmt(s.rooms.moved, { name: byId.get(id)!.name, position: next.indexOf(id) + 1, count: next.length }));
    // React moves the room's node; keep the focus on the button that was pressed.
    requestAnimationFrame(() => document.getElementById(`room-${id}-${delta < 0 ? "up" : "down"}`)?.focus());
  };

  return (
    <section aria-labelledby="settings-rooms" className="settings-section">
      <h2 id="settings-rooms" tabIndex={-1}>
        {s.rooms.title}
      </h2>
      <p role="status" aria-live="polite" className="studio-done" data-testid="rooms-order-status">
        {announce}
      </p>
      {move.error ? <StudioError error={move.error} t={t} errors={errors} /> : null}
      <ol className="settings-rooms" data-testid="settings-rooms">
        {ids.map((id, i) => {
          const room = byId.get(id)!;
          return (
            <li key={id} data-room-id={id}>
              {/* Error paths name the room by its place in the saved order: this list's. */}
              <RoomForm
                room={room}
                index={i}
                site={site}
                {...texts}
                onDeleted={() => {
                  setAnnounce(fmt(s.rooms.deleted, { name: room.name }));
                  focusAfterRefresh("list");
                }}
              />
              <p className="settings-move">
                <button
                  type="button"
                  id={`room-${id}-up`}
                  className="btn btn-small"
                  aria-disabled={i === 0 || move.busy ? true : undefined}
                  onClick={() => (i === 0 || move.busy ? undefined : doMove(id, -1))}
                >
                  {s.rooms.moveUp}
                  <span className="visually-hidden">: {room.name}</span>
                </button>{" "}
                <button
                  type="button"
                  id={`room-${id}-down`}
                  className="btn btn-small"
                  aria-disabled={i === ids.length - 1 || move.busy ? true : undefined}
                  onClick={() => (i === ids.length - 1 || move.busy ? undefined : doMove(id, 1))}
                >
                  {s.rooms.moveDown}
                  <span className="visually-hidden">: {room.name}</span>
                </button>
              </p>
            </li>
          );
        })}
      </ol>
      <AddRoom
        currency={rooms[0]?.currency ?? "EUR"}
        site={site}
        {...texts}
        onAdded={(id) => {
          setAnnounce(s.rooms.added);
          focusAfterRefresh(id);
        }}
      />
    </section>
  );
}

/** A new room from its name (main language) and price; the rest from `newRoomBody`. */
function AddRoom({ currency, site, s, t, errors, onAdded }: { currency: string; onAdded: (id: string) => void } & FormProps) {
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

const NUMBERS = [
  ["depositPercent", "deposit", 0, 100],
  ["minMinutes", "minMinutes", 1, undefined],
  ["maxMinutes", "maxMinutes", 1, undefined],
  ["bufferMinutes", "buffer", 0, 1440],
  ["minNoticeMin", "notice", 0, undefined],
  ["maxAdvanceDays", "horizon", 0, 730],
  ["capacity", "capacity", 1, undefined],
  ["cancelNoticeHours", "cancelNotice", 0, undefined],
] as const satisfies readonly (readonly [keyof RoomRow, keyof SettingsTexts["rooms"], number, number | undefined])[];

type NumKey = (typeof NUMBERS)[number][0];

function RoomForm({ room, index, site, s, t, errors, onDeleted }: { room: RoomRow; index: number; onDeleted: () => void } & FormProps) {
  const save = useSave({ read: room.version, of: (v) => v.rooms[room.id], lang: t.errors.lang });
  const del = useSave();
  const [price, setPrice] = useState(inputFromCents(room.hourlyCents));
  const [nums, setNums] = useState<Record<NumKey, string>>(
    () => Object.fromEntries(NUMBERS.map(([k]) => [k, String(room[k])])) as Record<NumKey, string>,
  );
  const [active, setActive] = useState(room.active);
  const [priceError, setPriceError] = useState(false);
  // Per language: the main one's are the room's own name and description.
  const [texts, setTexts] = useState(
    () =>
      Object.fromEntries(
        site.locales.map((l) => [
          l,
          l === site.defaultLocale
            ? { name: room.name, description: room.description ?? "" }
            : { name: room.texts[l]?.name ?? "", description: room.texts[l]?.description ?? "" },
        ]),
      ) as Record<Locale, { name: string; description: string }>,
  );
  const [roomType, setRoomType] = useState(room.roomType ?? "");
  const [modes, setModes] = useState<PayMode[]>(room.paymentModes);
  // Stable keys for the amenity rows, so a moved row keeps its inputs (and focus).
  const nextKey = useRef(room.amenities.length);
  const [amenities, setAmenities] = useState(() => room.amenities.map((a, key) => ({ key, text: a })));
  const [confirming, setConfirming] = useState(false);
  const fieldErr = errorsUnder(save.fields, `rooms.${index}.`);
  const p = `room-${room.id}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const hourlyCents = centsFromInput(price);
    setPriceError(hourlyCents === null);
    if (hourlyCents === null) return;
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
    await save.run(`/rooms/${room.id}`, "PATCH", body, s.saved);
  };

  const askDelete = () => {
    del.setError(null);
    setConfirming(true);
    requestAnimationFrame(() => document.getElementById(`${p}-delete-no`)?.focus());
  };
  const cancelDelete = () => {
    setConfirming(false);
    requestAnimationFrame(() => document.getElementById(`${p}-delete`)?.focus());
  };
  const doDelete = async () => {
    const r = await del.run(`/rooms/${room.id}`, "DELETE", null, s.rooms.deleted);
    setConfirming(false);
    if (r !== null) onDeleted();
    else requestAnimationFrame(() => document.getElementById(`${p}-delete`)?.focus());
  };

  const moveAmenity = (i: number, delta: -1 | 1) => {
    const j = i + delta;
    if (j < 0 || j >= amenities.length) return;
    const next = amenities.slice();
    [next[i], next[j]] = [next[j], next[i]];
    setAmenities(next);
    requestAnimationFrame(() => document.getElementById(`${p}-amenity-${next[j].key}-${delta < 0 ? "up" : "down"}`)?.focus());
  };
  const removeAmenity = (i: number) => {
    const next = amenities.filter((_, k) => k !== i);
    setAmenities(next);
    // Focus stays in the list: the next item's first field, else the Add button.
    const target = next[Math.min(i, next.length - 1)];
    requestAnimationFrame(() =>
      document.getElementById(target ? `${p}-amenity-${target.key}-${site.locales[0]}` : `${p}-amenity-add`)?.focus(),
    );
  };
  const addAmenity = () => {
    if (amenities.length >= MAX_AMENITIES) return;
    const key = nextKey.current++;
    setAmenities([...amenities, { key, text: {} }]);
    requestAnimationFrame(() => document.getElementById(`${p}-amenity-${key}-${site.locales[0]}`)?.focus());
  };

  return (
    <form className="studio-form settings-room" onSubmit={submit} aria-labelledby={`${p}-name`} data-testid={`room-form-${room.id}`}>
      <h3 id={`${p}-name`} tabIndex={-1}>
        {room.name}
        {room.active ? null : <span className="hint"> ({s.rooms.inactive})</span>}
      </h3>
      {save.error ? <StudioError error={save.error} t={t} errors={errors} /> : null}
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
      <fieldset className="field" aria-describedby={fieldErr.paymentModes ? `${p}-modes-error` : undefined}>
        <legend>{s.rooms.payment}</legend>
        {MODES.map(([m, label]) => (
          <div className="field-check" key={m}>
            <input
              id={`${p}-mode-${m}`}
              name="paymentModes"
              value={m}
              type="checkbox"
              checked={modes.includes(m)}
              aria-describedby={m === "card" && !site.cardPayments ? `${p}-card-off` : undefined}
              onChange={(e) => setModes(e.target.checked ? [...modes, m] : modes.filter((x) => x !== m))}
            />
            <label htmlFor={`${p}-mode-${m}`}>{s.rooms[label]}</label>
          </div>
        ))}
        {site.cardPayments ? null : (
          <p className="hint" id={`${p}-card-off`}>
            {s.rooms.cardOff}
          </p>
        )}
        {fieldErr.paymentModes ? (
          <span className="field-error" id={`${p}-modes-error`} data-testid={`${p}-modes-error`}>
            {fieldErr.paymentModes}
          </span>
        ) : null}
      </fieldset>
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
                      onChange={(e) =>
                        setAmenities(amenities.map((x, k) => (k === i ? { ...x, text: { ...x.text, [l]: e.target.value } } : x)))
                      }
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
      <div className="field field-check">
        <input id={`${p}-active`} name="active" type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        <label htmlFor={`${p}-active`}>{s.rooms.active}</label>
      </div>
      <button type="submit" className="btn" disabled={save.busy}>
        {save.busy ? s.saving : s.save}
        <span className="visually-hidden">: {room.name}</span>
      </button>
      <Done text={save.done} testId={`room-saved-${room.id}`} />
      <div className="settings-room-delete">
        {del.error?.code === "INVALID_STATE" ? (
          <p className="alert" role="alert" data-testid={`room-delete-error-${room.id}`}>
            {s.rooms.hasBookings}
          </p>
        ) : del.error ? (
          <StudioError error={del.error} t={t} errors={errors} />
        ) : null}
        {confirming ? (
          <div role="group" aria-labelledby={`${p}-delete-q`}>
            <p id={`${p}-delete-q`}>{fmt(s.rooms.deleteConfirm, { name: room.name })}</p>
            <button type="button" id={`${p}-delete-yes`} className="btn btn-danger" disabled={del.busy} onClick={doDelete}>
              {s.rooms.deleteYes}
            </button>{" "}
            <button type="button" id={`${p}-delete-no`} className="btn" onClick={cancelDelete}>
              {s.rooms.deleteNo}
            </button>
          </div>
        ) : (
          <button type="button" id={`${p}-delete`} className="btn btn-small" onClick={askDelete}>
            {s.rooms.delete}
            <span className="visually-hidden">: {room.name}</span>
          </button>
        )}
      </div>
    </form>
  );
}
