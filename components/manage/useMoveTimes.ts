"use client";
// What "Change the time" reads (docs/studio-actions.md, Guest reschedule): the shown months of
// getMoveTimes (the room's free time, the booking's own time free for itself), read again when
// `reads` changes (a refusal, "try again"), and getMoveQuote's price of the chosen start. The token
// goes only to our API.
import { useEffect, useRef, useState } from "react";
import type { Availability, Booking, MoveQuote } from "@/lib/contract/schemas";
import { addDays, addMonths, daysInMonth, monthOf, startTimes } from "@/lib/site/client/booking-math";
import { todayIn } from "@/lib/site/client/format";
import { callApi, type ApiFailure } from "@/components/booking/api";
import type { DayState } from "@/components/booking/MonthCalendar";
import { useWide } from "@/components/booking/useWide";

type MonthRead = { reads: number; avail?: Availability; error?: ApiFailure };

/**
 * The month view's days for moving `booking` (`month` shown, and the one after it on a desktop): its
 * paging bounds (today's month back, the room's horizon ahead, from the first answer), each day's free
 * starts for the booking's own length (null until its month is read) and its state in the month view.
 */
export function useMoveDays(token: string | null, booking: Booking, month: string, reads: number, now: number) {
  const wide = useWide();
  const today = todayIn(booking.timezone, new Date(now));
  const following = addMonths(month, 1);
  const { avail, failed } = useMoveMonths(token, wide ? [month, following] : [month], reads);
  const served = avail[month];
  const horizon = served ? addDays(today, served.maxAdvanceDays) : null;
  const startsOf = (d: string): string[] | null => {
    const a = avail[monthOf(d)];
    if (!a) return null;
    const free = a.days.find((x) => x.date === d)?.free ?? [];
    return startTimes(free, { minMinutes: booking.minutes, maxMinutes: booking.minutes, stepMinutes: a.stepMinutes });
  };
  const dayState = (d: string): DayState => {
    const s = startsOf(d);
    return s === null ? "loading" : s.length > 0 ? "free" : "full";
  };
  return {
    wide,
    failed,
    canPrev: month > monthOf(today),
    canNext: horizon ? following <= monthOf(horizon) : true,
    startsOf,
    dayState,
  };
}

/**
 * The months' free time by month ("YYYY-MM"), each as last read: a month read again keeps showing its
 * previous answer until the new one is in, so nothing flickers; a failed read keeps it too and gives
 * its error.
 */
function useMoveMonths(
  token: string | null,
  months: readonly string[],
  reads: number,
): { avail: Record<string, Availability>; failed: ApiFailure | null } {
  const [byMonth, setByMonth] = useState<Record<string, MonthRead>>({});
  // The read each month was last asked for: one request per month and read.
  const asked = useRef(new Map<string, number>());
  const key = months.join(",");
  useEffect(() => {
    if (!token) return;
    for (const m of key.split(",")) {
      if (asked.current.get(m) === reads) continue;
      asked.current.set(m, reads);
      const q = `from=${m}-01&to=${m}-${String(daysInMonth(m)).padStart(2, "0")}`;
      void callApi<Availability>(`/bookings/manage/${encodeURIComponent(token)}/availability?${q}`).then((r) =>
        setByMonth((all) => {
          // An older read answering late never replaces a newer one.
          if ((all[m]?.reads ?? -1) > reads) return all;
          return { ...all, [m]: r.ok ? { reads, avail: r.data } : { reads, avail: all[m]?.avail, error: r.error } };
        }),
      );
    }
  }, [token, key, reads]);
  const avail: Record<string, Availability> = {};
  let failed: ApiFailure | null = null;
  for (const m of months) {
    const read = byMonth[m];
    if (read?.avail) avail[m] = read.avail;
    if (read?.error) failed = read.error;
  }
  return { avail, failed };
}

/** The booking priced at `date` `start` beside the price it keeps (getMoveQuote); undefined while it loads, null when it failed. */
export function useMoveQuote(token: string, date: string, start: string): MoveQuote | null | undefined {
  const [got, setGot] = useState<{ key: string; quote: MoveQuote | null } | null>(null);
  const key = start ? `${date}|${start}` : "";
  useEffect(() => {
    if (!key) return;
    let current = true;
    const [d, s] = key.split("|");
    void callApi<MoveQuote>(`/bookings/manage/${encodeURIComponent(token)}/quote?date=${d}&startTime=${s}`).then((r) => {
      if (current) setGot({ key, quote: r.ok ? r.data : null });
    });
    return () => {
      current = false;
    };
  }, [token, key]);
  return got?.key === key ? got.quote : undefined;
}
