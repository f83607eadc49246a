"use client";
// Rooms in the settings (docs/studio-settings.md): each room's price and booking rules with a
// Save of its own (PATCH rooms/{id}), and the order the site lists them in, changed one place at a
// time with "Move up"/"Move down" (PUT rooms/order). Buttons stay focusable at either end
// (aria-disabled) so focus never drops after a move; a live region says where the room went.
import { useState, type FormEvent } from "react";
import type { Dict } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { StudioError } from "../StudioError";
import { Done, Field } from "./Fields";
import { centsFromInput, errorsUnder, inputFromCents, moveId } from "./form-math";
import { useSave } from "./useSave";

export type RoomRow = {
  id: string;
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
};

type Texts = { s: SettingsTexts; t: Dict["studio"]; errors: Dict["errors"] };

export function RoomsSettings({ rooms, ...texts }: { rooms: RoomRow[] } & Texts) {
  const { s, t, errors } = texts;
  const [order, setOrder] = useState(() => rooms.map((r) => r.id));
  const [announce, setAnnounce] = useState("");
  const move = useSave<unknown>();
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
      <h2 id="settings-rooms">{s.rooms.title}</h2>
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
              <RoomForm room={room} index={i} {...texts} />
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
    </section>
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

function RoomForm({ room, index, s, t, errors }: { room: RoomRow; index: number } & Texts) {
  const save = useSave();
  const [price, setPrice] = useState(inputFromCents(room.hourlyCents));
  const [nums, setNums] = useState<Record<NumKey, string>>(
    () => Object.fromEntries(NUMBERS.map(([k]) => [k, String(room[k])])) as Record<NumKey, string>,
  );
  const [active, setActive] = useState(room.active);
  const [priceError, setPriceError] = useState(false);
  const fieldErr = errorsUnder(save.fields, `rooms.${index}.`);
  const p = `room-${room.id}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const hourlyCents = centsFromInput(price);
    setPriceError(hourlyCents === null);
    if (hourlyCents === null) return;
    const body: Record<string, unknown> = { hourlyCents, active };
    for (const [k] of NUMBERS) body[k] = Number(nums[k]);
    await save.run(`/rooms/${room.id}`, "PATCH", body, s.saved);
  };

  return (
    <form className="studio-form settings-room" onSubmit={submit} aria-labelledby={`${p}-name`} data-testid={`room-form-${room.id}`}>
      <h3 id={`${p}-name`}>
        {room.name}
        {room.active ? null : <span className="hint"> ({s.rooms.inactive})</span>}
      </h3>
      {save.error ? <StudioError error={save.error} t={t} errors={errors} /> : null}
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
      <div className="field field-check">
        <input id={`${p}-active`} name="active" type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        <label htmlFor={`${p}-active`}>{s.rooms.active}</label>
      </div>
      <button type="submit" className="btn" disabled={save.busy}>
        {save.busy ? s.saving : s.save}
        <span className="visually-hidden">: {room.name}</span>
      </button>
      <Done text={save.done} testId={`room-saved-${room.id}`} />
    </form>
  );
}
