// Pure helpers of the settings forms (docs/studio-settings.md): the API's VALIDATION_ERROR message
// split per field path, so each form shows its errors next to the field; money typed in units;
// one room moved one place; coordinates and SMS calling codes typed by an owner.
import { MAX_BELOW_MIN, roomPaymentProblems, type PaymentRoom } from "@/lib/contract/price-rules";

/**
 * "studio.email: bad; rooms.0.maxMinutes: must be ≥ minMinutes" → { "studio.email": "bad", … }.
 * A part without a path (no "name: ") is kept under "" so the form still shows it.
 */
export function fieldErrors(message: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of message.split("; ")) {
    const m = /^([\w.]+): (.*)$/s.exec(part.trim());
    if (m) out[m[1]] = out[m[1]] ? `${out[m[1]]}; ${m[2]}` : m[2];
    else if (part.trim()) out[""] = out[""] ? `${out[""]}; ${part.trim()}` : part.trim();
  }
  return out;
}

/** The errors under `prefix` (e.g. "rooms.2."), keyed by the rest of the path ("hourlyCents"). */
export function errorsUnder(errors: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) if (k.startsWith(prefix)) out[k.slice(prefix.length)] = v;
  return out;
}

/** "12.5" / "12,50" → 1250 cents; null when it is not an amount with at most two decimals. */
export function centsFromInput(text: string): number | null {
  const t = text.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [units, frac = ""] = t.split(".");
  return Number(units) * 100 + Number(frac.padEnd(2, "0"));
}

/** 1250 → "12.50" (the input's value; the label names the currency). */
export const inputFromCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** The ids with `id` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveId(ids: readonly string[], id: string, delta: -1 | 1): string[] {
  const i = ids.indexOf(id);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= ids.length) return [...ids];
  const next = [...ids];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/** The errors of a save at `path` or below it ("booking.smsCountryCodes.1"), joined; undefined when none. */
export const errorAt = (fields: Record<string, string>, path: string) =>
  Object.entries(fields)
    .filter(([p]) => p === path || p.startsWith(`${path}.`))
    .map(([, v]) => v)
    .join("; ") || undefined;

/** "41,40" / " 2.17 " → a number in [-max, max]; "" → null; anything else → undefined (refused here). */
export function coordinateFromInput(text: string, max: number): number | null | undefined {
  const t = text.trim().replace(",", ".");
  if (t === "") return null;
  if (!/^-?\d{1,3}(\.\d+)?$/.test(t)) return undefined;
  const n = Number(t);
  return Math.abs(n) <= max ? n : undefined;
}

/** "34, +33 351" → ["34", "33", "351"]: calling codes typed as an owner writes them. */
export const codesFromInput = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((c) => c.replace(/^\+/, ""))
    .filter(Boolean);

/**
 * The date exceptions with `ex` added in date order, or null when its date already has one: adding
 * never silently replaces a special day (docs/studio-settings.md, Dashboard pages).
 */
export function withException<T extends { date: string }>(list: readonly T[], ex: T): T[] | null {
  if (list.some((x) => x.date === ex.date)) return null;
  return [...list, ex].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The room form's own checks before a save, as the server's reasons by field ("maxMinutes": …), so
 * the owner sees at once what the server would refuse (docs/studio-settings.md, Payment settings that
 * cannot be kept): the longest booking under the shortest, and a card deposit of 0 % or under the card
 * minimum for the shortest booking (lib/contract/price-rules.ts). Numbers the server would refuse
 * anyway are left to it.
 */
export function roomChecks(r: PaymentRoom & { maxMinutes: number }): Record<string, string> {
  const int = (n: number, min: number) => Number.isSafeInteger(n) && n >= min;
  if (!int(r.hourlyCents, 0) || !int(r.depositPercent, 0) || r.depositPercent > 100 || !int(r.minMinutes, 1)) return {};
  const out: Record<string, string> = Object.fromEntries(roomPaymentProblems(r, null));
  if (int(r.maxMinutes, 1) && r.maxMinutes < r.minMinutes) out.maxMinutes = MAX_BELOW_MIN;
  return out;
}
