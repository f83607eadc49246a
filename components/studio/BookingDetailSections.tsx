// The booking detail's sections (docs/dashboard.md, Pages): the summary, the guest's full contact
// and notes, the price breakdown and payment, the guest's history, the cancellation, and the forms
// that change the booking. Server components: the page loads the booking and passes it, with the
// viewer's language and words; the forms in them are client components of their own.
import type { z } from "zod";
import { isoOffsetMinutes, timeSpanFromStart } from "@/lib/contract/booking-text";
import type { BookingDetail } from "@/lib/contract/dashboard-schemas";
import type { Locale } from "@/lib/contract/locales";
import { fmt, getDict, isLocale, type Catalog } from "@/lib/i18n";
import { durationLabel, longDate, money } from "@/lib/site/client/format";
import { EditBookingForm } from "./EditBookingForm";
import type { LengthRoom } from "./MinutesField";
import { MoveBookingForm } from "./MoveBookingForm";
import { SeriesActions } from "./SeriesActions";
import { PriceLines } from "@/components/manage/PriceLines";

/** One booking as lib/domain/dashboard/detail.ts reads it: the API schema's shape (components read no domain code). */
export type Detail = z.output<typeof BookingDetail>;
/** An instant in the studio's zone and the viewer's language, or "never" for null. */
export type At = (iso: string | null) => string;
/** What a section reads: the booking, the viewer's language and its words. */
type Base = { b: Detail; locale: Locale; dict: Catalog };

/** A stored value in words: its entry in `map`, else the value as stored, else `none` for no value. */
export const pick = <T extends Record<string, string>>(map: T, key: string | null, none: string) =>
  key && key in map ? map[key as keyof T] : (key ?? none);

export function SummarySection({ b, locale, dict, at }: Base & { at: At }) {
  const t = dict.studio;
  const td = t.detail;
  return (
    <section aria-labelledby="d-summary" className="studio-section">
      <h2 id="d-summary">{td.summary}</h2>
      <dl className="studio-dl">
        <dt>{td.reference}</dt>
        <dd className="reference">{b.reference}</dd>
        <dt>{td.room}</dt>
        <dd>{b.roomName}</dd>
        <dt>{td.date}</dt>
        <dd>{longDate(b.date, locale)}</dd>
        <dt>{td.time}</dt>
        {/* Across the autumn clock change: "02:00 (UTC+2)–02:00 (UTC+1)" (docs/decisions-time.md, Times across a clock change). */}
        <dd>{timeSpanFromStart(b.startTime, b.endTime, b.minutes, isoOffsetMinutes(b.startsAt))}</dd>
        <dt>{td.length}</dt>
        <dd>{durationLabel(b.minutes, dict.booking)}</dd>
        <dt>{td.status}</dt>
        <dd>{pick(t.statusValues, b.status, t.none)}</dd>
        <dt>{td.bookedVia}</dt>
        <dd>{pick(td.channels, b.channel, t.none)}</dd>
        <dt>{td.createdAt}</dt>
        <dd>{at(b.createdAt)}</dd>
      </dl>
    </section>
  );
}

export function GuestSection({ b, dict }: Omit<Base, "locale">) {
  const t = dict.studio;
  const td = t.detail;
  const localeName = (l: string) => (isLocale(l) ? getDict(l).localeName : l);
  return (
    <section aria-labelledby="d-guest" className="studio-section">
      <h2 id="d-guest">{td.guest}</h2>
      <dl className="studio-dl">
        <dt>{td.name}</dt>
        <dd data-testid="detail-guest">{b.guestName}</dd>
        <dt>{td.email}</dt>
        <dd>{b.email ? <a href={`mailto:${b.email}`}>{b.email}</a> : t.none}</dd>
        <dt>{td.phone}</dt>
        <dd>{b.phone ? <a href={`tel:${b.phone}`}>{b.phone}</a> : t.none}</dd>
        <dt>{td.language}</dt>
        <dd>{localeName(b.locale)}</dd>
        <dt>{td.partySize}</dt>
        <dd data-testid="detail-party">{b.partySize ?? "—"}</dd>
        <dt>{td.notes}</dt>
        <dd className="studio-notes">{b.notes ?? td.noNotes}</dd>
        {/* Staff only (docs/studio-actions.md, Editing a booking): labelled so nobody reads it out to the guest by mistake. */}
        <dt>{td.internalNote}</dt>
        <dd className="studio-notes" data-testid="detail-internal-note" aria-describedby="d-internal-note-hint">
          {b.internalNote ?? td.noInternalNote}
        </dd>
      </dl>
      <p className="hint" id="d-internal-note-hint">
        {td.internalNoteHint}
      </p>
    </section>
  );
}

export function PriceSection({ b, locale, dict, at }: Base & { at: At }) {
  const t = dict.studio;
  const td = t.detail;
  const cents = (c: number) => money(c, b.currency, locale);
  const rest = cents(b.priceBreakdown.restCents);
  return (
    <section aria-labelledby="d-price" className="studio-section">
      <h2 id="d-price">{td.priceTitle}</h2>
      <dl className="studio-dl">
        <PriceLines
          priceCents={b.priceCents}
          priceLines={b.priceBreakdown.lines}
          extras={b.priceBreakdown.extras}
          discount={b.priceBreakdown.discount}
          minutes={b.minutes}
          currency={b.currency}
          locale={locale}
          t={dict.manage}
          b={dict.booking}
        />
        <dt>{td.deposit}</dt>
        <dd>{cents(b.priceBreakdown.depositCents)}</dd>
        <dt>{td.rest}</dt>
        <dd data-testid="detail-rest">
          {rest}
          {b.refundedCents > 0 && b.status !== "cancelled" ? (
            <span className="hint" data-testid="detail-rest-refund">
              <br />
              {fmt(td.restAfterRefund, { refunded: cents(b.refundedCents), rest }, locale)}
            </span>
          ) : null}
        </dd>
        <dt>{td.refunded}</dt>
        <dd data-testid="detail-refunded">{cents(b.refundedCents)}</dd>
        <dt>{td.paymentMode}</dt>
        <dd>{pick(t.paymentModes, b.paymentMode, t.none)}</dd>
        <dt>{td.paymentStatus}</dt>
        <dd>{pick(t.paymentValues, b.paymentStatus, t.none)}</dd>
        <dt>{td.paymentIntent}</dt>
        <dd>{b.paymentIntentId ? <code>{b.paymentIntentId}</code> : t.none}</dd>
        {b.paymentDueAt ? (
          <>
            <dt>{td.paymentDue}</dt>
            <dd>{at(b.paymentDueAt)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The guest's other bookings by the same canonical contact (docs/dashboard.md, Booking detail), the
 * tags the studio keeps about them and the way to their profile (docs/guests.md, The profile).
 */
export function GuestHistorySection({ b, locale, dict }: Base) {
  const tm = dict.money;
  const tg = dict.guests;
  const h = b.guestHistory;
  return (
    <section aria-labelledby="d-history" className="studio-section" data-testid="guest-history">
      <h2 id="d-history">{tm.historyTitle}</h2>
      {h.bookings === 0 ? (
        <p>{tm.historyNone}</p>
      ) : (
        <dl className="studio-dl">
          <dt>{tm.historyBookings}</dt>
          <dd>
            <a href={`/studio/${locale}/bookings?tab=past&q=${encodeURIComponent(b.contact)}`}>{h.bookings}</a>
          </dd>
          <dt>{tm.historyNoShows}</dt>
          <dd>{h.noShows}</dd>
          <dt>{tm.historyLastVisit}</dt>
          <dd>{h.lastVisit ? longDate(h.lastVisit, locale) : tm.historyNever}</dd>
        </dl>
      )}
      {h.tags.length ? (
        <p data-testid="guest-history-tags">
          {tg.tags}: {h.tags.join(", ")}
        </p>
      ) : null}
      {h.guestKey ? (
        <p>
          <a href={`/studio/${locale}/guests/${h.guestKey}`} data-testid="guest-profile-link">
            {tg.profileLink}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** Who cancelled, when and why: shown once the booking is cancelled. */
export function CancelSection({ b, dict, at }: Omit<Base, "locale"> & { at: At }) {
  const t = dict.studio;
  const td = t.detail;
  return (
    <section aria-labelledby="d-cancel" className="studio-section">
      <h2 id="d-cancel">{td.cancelTitle}</h2>
      <dl className="studio-dl">
        <dt>{td.cancelledBy}</dt>
        <dd>{pick(td.cancelledByValues, b.cancelledBy, t.none)}</dd>
        <dt>{td.cancelledAt}</dt>
        <dd>{at(b.cancelledAt)}</dd>
        <dt>{td.cancelReason}</dt>
        <dd data-testid="detail-cancel-reason">{b.cancelReason ?? t.none}</dd>
      </dl>
    </section>
  );
}

/** Where an occurrence of a regular booking stands in its series (lib/domain/studio-actions/series.ts SeriesPlace). */
type SeriesPlace = {
  seriesId: string;
  cadence: "weekly" | "biweekly";
  position: number;
  total: number;
  following: number;
  left: number;
  cancelled: number;
};

/**
 * The forms that change the booking: move it while `movable` (the rule moveByStudio refuses by), edit its
 * details unless retention erased them, and its series' actions when it is an occurrence of one.
 */
export function ChangeSection({
  b,
  locale,
  dict,
  studio,
  movable,
  place,
}: Base & { studio: { slug: string; rooms: LengthRoom[] }; movable: boolean; place: SeriesPlace | null }) {
  const t = dict.studio;
  return (
    <section aria-labelledby="d-change" className="studio-section">
      <h2 id="d-change">{dict.day.changeTitle}</h2>
      {movable ? (
        <MoveBookingForm
          bookingId={b.id}
          slug={studio.slug}
          rooms={studio.rooms}
          current={{
            roomId: b.roomId,
            date: b.date,
            startTime: b.startTime,
            minutes: b.minutes,
            priceCents: b.priceBreakdown.priceCents,
          }}
          paidInFull={b.paymentStatus === "paid"}
          currency={b.currency}
          locale={locale}
          t={t}
          errors={dict.errors}
        />
      ) : null}
      {b.anonymized ? null : (
        <EditBookingForm
          bookingId={b.id}
          current={{ guestName: b.guestName, email: b.email, phone: b.phone, notes: b.notes, internalNote: b.internalNote }}
          t={t}
          errors={dict.errors}
        />
      )}
      {place ? (
        <SeriesActions
          seriesId={place.seriesId}
          bookingId={b.id}
          position={place.position}
          total={place.total}
          following={place.following}
          left={place.left}
          cancelled={place.cancelled}
          cadence={place.cadence}
          startTime={b.startTime}
          stepMinutes={studio.rooms.find((r) => r.id === b.roomId)?.stepMinutes ?? 15}
          t={t}
          ts={dict.series}
          errors={dict.errors}
        />
      ) : null}
    </section>
  );
}
