// Query strings of the studio dashboard's reads (docs/dashboard.md, Data): the route handlers under
// app/v1/studio parse with these; lib/domain/dashboard takes the parsed values.
import { z } from "zod";
import { DateString, freeText } from "./schemas";

export const BOOKING_TABS = ["upcoming", "pending_payment", "past", "cancelled"] as const;
/** A page of the bookings list: 50 rows unless asked otherwise, at most 200. */
export const BOOKINGS_PAGE = { default: 50, max: 200 } as const;
/** Longest search text: a reference, a name, an email or a phone number fit well inside it. */
export const SEARCH_MAX = 100;

export const CalendarQuery = z.object({
  from: DateString,
  days: z
    .enum(["1", "7"], { message: "must be 1 or 7" })
    .default("7")
    .transform((d) => Number(d) as 1 | 7),
});

/** An empty query parameter is the same as an absent one (a form submits empty filters). */
const optional = <S extends z.ZodType>(s: S) => z.preprocess((v) => (v === "" ? undefined : v), s.optional());

export const BookingFilterQuery = z
  .object({
    tab: z.enum(BOOKING_TABS).default("upcoming"),
    roomId: optional(z.uuid()),
    from: optional(DateString),
    to: optional(DateString),
    q: optional(z.string().trim().max(SEARCH_MAX).check(freeText())),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "must not be before from", path: ["to"] });

export const BookingListQuery = z.intersection(
  BookingFilterQuery,
  z.object({
    cursor: optional(z.string().max(200)),
    limit: optional(z.coerce.number().int().min(1).max(BOOKINGS_PAGE.max)),
  }),
);
