// The no-show warning (docs/guests.md, No-show policy): shown on the guest's bookings and profile
// once the studio's policy applies to them, saying how many no-shows and what the policy does.
import type { Locale } from "@/lib/contract/locales";
import { fmt, type Catalog } from "@/lib/i18n";

type Props = { noShows: number; threshold: number; policy: "off" | "warn" | "refuse"; tg: Catalog["guests"]; locale: Locale };

export function GuestWarning({ noShows, threshold, policy, tg, locale }: Props) {
  return (
    <section className="studio-notice studio-notice-warn" aria-label={tg.noShows} data-testid="no-show-warning">
      <p>
        <strong>{fmt(tg.warning, { count: noShows, threshold }, locale)}</strong>
      </p>
      <p>{policy === "refuse" ? tg.refused : tg.warnOnly}</p>
    </section>
  );
}
