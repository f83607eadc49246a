// The one search for a time zone's offset changes (DST and other transitions): availability
// splits a local date at them (rules.ts), and the VTIMEZONE of our .ics files lists them
// (calendars/vtimezone.ts). Each passes the offset function in its own unit and its own step
// and resolution.

export type OffsetChange = { at: number; from: number; to: number };

/**
 * The changes of `offsetAt` (epoch ms → offset) in [from, to]: sampled every `step` ms, each
 * change then located by bisection to `resolution` ms; `at` is the first instant (to the
 * resolution) with the new offset. At most one change per step is assumed: two changes closer
 * together than `step` would go unseen.
 */
export function offsetChanges(
  offsetAt: (ms: number) => number,
  from: number,
  to: number,
  step: number,
  resolution: number,
): OffsetChange[] {
  const out: OffsetChange[] = [];
  let prevT = from;
  let prevOff = offsetAt(from);
  for (let t = from + step; t <= to; t += step) {
    const off = offsetAt(t);
    if (off !== prevOff) {
      let lo = prevT; // offset prevOff
      let hi = t; // offset differs
      while (hi - lo > resolution) {
        const mid = lo + Math.floor((hi - lo) / (2 * resolution)) * resolution;
        if (offsetAt(mid) === prevOff) lo = mid;
        else hi = mid;
      }
      out.push({ at: hi, from: prevOff, to: off });
      prevOff = off;
    }
    prevT = t;
  }
  return out;
}
