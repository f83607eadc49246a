// A weekly series booked online by a guest (docs/series.md, Booked online by a guest): the dates
// of one, shared by the server (preview, hold, confirm) and the booking flow. Zod-free, so client
// components import it as they are.

/** The fewest weeks of a series: one week is an ordinary booking. */
export const ONLINE_SERIES_MIN_WEEKS = 2;

/**
 * The series' dates: the first and every 7 days after it, `weeks` in all. Calendar dates, not
 * instants: each is the same weekday whatever the clock does (docs/series.md, Dates and clock changes).
 */
export function weeklyDates(first: string, weeks: number): string[] {
  const t = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: weeks }, (_, i) => new Date(t + i * 7 * 86_400_000).toISOString().slice(0, 10));
}

/** Why a date of a series cannot be held as asked: the slot rule's refusal (availability/rules.ts). */
export type SeriesDateReason = "SLOT_TAKEN" | "OUTSIDE_HOURS" | "OUTSIDE_BOOKING_WINDOW";
