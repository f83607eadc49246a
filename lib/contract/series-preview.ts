// The series preview (beyond the contract; docs/series.md, Booked online by a guest): every date
// of a weekly series a guest asks for, free or why not, before any hold is made.
import { z } from "zod";
import { DateString, QuoteQuery, SERIES_WEEKS_MAX, TimeString } from "./schemas";
import { ONLINE_SERIES_MIN_WEEKS } from "./online-series";

/** A whole number typed in a query string, in [min, max]. */
const Whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,5}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const SeriesPreviewQuery = z.object({
  date: DateString,
  startTime: QuoteQuery.shape.startTime,
  durationMinutes: Whole(1, 1440),
  weeks: Whole(ONLINE_SERIES_MIN_WEEKS, SERIES_WEEKS_MAX),
});
export type SeriesPreviewQuery = z.infer<typeof SeriesPreviewQuery>;

export const SeriesPreviewDate = z.object({
  date: DateString.meta({ description: "YYYY-MM-DD, studio-local" }),
  startTime: TimeString.meta({ description: "HH:MM, studio-local" }),
  endTime: TimeString.meta({ description: "HH:MM, studio-local (24:00 when it ends at midnight)" }),
  free: z.boolean(),
  reason: z.enum(["SLOT_TAKEN", "OUTSIDE_HOURS", "OUTSIDE_BOOKING_WINDOW"]).nullable().meta({
    description:
      "Null when free; else the refusal a hold for that date would get: `SLOT_TAKEN` (booked, held or blocked), `OUTSIDE_HOURS` (closed then), `OUTSIDE_BOOKING_WINDOW` (too soon or beyond the room's booking window)",
  }),
});

export const SeriesPreview = z.object({
  roomId: z.string(),
  timezone: z.string(),
  weeks: z.number().int(),
  /** The most weeks the studio allows (its setting). */
  maxWeeks: z.number().int(),
  dates: z.array(SeriesPreviewDate),
});
export type SeriesPreview = z.infer<typeof SeriesPreview>;
