// A room's availability (getAvailability): the site's hours and the room's policy, the busy time of
// the window in one round trip (busy.ts), and the one slot rule (rules.ts).
import type { Clock } from "../../infra/clock";
import type { DbOrTx } from "../../infra/db";
import { ApiError } from "../../contract/errors";
import type { Availability } from "../../contract/schemas";
import { MAX_WINDOW_DAYS } from "../../contract/limits";
import type { RoomRecord, SiteRecord } from "../sites";
import { availableDays, busyWindow, dateRange, localToday, type RoomPolicy } from "./rules";
import { busyIntervals } from "./busy";

export function roomPolicy(site: SiteRecord, room: RoomRecord): RoomPolicy {
  return {
    timezone: site.payload.studio.timezone,
    operatingHours: site.payload.studio.operatingHours,
    minNoticeMin: room.minNoticeMin,
    maxAdvanceDays: room.maxAdvanceDays,
    bufferMinutes: room.bufferMinutes,
    hourExceptions: site.hourExceptions,
  };
}

/** The Availability payload of 4.3 for a room of a live site. */
export async function roomAvailability(
  db: DbOrTx,
  clock: Clock,
  site: SiteRecord,
  room: RoomRecord,
  query: { from?: string; to?: string },
  /** A booking whose own time counts as free for itself (the guest's move, bookings/manage.ts moveTimes). */
  exceptBookingId: string | null = null,
): Promise<Availability> {
  const now = clock.now();
  const policy = roomPolicy(site, room);
  const from = query.from ?? localToday(now.getTime(), policy.timezone);
  const to = query.to ?? from;
  if (to < from) throw new ApiError("VALIDATION_ERROR", "query.to: must not be before from");
  const dates = dateRange(from, to).slice(0, MAX_WINDOW_DAYS);
  const busy = await busyIntervals(db, room.id, busyWindow(policy, dates[0], dates[dates.length - 1]), now, exceptBookingId);
  return {
    roomId: room.id,
    timezone: policy.timezone,
    hourlyCents: room.hourlyCents,
    currency: room.currency,
    minMinutes: room.minMinutes,
    maxMinutes: room.maxMinutes,
    stepMinutes: room.stepMinutes,
    minNoticeMin: room.minNoticeMin,
    maxAdvanceDays: room.maxAdvanceDays,
    // What was served, so a client that relied on the defaults (or asked for too much) sees it.
    window: { from: dates[0], to: dates[dates.length - 1], clipped: dates[dates.length - 1] < to },
    days: availableDays(policy, dates, busy, now.getTime()),
  };
}
