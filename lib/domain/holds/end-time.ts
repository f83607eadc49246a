// A held or booked slot's end as the guest reads it, studio-local.
import { instantToLocal } from "../availability/rules";

/** End time in HH:MM; a slot ending exactly at the next local midnight ends at "24:00" (as in availability spans). */
export function endTimeOf(endsAt: number, timezone: string, date: string): string {
  const local = instantToLocal(endsAt, timezone);
  return local.date !== date && local.time === "00:00" ? "24:00" : local.time;
}
