// The phone's agenda (docs/dashboard.md, Agenda and day sheet): today, then tomorrow, one card per
// booking with its time, room, guest, status and payment in words, a one-tap call and the booking's
// page (its actions come first there). Drawn on the calendar page and shown under 640 px only.
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { isSettled, type AgendaRow } from "@/lib/contract/agenda";
import { longDate } from "@/lib/site/client/format";
import { getDict } from "@/lib/i18n";
import { FlagBadges } from "./FlagBadges";

export function Agenda({
  days,
  rows,
  locale,
  t,
  base,
}: {
  /** Today and tomorrow, studio-local. */
  days: [string, string];
  rows: AgendaRow[];
  locale: Locale;
  t: Catalog["studio"];
  base: string;
}) {
  const td = getDict(locale).day;
  const names = [td.today, td.tomorrow];
  return (
    <section className="agenda" aria-labelledby="agenda-title" data-testid="agenda">
      <h2 id="agenda-title">{td.agendaTitle}</h2>
      {days.map((d, i) => {
        const mine = rows.filter((r) => r.date === d);
        return (
          <div key={d} className="agenda-day">
            <h3 id={`agenda-${d}`}>
              {names[i]} <span className="agenda-date">{longDate(d, locale, { weekday: "long", day: "numeric", month: "long" })}</span>
            </h3>
            {mine.length === 0 ? (
              <p>{td.nothing}</p>
            ) : (
              <ol className="agenda-list" aria-labelledby={`agenda-${d}`}>
                {mine.map((r) => (
                  <li
                    key={r.id}
                    className={`agenda-item${isSettled(r.paymentStatus) ? "" : " is-due"}`}
                    data-id={r.id}
                    data-payment={r.paymentStatus}
                  >
                    <p className="agenda-when">
                      <span className="agenda-time">
                        {r.startTime}–{r.endTime}
                      </span>{" "}
                      <span className="agenda-room">{r.roomName}</span>
                    </p>
                    <p className="agenda-guest">
                      <a href={`${base}/bookings/${r.id}`} data-testid="agenda-open">
                        {r.guestName}
                      </a>
                    </p>
                    <p className="agenda-badges">
                      <span className={`badge status-${r.status}`}>
                        {t.statusValues[r.status as keyof typeof t.statusValues] ?? r.status}
                      </span>{" "}
                      <span className={`badge payment-${r.paymentStatus}`}>
                        {t.paymentValues[r.paymentStatus as keyof typeof t.paymentValues] ?? r.paymentStatus}
                      </span>{" "}
                      <FlagBadges flags={r.flags} locale={locale} />
                    </p>
                    {r.phone ? (
                      <p className="agenda-actions">
                        <a
                          className="btn btn-secondary btn-small"
                          href={`tel:${r.phone}`}
                          aria-label={fmt(td.callLabel, { name: r.guestName, phone: r.phone })}
                        >
                          {td.call}
                        </a>
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      })}
      <p>
        <a href="#calendar-title">{td.toCalendar}</a>
      </p>
    </section>
  );
}
