// A price line by line (docs/pricing.md, Price lines): the minutes at each hourly rate with their
// share, each extra hired (docs/pricing.md, Extras), a promo code's discount (Promo codes), what the
// studio changed it by, and the total; a booking made before lines were kept shows
// its length and price alone. Rows of the caller's <dl>, for the guest's manage page and the
// studio's booking page alike.
import { Fragment } from "react";
import type { Locale } from "@/lib/contract/locales";
import { priceShares, type PriceLine } from "@/lib/contract/rates";
import type { Booking } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { durationLabel, money } from "@/lib/site/client/format";
import { extraLineName } from "@/lib/contract/extras";

type Props = {
  priceCents: number;
  priceLines: readonly PriceLine[];
  extras: Booking["extras"];
  /** The promo code's discount, already deducted from `priceCents`; absent or null: none. */
  discount?: Booking["discount"];
  minutes: number;
  currency: string;
  locale: Locale;
  t: Catalog["manage"];
  b: Catalog["booking"];
};

export function PriceLines({ priceCents, priceLines, extras, discount = null, minutes, currency, locale, t, b }: Props) {
  const units = { minutes: b.minutes, hours: b.hours, hoursMinutes: b.hoursMinutes };
  const cents = (c: number) => money(c, currency, locale);
  const { lines, adjustmentCents } = priceShares({ priceCents, priceLines, extras, discount });
  if (lines.length === 0) {
    return (
      <>
        <dt>{durationLabel(minutes, units)}</dt>
        <dd>{cents(priceCents)}</dd>
      </>
    );
  }
  return (
    <>
      {lines.map((l, i) => (
        <Fragment key={i}>
          <dt>{fmt(t.rateTimesDuration, { rate: cents(l.hourlyCents), duration: durationLabel(l.minutes, units) })}</dt>
          <dd>{cents(l.cents)}</dd>
        </Fragment>
      ))}
      {extras.map((e) => (
        <Fragment key={e.extraId}>
          <dt>{extraLineName(e, locale)}</dt>
          <dd>{cents(e.priceCents)}</dd>
        </Fragment>
      ))}
      {discount ? (
        <>
          <dt>{fmt(t.promoDiscount, { code: discount.code })}</dt>
          <dd>{cents(-discount.discountCents)}</dd>
        </>
      ) : null}
      {adjustmentCents !== 0 ? (
        <>
          <dt>{t.priceAdjusted}</dt>
          <dd>{cents(adjustmentCents)}</dd>
        </>
      ) : null}
      {lines.length + extras.length > 1 || adjustmentCents !== 0 || discount ? (
        <>
          <dt>{t.total}</dt>
          <dd>{cents(priceCents)}</dd>
        </>
      ) : null}
    </>
  );
}
