"use client";
// The length in minutes of a "take this time" form (phone booking, regular booking, move), bounded
// and stepped by the chosen room's rules (docs/dashboard.md, Moving and taking times on the
// calendar). The form keeps the value: it sends it and asks for free starts of that length.

type Limits = { minMinutes: number; maxMinutes: number; stepMinutes: number };
/** A room in the room list of a form with a length: its name and its length rules. */
export type LengthRoom = { id: string; name: string } & Limits;

export function MinutesField({
  id,
  name = "minutes",
  label,
  room,
  value,
  onChange,
}: {
  id: string;
  /** The input's form name. */
  name?: string;
  label: string;
  /** The room's limits; none, no bounds. */
  room: Limits | undefined;
  value: string;
  onChange: (minutes: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        required
        min={room?.minMinutes}
        max={room?.maxMinutes}
        step={room?.stepMinutes}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
