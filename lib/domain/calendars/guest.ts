// The booking as the guest's calendar event: the confirmation email's .ics attachment and the
// manage page's download (lib/domain/bookings/manage.ts guestIcsByToken) are this same event.
// Pure: a function of the booking row, so the outbox's templates can build it too.
import { priceText } from "../price-text";
import { DEFAULT_LOCALE } from "../../contract/locales";
import { addressLine, eventLocation, eventTitle, roomInstructions } from "../../contract/booking-text";
import { siteLocale, type BookingFull } from "../bookings/view";
import { canonicalHost, servedDomain } from "../sites";
import type { IcsEvent } from "./ics-out";

/** Stable UID of a booking's event (the same in the guest's .ics and in the studio feed). */
export function bookingUid(
  b: Pick<BookingFull, "id"> & { studio: { slug: string; verificationStatus: string; site?: { customDomain: string | null } | null } },
): string {
  return `${b.id}@${canonicalHost(b.studio.slug, servedDomain(b.studio, b.studio.site))}`;
}

/**
 * The booking as the guest's calendar event: the reference, the room's instructions (in the
 * booking's language) and the manage link (when known) in the description.
 */
export function guestEvent(b: BookingFull, opts: { manageUrl?: string; stamp: Date }): IcsEvent {
  const instructions = roomInstructions(b.room.instructions, b.locale, b.studio.site?.defaultLocale ?? DEFAULT_LOCALE);
  return {
    uid: bookingUid(b),
    timezone: b.studio.timezone,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    stamp: opts.stamp,
    sequence: b.sequence,
    summary: eventTitle({ studioName: b.studio.name, roomName: b.room.name, reference: b.reference }),
    location: eventLocation(b.studio.name, addressLine(b.studio)),
    // The price line by line (docs/pricing.md, Price lines), in the booking's language like the instructions.
    description: [b.reference, priceText(b, siteLocale(b)), instructions ?? "", opts.manageUrl ?? ""].filter(Boolean).join("\n"),
    url: opts.manageUrl,
    cancelled: b.status === "cancelled",
  };
}
