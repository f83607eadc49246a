// `daylight` room page: photos first (a large frame and a strip), the text and a facts card
// side by side on wide screens, then the booking flow.
import type { ReactNode } from "react";
import type { Room } from "@/lib/contract/schemas";
import type { SitePageProps } from "@/components/site/types";
import { RoomIntro, Section } from "@/components/site/Frame";
import { RoomPhoto } from "@/components/site/RoomPhoto";
import { fmt } from "@/lib/i18n";
import { roomBookable } from "@/lib/site/server/content";
import s from "./daylight.module.css";

export function DaylightRoom({ site, locale, dict, room, booking }: SitePageProps & { room: Room; booking: ReactNode }) {
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
            <RoomIntro
              site={site}
              locale={locale}
              dict={dict}
              room={room}
              classes={{ roomTitle: s.roomTitle, heroSub: s.heroSub, facts: s.facts, instructions: s.instructions }}
              Emphasis="em"
            />
          </section>
        </div>
      </div>
      <Section
        id="book"
        title={fmt(roomBookable(site, room) ? dict.booking.title : dict.booking.titleOffline, { room: room.name })}
        className={s.section}
        titleClassName={s.sectionTitle}
      >
        {booking}
      </Section>
    </>
  );
}
