// The cancellation terms of the chosen slot, shown before anything commits (details step, next
// to "hold"; payment step, next to "confirm"): the same rule the server applies to
// Booking.mayCancel (lib/contract/cancel-rules.ts), so the manage page never says otherwise.
import { useEffect, useState } from "react";
import { fmt } from "@/lib/i18n/core";
import { beforeCancelDeadline, cancelDeadline } from "@/lib/contract/cancel-rules";
import { instant, zoneCity } from "@/lib/site/client/format";
import { wallTimeToInstant } from "@/lib/site/client/zoned";
import type { StepProps } from "./shared";

export type PolicyView = { cancellable: true; until: string } | { cancellable: false; hours: number };

/** What the terms say for a slot starting at `date` `start` (studio-local) at `now`. */
export function policyFor(date: string, start: string, timeZone: string, noticeHours: number, now: number): PolicyView {
  const startsAt = wallTimeToInstant(date, start, timeZone);
  return beforeCancelDeadline(startsAt, noticeHours, now)
    ? { cancellable: true, until: cancelDeadline(startsAt, noticeHours).toISOString() }
    : { cancellable: false, hours: noticeHours };
}

/** Now, re-read each minute: a guest who lingers past the deadline sees the terms change. */
export function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

export function CancelPolicy({ flow, p, date, start, deposit }: StepProps & { date: string; start: string; deposit: boolean }) {
  const { t, locale, timezone } = p;
  const now = useMinute();
  // The server's clock (skew measured on the last answer), as the API will judge it.
  const view = policyFor(date, start, timezone, p.room.cancelNoticeHours, now + flow.s.skew);
  return (
    <div className="notice policy" data-testid="booking-policy" data-cancellable={view.cancellable}>
      <p>
        <strong>{t.policyTitle}:</strong>{" "}
        {view.cancellable
          ? fmt(t.policyFreeUntil, {
              time: instant(view.until, timezone, locale, { dateStyle: "full", timeStyle: "short" }),
              zone: fmt(t.zoneTime, { city: zoneCity(timezone) }),
            })
          : fmt(t.policyNoCancel, { hours: view.hours }, locale)}
      </p>
      {deposit ? <p className="hint">{t.policyDeposit}</p> : null}
    </div>
  );
}
