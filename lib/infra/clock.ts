// The one clock. Domain functions take a Clock argument; route handlers pass clock().
// Tests replace it with setClock() to move time past code, hold and payment deadlines.
import { processSlot } from "./process-global";

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const installed = processSlot<Clock>("clock");

export function clock(): Clock {
  return installed.get() ?? systemClock;
}

/** Tests only: install a clock for the whole process (null restores the system clock). */
export function setClock(c: Clock | null): void {
  installed.set(c ?? undefined);
}

/** A clock that tests can move: starts at `start`, advanced by advance(ms). */
export function manualClock(start: Date | string | number): Clock & { advance(ms: number): void; set(t: Date | string | number): void } {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
    set(v) {
      t = new Date(v).getTime();
    },
  };
}
