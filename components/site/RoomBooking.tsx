// What a room page offers above the fold and on the way down (docs/sites.md, Room page): "Check
// availability" near the title, where the studio is (address, map link), and on phones (narrow,
// or short with a touch screen: held sideways) a bar that stays at the bottom of the window
// (price from, session lengths, "Book") until the booking section comes into view. All server
// markup and CSS: no script, and the bar's space is in the first paint, so nothing moves (a
// `position: sticky` bar at the end of the content before the booking section rests there once
// the guest scrolls down to it; "Book" lands with that resting place out of view, see the
// templates' `.bookSection`).
import type { Locale, PublicSite, Room } from "@/lib/contract/schemas";
import { fmt, type Catalog } from "@/lib/i18n";
import { durationLabel, money } from "@/lib/site/client/format";
import { sectionOn } from "@/lib/site/server/content";
import { addressLines, mapUrl } from "./links";
import s from "./room-booking.module.css";

/** "Check availability": a link to the booking section. */
export function CheckAvailability({ dict }: { dict: Catalog }) {
  return (
    <p className={s.cta}>
      <a className="btn" href="#book" data-testid="check-availability">
        {dict.room.checkAvailability}
      </a>
    </p>
  );
}

/** The studio's address and its map link, on the room page (the instructions are the room's, above). */
export function RoomWhere({ site, dict, className }: { site: PublicSite; dict: Catalog; className?: string }) {
  return (
    <div className={`${s.where} ${className ?? ""}`} data-testid="room-where">
      <p className={s.whereLabel}>{dict.room.where}</p>
      <address className="owner-text" dir="auto">
        {addressLines(site.studio).map((l) => (
          <span key={l}>{l}</span>
        ))}
      </address>
      {sectionOn(site, "map") && (
        <a href={mapUrl(site.studio)} rel="noopener noreferrer" target="_blank" className={s.map}>
          {dict.home.openMap}
        </a>
      )}
    </div>
  );
}

/** The phone's booking bar: under 640 px, or a short touch screen (room-booking.module.css); elsewhere "Check availability" is in view. */
export function BookBar({ room, locale, dict }: { room: Room; locale: Locale; dict: Catalog }) {
  const t = dict.room;
  const lengths = fmt(t.bookLengths, {
    min: durationLabel(room.minMinutes, dict.booking),
    max: durationLabel(room.maxMinutes, dict.booking),
  });
  return (
    <aside className={s.bar} aria-label={t.bookBar} data-testid="book-bar">
      <p className={s.barFacts}>
        <strong>{fmt(t.bookFrom, { price: money(room.hourlyCents, room.currency, locale) })}</strong>
        <span>{lengths}</span>
      </p>
      <a className="btn" href="#book" data-testid="book-bar-book">
        {t.bookNow}
      </a>
    </aside>
  );
}
