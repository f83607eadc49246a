// The calendar page's controls and block list (docs/dashboard.md, Pages): day or week, previous,
// today, next and a date form; the room switcher; the staff's own blocks, each with its remove
// button. Server components: plain links and a GET form, so they work without script.
import type { Catalog, Locale } from "@/lib/i18n";
import { longDate } from "@/lib/site/client/format";
import { RemoveBlockButton } from "./RemoveBlockButton";
import { SharedFeedback } from "./ActionFeedback";
import { wallTime } from "./calendar-math";

type Mode = "day" | "week";
/** The calendar's query string for a view, a date and a room (the page's room when left out). */
type QueryOf = (m: Mode, d: string, r?: string | null) => string;

type ToolbarProps = {
  base: string;
  mode: Mode;
  date: string;
  today: string;
  prev: string;
  next: string;
  room: string | null;
  queryOf: QueryOf;
  tc: Catalog["studio"]["calendar"];
};

export function CalendarToolbar({ base, mode, date, today, prev, next, room, queryOf, tc }: ToolbarProps) {
  return (
    <div className="cal-toolbar">
      <nav aria-label={tc.view} className="cal-views">
        <ul>
          {(["day", "week"] as const).map((m) => (
            <li key={m}>
              <a href={`${base}${queryOf(m, date)}`} aria-current={m === mode ? "page" : undefined}>
                {tc[m]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="cal-nav">
        <a className="btn btn-secondary" href={`${base}${queryOf(mode, prev)}`} rel="prev">
          <span aria-hidden="true">←</span> {mode === "week" ? tc.prevWeek : tc.prevDay}
        </a>
        <a className="btn btn-secondary" href={`${base}${queryOf(mode, today)}`}>
          {tc.today}
        </a>
        <a className="btn btn-secondary" href={`${base}${queryOf(mode, next)}`} rel="next">
          {mode === "week" ? tc.nextWeek : tc.nextDay} <span aria-hidden="true">→</span>
        </a>
      </div>
      <form className="cal-goto" method="get" action={base}>
        <input type="hidden" name="view" value={mode} />
        {room ? <input type="hidden" name="room" value={room} /> : null}
        <label htmlFor="cal-date">{tc.goTo}</label>
        <input id="cal-date" name="date" type="date" defaultValue={date} required />
        <button type="submit" className="btn btn-secondary">
          {tc.show}
        </button>
      </form>
    </div>
  );
}

type RoomsProps = {
  base: string;
  mode: Mode;
  date: string;
  room: string | null;
  rooms: { id: string; name: string }[];
  queryOf: QueryOf;
  td: Catalog["day"];
};

export function CalendarRoomSwitcher({ base, mode, date, room, rooms, queryOf, td }: RoomsProps) {
  return (
    <nav aria-label={td.roomSwitcher} className="cal-rooms">
      <ul>
        {[{ id: null, name: td.allRooms }, ...rooms].map((r) => (
          <li key={r.id ?? "all"}>
            <a href={`${base}${queryOf(mode, date, r.id)}`} aria-current={r.id === room ? "page" : undefined}>
              {r.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A staff block of lib/domain/dashboard/calendar.ts, as the page passes it (components read no domain code). */
type Block = { id: string; roomId: string; startsAt: string; endsAt: string; label: string; groupId?: string };
type BlocksProps = { blocks: Block[]; roomName: Map<string, string>; locale: Locale; t: Catalog["studio"]; errors: Catalog["errors"] };

export function ManualBlocks({ blocks, roomName, locale, t, errors }: BlocksProps) {
  // Rendered with no block too: a removal's outcome (SharedFeedback) outlives the last block's row.
  return (
    <SharedFeedback t={t} errors={errors} testId="blocks-feedback">
      {blocks.length ? (
        <section aria-labelledby="blocks-title" className="studio-section">
          <h2 id="blocks-title">{t.calendar.blocksTitle}</h2>
          <ul className="studio-blocks">
            {blocks.map((b) => {
              const what = `${roomName.get(b.roomId) ?? ""}, ${longDate(b.startsAt.slice(0, 10), locale, { weekday: "short", day: "numeric", month: "short" })} ${wallTime(b.startsAt)}–${wallTime(b.endsAt)}${b.label ? ` · ${b.label}` : ""}`;
              return (
                <li key={b.id} data-block-id={b.id}>
                  <span>{what}</span> <RemoveBlockButton blockId={b.id} groupId={b.groupId} what={what} t={t} />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </SharedFeedback>
  );
}
