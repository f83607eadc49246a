// `stage` room page: the room name as a headline, its facts as a spec strip, photos in a
// row, then the booking flow.
import type { ReactNode } from "react";
import type { Room } from "@/lib/contract/schemas";
import type { SitePageProps } from "@/components/site/types";
import { RoomFacts } from "@/components/site/RoomFacts";
import { RoomPhoto } from "@/components/site/RoomPhoto";
import { fmt } from "@/lib/i18n";
import { loc } from "@/lib/site/server/content";
import s from "./stage.module.css";

export function StageRoom({ site, locale, dict, room, booking }: SitePageProps & { room: Room; booking: ReactNode }) {
  const instructions = loc(room.instructions, locale, site.site.defaultLocale);
  return (
    <>
      <section className={s.roomHead} aria-labelledby="room-title">
        <p>
          <a href={`/${locale}#rooms`} className={s.back}>
            ← {dict.room.backToRooms}
          </a>
        </p>
        <h1 id="room-title" className={s.roomTitle}>
          {room.name}
        </h1>
        {room.description ? <p className={s.heroSub}>{room.description}</p> : null}
        <RoomFacts site={site} room={room} locale={locale} dict={dict} className={s.specs} />
        {instructions ? (
          <p className={s.instructions}>
            <strong>{dict.room.instructions}:</strong> {instructions}
          </p>
        ) : null}
      </section>
      {room.photos.length === 0 ? (
        // No photo: a typographic band in the template's style, so the page does not look broken.
        <RoomPhoto alt="" placeholder={`${room.name} · ${dict.room.noPhoto}`} className={s.photoPlaceholder} ratio="4 / 1" />
      ) : (
        <ul className={s.photoRow}>
          {room.photos.map((p, i) => (
            <li key={p}>
              <RoomPhoto src={p} alt={fmt(dict.room.photoAlt, { room: room.name })} placeholder="" ratio="3 / 2" eager={i === 0} />
            </li>
          ))}
        </ul>
      )}
      <section id="book" className={s.section} aria-labelledby="book-title">
        <h2 id="book-title" className={s.sectionTitle}>
          {fmt(dict.booking.title, { room: room.name })}
        </h2>
        {booking}
      </section>
    </>
  );
}
