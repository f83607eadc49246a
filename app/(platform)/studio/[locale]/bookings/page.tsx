// The bookings list (docs/dashboard.md, Pages): tabs (upcoming, owed, awaiting card deposit, past,
// cancelled), filters by room and dates, a search, keyset pages (the cursor travels in the URL)
// and the CSV export of the same filter. Plain links and a GET form: all of it works without script.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { ApiError } from "@/lib/contract/errors";
import { BOOKING_TABS, BookingListQuery } from "@/lib/contract/dashboard-schemas";
import { countByTab, listBookings, type BookingFilter } from "@/lib/domain/dashboard/bookings";
import { money } from "@/lib/site/client/format";
import { studioCapState } from "@/lib/domain/notifications/caps";
import { BookingFilters, BookingTabs, BookingsTable, bookingsQuery } from "@/components/studio/BookingsList";
import { MessageCapNotice } from "@/components/studio/MessageCapNotice";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { fmt, getDict, isLocale } from "@/lib/i18n";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { locale } = await params;
  return { title: getDict(isLocale(locale) ? locale : "en").studio.bookings.title };
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
  let result: Awaited<ReturnType<typeof listBookings>>;
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
  // Who owes money (docs/dashboard.md, Bookings): the owed tab's or filter's total over every page, above the list.
  const owed = result.owedTotal;
  const caps = await studioCapState(db(), clock(), actor.studioId);
  const base = `/studio/${locale}/bookings`;
  const elsewhere = counts ? BOOKING_TABS.filter((x) => x !== filter.tab && counts[x] > 0) : [];

  return (
    <div className="studio-bookings">
      <h1>{t.title}</h1>
      <MessageCapNotice states={caps} verified={studio.verified} t={dict.studio.messageCaps} />
      <BookingTabs base={base} filter={filter} counts={counts} t={t} />

      <BookingFilters base={base} filter={filter} rooms={studio.rooms} dict={dict} />
      {invalid || badCursor ? (
        <p className="alert" role="alert">
          {dict.errors.VALIDATION_ERROR}
        </p>
      ) : null}

      <p>
        <a href={`/v1/studio/bookings/export.csv${bookingsQuery(filter, { lang: locale })}`} download data-testid="csv-export">
          {t.export}
        </a>
      </p>

      {owed?.map((o) => (
        <p key={o.currency} data-testid="owed-total">
          {fmt(m.owedTotal, { amount: money(o.owedCents, o.currency, locale), count: o.bookings }, locale)}
        </p>
      ))}
      {result.items.length === 0 ? (
        <p data-testid="bookings-empty">
          {elsewhere.length
            ? fmt(m.emptyHere, {
                tabs: elsewhere.map((x) => `${t.tabs[x]} (${counts?.[x] ?? 0})`).join(", "),
              })
            : t.empty}
        </p>
      ) : (
        <BookingsTable items={result.items} tab={filter.tab} base={base} locale={locale} dict={dict} />
      )}

      <p className="studio-pager">
        {q.cursor ? <a href={`${base}${bookingsQuery(filter)}`}>{t.firstPage}</a> : null}
        {result.nextCursor ? (
          <a href={`${base}${bookingsQuery(filter, { cursor: result.nextCursor })}`} rel="next" data-testid="next-page">
            {t.nextPage} <span aria-hidden="true">→</span>
          </a>
        ) : null}
      </p>
    </div>
  );
}
