// `daylight` room page: photos first (a large frame and a strip), the text and a facts card
// side by side on wide screens, then the booking flow.
import type { ReactNode } from "react";
import type { Room } from "@/lib/contract/schemas";
import type { SitePageProps } from "@/components/site/types";
import { RoomIntro, Section } from "@/components/site/Frame";
import { RoomPhoto } from "@/components/site/RoomPhoto";
import { RoomGallery } from "@/components/site/RoomGallery";
import { RoomDetailsBlock } from "@/components/site/RoomDetails";
import { BookBar, CheckAvailability, RoomWhere } from "@/components/site/RoomBooking";
import { roomGallery, type RoomDetails } from "@/lib/site/server/room-details";
import { fmt } from "@/lib/i18n";
import { isolate } from "@/lib/site/client/format";
import { roomBookable } from "@/lib/site/server/content";
import s from "./daylight.module.css";

export function DaylightRoom({
  site,
  locale,
  dict,
  room,
  booking,
  details,
}: SitePageProps & { room: Room; booking: ReactNode; details?: RoomDetails }) {
  const { photos, text: galleryText } = roomGallery(room, dict, details);
  const bookable = roomBookable(site, room);
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
            {photos.length === 0 ? (
              <RoomPhoto alt="" placeholder={dict.room.noPhoto} className={s.roomPhoto} ratio="3 / 2" eager />
            ) : (
              <RoomGallery photos={photos} text={galleryText} ratio="3 / 2" className={s.roomGallery} thumbsClassName={s.thumbs} />
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
              action={bookable ? <CheckAvailability dict={dict} /> : undefined}
            />
            <RoomWhere site={site} dict={dict} />
            {details && <RoomDetailsBlock details={details} dict={dict} className={s.roomDetails} />}
          </section>
        </div>
        {/* At the end of the content before the booking section (RoomBooking.tsx). */}
        {bookable && <BookBar room={room} locale={locale} dict={dict} />}
      </div>
      <Section
        id="book"
        title={fmt(bookable ? dict.booking.title : dict.booking.titleOffline, { room: isolate(room.name) })}
        className={`${s.section} ${s.bookSection}`}
        titleClassName={s.sectionTitle}
      >
        {booking}
      </Section>
    </>
  );
}
