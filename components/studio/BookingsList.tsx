// The bookings list's parts (docs/dashboard.md, Pages): the tabs, the filter form and the table of
// app/(platform)/studio/[locale]/bookings/page.tsx. Server components: plain links and a GET form.
import type { Locale } from "@/lib/contract/locales";
import { BOOKING_TABS, PAYMENT_FILTERS, type PaymentFilter } from "@/lib/contract/dashboard-schemas";
import { fmt, type Catalog } from "@/lib/i18n";
import { longDate, money } from "@/lib/site/client/format";

type Tab = (typeof BOOKING_TABS)[number];
/** lib/domain/dashboard/bookings.ts BookingFilter, as the page passes it (components read no domain code). */
type Filter = { tab: Tab; roomId?: string; from?: string; to?: string; q?: string; paymentStatus?: PaymentFilter };
/** A row of lib/domain/dashboard/bookings.ts listBookings, the fields the table shows. */
type Row = {
  id: string;
  reference: string;
  date: string;
  startTime: string;
  endTime: string;
  roomName: string;
  guestName: string;
  contact: string;
  status: string;
  paymentStatus: string;
  priceCents: number;
  /** Still to pay (docs/payments.md, Payment status). */
  owedCents: number;
  currency: string;
};

/** The filter as a query string (empty values left out), for tabs, pages and the export. */
export function bookingsQuery(f: Filter, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, ...extra })) if (typeof v === "string" && v !== "") p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : "";
}

export function BookingTabs({
  base,
  filter,
  counts,
  t,
}: {
  base: string;
  filter: Filter;
  counts: Record<Tab, number> | null;
  t: Catalog["studio"]["bookings"];
}) {
  return (
    <nav aria-label={t.tabsLabel} className="studio-tabs">
      <ul>
        {BOOKING_TABS.map((tab) => (
          <li key={tab}>
            <a href={`${base}${bookingsQuery({ ...filter, tab })}`} aria-current={tab === filter.tab ? "page" : undefined} data-tab={tab}>
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
  );
}

type FiltersProps = { base: string; filter: Filter; rooms: { id: string; name: string }[]; dict: Catalog };

export function BookingFilters({ base, filter, rooms, dict }: FiltersProps) {
  const t = dict.studio.bookings;
  const m = dict.money;
  return (
    <form method="get" action={base} className="studio-filters" aria-labelledby="filters-title">
      <h2 id="filters-title" className="visually-hidden">
        {t.filters}
      </h2>
      <input type="hidden" name="tab" value={filter.tab} />
      <div className="field">
        <label htmlFor="f-room">{t.room}</label>
        <select id="f-room" name="roomId" defaultValue={filter.roomId ?? ""}>
          <option value="">{t.allRooms}</option>
          {rooms.map((r) => (
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
        <a href={`${base}${bookingsQuery({ tab: filter.tab })}`}>{t.clear}</a>
      </div>
    </form>
  );
}

export function BookingsTable({ items, tab, base, locale, dict }: { items: Row[]; tab: Tab; base: string; locale: Locale; dict: Catalog }) {
  const t = dict.studio.bookings;
  // The owed tab is a list of debts: what each still owes in a column of its own, beside the price.
  const owedColumn = tab === "owed";
  return (
    <div className="table-scroll" role="region" aria-labelledby="bookings-caption" tabIndex={0}>
      <table className="studio-table" data-testid="bookings-table">
        <caption id="bookings-caption">{fmt(t.caption, { tab: t.tabs[tab] })}</caption>
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
            {owedColumn ? (
              <th scope="col" className="num">
                {t.owed}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {items.map((b) => (
            <BookingRow key={b.id} b={b} href={`${base}/${b.id}`} locale={locale} dict={dict} owedColumn={owedColumn} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = { b: Row; href: string; locale: Locale; dict: Catalog; owedColumn: boolean };

function BookingRow({ b, href, locale, dict, owedColumn }: RowProps) {
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
      <td data-label={t.bookings.guest}>
        {/* The guest's profile (docs/guests.md, The profile): a search by name, contact or reference leads to the person. */}
        <a href={`/studio/${locale}/guests/of/${b.id}`} data-testid="row-guest">
          {b.guestName}
        </a>
      </td>
      <td className="contact" data-label={t.bookings.contact}>
        {b.contact}
      </td>
      <td data-label={t.bookings.status}>{t.statusValues[b.status as keyof typeof t.statusValues] ?? b.status}</td>
      <td data-label={t.bookings.payment}>
        <span className={`badge payment-${b.paymentStatus}`}>
          {t.paymentValues[b.paymentStatus as keyof typeof t.paymentValues] ?? b.paymentStatus}
        </span>
        {b.owedCents > 0 && !owedColumn ? (
          <span className="hint" data-testid="row-owed">
            {" "}
            {fmt(dict.money.owedRow, { amount: money(b.owedCents, b.currency, locale) })}
          </span>
        ) : null}
      </td>
      <td className="num" data-label={t.bookings.price}>
        {money(b.priceCents, b.currency, locale)}
      </td>
      {owedColumn ? (
        <td className="num" data-label={t.bookings.owed} data-testid="row-owed">
          {money(b.owedCents, b.currency, locale)}
        </td>
      ) : null}
    </tr>
  );
}
