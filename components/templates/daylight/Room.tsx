// `daylight` room page: photos first (a large frame and a strip), the text and a facts card
// side by side on wide screens, then the booking flow.
import type { ReactNode } from "react";
import type { Room } from "@/lib/contract/schemas";
import type { SitePageProps } from "@/components/site/types";
import { RoomFacts } from "@/components/site/RoomFacts";
import { RoomPhoto } from "@/components/site/RoomPhoto";
import { fmt } from "@/lib/i18n";
import { loc } from "@/lib/site/server/content";
import s from "./daylight.module.css";

export function DaylightRoom({ site, locale, dict, room, booking }: SitePageProps & { room: Room; booking: ReactNode }) {
  const instructions = loc(room.instructions, locale, site.site.defaultLocale);
  const [first, ...rest] = room.photos;
  const alt = fmt(dict.room.photoAlt, { room: room.name });
  return (
    <>
      <div className={s.roomWrap}>
        <p>
          <a href={`/${locale}#rooms`} className={s.back}>
            ← {dict.room.backToRooms}
          </a>
        </p>
        <div className={s.roomGrid}>
          <div>
            <RoomPhoto src={first} alt={alt} placeholder={dict.room.noPhoto} className={s.roomPhoto} ratio="3 / 2" eager />
            {rest.length > 0 && (
              <ul className={s.thumbs}>
                {rest.map((p) => (
                  <li key={p}>
                    <RoomPhoto src={p} alt={alt} placeholder="" ratio="1 / 1" />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <section aria-labelledby="room-title" className={s.roomText}>
            <h1 id="room-title" className={s.roomTitle}>
              {room.name}
            </h1>
            {room.description ? <p className={s.heroSub}>{room.description}</p> : null}
            <RoomFacts site={site} room={room} locale={locale} dict={dict} className={s.facts} />
            {instructions ? (
              <p className={s.instructions}>
                <em>{dict.room.instructions}:</em> {instructions}
              </p>
            ) : null}
          </section>
        </div>
      </div>
      <section id="book" className={s.section} aria-labelledby="book-title">
        <h2 id="book-title" className={s.sectionTitle}>
          {fmt(dict.booking.title, { room: room.name })}
        </h2>
        {booking}
      </section>
    </>
  );
}
