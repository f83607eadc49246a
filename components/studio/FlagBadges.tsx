// The flags the booking actions recorded on a booking (the guest arrived, …), each worded by the
// action that sets it (docs/booking-actions.md): on the detail, the agenda and the day sheet.
// A server component: the registry it reads holds the actions' schemas.
import { flagActions } from "@/lib/contract/booking-actions";
import type { Locale } from "@/lib/contract/locales";

export function FlagBadges({ flags, locale }: { flags: readonly string[]; locale: Locale }) {
  const labels = new Map(flagActions(locale).map((a) => [a.flag, a.label]));
  return flags.map((f) => (
    <span key={f} className={`badge flag-${f}`} data-testid={`flag-${f}`}>
      {labels.get(f) ?? f}
    </span>
  ));
}
