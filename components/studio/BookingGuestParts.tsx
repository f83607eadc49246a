// The booking detail's guest parts (docs/guests.md): the no-show warning above the actions when the
// studio's policy applies to the guest, and the message to the guest. Server components: the page
// passes the booking; the form inside is a client component of its own.
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import type { Detail } from "./BookingDetailSections";
import { GuestMessageForm } from "./GuestMessageForm";
import { GuestWarning } from "./GuestWarning";

type Props = { b: Detail; locale: Locale; dict: Catalog };

export function BookingGuestWarning({ b, locale, dict }: Props) {
  const h = b.guestHistory;
  if (!h.noShowWarning) return null;
  return <GuestWarning noShows={h.noShows} threshold={h.noShowThreshold} policy={h.noShowPolicy} tg={dict.guests} locale={locale} />;
}

/** Not for a booking whose guest data retention erased: there is no one to write to. */
export function BookingGuestMessage({ b, locale, dict }: Props) {
  if (!b.actions.messageGuest || b.anonymized) return null;
  const channel = b.channel === "phone" ? "phone" : "email";
  return (
    <GuestMessageForm
      bookingId={b.id}
      channel={channel}
      contact={b.contact}
      locale={locale}
      t={dict.studio}
      tg={dict.guests}
      errors={dict.errors}
    />
  );
}
