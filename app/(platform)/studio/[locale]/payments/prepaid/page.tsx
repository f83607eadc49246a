// Prepaid hours (docs/prepaid-hours.md): the studio's packs, each with what it sells and how many
// were sold, and for owners a button to stop or resume its sale and a form for a new one; the form
// that sells a pack at the desk (owners and staff: the code shows once, after the sale); and the
// codes sold, each with its hours left and its expiry in the studio's zone. Unlike the payments
// page above it, staff may open it: they sell packs at the desk.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HourPackForm } from "@/components/studio/prepaid/HourPackForm";
import { HourPackToggle } from "@/components/studio/prepaid/HourPackToggle";
import { HourPassSaleForm } from "@/components/studio/prepaid/HourPassSaleForm";
import type { HourPack, HourPass } from "@/lib/contract/prepaid";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { hourPacks, hourPasses } from "@/lib/domain/prepaid/studio";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { BCP47, fmt, getDict, isLocale, type Catalog, type Locale } from "@/lib/i18n";
import { money } from "@/lib/i18n/core";
import { numberFormat } from "@/lib/i18n/intl";
import { instant } from "@/lib/site/client/format";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: getDict(isLocale(locale) ? locale : "en").prepaid.dashboard.title };
}

/** Minutes as hours in the page's language: 90 → "1.5" (en), "1,5" (es, ca). */
const hoursOf = (minutes: number, locale: Locale) => numberFormat(BCP47[locale], { maximumFractionDigits: 2 }).format(minutes / 60);

export default async function PrepaidPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const actor = await currentStaff();
  const owner = actor.role === "owner";
  const studio = await currentStudio();
  const dict = getDict(locale);
  const t = dict.prepaid.dashboard;
  const [packs, passes, rooms] = await Promise.all([
    hourPacks.list(db(), actor),
    hourPasses.list(db(), clock(), actor),
    // Every room, active or not: a pack may name a room since deactivated.
    db().room.findMany({
      where: { studioId: actor.studioId },
      orderBy: [{ active: "desc" }, { position: "asc" }],
      select: { id: true, name: true, currency: true },
    }),
  ]);
  const roomNames = new Map(rooms.map((r) => [r.id, r.name]));
  // A new pack is priced in the studio's currency: its rooms' (as the API sets it).
  const currency = rooms[0]?.currency ?? "EUR";
  const hoursLabel = (minutes: number) => fmt(dict.booking.hours, { count: hoursOf(minutes, locale) }, locale);
  return (
    <div className="studio-page" data-testid="prepaid-page">
      {owner ? (
        <p>
          <a href={`/studio/${locale}/payments`}>← {dict.payments.title}</a>
        </p>
      ) : null}
      <h1>{t.title}</h1>
      <section aria-labelledby="packs-title" className="studio-section" data-testid="hour-packs">
        <h2 id="packs-title">{t.packs}</h2>
        {packs.length === 0 ? (
          <p>{t.noPacks}</p>
        ) : (
          <PacksTable packs={packs} roomNames={roomNames} owner={owner} locale={locale} dict={dict} />
        )}
        {owner ? (
          <HourPackForm
            rooms={studio.rooms.map((r) => ({ id: r.id, name: r.name }))}
            currency={currency}
            t={t}
            badAmount={dict.money.bookingPayments.badAmount}
            studio={dict.studio}
            errors={dict.errors}
          />
        ) : null}
      </section>
      <section aria-labelledby="hour-pass-sell" className="studio-section">
        <HourPassSaleForm
          packs={packs
            .filter((p) => p.active)
            .map((p) => ({ id: p.id, name: p.name, hours: hoursLabel(p.minutes), priceCents: p.priceCents, currency: p.currency }))}
          locale={locale}
          t={t}
          methods={dict.money.bookingPayments.methods}
          studio={dict.studio}
          errors={dict.errors}
        />
      </section>
      <section aria-labelledby="passes-title" className="studio-section" data-testid="hour-passes">
        <h2 id="passes-title">{t.passes}</h2>
        {passes.length === 0 ? <p>{t.noPasses}</p> : <PassesTable passes={passes} zone={studio.timezone} locale={locale} dict={dict} />}
      </section>
    </div>
  );
}

/** The packs, each with its terms and sales; an owner's button stops or resumes its sale. */
function PacksTable(props: { packs: HourPack[]; roomNames: Map<string, string>; owner: boolean; locale: Locale; dict: Catalog }) {
  const { locale, dict } = props;
  const t = dict.prepaid.dashboard;
  const roomsOf = (p: HourPack) =>
    p.roomIds.length === 0
      ? t.allRooms
      : p.roomIds
          .map((id) => props.roomNames.get(id))
          .filter((n): n is string => n !== undefined)
          .join(", ");
  return (
    <div className="table-scroll" role="region" aria-labelledby="packs-title" tabIndex={0}>
      <table className="studio-table" data-testid="hour-packs-table">
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col" className="num">
              {t.hours}
            </th>
            <th scope="col" className="num">
              {t.price}
            </th>
            <th scope="col" className="num">
              {t.validDays}
            </th>
            <th scope="col">{t.rooms}</th>
            <th scope="col">{t.active}</th>
            <th scope="col" className="num">
              {t.sold}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.packs.map((p) => (
            <tr key={p.id} data-pack={p.id}>
              <th scope="row" dir="auto">
                {p.name}
              </th>
              <td data-label={t.hours} className="num">
                {hoursOf(p.minutes, locale)}
              </td>
              <td data-label={t.price} className="num">
                {money(p.priceCents, p.currency, locale)}
              </td>
              <td data-label={t.validDays} className="num">
                {p.validDays}
              </td>
              <td data-label={t.rooms} dir="auto">
                {roomsOf(p)}
              </td>
              <td data-label={t.active}>
                {p.active ? t.yes : t.no}{" "}
                {props.owner ? (
                  <HourPackToggle
                    pack={{ id: p.id, name: p.name, active: p.active }}
                    t={{ activate: t.activate, deactivate: t.deactivate, changed: t.changed }}
                    studio={dict.studio}
                    errors={dict.errors}
                  />
                ) : null}
              </td>
              <td data-label={t.sold} className="num">
                {p.passesSold}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The codes sold, newest first: the code's tail, the buyer, the pack, the hours left and the dates. */
function PassesTable({ passes, zone, locale, dict }: { passes: HourPass[]; zone: string; locale: Locale; dict: Catalog }) {
  const t = dict.prepaid.dashboard;
  const day = (iso: string) => instant(iso, zone, locale, { dateStyle: "medium" });
  return (
    <div className="table-scroll" role="region" aria-labelledby="passes-title" tabIndex={0}>
      <table className="studio-table" data-testid="hour-passes-table">
        <thead>
          <tr>
            <th scope="col">{t.code}</th>
            <th scope="col">{t.buyer}</th>
            <th scope="col">{t.pack}</th>
            <th scope="col">{t.left}</th>
            <th scope="col">{t.expiresOn}</th>
            <th scope="col">{t.soldOn}</th>
          </tr>
        </thead>
        <tbody>
          {passes.map((s) => (
            <tr key={s.id} data-pass={s.id}>
              <th scope="row">
                <code>{`···${s.codeTail}`}</code>
              </th>
              <td data-label={t.buyer} dir="auto">
                {s.buyerName}
                {s.buyerEmail ? <span className="hint"> {s.buyerEmail}</span> : null}
              </td>
              <td data-label={t.pack} dir="auto">
                {s.packName}
              </td>
              <td data-label={t.left}>
                {fmt(dict.prepaid.page.of, { hours: hoursOf(s.balanceMinutes, locale), total: hoursOf(s.minutes, locale) }, locale)}
              </td>
              <td data-label={t.expiresOn}>{s.expired ? `${t.expiredOn}: ${day(s.expiresAt)}` : day(s.expiresAt)}</td>
              <td data-label={t.soldOn}>{day(s.soldAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
