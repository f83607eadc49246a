// The dashboard's bookings list and its CSV export (docs/dashboard.md, Data).
//
// - Tabs: upcoming (confirmed, not yet ended, soonest first), pending payment (soonest first),
//   past (completed and no-show, and confirmed ones that have ended; latest first), cancelled
//   (latest first).
// - Keyset pagination on ("startsAt", id) over the (studioId, startsAt) index: a page never skips
//   or repeats a row when bookings arrive between pages. The cursor is opaque (base64url of the
//   last row's key); a cursor that does not decode is 400 VALIDATION_ERROR.
// - Dates filter the booking's own studio-local date (booking.date, as booked): no time zone
//   arithmetic can move a booking to the wrong day.
// - Search: the reference typed any way (case, spaces, no dash: bookings/reference.ts), or part of
//   the guest's name, email or contact; a number typed with spaces or dashes matches the stored
//   E.164 phone by its digits. LIKE's wildcards in the input are escaped: "%" finds a "%".
import type { Clock } from "../../infra/clock";
import { Prisma, type DbOrTx } from "../../infra/db";
import { ApiError } from "../../contract/errors";
import { BOOKING_TABS, BOOKINGS_PAGE, SEARCH_MAX } from "../../contract/dashboard-schemas";
import { DateString } from "../../contract/schemas";
import type { StaffActor } from "../staff/actor";
import { zoneFormatter } from "./zone-format";

type BookingTab = "upcoming" | "pending_payment" | "past" | "cancelled";
export type BookingFilter = { tab: BookingTab; roomId?: string; from?: string; to?: string; q?: string };
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
};

type RawRow = Omit<BookingRow, "startsAt"> & { startsAt: Date; timezone: string };

const DAY_MS = 86_400_000;
/**
 * The longest a session can last (a booking never crosses midnight: 25 hours on an autumn clock
 * change; the booking_length_check constraint holds it): a booking still running
 * started less than this long ago, so the upcoming tab reads the index from there on, and costs
 * its page, not the studio's history (docs/decisions-time.md, Longest session).
 */
const LONGEST_SESSION_MS = 25 * 3_600_000;
const ASCENDING: Record<BookingTab, boolean> = { upcoming: true, pending_payment: true, past: false, cancelled: false };

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
  const like = `%${escapeLike(text)}%`;
  const ors = [Prisma.sql`b."guestName" ILIKE ${like}`, Prisma.sql`b.email ILIKE ${like}`, Prisma.sql`b.contact ILIKE ${like}`];
  // A reference typed any way: compared without its dash, so a part of it matches too.
  const ref = text.toUpperCase().replace(/[^0-9A-Z]/g, "");
  if (ref.length >= 4) ors.push(Prisma.sql`replace(b.reference, '-', '') LIKE ${`%${ref}%`}`);
  // A phone number typed with spaces, dashes, dots or brackets: its digits inside the E.164 contact.
  if (/^[+\d\s().-]+$/.test(text)) {
    const digits = text.replace(/\D/g, "");
    if (digits.length >= 3) ors.push(Prisma.sql`b.contact LIKE ${`%${digits}%`}`);
  }
  return Prisma.sql`(${Prisma.join(ors, " OR ")})`;
}

/** The filter as the query schema would have it (pages may call these functions with raw input). */
function checkFilter(f: BookingFilter): void {
  const bad = (field: string, why: string) => new ApiError("VALIDATION_ERROR", `${field}: ${why}`);
  if (!(BOOKING_TABS as readonly string[]).includes(f.tab)) throw bad("tab", `must be one of ${BOOKING_TABS.join(", ")}`);
  if (f.roomId !== undefined && !UUID_RE.test(f.roomId)) throw bad("roomId", "must be a room id");
  for (const k of ["from", "to"] as const)
    if (f[k] !== undefined && !DateString.safeParse(f[k]).success) throw bad(k, "must be a date YYYY-MM-DD");
  if (f.q !== undefined && f.q.length > SEARCH_MAX) throw bad("q", `must be at most ${SEARCH_MAX} characters`);
}

async function page(
  db: DbOrTx,
  now: Date,
  actor: StaffActor,
  f: BookingFilter,
  after: { startsAt: Date; id: string } | null,
  take: number,
): Promise<RawRow[]> {
  const asc = ASCENDING[f.tab];
  const where: Prisma.Sql[] = [Prisma.sql`b."studioId" = ${actor.studioId}::uuid`, tabWhere(f.tab, now)];
  if (f.roomId) where.push(Prisma.sql`b."roomId" = ${f.roomId}::uuid`);
  // The date column decides; the padded instant bounds only let the index skip what cannot match.
  if (f.from) where.push(Prisma.sql`b.date >= ${f.from} AND b."startsAt" >= ${new Date(Date.parse(`${f.from}T00:00:00Z`) - DAY_MS)}`);
  if (f.to) where.push(Prisma.sql`b.date <= ${f.to} AND b."startsAt" < ${new Date(Date.parse(`${f.to}T00:00:00Z`) + 2 * DAY_MS)}`);
  const search = f.q ? searchWhere(f.q) : null;
  if (search) where.push(search);
  if (after)
    where.push(
      asc
        ? Prisma.sql`(b."startsAt", b.id) > (${after.startsAt}, ${after.id}::uuid)`
        : Prisma.sql`(b."startsAt", b.id) < (${after.startsAt}, ${after.id}::uuid)`,
    );
  const order = asc ? Prisma.sql`b."startsAt" ASC, b.id ASC` : Prisma.sql`b."startsAt" DESC, b.id DESC`;
  return db.$queryRaw<RawRow[]>`
    SELECT b.id, b.reference, b."roomId", r.name AS "roomName", b.date, b."startTime", b."endTime", b."startsAt",
           b."guestName", b.contact, b.status, b."paymentMode", b."paymentStatus", b."priceCents", b."depositCents",
           b.currency, b."partySize", s.timezone
      FROM booking b JOIN room r ON r.id = b."roomId" JOIN studio s ON s.id = b."studioId"
     WHERE ${Prisma.join(where, " AND ")}
     ORDER BY ${order}
     LIMIT ${take}`;
}

/** The rows as answered: every start written in the studio's offset (one zone per studio). */
function toRows(rows: RawRow[]): BookingRow[] {
  if (!rows.length) return [];
  const times = rows.map((r) => r.startsAt.getTime());
  const iso = zoneFormatter(rows[0].timezone, Math.min(...times), Math.max(...times));
  return rows.map(({ timezone: _tz, ...rest }) => ({ ...rest, startsAt: iso(rest.startsAt.getTime()) }));
}

export async function listBookings(
  db: DbOrTx,
  clock: Clock,
  actor: StaffActor,
  f: BookingFilter & { cursor?: string; limit?: number },
): Promise<{ items: BookingRow[]; nextCursor: string | null }> {
  checkFilter(f);
  const limit = Math.min(Math.max(1, Math.floor(f.limit ?? BOOKINGS_PAGE.default)), BOOKINGS_PAGE.max);
  const after = f.cursor ? decodeCursor(f.cursor) : null;
  const rows = await page(db, clock.now(), actor, f, after, limit + 1);
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown[shown.length - 1];
  return { items: toRows(shown), nextCursor: more && last ? encodeCursor(last.startsAt, last.id) : null };
}

// ---- CSV --------------------------------------------------------------------------------------

const CSV_COLUMNS: [string, (r: BookingRow) => string | number][] = [
  ["Reference", (r) => r.reference],
  ["Date", (r) => r.date],
  ["Start", (r) => r.startTime],
  ["End", (r) => r.endTime],
  ["Room", (r) => r.roomName],
  ["Guest", (r) => r.guestName],
  ["Contact", (r) => r.contact],
  ["Status", (r) => r.status],
  ["Payment mode", (r) => r.paymentMode],
  ["Payment status", (r) => r.paymentStatus],
  ["Price", (r) => money(r.priceCents, r.currency)],
  ["Deposit", (r) => money(r.depositCents, r.currency)],
  ["Currency", (r) => r.currency],
  ["People", (r) => r.partySize ?? ""],
];

/** Minor units as a decimal amount in the currency's own number of decimals (EUR 12.50, JPY 1250). */
function money(cents: number, currency: string): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    /* an unknown code keeps two decimals */
  }
  return (cents / 10 ** digits).toFixed(digits);
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. A text
 * that a spreadsheet would run as a formula (starting with = + - @, or a tab or CR that some
 * spreadsheets skip before one) gets a leading apostrophe, so a guest's name like
 * `=HYPERLINK(…)` stays text (OWASP, CSV injection). Phone numbers (+34…) get it too: they stay
 * readable and cannot be mistaken for arithmetic.
 */
export function csvField(v: string | number): string {
  let s = String(v);
  if (typeof v === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const CSV_BATCH = 500;

/**
 * Every booking of the filter as CSV (RFC 4180: CRLF line ends, a header row), in the tab's order.
 * Read in keyset batches, so a studio with years of bookings never holds one huge result set.
 */
export async function bookingsCsv(db: DbOrTx, clock: Clock, actor: StaffActor, f: BookingFilter): Promise<string> {
  checkFilter(f);
  const now = clock.now();
  const lines = [CSV_COLUMNS.map(([h]) => csvField(h)).join(",")];
  let after: { startsAt: Date; id: string } | null = null;
  for (;;) {
    const rows = await page(db, now, actor, f, after, CSV_BATCH);
    for (const row of toRows(rows)) lines.push(CSV_COLUMNS.map(([, get]) => csvField(get(row))).join(","));
    if (rows.length < CSV_BATCH) break;
    const last = rows[rows.length - 1];
    after = { startsAt: last.startsAt, id: last.id };
  }
  return `${lines.join("\r\n")}\r\n`;
}
