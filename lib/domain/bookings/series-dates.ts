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
  const b = await db.booking.findFirst({ where: { manageTokenHash: hashManageToken(token) }, select: { id: true, seriesId: true } });
  if (!b?.seriesId) return null;
  const all = await db.booking.findMany({
    where: { seriesId: b.seriesId },
    orderBy: { startsAt: "asc" },
    select: { id: true, date: true, startTime: true, endTime: true, reference: true, status: true },
  });
  return all.map((x) => ({
    date: x.date,
    startTime: x.startTime,
    endTime: x.endTime,
    reference: x.reference,
    cancelled: x.status === "cancelled",
    current: x.id === b.id,
  }));
}
