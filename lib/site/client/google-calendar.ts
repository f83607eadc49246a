// "Add to calendar" links of the manage page: Google Calendar's "create event" link
// (calendar.google.com/calendar/render?action=TEMPLATE) and the path of the booking's .ics.
// Client-safe (no server imports): the manage page's client component builds them.
//
// Never put the manage link (or its token) in a Google link: the token is a password and the
// URL would hand it to a third party (docs/decisions-calendars.md, Add to calendar). The .ics download
// carries it instead.
import type { Booking } from "../../contract/schemas";
import { eventLocation, eventTitle } from "../../contract/booking-text";

type GoogleEventInput = {
  title: string;
  startsAt: Date | string;
  endsAt: Date | string;
  timezone: string;
  location?: string;
  details?: string;
};

const utcStamp = (d: Date | string) =>
  new Date(d)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Dates in UTC "YYYYMMDDTHHMMSSZ/…"; ctz = the studio zone so Google shows its wall time. */
function googleCalendarUrl(e: GoogleEventInput): string {
  const p = new URLSearchParams({
    action: "TEMPLATE",
    text: e.title,
    dates: `${utcStamp(e.startsAt)}/${utcStamp(e.endsAt)}`,
    ctz: e.timezone,
  });
  if (e.details) p.set("details", e.details);
  if (e.location) p.set("location", e.location);
  return `https://calendar.google.com/calendar/render?${p.toString()}`;
}

/**
 * The Google link of a Booking resource (docs/decisions-calendars.md, Add to calendar): title, times,
 * studio and street address, and notes (the reference, or the page's localized lines); no manage link.
 */
export function bookingGoogleCalendarUrl(
  b: Pick<Booking, "studioName" | "roomName" | "reference" | "startsAt" | "endsAt" | "timezone">,
  address?: string,
  notes?: string[],
): string {
  return googleCalendarUrl({
    title: eventTitle(b),
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    timezone: b.timezone,
    location: eventLocation(b.studioName, address),
    details: notes?.length ? notes.join("\n") : b.reference,
  });
}

/** Path (same origin) of a booking's .ics download, by manage token. */
export function bookingIcsPath(token: string): string {
  return `/v1/public/bookings/manage/${encodeURIComponent(token)}/calendar.ics`;
}
