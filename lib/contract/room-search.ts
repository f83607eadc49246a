// Finding a room (beyond the contract; docs/api.md, Finding a room): which of a studio's rooms are
// free for a date, start, length and party, and the nearest free starts of that length where one is
// not. The site's home page asks it; third-party frontends may too.
import { z } from "zod";
import { DateString, QuoteQuery, TimeString, Uuid } from "./schemas";

/** A whole number typed in a query string. */
const Count = (max: number) =>
  z
    .string()
    .regex(/^\d{1,5}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

export const RoomSearchQuery = z.object({
  date: DateString,
  startTime: QuoteQuery.shape.startTime,
  /** The session's length in minutes (a day at most). */
  minutes: Count(1440),
  /** How many people come; rooms with a smaller capacity are not offered. */
  partySize: Count(1000).optional(),
});
export type RoomSearchQuery = z.infer<typeof RoomSearchQuery>;

/** Why a room is not free at that start (null when it is). */
export const RoomSearchMiss = z.enum(["too_small", "length", "closed", "outside_window", "taken"]).meta({
  description:
    "`too_small`: its capacity is under `partySize`; `length`: it does not book that length (its minimum, maximum or step); `closed`: the studio is closed then; `outside_window`: too soon (minimum notice) or too far ahead; `taken`: booked, held or blocked",
});

export const RoomSearchTime = z.object({
  date: DateString.meta({ description: "YYYY-MM-DD, studio-local" }),
  startTime: TimeString.meta({ description: "HH:MM, studio-local" }),
});

export const FoundRoom = z.object({
  roomId: Uuid,
  free: z.boolean(),
  reason: RoomSearchMiss.nullable(),
  /** Up to 3 free starts of the same length, nearest first, within a week from the date; empty when free or when it cannot fit. */
  nearest: z.array(RoomSearchTime),
});
export type FoundRoom = z.infer<typeof FoundRoom>;

export const RoomSearch = z.object({
  date: DateString,
  startTime: TimeString,
  minutes: z.number().int(),
  partySize: z.number().int().nullable(),
  timezone: z.string(),
  /** Every room bookable online, in the site's order. */
  rooms: z.array(FoundRoom),
});
export type RoomSearch = z.infer<typeof RoomSearch>;
