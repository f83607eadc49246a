// Finding a room on the studio's site (docs/sites.md, Finding a room): a plain GET form (it works
// before and without JavaScript) to the site's search page, and that page's answer: the rooms free
// for the day, start and length asked, each a link to its booking steps with the time chosen, and
// where a room is not free, why, and its nearest free starts as links. The answer is findRooms'
// (GET /v1/public/sites/{slug}/room-search), read by the page's server.
import type { Locale, PublicSite } from "@/lib/contract/schemas";
import type { RoomSearch as Found } from "@/lib/contract/room-search";
import { fmt, type Catalog } from "@/lib/i18n";
import { durationLabel } from "@/lib/i18n/duration";
import { longDate, money } from "@/lib/site/client/format";
import { roomBookable } from "@/lib/site/server/content";

export type RoomSearchValues = { date: string; startTime: string; minutes: number; partySize: number | null };

/** The home page's form starts empty but for the length: the page is cached, so "today" would go stale. */
export const HOME_SEARCH: RoomSearchValues = { date: "", startTime: "", minutes: 120, partySize: null };

/** The lengths the form offers: every half hour from the shortest room minimum to the longest maximum (12 h at most). */
function lengths(site: PublicSite): number[] {
  const rooms = site.rooms.filter((r) => roomBookable(site, r));
  const min = Math.min(...rooms.map((r) => r.minMinutes));
  const max = Math.min(720, Math.max(...rooms.map((r) => r.maxMinutes)));
  const out: number[] = [];
  for (let m = Math.ceil(min / 30) * 30; m <= max; m += 30) out.push(m);
  return out;
}

/** Whether the site offers the search: two or more rooms guests can book. */
export const offersRoomSearch = (site: PublicSite) => site.rooms.filter((r) => roomBookable(site, r)).length >= 2;

export function RoomSearchForm({
  site,
  locale,
  dict,
  values,
  level = 2,
}: {
  site: PublicSite;
  locale: Locale;
  dict: Catalog;
  values: RoomSearchValues;
  /** Its title's level: 3 inside the home page's rooms section. */
  level?: 2 | 3;
}) {
  const t = dict.roomSearch;
  const options = lengths(site);
  const Title = level === 3 ? "h3" : "h2";
  return (
    <form method="get" action={`/${locale}/search`} className="room-search" aria-labelledby="room-search-title" data-testid="room-search">
      <Title id="room-search-title">{t.title}</Title>
      <p className="hint">{t.intro}</p>
      <div className="room-search-fields">
        <div className="field">
          <label htmlFor="rs-date">{t.date}</label>
          <input id="rs-date" className="input" type="date" name="date" required defaultValue={values.date} />
        </div>
        <div className="field">
          <label htmlFor="rs-start">{t.start}</label>
          <input id="rs-start" className="input" type="time" name="startTime" required step={1800} defaultValue={values.startTime} />
        </div>
        <div className="field">
          <label htmlFor="rs-length">{t.length}</label>
          <select id="rs-length" className="input" name="minutes" defaultValue={String(values.minutes)}>
            {options.map((m) => (
              <option key={m} value={m}>
                {durationLabel(m, dict.booking)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="rs-party">{t.party}</label>
          <input
            id="rs-party"
            className="input"
            type="number"
            name="partySize"
            min={1}
            max={1000}
            inputMode="numeric"
            defaultValue={values.partySize ?? ""}
          />
        </div>
      </div>
      <div className="actions">
        <button className="btn" type="submit">
          {t.submit}
        </button>
      </div>
    </form>
  );
}

/** A room page at its booking steps with a time chosen (the flow reads step, date, start and minutes from the URL). */
const bookingHref = (locale: Locale, roomId: string, date: string, start: string, minutes: number) =>
  `/${locale}/rooms/${roomId}?${new URLSearchParams({ step: "details", date, start, minutes: String(minutes) })}#book`;

export function RoomSearchResults({ site, locale, dict, found }: { site: PublicSite; locale: Locale; dict: Catalog; found: Found }) {
  const t = dict.roomSearch;
  const name = new Map(site.rooms.map((r) => [r.id, r]));
  const day = (date: string) => longDate(date, locale, { weekday: "long", day: "numeric", month: "long" });
  const shown = found.rooms.filter((r) => name.has(r.roomId));
  const free = shown.filter((r) => r.free);
  const busy = shown.filter((r) => !r.free);
  return (
    <section aria-labelledby="room-search-results" data-testid="room-search-results">
      <h2 id="room-search-results" tabIndex={-1}>
        {fmt(t.resultsTitle, { date: day(found.date), start: found.startTime })}
      </h2>
      {free.length === 0 ? <p data-testid="room-search-none">{t.noneFree}</p> : null}
      <ul className="room-search-list">
        {[...free, ...busy].map((r) => {
          const room = name.get(r.roomId)!;
          return (
            <li key={r.roomId} data-testid={r.free ? "room-search-free" : "room-search-busy"}>
              <h3 className="owner-text" dir="auto">
                {room.name}
              </h3>
              {r.free ? (
                <>
                  <p>
                    {t.free} · {fmt(dict.room.capacity, { count: room.capacity })} · {money(room.hourlyCents, room.currency, locale)}{" "}
                    {dict.room.perHour}
                  </p>
                  <a
                    className="btn"
                    href={bookingHref(locale, r.roomId, found.date, found.startTime, found.minutes)}
                    aria-label={`${t.book}: ${room.name}`}
                  >
                    {t.book}
                  </a>
                </>
              ) : (
                <>
                  <p>{r.reason ? fmt(t.reasons[r.reason], { count: found.partySize ?? 0 }) : null}</p>
                  {r.nearest.length ? (
                    <>
                      <p>{t.nearest}</p>
                      <ul className="room-search-times">
                        {r.nearest.map((n) => (
                          <li key={`${n.date} ${n.startTime}`}>
                            <a href={bookingHref(locale, r.roomId, n.date, n.startTime, found.minutes)} data-testid="room-search-nearest">
                              {fmt(t.bookAt, { date: day(n.date), start: n.startTime })}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
