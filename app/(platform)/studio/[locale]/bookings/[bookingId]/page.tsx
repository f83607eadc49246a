// One booking (docs/dashboard.md, Pages): every field with the guest's full contact and notes,
// the price breakdown and payment (Stripe PaymentIntent id), the messages sent and their state,
// the staff's audit trail, and the actions the booking's `actions` flags allow. Another
// studio's booking is a 404, as in the API.
import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { BookingActions } from "@/components/studio/BookingActions";
import { EditBookingForm } from "@/components/studio/EditBookingForm";
import { MoveBookingForm } from "@/components/studio/MoveBookingForm";
import { SeriesActions } from "@/components/studio/SeriesActions";
import { auditLabel, auditSentence } from "@/components/studio/audit-sentence";
import { seriesPlace } from "@/lib/domain/studio-actions/series";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { ApiError } from "@/lib/contract/errors";
import { isoOffsetMinutes, timeSpanFromStart } from "@/lib/contract/booking-text";
import { bookingDetail, type BookingDetail } from "@/lib/domain/dashboard/detail";
import { paidTexts } from "@/lib/domain/dashboard/paid-texts";
import { moneyUi } from "@/lib/i18n/studio-money";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { fmt, getDict, isLocale } from "@/lib/i18n";
import { durationLabel, instant, longDate, money } from "@/lib/site/client/format";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string; bookingId: string }> };

// Once per render: the metadata and the page read the same booking.
const load = cache(async (bookingId: string): Promise<BookingDetail> => {
  const actor = await currentStaff();
  try {
    return await bookingDetail(db(), clock(), actor, bookingId);
  } catch (e) {
    if (e instanceof ApiError && e.code === "RESOURCE_NOT_FOUND") notFound();
    throw e;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, bookingId } = await params;
  if (!isLocale(locale)) return {};
  const b = await load(bookingId);
  return { title: fmt(getDict(locale).studio.detail.title, { reference: b.reference }) };
}

export default async function BookingPage({ params }: Props) {
  const { locale, bookingId } = await params;
  if (!isLocale(locale)) notFound();
  const actor = await currentStaff();
  const studio = await currentStudio();
  const b = await load(bookingId);
  const dict = getDict(locale);
  const t = dict.studio;
  const td = t.detail;
  const tz = studio.timezone;
  const at = (iso: string | null) => (iso ? instant(iso, tz, locale) : t.never);
  const cents = (c: number) => money(c, b.currency, locale);
  const pick = <T extends Record<string, string>>(map: T, key: string | null) =>
    key && key in map ? map[key as keyof T] : (key ?? t.none);
  const localeName = (l: string) => (isLocale(l) ? getDict(l).localeName : l);
  const auditContext = {
    locale,
    currency: b.currency,
    rooms: new Map([...studio.rooms.map((r) => [r.id, r.name] as const), [b.roomId, b.roomName] as const]),
    durationUnits: dict.booking,
  };
  // The rule moveByStudio refuses by (docs/studio-actions.md, Allowed actions).
  const movable = b.actions.move;
  // An occurrence of a regular booking (docs/series.md, Dashboard): its series' actions, while it may still move.
  const place = movable ? await seriesPlace(db(), actor, b.id) : null;

  return (
    <div className="studio-detail">
      <p>
        <a href={`/studio/${locale}/bookings`}>← {td.back}</a>
      </p>
      <h1>{fmt(td.title, { reference: b.reference })}</h1>
      <p className="studio-badges">
        <span className={`badge status-${b.status}`} data-testid="detail-status">
          {pick(t.statusValues, b.status)}
        </span>{" "}
        <span className={`badge payment-${b.paymentStatus}`} data-testid="detail-payment">
          {pick(t.paymentValues, b.paymentStatus)}
        </span>
      </p>

      {/* The actions first: on a phone they are what the staff came for (docs/dashboard.md, Agenda and day sheet). */}
      <section aria-labelledby="d-actions" className="studio-section">
        <h2 id="d-actions">{td.actionsTitle}</h2>
        <BookingActions
          bookingId={b.id}
          reference={b.reference}
          actions={b.actions}
          owner={actor.role === "owner"}
          depositPaid={b.paymentStatus === "deposit_paid"}
          depositCents={b.depositCents}
          refundableCents={Math.max(0, b.depositCents - b.refundedCents)}
          currency={b.currency}
          locale={locale}
          t={t}
          errors={dict.errors}
          {...paidTexts(b, studio.name, locale)}
          m={moneyUi(dict.money)}
          cancelConfirm={dict.day.cancelConfirm}
        />
      </section>

      <div className="studio-columns">
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
            <dd>{pick(t.statusValues, b.status)}</dd>
            <dt>{td.bookedVia}</dt>
            <dd>{pick(td.channels, b.channel)}</dd>
            <dt>{td.createdAt}</dt>
            <dd>{at(b.createdAt)}</dd>
          </dl>
        </section>

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

        <section aria-labelledby="d-price" className="studio-section">
          <h2 id="d-price">{td.priceTitle}</h2>
          <dl className="studio-dl">
            <dt>{td.rate}</dt>
            <dd>
              {fmt(dict.manage.rateTimesDuration, {
                rate: cents(b.priceBreakdown.hourlyCents),
                duration: durationLabel(b.priceBreakdown.minutes, dict.booking),
              })}
            </dd>
            <dt>{td.price}</dt>
            <dd>{cents(b.priceBreakdown.priceCents)}</dd>
            <dt>{td.deposit}</dt>
            <dd>{cents(b.priceBreakdown.depositCents)}</dd>
            <dt>{td.rest}</dt>
            <dd>{cents(b.priceBreakdown.restCents)}</dd>
            <dt>{td.refunded}</dt>
            <dd data-testid="detail-refunded">{cents(b.refundedCents)}</dd>
            <dt>{td.paymentMode}</dt>
            <dd>{pick(t.paymentModes, b.paymentMode)}</dd>
            <dt>{td.paymentStatus}</dt>
            <dd>{pick(t.paymentValues, b.paymentStatus)}</dd>
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

        {/* The guest's other bookings by the same canonical contact (docs/dashboard.md, Booking detail). */}
        <section aria-labelledby="d-history" className="studio-section" data-testid="guest-history">
          <h2 id="d-history">{getDict(locale).money.historyTitle}</h2>
          {b.guestHistory.bookings === 0 ? (
            <p>{getDict(locale).money.historyNone}</p>
          ) : (
            <dl className="studio-dl">
              <dt>{getDict(locale).money.historyBookings}</dt>
              <dd>
                <a href={`/studio/${locale}/bookings?tab=past&q=${encodeURIComponent(b.contact)}`}>{b.guestHistory.bookings}</a>
              </dd>
              <dt>{getDict(locale).money.historyNoShows}</dt>
              <dd>{b.guestHistory.noShows}</dd>
              <dt>{getDict(locale).money.historyLastVisit}</dt>
              <dd>{b.guestHistory.lastVisit ? longDate(b.guestHistory.lastVisit, locale) : getDict(locale).money.historyNever}</dd>
            </dl>
          )}
        </section>

        {b.cancelledAt ? (
          <section aria-labelledby="d-cancel" className="studio-section">
            <h2 id="d-cancel">{td.cancelTitle}</h2>
            <dl className="studio-dl">
              <dt>{td.cancelledBy}</dt>
              <dd>{pick(td.cancelledByValues, b.cancelledBy)}</dd>
              <dt>{td.cancelledAt}</dt>
              <dd>{at(b.cancelledAt)}</dd>
              <dt>{td.cancelReason}</dt>
              <dd data-testid="detail-cancel-reason">{b.cancelReason ?? t.none}</dd>
            </dl>
          </section>
        ) : null}
      </div>

      {movable || !b.anonymized || place ? (
        <section aria-labelledby="d-change" className="studio-section">
          <h2 id="d-change">{getDict(locale).day.changeTitle}</h2>
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
              cadence={place.cadence}
              startTime={b.startTime}
              stepMinutes={studio.rooms.find((r) => r.id === b.roomId)?.stepMinutes ?? 15}
              t={t}
              ts={getDict(locale).series}
              errors={dict.errors}
            />
          ) : null}
        </section>
      ) : null}

      {/* The heading names the table's scrolling region; a section named by it too would be a second landmark of the same name. */}
      <section className="studio-section">
        <h2 id="d-messages">{td.messagesTitle}</h2>
        {b.messages.length === 0 ? (
          <p>{td.noMessages}</p>
        ) : (
          <div className="table-scroll" role="group" aria-labelledby="d-messages" tabIndex={0}>
            <table className="studio-table">
              <thead>
                <tr>
                  <th scope="col">{td.messageKind}</th>
                  <th scope="col">{td.messageChannel}</th>
                  <th scope="col">{td.recipient}</th>
                  <th scope="col">{td.messageStatus}</th>
                  <th scope="col">{td.sentAt}</th>
                  <th scope="col">{td.lastError}</th>
                </tr>
              </thead>
              <tbody>
                {b.messages.map((m) => (
                  <tr key={m.id} data-kind={m.kind}>
                    <th scope="row">{pick(td.messageKinds, m.kind)}</th>
                    <td data-label={td.messageChannel}>{pick(td.channels, m.channel)}</td>
                    <td className="contact" data-label={td.recipient}>
                      {m.recipient}
                    </td>
                    <td data-label={td.messageStatus}>{pick(td.messageStatuses, m.status)}</td>
                    <td data-label={td.sentAt}>{m.sentAt ? at(m.sentAt) : t.none}</td>
                    <td data-label={td.lastError}>{m.lastError ?? t.none}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="studio-section">
        <h2 id="d-audit">{td.auditTitle}</h2>
        {b.audit.length === 0 ? (
          <p>{td.noAudit}</p>
        ) : (
          <div className="table-scroll" role="group" aria-labelledby="d-audit" tabIndex={0}>
            <table className="studio-table" data-testid="audit-table">
              <thead>
                <tr>
                  <th scope="col">{td.at}</th>
                  <th scope="col">{td.who}</th>
                  <th scope="col">{td.action}</th>
                  <th scope="col">{td.details}</th>
                </tr>
              </thead>
              <tbody>
                {b.audit.map((e, i) => (
                  <tr key={`${e.at}-${i}`}>
                    <td data-label={td.at}>{at(e.at)}</td>
                    <td data-label={td.who}>
                      {/* Who acted: the email and role they had then (docs/studio-actions.md, Audit trail). */}
                      <span dir="auto">{e.actorEmail ?? e.actorName}</span>
                      {e.actorRole ? ` · ${t.roles[e.actorRole]}` : ""}
                    </td>
                    <th scope="row">{auditLabel(e.action, e.detail, locale) ?? pick(td.auditActions, e.action.replace(".", "_"))}</th>
                    <td data-label={td.details}>
                      {/* In words, with room names (docs/studio-actions.md, Audit trail); an entry it does not know, as stored. */}
                      {auditSentence(e.action, e.detail, auditContext) ??
                        (e.detail == null ? t.none : <code className="studio-json">{JSON.stringify(e.detail)}</code>)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
