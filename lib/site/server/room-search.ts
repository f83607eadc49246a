// The site's search page (docs/sites.md, Finding a room): the form's values from the page's query
// (or a default: today, the next whole hour, two hours), and findRooms' answer for them, read once
// by the page's server. A query that does not parse is the form again with a word on what to fix.
import { DateTime } from "luxon";
import { RoomSearchQuery, type RoomSearch } from "../../contract/room-search";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { errorFields, log } from "../../infra/log";
import type { SiteRecord } from "../../domain/sites";
import { findRooms } from "../../domain/availability/search";

export type RoomSearchPage = {
  values: { date: string; startTime: string; minutes: number; partySize: number | null };
  /** findRooms' answer; null before a search, or when the query was invalid or the read failed. */
  found: RoomSearch | null;
  invalid: boolean;
};

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function roomSearchPage(
  db: Db,
  clock: Clock,
  site: SiteRecord,
  query: Record<string, string | string[] | undefined>,
): Promise<RoomSearchPage> {
  const asked = ["date", "startTime", "minutes", "partySize"].some((k) => one(query[k]));
  const next = DateTime.fromJSDate(clock.now(), { zone: site.payload.studio.timezone }).plus({ hours: 1 }).startOf("hour");
  const fallback = { date: next.toISODate() ?? "", startTime: next.toFormat("HH:mm"), minutes: 120, partySize: null };
  if (!asked) return { values: fallback, found: null, invalid: false };
  const parsed = RoomSearchQuery.safeParse({
    date: one(query.date),
    startTime: one(query.startTime),
    minutes: one(query.minutes),
    partySize: one(query.partySize) || undefined,
  });
  if (!parsed.success) return { values: fallback, found: null, invalid: true };
  const values = { ...parsed.data, partySize: parsed.data.partySize ?? null };
  try {
    return { values, found: await findRooms(db, clock, site, parsed.data), invalid: false };
  } catch (e) {
    log.error("room search failed", errorFields(e));
    return { values, found: null, invalid: false };
  }
}
