// `stage` room page: the room name as a headline, its facts as a spec strip, photos in a
// row, then the booking flow.
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
import s from "./stage.module.css";

export function StageRoom({
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
      {/* The content before the booking section, with the phone's booking bar at its end (RoomBooking.tsx). */}
      <div>
        <section className={s.roomHead} aria-labelledby="room-title">
          <p>
            <a href={`/${locale}#rooms`} className={s.back}>
              ← {dict.room.backToRooms}
            </a>
          </p>
          <RoomIntro
            site={site}
            locale={locale}
            dict={dict}
            room={room}
            classes={{ roomTitle: s.roomTitle, heroSub: s.heroSub, facts: s.specs, instructions: s.instructions }}
            Emphasis="strong"
            action={bookable ? <CheckAvailability dict={dict} /> : undefined}
          />
          <RoomWhere site={site} dict={dict} />
        </section>
        {photos.length === 0 ? (
          // No photo: a typographic band in the template's style, so the page does not look broken.
          <RoomPhoto alt="" placeholder={`${room.name} · ${dict.room.noPhoto}`} className={s.photoPlaceholder} ratio="4 / 1" />
        ) : (
          <RoomGallery photos={photos} text={galleryText} ratio="16 / 9" className={s.gallery} thumbsClassName={s.galleryThumbs} />
        )}
        {details && <RoomDetailsBlock details={details} dict={dict} className={s.roomDetails} />}
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
