// One booking (docs/dashboard.md, Pages): every field with the guest's full contact and notes,
// the price breakdown and payment (Stripe PaymentIntent id), the messages sent and their state,
// the staff's audit trail, and the actions the booking's `actions` flags allow. Another
// studio's booking is a 404, as in the API. The page loads; its sections are server components of
// components/studio (BookingDetailSections, BookingDetailTrail) that take the booking as props.
import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { BookingActions } from "@/components/studio/BookingActions";
import { BookingPayments } from "@/components/studio/BookingPayments";
import { PaymentLinks } from "@/components/studio/PaymentLinks";
import { BookingInvoices } from "@/components/studio/BookingInvoices";
import { FlagBadges } from "@/components/studio/FlagBadges";
import { BookingGuestMessage, BookingGuestWarning } from "@/components/studio/BookingGuestParts";
import {
  CancelSection,
  ChangeSection,
  GuestHistorySection,
  GuestSection,
  PriceSection,
  SummarySection,
  pick,
} from "@/components/studio/BookingDetailSections";
import { AuditSection, MessagesSection } from "@/components/studio/BookingDetailTrail";
import { flagActions } from "@/lib/contract/booking-actions";
import { PRICE_MAX_CENTS } from "@/lib/contract/booking-actions/change-price";
import { seriesPlace } from "@/lib/domain/studio-actions/series";
import { roomExtras } from "@/lib/domain/extras/offer";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { ApiError } from "@/lib/contract/errors";
import { bookingDetail, type BookingDetail } from "@/lib/domain/dashboard/detail";
import { paidTexts } from "@/lib/domain/dashboard/paid-texts";
import { moneyUi } from "@/lib/i18n/studio-money";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { fmt, getDict, isLocale } from "@/lib/i18n";
import { instant, money } from "@/lib/site/client/format";

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
  const auditContext = {
    locale,
    currency: b.currency,
    rooms: new Map([...studio.rooms.map((r) => [r.id, r.name] as const), [b.roomId, b.roomName] as const]),
    durationUnits: dict.booking,
  };
  // What a refund does and does not do, said where the owner refunds (docs/payments-connect.md, Refunds
  // and the rest at the studio; Platform fee): the rest at the studio stays as booked, the platform's
  // fee on a direct charge is not given back.
  const rest = cents(b.priceBreakdown.restCents);
  const fee = b.platformFeeCents > 0 ? cents(b.platformFeeCents) : null;
  const refundNotes = {
    keepsRest: b.status === "cancelled" ? null : fmt(t.actions.refundKeepsRest, { rest }, locale),
    feeKept: fee ? fmt(t.actions.refundFeeKept, { fee }, locale) : null,
    done: fee ? fmt(t.actions.refundDoneFee, { fee }, locale) : t.actions.refundDone,
  };
  // The registry's actions that set a flag: their buttons and their lines in the trail (docs/booking-actions.md).
  const flags = flagActions(locale);
  // The rule moveByStudio refuses by (docs/studio-actions.md, Allowed actions).
  const movable = b.actions.move;
  // An occurrence of a regular booking (docs/series.md, Dashboard): its series' actions, shown on every
  // occurrence, so what a series action did stays on the screen after the page refreshes.
  const place = await seriesPlace(db(), actor, b.id, clock().now());

  return (
    <div className="studio-detail">
      <p>
        <a href={`/studio/${locale}/bookings`}>← {td.back}</a>
      </p>
      <h1>{fmt(td.title, { reference: b.reference })}</h1>
      <p className="studio-badges">
        <span className={`badge status-${b.status}`} data-testid="detail-status">
          {pick(t.statusValues, b.status, t.none)}
        </span>{" "}
        <span className={`badge payment-${b.paymentStatus}`} data-testid="detail-payment">
          {pick(t.paymentValues, b.paymentStatus, t.none)}
        </span>{" "}
        <FlagBadges flags={b.flags.map((f) => f.flag)} locale={locale} />
      </p>

      {/* Before the actions: staff should see it before they act (docs/guests.md, No-show policy). */}
      <BookingGuestWarning b={b} locale={locale} dict={dict} />

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
          refundNotes={refundNotes}
          flagButtons={flags
            .filter((f) => f.rules.some((r) => b.actions[r]))
            .map((f) => ({ path: f.path, button: f.button, done: f.done }))}
          priceCents={b.priceBreakdown.priceCents}
          priceMaxCents={PRICE_MAX_CENTS}
          extras={{
            offered: b.actions.changeExtras ? await roomExtras(db(), actor.studioId, b.roomId) : [],
            booked: b.priceBreakdown.extras,
            minutes: b.priceBreakdown.minutes,
          }}
        />
      </section>
      <BookingPayments b={b} zone={tz} locale={locale} tp={dict.money.bookingPayments} t={t} errors={dict.errors} />
      <PaymentLinks b={b} zone={tz} locale={locale} tl={dict.money.paymentLinks} t={t} errors={dict.errors} />
      <BookingInvoices
        b={b}
        invoicing={(await db().invoiceProfile.count({ where: { studioId: actor.studioId } })) > 0}
        zone={tz}
        locale={locale}
        ti={getDict(locale).invoices.ui}
        t={t}
        errors={dict.errors}
      />

      <div className="studio-columns">
        <SummarySection b={b} locale={locale} dict={dict} at={at} />
        <GuestSection b={b} dict={dict} />
        <PriceSection b={b} locale={locale} dict={dict} at={at} />
        <GuestHistorySection b={b} locale={locale} dict={dict} />
        {b.cancelledAt ? <CancelSection b={b} dict={dict} at={at} /> : null}
      </div>

      {movable || !b.anonymized || place ? (
        <ChangeSection b={b} locale={locale} dict={dict} studio={studio} movable={movable} place={place} />
      ) : null}

      <BookingGuestMessage b={b} locale={locale} dict={dict} />
      <MessagesSection messages={b.messages} dict={dict} at={at} />
      <AuditSection audit={b.audit} locale={locale} dict={dict} at={at} flags={flags} auditContext={auditContext} />
    </div>
  );
}
