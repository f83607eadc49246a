// "Add to calendar" for the guest: the booking as one iCalendar event (the confirmation email's
// attachment and the manage page's download are this same event), and a Google Calendar link.
// The Google link (lib/domain/calendars/google.ts) carries no manage link; the .ics download does.
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { findByToken } from "../bookings/manage";
import { manageUrl, type BookingFull } from "../bookings/view";
import { canonicalHost } from "../sites";
import { buildIcs, type IcsEvent } from "./ics-out";
import { googleCalendarUrl } from "./google";

export const studioAddress = (b: BookingFull) =>
  [b.studio.addressLine1, b.studio.addressLine2, `${b.studio.postalCode} ${b.studio.city}`].filter(Boolean).join(", ");

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

/** The booking's .ics for the guest (GET /v1/public/bookings/manage/{token}/calendar.ics). */
export async function guestIcsByToken(db: Db, clock: Clock, token: string): Promise<{ filename: string; body: string }> {
  const b = await findByToken(db, clock, token);
  const body = buildIcs(guestEvent(b, { manageUrl: manageUrl(b, token), extra: instructions(b), stamp: b.updatedAt }));
  return { filename: `booking-${b.reference}.ics`, body };
}

function instructions(b: BookingFull): string | null {
  const map = (b.room.instructions ?? {}) as Record<string, string>;
  return map[b.locale] ?? map[b.studio.site?.defaultLocale ?? "es"] ?? Object.values(map)[0] ?? null;
}

/** The Google link of a booking row: title, times, studio address, reference; no manage link. */
export function bookingGoogleUrl(b: BookingFull): string {
  return googleCalendarUrl({
    title: guestEventTitle(b),
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    timezone: b.studio.timezone,
    location: `${b.studio.name}, ${studioAddress(b)}`,
    details: b.reference,
  });
}
