// "Now and next" (docs/dashboard.md, Now and next): the session under way and the next ones today,
// first on the dashboard at the desk and on a phone: time, room, guest, what is left to pay, and the
// three things done at the door in one tap each: call, check in, mark paid (which asks first: the
// guest is told). A server component; the two actions are small client islands.
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { moneyUi } from "@/lib/i18n/studio-money";
import { money } from "@/lib/site/client/format";
import { getDict } from "@/lib/i18n";
import { flagActions } from "@/lib/contract/booking-actions";
import { CheckInButton } from "./CheckInButton";
import { MarkPaidControls } from "./MarkPaidControls";
import type { NowNextItem } from "@/lib/contract/now-next";

export function NowAndNext({ items, locale, t, base }: { items: NowNextItem[]; locale: Locale; t: Catalog["studio"]; base: string }) {
  const dict = getDict(locale);
  const td = dict.day;
  const m = moneyUi(dict.money);
  const ci = flagActions(locale).find((a) => a.flag === "checked_in")!;
  return (
    <section className="now-next" aria-labelledby="now-next-title" data-testid="now-next">
      <h2 id="now-next-title">{td.nowNextTitle}</h2>
      {items.length === 0 ? (
        <p>{td.nowNextNone}</p>
      ) : (
        <ol className="now-next-list">
          {items.map((b) => (
            <li key={b.id} className={`now-next-item${b.running ? " is-now" : ""}`} data-testid="now-next-item" data-id={b.id}>
              <p className="now-next-when">
                <span className="badge now-next-badge">{b.running ? td.nowLabel : td.nextLabel}</span>{" "}
                <span className="agenda-time">
                  {b.startTime}–{b.endTime}
                </span>{" "}
                <span className="agenda-room">{b.roomName}</span>
              </p>
              <p className="now-next-guest">
                <a href={`${base}/bookings/${b.id}`} data-testid="now-next-open">
                  {b.guestName}
                </a>{" "}
                {b.checkedIn ? <span className="badge flag-checked_in">{ci.label}</span> : null}{" "}
                <span className={`badge ${b.dueCents > 0 ? "payment-owed" : `payment-${b.paymentStatus}`}`}>
                  {b.dueCents > 0
                    ? fmt(td.owes, { amount: money(b.dueCents, b.currency, locale) })
                    : (t.paymentValues[b.paymentStatus as keyof typeof t.paymentValues] ?? b.paymentStatus)}
                </span>
              </p>
              <div className="now-next-actions">
                {b.phone ? (
                  <a
                    className="btn btn-secondary btn-small"
                    href={`tel:${b.phone}`}
                    aria-label={fmt(td.callLabel, { name: b.guestName, phone: b.phone })}
                    data-testid="now-next-call"
                  >
                    {td.call}
                  </a>
                ) : null}
                {/* Kept once done (allowed false): its announced result is where focus went. */}
                {b.mayCheckIn || b.checkedIn ? (
                  <CheckInButton
                    bookingId={b.id}
                    allowed={b.mayCheckIn}
                    label={fmt(td.checkInLabel, { name: b.guestName })}
                    texts={ci}
                    t={t}
                    errors={dict.errors}
                  />
                ) : null}
                <MarkPaidControls
                  bookingId={b.id}
                  markPaid={b.mayMarkPaid && b.dueCents > 0}
                  undo={false}
                  preview={b.paidPreview}
                  undoNotice={{ kind: "silent" }}
                  m={m}
                  t={t}
                  errors={dict.errors}
                  small
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
