"use client";
// A booking's time in the guest's own zone, beside the studio's, when the two differ (docs/sites.md,
// Times and zones): a band on tour books from another country. The browser's zone is known only
// after hydration, so the server renders nothing here and a guest in the studio's zone never sees it.
import { useSyncExternalStore } from "react";
import type { Locale } from "@/lib/contract/schemas";
import { fmt } from "@/lib/i18n/core";
import { zoneCity } from "@/lib/site/client/format";
import { wallTimeToInstant } from "@/lib/site/client/zoned";

type Props = {
  date: string;
  start: string;
  end: string;
  timezone: string;
  locale: Locale;
  t: { yourTime: string; zoneTime: string };
};

/** "Your time: 14:45–16:45 (Kathmandu time)", or nothing in the studio's own zone. */
export function GuestZoneTime({ date, start, end, timezone, locale, t }: Props) {
  const guestZone = useSyncExternalStore(noChange, browserZone, () => null);
  if (!guestZone || guestZone === timezone) return null;
  const from = wallTimeToInstant(date, start, timezone);
  const to = wallTimeToInstant(date, end, timezone);
  const time = (d: Date) =>
    new Intl.DateTimeFormat(locale, { timeZone: guestZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(d);
  const day = (d: Date, zone: string) => new Intl.DateTimeFormat("en-CA", { timeZone: zone, dateStyle: "short" }).format(d);
  // Another name for the same clock (Europe/Andorra beside Europe/Madrid): nothing to add.
  if (sameWallClock(from, timezone, guestZone)) return null;
  const otherDay = day(from, guestZone) !== day(from, timezone);
  const when = otherDay
    ? `${new Intl.DateTimeFormat(locale, { timeZone: guestZone, weekday: "short", day: "numeric", month: "short" }).format(from)}, ${time(from)}–${time(to)}`
    : `${time(from)}–${time(to)}`;
  return (
    <span className="guest-zone" data-testid="guest-zone-time">
      {fmt(t.yourTime, { time: when, zone: fmt(t.zoneTime, { city: zoneCity(guestZone) }) })}
    </span>
  );
}

const noChange = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || null;

function sameWallClock(at: Date, a: string, b: string): boolean {
  const f = (zone: string) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: zone, dateStyle: "short", timeStyle: "short", hourCycle: "h23" }).format(at);
  return f(a) === f(b);
}
