// ISO 8601 with a zone's offset, for many instants at once (docs/dashboard.md, Data). luxon's
// DateTime (bookings/view.ts isoInZone) costs tens of microseconds per instant, which a week of
// 200 bookings pays 400 times per calendar request; the offset is constant between a zone's
// transitions, so this finds the transitions of the range once (the same search availability
// uses) and then formats with plain arithmetic. Same output as isoInZone.
import { DateTime, IANAZone } from "luxon";
import { boundedCache, stringBytes } from "../../infra/bounded-cache";
import { offsetChanges } from "../availability/offset-changes";
import { isoInZone } from "../bookings/view";

const HOUR = 3_600_000;

const pad = (n: number) => String(n).padStart(2, "0");

/** Transitions per zone and range: the calendar asks for the same day-aligned ranges on every poll. Bounded. */
const CHANGES = boundedCache<string, { first: number; changes: { at: number; to: number }[] }>({
  max: 500,
  maxBytes: 2 * 2 ** 20,
  bytesOf: (v, k) => stringBytes(k) + 64 + 40 * v.changes.length,
});

/** A formatter exact for instants in [from, to]; any other instant goes through luxon. */
export function zoneFormatter(tz: string, from: number, to: number): (ms: number) => string {
  // luxon turns "UTC" and fixed offsets into a fixed zone (written "Z" for UTC): left to it, as is an unknown zone.
  const zone = DateTime.fromMillis(from, { zone: tz }).zone;
  if (!(zone instanceof IANAZone) || !zone.isValid) return (ms) => isoInZone(new Date(ms), tz);
  // Transitions are at least weeks apart; 6-hour samples find each, bisection to the second.
  const key = `${tz} ${from} ${to}`;
  let known = CHANGES.get(key);
  if (!known) {
    known = { first: zone.offset(from), changes: offsetChanges((ms) => zone.offset(ms), from, to, 6 * HOUR, 1000) };
    CHANGES.set(key, known);
  }
  const { first, changes } = known;
  return (ms) => {
    if (ms < from || ms > to || ms % 1000 !== 0) return isoInZone(new Date(ms), tz);
    let off = first;
    for (const c of changes) if (ms >= c.at) off = c.to;
    const wall = new Date(ms + off * 60_000).toISOString().slice(0, 19);
    const sign = off < 0 ? "-" : "+";
    const abs = Math.abs(off);
    return `${wall}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  };
}
