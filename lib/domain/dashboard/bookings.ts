// The dashboard's bookings list and its CSV export (docs/dashboard.md, Data).
//
// - Tabs: upcoming (confirmed, not yet ended, soonest first), owed (every booking that still owes
//   money, past or to come: the payment filter `owed` and OWED_SQL above 0; oldest debt first),
//   awaiting card deposit (`pending_payment`, soonest first), past (completed and no-show, and
//   confirmed ones that have ended; latest first), cancelled (latest first).
// - Keyset pagination on ("startsAt", id) over the (studioId, startsAt) index: a page never skips
//   or repeats a row when bookings arrive between pages. The cursor is opaque (base64url of the
//   last row's key); a cursor that does not decode is 400 VALIDATION_ERROR.
// - Dates filter the booking's own studio-local date (booking.date, as booked): no time zone
//   arithmetic can move a booking to the wrong day.
// - Search: the reference typed any way (case, spaces, no dash: bookings/reference.ts), or part of
//   the guest's name, email or contact without regard to case or accents ("martinez" finds
//   "Martínez": booking_fold in SQL, docs/decisions-bookings.md, Searching guests); a number typed
//   with spaces or dashes matches the stored E.164 phone by its digits. LIKE's wildcards in the
//   input are escaped: "%" finds a "%".
// - Payment: `owed` (something left to collect: unpaid, card payment pending, deposit paid, or a
//   refunded deposit of a booking that stands) or one stored paymentStatus.
import type { Clock } from "../../infra/clock";
import { PLAN_PER_CALL, Prisma, type DbOrTx } from "../../infra/db";
import { ApiError } from "../../contract/errors";
import { BOOKING_TABS, BOOKINGS_PAGE, PAYMENT_FILTERS, SEARCH_MAX, type PaymentFilter } from "../../contract/dashboard-schemas";
import { DateString } from "../../contract/schemas";
import { DateTime } from "luxon";
import type { Locale } from "../../contract/locales";
import { getDict } from "../../i18n";
import type { StaffActor } from "../staff/actor";
import { zoneFormatter } from "./zone-format";
import { csvFile, csvMoney, phoneCell } from "./csv";
import { OWED_SQL } from "../payments/ledger";

type BookingTab = (typeof BOOKING_TABS)[number];
export type BookingFilter = { tab: BookingTab; roomId?: string; from?: string; to?: string; q?: string; paymentStatus?: PaymentFilter };
export type BookingRow = {
  id: string;
  reference: string;
  roomId: string;
  roomName: string;
  /** Studio-local date and wall times as booked. */
  date: string;
  startTime: string;
  endTime: string;
  /** ISO 8601 with the studio's offset. */
  startsAt: string;
  guestName: string;
  /** The guest's full contact (normalized email or E.164 phone): staff call or write to guests. */
  contact: string;
  status: string;
  paymentMode: string;
  paymentStatus: string;
  priceCents: number;
  depositCents: number;
  currency: string;
  /** How many people come, when the guest said (docs/decisions-bookings.md, Party size). */
  partySize: number | null;
  /** Still to pay, cents (docs/payments.md, Payment status). */
  owedCents: number;
};

/** What the CSV adds to a row (docs/dashboard.md, CSV export); the list's answer leaves them out. */
/** What the CSV adds to a listed booking; the amounts of its extras and promo code (docs/pricing.md, Price lines). */
type CsvExtra = { channel: string; notes: string | null; createdAt: Date; extrasCents: number; discountCents: number };
type RawRow = Omit<BookingRow, "startsAt"> & CsvExtra & { startsAt: Date; timezone: string };

const DAY_MS = 86_400_000;
/**
 * The longest a session can last (a booking never crosses midnight: 25 hours on an autumn clock
 * change; the booking_length_check constraint holds it): a booking still running
 * started less than this long ago, so the upcoming tab reads the index from there on, and costs
 * its page, not the studio's history (docs/decisions-time.md, Longest session).
 */
const LONGEST_SESSION_MS = 25 * 3_600_000;
const ASCENDING: Record<BookingTab, boolean> = { upcoming: true, owed: true, pending_payment: true, past: false, cancelled: false };

/** `%`, `_` and the escape character itself, escaped for LIKE/ILIKE (backslash is PostgreSQL's default escape). */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

function encodeCursor(startsAt: Date, id: string): string {
  return Buffer.from(`${startsAt.getTime()}.${id}`, "utf8").toString("base64url");
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function decodeCursor(cursor: string): { startsAt: Date; id: string } {
  const m = /^(\d{1,15})\.(.+)$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!m || !UUID_RE.test(m[2])) throw new ApiError("VALIDATION_ERROR", "cursor: invalid; use nextCursor from the previous page");
  return { startsAt: new Date(Number(m[1])), id: m[2] };
}

function tabWhere(tab: BookingTab, now: Date): Prisma.Sql {
  switch (tab) {
    case "upcoming":
      // "Not yet ended", written so that the planner walks (studioId, startsAt) in page order: a
      // booking starting after now has not ended; one that started in the last 25 hours is checked.
      // As "endsAt > now" beside the start bound it would multiply the two ranges' odds as if
      // independent, expect a few rows, and sort every booking to come instead of reading a page.
      return Prisma.sql`b.status = 'confirmed' AND b."startsAt" > ${new Date(now.getTime() - LONGEST_SESSION_MS)}
        AND (b."startsAt" > ${now} OR b."endsAt" > ${now})`;
    case "owed":
      // The filter's condition first, written as the partial index booking_owed_idx's so the planner reads
      // only the studio's owing bookings; OWED_SQL then drops those whose payments already cover the price.
      return Prisma.sql`${paymentWhere("owed")} AND ${OWED_SQL} > 0`;
    case "pending_payment":
      return Prisma.sql`b.status = 'pending_payment'`;
    case "past":
      return Prisma.sql`(b.status IN ('completed', 'no_show') OR (b.status = 'confirmed' AND b."endsAt" <= ${now}))`;
    case "cancelled":
      return Prisma.sql`b.status = 'cancelled'`;
  }
}

function searchWhere(q: string): Prisma.Sql | null {
  const text = q.trim();
  if (!text) return null;
  // Name, email and contact folded (lower case, no accents) on both sides, written exactly as the
  // expression of the trigram index booking_search_trgm_idx so the planner can use it.
  const ors = [
    Prisma.sql`booking_fold(b."guestName" || ' ' || coalesce(b.email, '') || ' ' || b.contact) LIKE ('%' || booking_fold(${escapeLike(text)}) || '%')`,
  ];
  // A reference typed any way: compared without its dash, so a part of it matches too.
  const ref = text.toUpperCase().replace(/[^0-9A-Z]/g, "");
  if (ref.length >= 4) ors.push(Prisma.sql`replace(b.reference, '-', '') LIKE ${`%${ref}%`}`);
  // A phone number typed with spaces, dashes, dots or brackets: its digits inside the E.164 contact;
  // "00" before a country code is the international prefix, as "+" is ("0034 612…" finds "+34612…").
  if (/^[+\d\s().-]+$/.test(text)) {
    const digits = text.replace(/\D/g, "").replace(/^00(?=[1-9])/, "");
    if (digits.length >= 3) ors.push(Prisma.sql`b.contact LIKE ${`%${digits}%`}`);
  }
  return Prisma.sql`(${Prisma.join(ors, " OR ")})`;
}

/** The filter's query, planned per call when it searches (lib/infra/db.ts PLAN_PER_CALL). */
function planned(f: BookingFilter, q: Prisma.Sql): Prisma.Sql {
  return f.q?.trim() ? Prisma.sql`${PLAN_PER_CALL}${q}` : q;
}

/** The filter as the query schema would have it (pages may call these functions with raw input). */
function checkFilter(f: BookingFilter): void {
  const bad = (field: string, why: string) => new ApiError("VALIDATION_ERROR", `${field}: ${why}`);
  if (!(BOOKING_TABS as readonly string[]).includes(f.tab)) throw bad("tab", `must be one of ${BOOKING_TABS.join(", ")}`);
  if (f.roomId !== undefined && !UUID_RE.test(f.roomId)) throw bad("roomId", "must be a room id");
  for (const k of ["from", "to"] as const)
    if (f[k] !== undefined && !DateString.safeParse(f[k]).success) throw bad(k, "must be a date YYYY-MM-DD");
  if (f.q !== undefined && f.q.length > SEARCH_MAX) throw bad("q", `must be at most ${SEARCH_MAX} characters`);
  if (f.paymentStatus !== undefined && !(PAYMENT_FILTERS as readonly string[]).includes(f.paymentStatus))
    throw bad("paymentStatus", `must be one of ${PAYMENT_FILTERS.join(", ")}`);
}

function paymentWhere(p: PaymentFilter): Prisma.Sql {
  // A refunded deposit still leaves the rest owed while the booking stands (lib/contract/booking-money.ts).
  return p === "owed"
    ? Prisma.sql`(b."paymentStatus" IN ('unpaid', 'pending', 'deposit_paid')
                  OR (b."paymentStatus" = 'refunded' AND b.status IN ('confirmed', 'completed', 'no_show')))`
    : Prisma.sql`b."paymentStatus" = ${p}`;
}

/** The filter's conditions but the tab's and the page's: shared by the pages and the per-tab counts. */
function filterWhere(actor: StaffActor, f: BookingFilter): Prisma.Sql[] {
  const where: Prisma.Sql[] = [Prisma.sql`b."studioId" = ${actor.studioId}::uuid`];
  if (f.roomId) where.push(Prisma.sql`b."roomId" = ${f.roomId}::uuid`);
  // The date column decides; the padded instant bounds only let the index skip what cannot match.
  if (f.from) where.push(Prisma.sql`b.date >= ${f.from} AND b."startsAt" >= ${new Date(Date.parse(`${f.from}T00:00:00Z`) - DAY_MS)}`);
  if (f.to) where.push(Prisma.sql`b.date <= ${f.to} AND b."startsAt" < ${new Date(Date.parse(`${f.to}T00:00:00Z`) + 2 * DAY_MS)}`);
  if (f.paymentStatus) where.push(paymentWhere(f.paymentStatus));
  const search = f.q ? searchWhere(f.q) : null;
  if (search) where.push(search);
  return where;
}

async function page(
  db: DbOrTx,
  now: Date,
  actor: StaffActor,
  f: BookingFilter,
  after: { startsAt: Date; id: string } | null,
  take: number,
): Promise<RawRow[]> {
  return db.$queryRaw<RawRow[]>(pageQuery(now, actor, f, after, take));
}

/**
 * What the first page's query reads, from PostgreSQL's plan: each scan as "Index Scan on <index>" or
 * "Seq Scan on <table>". The scale bench prints it beside the timings (docs/performance.md, Search).
 */
export async function bookingListPlan(db: DbOrTx, clock: Clock, actor: StaffActor, f: BookingFilter): Promise<string[]> {
  checkFilter(f);
  const q = pageQuery(clock.now(), actor, f, null, BOOKINGS_PAGE.default + 1);
  const [row] = await db.$queryRaw<{ "QUERY PLAN": unknown }[]>(Prisma.sql`EXPLAIN (FORMAT JSON) ${q}`);
  const scans: string[] = [];
  const isNode = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  const walk = (n: unknown) => {
    if (!isNode(n)) return;
    if (typeof n["Node Type"] === "string" && n["Node Type"].endsWith("Scan"))
      scans.push(`${n["Node Type"]} on ${String(n["Index Name"] ?? n["Relation Name"] ?? "?")}`);
    for (const child of Array.isArray(n.Plans) ? n.Plans : []) walk(child);
  };
  const plan: unknown = Array.isArray(row?.["QUERY PLAN"]) ? row["QUERY PLAN"][0] : null;
  walk(isNode(plan) ? plan.Plan : null);
  return scans;
}

function pageQuery(now: Date, actor: StaffActor, f: BookingFilter, after: { startsAt: Date; id: string } | null, take: number): Prisma.Sql {
  const asc = ASCENDING[f.tab];
  const where = [...filterWhere(actor, f), tabWhere(f.tab, now)];
  if (after)
    where.push(
      asc
        ? Prisma.sql`(b."startsAt", b.id) > (${after.startsAt}, ${after.id}::uuid)`
        : Prisma.sql`(b."startsAt", b.id) < (${after.startsAt}, ${after.id}::uuid)`,
    );
  const order = asc ? Prisma.sql`b."startsAt" ASC, b.id ASC` : Prisma.sql`b."startsAt" DESC, b.id DESC`;
  return planned(
    f,
    Prisma.sql`
    SELECT b.id, b.reference, b."roomId", r.name AS "roomName", b.date, b."startTime", b."endTime", b."startsAt",
           b."guestName", b.contact, b.status, b."paymentMode", b."paymentStatus", b."priceCents", b."depositCents",
           b.currency, b.channel, b.notes, b."createdAt", b."partySize", s.timezone, ${OWED_SQL} AS "owedCents",
           (SELECT coalesce(sum(e."priceCents"), 0)::int FROM jsonb_to_recordset(b.extras) AS e("priceCents" int)) AS "extrasCents",
           coalesce((b.promo ->> 'discountCents')::int, 0) AS "discountCents"
      FROM booking b JOIN room r ON r.id = b."roomId" JOIN studio s ON s.id = b."studioId"
     WHERE ${Prisma.join(where, " AND ")}
     ORDER BY ${order}
     LIMIT ${take}`,
  );
}

/** The rows as answered: every start written in the studio's offset (one zone per studio). */
function toRows(rows: RawRow[]): BookingRow[] {
  if (!rows.length) return [];
  const times = rows.map((r) => r.startsAt.getTime());
  const iso = zoneFormatter(rows[0].timezone, Math.min(...times), Math.max(...times));
  return rows.map(({ timezone: _tz, channel: _c, notes: _n, createdAt: _a, extrasCents: _e, discountCents: _d, ...rest }) => ({
    ...rest,
    startsAt: iso(rest.startsAt.getTime()),
  }));
}

/**
 * How many bookings of the filter each tab holds (docs/dashboard.md, Bookings): the page shows them
 * beside a search, so an empty tab points to the one that has the guest. One statement, one scan.
 */
export async function countByTab(db: DbOrTx, clock: Clock, actor: StaffActor, f: BookingFilter): Promise<Record<BookingTab, number>> {
  checkFilter(f);
  const now = clock.now();
  const [row] = await db.$queryRaw<Record<BookingTab, number>[]>(
    planned(
      f,
      Prisma.sql`
    SELECT count(*) FILTER (WHERE ${tabWhere("upcoming", now)})::int AS upcoming,
           count(*) FILTER (WHERE ${tabWhere("owed", now)})::int AS owed,
           count(*) FILTER (WHERE ${tabWhere("pending_payment", now)})::int AS pending_payment,
           count(*) FILTER (WHERE ${tabWhere("past", now)})::int AS past,
           count(*) FILTER (WHERE ${tabWhere("cancelled", now)})::int AS cancelled
      FROM booking b
     WHERE ${Prisma.join(filterWhere(actor, f), " AND ")}`,
    ),
  );
  return row;
}

type OwedTotal = { currency: string; bookings: number; owedCents: number };

/**
 * What the filter's bookings in its tab still owe, in all (every page), by currency (the list's "still to collect"
 * total): one statement over the same conditions as the pages.
 */
async function owedTotal(db: DbOrTx, now: Date, actor: StaffActor, f: BookingFilter): Promise<OwedTotal[]> {
  const where = [...filterWhere(actor, f), tabWhere(f.tab, now), Prisma.sql`${OWED_SQL} > 0`];
  return db.$queryRaw(
    planned(
      f,
      Prisma.sql`
    SELECT b.currency, count(*)::int AS bookings, sum(${OWED_SQL})::int AS "owedCents"
      FROM booking b WHERE ${Prisma.join(where, " AND ")}
     GROUP BY b.currency ORDER BY b.currency`,
    ),
  );
}

export async function listBookings(
  db: DbOrTx,
  clock: Clock,
  actor: StaffActor,
  f: BookingFilter & { cursor?: string; limit?: number },
): Promise<{ items: BookingRow[]; nextCursor: string | null; owedTotal: OwedTotal[] | null }> {
  checkFilter(f);
  const limit = Math.min(Math.max(1, Math.floor(f.limit ?? BOOKINGS_PAGE.default)), BOOKINGS_PAGE.max);
  const after = f.cursor ? decodeCursor(f.cursor) : null;
  const now = clock.now();
  const rows = await page(db, now, actor, f, after, limit + 1);
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown[shown.length - 1];
  // Who owes what (docs/dashboard.md, Bookings): a list of debts answers its total over every page beside the page.
  const owed = f.tab === "owed" || f.paymentStatus === "owed" ? await owedTotal(db, now, actor, f) : null;
  return { items: toRows(shown), nextCursor: more && last ? encodeCursor(last.startsAt, last.id) : null, owedTotal: owed };
}

// ---- CSV --------------------------------------------------------------------------------------
// Headers and values in the member's language; separator, decimal mark, quoting and the byte-order
// mark are the dashboard's CSV rules (csv.ts; docs/dashboard.md, CSV export).

type CsvRow = BookingRow & { channel: string; notes: string | null; createdAt: string; extrasCents: number; discountCents: number };

function csvColumns(locale: Locale): [string, (r: CsvRow) => string][] {
  const t = getDict(locale).money.csv;
  const d = getDict(locale).studio;
  const pick = (map: Record<string, string>, k: string) => map[k] ?? k;
  const amount = (cents: number, currency: string) => csvMoney(cents, currency, locale);
  return [
    [t.reference, (r) => r.reference],
    [t.date, (r) => r.date],
    [t.start, (r) => r.startTime],
    [t.end, (r) => r.endTime],
    [t.room, (r) => r.roomName],
    [t.guest, (r) => r.guestName],
    [t.contact, (r) => (r.channel === "phone" ? phoneCell(r.contact) : r.contact)],
    [t.channel, (r) => pick(t.channels, r.channel)],
    [t.status, (r) => pick(d.statusValues, r.status)],
    // The stored mode is `card`; the dashboard's words call it a card deposit.
    [t.paymentMode, (r) => pick(d.paymentModes, r.paymentMode === "card" ? "card_deposit" : r.paymentMode)],
    [t.paymentStatus, (r) => pick(d.paymentValues, r.paymentStatus)],
    [t.price, (r) => amount(r.priceCents, r.currency)],
    [t.deposit, (r) => amount(r.depositCents, r.currency)],
    [t.currency, (r) => r.currency],
    [t.createdAt, (r) => r.createdAt],
    [t.notes, (r) => r.notes ?? ""],
    [t.people, (r) => (r.partySize === null ? "" : String(r.partySize))],
    // Appended, so a sheet that reads the columns before by position keeps working: in the price, its extras and what its code took off.
    [t.extras, (r) => amount(r.extrasCents, r.currency)],
    [t.discount, (r) => amount(r.discountCents, r.currency)],
  ];
}

const CSV_BATCH = 500;

/** The export's file name: the tab and the studio's own today (its zone, not UTC: late at night they differ). */
export async function exportFileName(db: DbOrTx, clock: Clock, actor: StaffActor, tab: string): Promise<string> {
  const { timezone } = await db.studio.findUniqueOrThrow({ where: { id: actor.studioId }, select: { timezone: true } });
  return `bookings-${tab}-${DateTime.fromJSDate(clock.now(), { zone: timezone }).toISODate()}.csv`;
}

/**
 * Every booking of the filter in CSV (CRLF line ends, a header row), in the tab's order, in the
 * dashboard's language (the member's own unless the page says). Read in keyset batches, so a studio with years of bookings never holds one
 * huge result set.
 */
export async function bookingsCsv(
  db: DbOrTx,
  clock: Clock,
  actor: StaffActor,
  f: BookingFilter,
  locale: Locale = actor.locale,
): Promise<string> {
  checkFilter(f);
  const now = clock.now();
  const columns = csvColumns(locale);
  const body: string[][] = [];
  let after: { startsAt: Date; id: string } | null = null;
  for (;;) {
    const rows = await page(db, now, actor, f, after, CSV_BATCH);
    const shown = toRows(rows);
    rows.forEach((raw, i) => {
      const row: CsvRow = {
        ...shown[i],
        channel: raw.channel,
        notes: raw.notes,
        createdAt: DateTime.fromJSDate(raw.createdAt, { zone: raw.timezone }).toFormat("yyyy-MM-dd HH:mm"),
        extrasCents: raw.extrasCents,
        discountCents: raw.discountCents,
      };
      body.push(columns.map(([, get]) => get(row)));
    });
    if (rows.length < CSV_BATCH) break;
    const last = rows[rows.length - 1];
    after = { startsAt: last.startsAt, id: last.id };
  }
  return csvFile(
    locale,
    columns.map(([h]) => h),
    body,
  );
}
