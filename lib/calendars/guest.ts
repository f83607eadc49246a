// "Add to calendar" for the guest: the booking as one iCalendar event (the confirmation email's
// attachment and the manage page's download are this same event), and a Google Calendar link.
//
// The Google link deliberately carries NO manage link: the manage token is a password (spec
// 5.4) and a URL to calendar.google.com would hand it to a third party (its logs, history and
// the guest's synced calendar). The .ics download, which stays on the guest's device, has it.
import { DateTime } from "luxon";
import type { BookingFull } from "../bookings/view";
import { canonicalHost } from "../sites";
import type { IcsEvent } from "./ics-out";

export const studioAddress = (b: BookingFull) => [b.studio.addressLine1, b.studio.addressLine2, `${b.studio.postalCode} ${b.studio.city}`].filter(Boolean).join(", ");

/** Stable UID of a booking's event (the same in the guest's .ics and in the studio feed). */
export function bookingUid(b: BookingFull): string {
  return `${b.id}@${canonicalHost(b.studio.slug, b.studio.site?.customDomain ?? null)}`;
}

export function guestEventTitle(b: BookingFull): string {
  return `${b.studio.name} · ${b.room.name} (${b.reference})`;
}

/** The booking as the guest's calendar event; `extra` lines (e.g. room instructions) go after the reference. */
export function guestEvent(b: BookingFull, opts: { manageUrl?: string; extra?: string | null; stamp: Date }): IcsEvent {
  return {
    uid: bookingUid(b),
    timezone: b.studio.timezone,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    stamp: opts.stamp,
    sequence: b.sequence,
    summary: guestEventTitle(b),
    location: `${b.studio.name}, ${studioAddress(b)}`,
    description: [b.reference, opts.extra ?? "", opts.manageUrl ?? ""].filter(Boolean).join("\n"),
    url: opts.manageUrl,
    cancelled: b.status === "cancelled",
  };
}

export type GoogleEventInput = { title: string; startsAt: Date; endsAt: Date; timezone: string; location?: string; details?: string };

/**
 * A Google Calendar "create event" link (calendar.google.com/calendar/render?action=TEMPLATE).
 * Pure: dates as UTC "YYYYMMDDTHHMMSSZ/…", ctz the studio zone so Google shows its wall time.
 * Never put a manage link in `details` (see the top of this file).
 */
export function googleCalendarUrl(e: GoogleEventInput): string {
  const utc = (d: Date) => DateTime.fromJSDate(d, { zone: "utc" }).toFormat("yyyyMMdd'T'HHmmss'Z'");
  const p = new URLSearchParams({ action: "TEMPLATE", text: e.title, dates: `${utc(e.startsAt)}/${utc(e.endsAt)}`, ctz: e.timezone });
  if (e.details) p.set("details", e.details);
  if (e.location) p.set("location", e.location);
  return `https://calendar.google.com/calendar/render?${p.toString()}`;
}

/** The Google link of a booking: title, times, studio address, reference; no manage link. */
export function bookingGoogleUrl(b: BookingFull): string {
  return googleCalendarUrl({ title: guestEventTitle(b), startsAt: b.startsAt, endsAt: b.endsAt, timezone: b.studio.timezone, location: `${b.studio.name}, ${studioAddress(b)}`, details: b.reference });
}
