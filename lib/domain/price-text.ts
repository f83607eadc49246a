// A booking's price in words, line by line (docs/pricing.md, Price lines), for what is read outside
// the pages: the guest's messages and the .ics description. "22 € (1 h × 12 €/h: 12 €; Cymbal set × 2:
// 10 €)"; a price of one rate and nothing else is the amount alone, as it always read. The shares are
// the pages' (lib/contract/rates.ts priceShares), so a message and the manage page agree to the cent.
import { extraLineName } from "../contract/extras";
import type { Locale } from "../contract/locales";
import { priceShares } from "../contract/rates";
import { getDict } from "../i18n";
import { fmt, money } from "../i18n/core";
import { durationLabel } from "../i18n/duration";
import type { Prisma } from "../infra/db";
import { bookedExtrasOf, priceLinesOf } from "./json-columns";

type Priced = { priceCents: number; currency: string; priceLines: Prisma.JsonValue; extras: Prisma.JsonValue };

export function priceText(b: Priced, locale: Locale): string {
  const extras = bookedExtrasOf(b.extras);
  const { lines, adjustmentCents } = priceShares({ priceCents: b.priceCents, priceLines: priceLinesOf(b.priceLines), extras });
  const total = money(b.priceCents, b.currency, locale);
  if (lines.length + extras.length <= 1 && adjustmentCents === 0) return total;
  const d = getDict(locale);
  const units = { minutes: d.booking.minutes, hours: d.booking.hours, hoursMinutes: d.booking.hoursMinutes };
  const cents = (c: number) => money(c, b.currency, locale);
  const parts = [
    ...lines.map(
      (l) =>
        `${fmt(d.manage.rateTimesDuration, { rate: cents(l.hourlyCents), duration: durationLabel(l.minutes, units) })}: ${cents(l.cents)}`,
    ),
    ...extras.map((e) => `${extraLineName(e, locale)}: ${cents(e.priceCents)}`),
    ...(adjustmentCents !== 0 ? [`${d.manage.priceAdjusted}: ${cents(adjustmentCents)}`] : []),
  ];
  return `${total} (${parts.join("; ")})`;
}
