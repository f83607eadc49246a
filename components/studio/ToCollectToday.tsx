// "To collect today" (docs/dashboard.md, To collect today): today's bookings that still owe money at
// the desk, pay-at-the-studio ones included, each with what is left to collect and a link to the
// booking, where it is marked paid. A server component: plain links, no script.
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { money } from "@/lib/site/client/format";
import { getDict } from "@/lib/i18n";

/** A row of lib/domain/dashboard/collect.ts toCollectToday, as the page passes it (components read no domain code). */
type ToCollect = {
  id: string;
  reference: string;
  roomName: string;
  startTime: string;
  endTime: string;
  guestName: string;
  paymentStatus: string;
  dueCents: number;
  currency: string;
};

export function ToCollectToday({ items, locale, t, base }: { items: ToCollect[]; locale: Locale; t: Catalog["studio"]; base: string }) {
  const m = getDict(locale).money;
  return (
    <section aria-labelledby="collect-title" className="studio-section studio-collect" data-testid="to-collect">
      <h2 id="collect-title">
        {m.collectTitle} <span className="badge">{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p>{m.collectNone}</p>
      ) : (
        <ul className="studio-collect-list">
          {items.map((b) => (
            <li key={b.id} data-reference={b.reference}>
              <a href={`${base}/bookings/${b.id}`} className="studio-collect-link">
                <span className="cal-item-time">
                  {b.startTime}–{b.endTime}
                </span>{" "}
                <span>{b.guestName}</span> <span className="hint">{b.roomName}</span>{" "}
                <span className="badge payment-owed">
                  {m.collectDue}: {money(b.dueCents, b.currency, locale)}
                </span>{" "}
                <span className="hint">{t.paymentValues[b.paymentStatus as keyof typeof t.paymentValues] ?? b.paymentStatus}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
