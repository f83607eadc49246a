// The dates of the weekly series a manage token's booking belongs to (docs/series.md, Booked online
// by a guest): the manage page lists them with their references, so the guest sees every date of
// the series on the confirmation and can find any one with "Find my booking". The token opens its
// own booking only; the others are named, not opened.
import type { Db } from "../../infra/db";
import { hashManageToken, isManageToken } from "./manage-token";

export type GuestSeriesDate = { date: string; startTime: string; endTime: string; reference: string; cancelled: boolean; current: boolean };

/** Every date of the token's booking's series in start order; null for a booking of no series (or an unknown token). */
export async function guestSeriesDates(db: Db, token: string): Promise<GuestSeriesDate[] | null> {
  if (!isManageToken(token)) return null;
  const hash = hashManageToken(token);
  // One statement: the bookings of the series that holds the token's booking.
  const all = await db.booking.findMany({
    where: { series: { is: { bookings: { some: { manageTokenHash: hash } } } } },
    orderBy: { startsAt: "asc" },
    select: { date: true, startTime: true, endTime: true, reference: true, status: true, manageTokenHash: true },
  });
  if (!all.length) return null;
  return all.map((x) => ({
    date: x.date,
    startTime: x.startTime,
    endTime: x.endTime,
    reference: x.reference,
    cancelled: x.status === "cancelled",
    current: x.manageTokenHash === hash,
  }));
}
