// The calendar's grid (docs/dashboard.md, Pages): time rows of 15 minutes, one column per room,
// per day in the week view. Each item says in text what it is (colour is never the only cue),
// its time, and — hidden but read — its room and day, since a screen reader does not see the
// columns. Bookings are links to their page. The grid scrolls sideways on narrow screens.
// CalendarBoard wraps it with moving and taking times (docs/dashboard.md, Moving and taking times
// on the calendar): it passes its overlays as children and the hint a movable booking points to.
import type { CSSProperties, ReactNode } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { longDate } from "@/lib/site/client/format";
import { SLOT_MINUTES, gridBounds, hourLabels, isMovable, placeItems, wallTime, type GridItem, type Placement } from "./calendar-math";

export type CalendarGridItem = GridItem & { label: string; reference?: string; paymentStatus?: string };

export function CalendarGrid({
  items,
  rooms,
  days,
  hours,
  locale,
  t,
  bookingHref,
  label,
  moveHintId,
  children,
}: {
  items: CalendarGridItem[];
  rooms: { id: string; name: string }[];
  days: string[];
  hours: { open: string; close: string };
  locale: Locale;
  t: Catalog["studio"];
  bookingHref: (id: string) => string;
  label: string;
  /** The id of the text a movable booking is described by (how to move it); none: nothing is movable. */
  moveHintId?: string;
  /** Drawn inside the grid after the items (the drag preview, the free-time picker). */
  children?: ReactNode;
}) {
  const week = days.length > 1;
  const headerRows = week ? 2 : 1;
  const bounds = gridBounds(hours, items, days);
  const rows = (bounds.end - bounds.start) / SLOT_MINUTES;
  const placed = placeItems(items, days, rows > 0 ? rooms.map((r) => r.id) : [], bounds, headerRows);
  const columns = days.length * rooms.length;
  const dayLabel = (d: string, style: "long" | "short") =>
    longDate(d, locale, style === "long" ? { weekday: "long", day: "numeric", month: "long" } : { weekday: "short", day: "numeric" });
  // The narrowest a column may get comes from studio.css (--cal-col-min): a week fits 7 × rooms at
  // 1280 px and a phone shows one room of a day per screen width (docs/dashboard.md, Pages).
  const style = {
    gridTemplateColumns: `var(--cal-time-col) repeat(${columns}, minmax(var(--cal-col-min), 1fr))`,
    gridTemplateRows: `repeat(${headerRows}, auto) repeat(${rows}, var(--cal-row))`,
    minWidth: `calc(var(--cal-time-col) + ${columns} * var(--cal-col-min))`,
  } as CSSProperties;

  return (
    <div className="cal-scroll" role="region" aria-label={label} tabIndex={0} data-testid="calendar-region">
      <div className={`cal-grid${week ? " cal-week" : " cal-day"}`} style={style}>
        <div className="cal-corner" style={{ gridRow: `1 / span ${headerRows}`, gridColumn: 1 }}>
          {t.calendar.time}
        </div>
        {week
          ? days.map((d, i) => (
              <div
                key={d}
                className="cal-day-head"
                data-testid="cal-day-head"
                style={{ gridRow: 1, gridColumn: `${2 + i * rooms.length} / span ${rooms.length}` }}
              >
                {dayLabel(d, "short")}
              </div>
            ))
          : null}
        {days.flatMap((d, i) =>
          rooms.map((r, j) => (
            <div
              key={`${d}-${r.id}`}
              className={`cal-room-head${j === 0 ? " cal-day-start" : ""}`}
              title={r.name}
              style={{ gridRow: headerRows, gridColumn: 2 + i * rooms.length + j }}
            >
              {r.name}
            </div>
          )),
        )}
        {hourLabels(bounds, headerRows).map((h) => (
          <div key={h.label} className="cal-hour" style={{ gridRow: `${h.row} / span ${60 / SLOT_MINUTES}`, gridColumn: 1 }}>
            {h.label}
          </div>
        ))}
        {hourLabels(bounds, headerRows).map((h) => (
          <div
            key={`line-${h.label}`}
            className="cal-line"
            aria-hidden="true"
            style={{ gridRow: h.row, gridColumn: `2 / span ${columns}` }}
          />
        ))}
        {Array.from({ length: columns }, (_, c) => (
          <div
            key={`col-${c}`}
            className={`cal-col${c % rooms.length === 0 && c > 0 ? " cal-day-start" : ""}`}
            aria-hidden="true"
            data-day={days[Math.floor(c / rooms.length)]}
            data-room={rooms[c % rooms.length].id}
            style={{ gridRow: `${headerRows + 1} / span ${rows}`, gridColumn: 2 + c }}
          />
        ))}
        {placed.map((p) => (
          <Item
            key={`${p.item.kind}-${p.item.id}-${p.day}`}
            p={p}
            t={t}
            room={rooms[p.roomIndex].name}
            day={dayLabel(p.day, "long")}
            href={p.item.kind === "booking" ? bookingHref(p.item.id) : null}
            moveHintId={moveHintId && isMovable(p) ? moveHintId : undefined}
          />
        ))}
        {children}
      </div>
    </div>
  );
}

function Item({
  p,
  t,
  room,
  day,
  href,
  moveHintId,
}: {
  p: Placement<CalendarGridItem>;
  t: Catalog["studio"];
  room: string;
  day: string;
  href: string | null;
  moveHintId?: string;
}) {
  const it = p.item;
  const time = `${wallTime(it.startsAt)}–${wallTime(it.endsAt)}`;
  const kind = t.calendar.kinds[p.category];
  const label = it.kind === "hold" ? t.calendar.holdLabel : it.label;
  const style: CSSProperties = {
    gridRow: `${p.rowStart} / ${p.rowEnd}`,
    gridColumn: p.column,
    ...(p.lanes > 1 ? { width: `${100 / p.lanes}%`, marginInlineStart: `${(100 / p.lanes) * p.lane}%` } : {}),
  };
  // Who owes what at a glance (docs/dashboard.md, Calendar): a taken booking says whether it is paid; a
  // pending card payment says so in its kind already.
  const pay =
    it.kind === "booking" && it.paymentStatus && it.status !== "pending_payment"
      ? (t.paymentValues[it.paymentStatus as keyof typeof t.paymentValues] ?? null)
      : null;
  const body = (
    <>
      <span className="cal-item-time">{time}</span> <span className="cal-item-label">{label}</span>{" "}
      <span className="cal-item-kind">{kind}</span>
      {pay ? (
        <span className={`cal-item-pay pay-${it.paymentStatus === "paid" ? "paid" : "owed"}`} data-testid="cal-item-pay">
          {" "}
          · {pay}
        </span>
      ) : null}
      {it.reference ? <span className="cal-item-ref"> {it.reference}</span> : null}
      <span className="visually-hidden">
        {" "}
        · {room} · {day}
      </span>
    </>
  );
  const className = `cal-item cat-${p.category}${p.cutBefore ? " cut-before" : ""}${p.cutAfter ? " cut-after" : ""}`;
  const title = `${time} ${label} · ${kind} · ${room}`;
  return href ? (
    <a
      className={className}
      style={style}
      href={href}
      title={title}
      data-kind={it.kind}
      data-id={it.id}
      data-day={p.day}
      {...(moveHintId ? { "data-movable": "true", draggable: false, "aria-describedby": moveHintId } : {})}
    >
      {body}
    </a>
  ) : (
    <div className={className} style={style} title={title} data-kind={it.kind} data-id={it.id}>
      {body}
    </div>
  );
}

export function CalendarLegend({ t }: { t: Catalog["studio"] }) {
  const cats = ["confirmed", "pending_payment", "completed", "no_show", "hold", "feed_block", "manual_block"] as const;
  return (
    <section className="cal-legend" aria-labelledby="cal-legend-title">
      <h2 id="cal-legend-title" className="cal-legend-title">
        {t.calendar.legend}
      </h2>
      <ul>
        {cats.map((c) => (
          <li key={c}>
            <span className={`cal-swatch cat-${c}`} aria-hidden="true" />
            {t.calendar.kinds[c]}
          </li>
        ))}
      </ul>
    </section>
  );
}
