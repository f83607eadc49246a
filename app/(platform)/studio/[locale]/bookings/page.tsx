// The bookings list (docs/dashboard.md, Pages): tabs (upcoming, pending payment, past,
// cancelled), filters by room and dates, a search, keyset pages (the cursor travels in the URL)
// and the CSV export of the same filter. Plain links and a GET form: all of it works without script.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { ApiError } from "@/lib/contract/errors";
import { BOOKING_TABS, BookingListQuery, PAYMENT_FILTERS } from "@/lib/contract/dashboard-schemas";
import { countByTab, listBookings, type BookingFilter, type BookingRow } from "@/lib/domain/dashboard/bookings";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { fmt, getDict, isLocale, type Catalog, type Locale } from "@/lib/i18n";
import { longDate, money } from "@/lib/site/client/format";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { locale } = await params;
  return { title: getDict(isLocale(locale) ? locale : "en").studio.bookings.title };
}

/** The filter as a query string (empty values left out), for tabs, pages and the export. */
function query(f: BookingFilter, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, ...extra })) if (typeof v === "string" && v !== "") p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : "";
}

function single(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

export default async function BookingsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const actor = await currentStaff();
  const studio = await currentStudio();
  const dict = getDict(locale);
  const t = dict.studio.bookings;
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, single(v)]));
  // An unreadable filter (a hand-edited URL) falls back to its tab alone rather than failing the page.
  const parsed = BookingListQuery.safeParse(raw);
  const invalid = !parsed.success;
  const q = parsed.success ? parsed.data : BookingListQuery.parse({ tab: BOOKING_TABS.find((x) => x === raw.tab) });
  const filter: BookingFilter = { tab: q.tab, roomId: q.roomId, from: q.from, to: q.to, q: q.q, paymentStatus: q.paymentStatus };
  const m = getDict(locale).money;
  let result: { items: BookingRow[]; nextCursor: string | null };
  let badCursor = false;
  try {
    result = await listBookings(db(), clock(), actor, { ...filter, cursor: q.cursor, limit: q.limit });
  } catch (e) {
    if (!(e instanceof ApiError && e.code === "VALIDATION_ERROR")) throw e;
    badCursor = true;
    result = await listBookings(db(), clock(), actor, filter);
  }
  // A search covers every tab (docs/dashboard.md, Bookings): each tab says how many match.
  const counts = filter.q ? await countByTab(db(), clock(), actor, filter) : null;
  const base = `/studio/${locale}/bookings`;
  const tabName = t.tabs[filter.tab];
  const elsewhere = counts ? BOOKING_TABS.filter((x) => x !== filter.tab && counts[x] > 0) : [];

  return (
    <div className="studio-bookings">
      <h1>{t.title}</h1>
      <nav aria-label={t.tabsLabel} className="studio-tabs">
        <ul>
          {BOOKING_TABS.map((tab) => (
            <li key={tab}>
              <a href={`${base}${query({ ...filter, tab })}`} aria-current={tab === filter.tab ? "page" : undefined} data-tab={tab}>
                {t.tabs[tab]}
                {counts ? (
                  <>
                    {" "}
                    <span className="badge" data-testid={`tab-count-${tab}`}>
                      {counts[tab]}
                    </span>
                  </>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <form method="get" action={base} className="studio-filters" aria-labelledby="filters-title">
        <h2 id="filters-title" className="visually-hidden">
          {t.filters}
        </h2>
        <input type="hidden" name="tab" value={filter.tab} />
        <div className="field">
          <label htmlFor="f-room">{t.room}</label>
          <select id="f-room" name="roomId" defaultValue={filter.roomId ?? ""}>
            <option value="">{t.allRooms}</option>
            {studio.rooms.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-payment">{m.paymentFilter}</label>
          <select id="f-payment" name="paymentStatus" defaultValue={filter.paymentStatus ?? ""}>
            <option value="">{m.paymentAny}</option>
            {PAYMENT_FILTERS.map((p) => (
              <option key={p} value={p}>
                {p === "owed" ? m.paymentOwed : dict.studio.paymentValues[p]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-from">{t.from}</label>
          <input id="f-from" name="from" type="date" defaultValue={filter.from ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="f-to">{t.to}</label>
          <input id="f-to" name="to" type="date" defaultValue={filter.to ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="f-q">{t.search}</label>
          <input id="f-q" name="q" type="search" maxLength={100} defaultValue={filter.q ?? ""} aria-describedby="f-q-hint" />
          <p className="hint" id="f-q-hint">
            {t.searchHint}
          </p>
        </div>
        <div className="actions">
          <button type="submit" className="btn">
            {t.apply}
          </button>
          <a href={`${base}${query({ tab: filter.tab })}`}>{t.clear}</a>
        </div>
      </form>
      {invalid || badCursor ? (
        <p className="alert" role="alert">
          {dict.errors.VALIDATION_ERROR}
        </p>
      ) : null}

      <p>
        <a href={`/v1/studio/bookings/export.csv${query(filter, { lang: locale })}`} download data-testid="csv-export">
          {t.export}
        </a>
      </p>

      {result.items.length === 0 ? (
        <p data-testid="bookings-empty">
          {elsewhere.length
            ? fmt(m.emptyHere, {
                tabs: elsewhere.map((x) => `${t.tabs[x]} (${counts?.[x] ?? 0})`).join(", "),
              })
            : t.empty}
        </p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="bookings-caption" tabIndex={0}>
          <table className="studio-table" data-testid="bookings-table">
            <caption id="bookings-caption">{fmt(t.caption, { tab: tabName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t.reference}</th>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.room}</th>
                <th scope="col">{t.guest}</th>
                <th scope="col">{t.contact}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.payment}</th>
                <th scope="col" className="num">
                  {t.price}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.items.map((b) => (
                <Row key={b.id} b={b} href={`${base}/${b.id}`} locale={locale} dict={dict} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      <p className="studio-pager">
        {q.cursor ? <a href={`${base}${query(filter)}`}>{t.firstPage}</a> : null}
        {result.nextCursor ? (
          <a href={`${base}${query(filter, { cursor: result.nextCursor })}`} rel="next" data-testid="next-page">
            {t.nextPage} <span aria-hidden="true">→</span>
          </a>
        ) : null}
      </p>
    </div>
  );
}

function Row({ b, href, locale, dict }: { b: BookingRow; href: string; locale: Locale; dict: Catalog }) {
  const t = dict.studio;
  return (
    <tr data-reference={b.reference}>
      <th scope="row">
        <a href={href} className="reference-link">
          {b.reference}
        </a>
      </th>
      <td data-label={t.bookings.when}>
        {longDate(b.date, locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" })}, {b.startTime}–{b.endTime}
      </td>
      <td data-label={t.bookings.room}>{b.roomName}</td>
      <td data-label={t.bookings.guest}>{b.guestName}</td>
      <td className="contact" data-label={t.bookings.contact}>
        {b.contact}
      </td>
      <td data-label={t.bookings.status}>{t.statusValues[b.status as keyof typeof t.statusValues] ?? b.status}</td>
      <td data-label={t.bookings.payment}>
        <span className={`badge payment-${b.paymentStatus}`}>
          {t.paymentValues[b.paymentStatus as keyof typeof t.paymentValues] ?? b.paymentStatus}
        </span>
      </td>
      <td className="num" data-label={t.bookings.price}>
        {money(b.priceCents, b.currency, locale)}
      </td>
    </tr>
  );
}
