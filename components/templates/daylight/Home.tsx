// `daylight` home: a split hero with the cover photo, the rooms as photo cards in a grid,
// a rating line with stars, and a "visit" card with hours, address and contact.
import type { SitePageProps } from "@/components/site/types";
import { HoursTable } from "@/components/site/HoursTable";
import { RoomPhoto } from "@/components/site/RoomPhoto";
import { ContactDetails } from "@/components/site/ContactDetails";
import { fmt } from "@/lib/i18n";
import { roomBookable, sectionOn, siteTexts } from "@/lib/site/server/content";
import { decimal1, money } from "@/lib/site/client/format";
import { Section } from "@/components/site/Frame";
import { HOME_SEARCH, RoomSearchForm, offersRoomSearch } from "@/components/site/RoomSearch";
import s from "./daylight.module.css";

function Stars({ value }: { value: number }) {
  const full = Math.round(value);
  return (
    <span className={s.stars} aria-hidden="true">
      {"★★★★★".slice(0, full)}
      <span className={s.starsOff}>{"★★★★★".slice(full)}</span>
    </span>
  );
}

export function DaylightHome({ site, locale, dict, photoWidths }: SitePageProps) {
  const { studio, rooms } = site;
  const texts = siteTexts(site, locale);
  const t = dict.home;
  const showRating = sectionOn(site, "rating") && studio.averageRating != null && studio.totalReviews > 0;
  const showVisit = sectionOn(site, "hours") || sectionOn(site, "contact") || sectionOn(site, "map");
  return (
    <>
      <section className={s.hero} aria-labelledby="hero-title">
        <div className={s.heroText}>
          <p className={s.eyebrow}>
            {studio.city}
            {studio.isVerified ? ` · ${t.verified}` : ""}
          </p>
          <h1 id="hero-title" className={`${s.heroTitle} owner-text`} dir="auto">
            {texts.heroTitle}
          </h1>
          {texts.heroSubtitle ? (
            <p className={`${s.heroSub} owner-text`} dir="auto">
              {texts.heroSubtitle}
            </p>
          ) : null}
          <p className={s.heroActions}>
            <a className="btn" href="#rooms">
              {dict.nav.book}
            </a>
            {showRating ? (
              <span className={s.heroRating}>
                <Stars value={studio.averageRating!} /> {fmt(t.ratingValue, { rating: decimal1(studio.averageRating!, locale) })} ·{" "}
                {fmt(t.reviews, { count: studio.totalReviews })}
              </span>
            ) : null}
          </p>
        </div>
        <div className={s.heroMedia}>
          <RoomPhoto src={studio.coverImageUrl ?? undefined} alt="" placeholder="" className={s.cover} ratio="4 / 5" eager />
        </div>
      </section>

      {sectionOn(site, "about") && texts.about ? (
        <section className={s.intro} aria-labelledby="about-title">
          <h2 id="about-title" className={s.smallTitle}>
            {t.aboutTitle}
          </h2>
          <p className="owner-text" dir="auto">
            {texts.about}
          </p>
        </section>
      ) : null}

      {sectionOn(site, "rooms") && (
        <Section id="rooms" title={t.roomsTitle} className={s.section} titleClassName={s.sectionTitle}>
          <p className={s.lead}>{t.roomsIntro}</p>
          {/* Every room at once for a day, start and length (docs/sites.md, Finding a room). */}
          {offersRoomSearch(site) ? <RoomSearchForm site={site} locale={locale} dict={dict} values={HOME_SEARCH} level={3} /> : null}
          {rooms.length === 0 ? (
            <p>{t.noRooms}</p>
          ) : (
            <ul className={s.cards}>
              {rooms.map((r) => (
                <RoomCard key={r.id} room={r} site={site} locale={locale} dict={dict} photoWidths={photoWidths} />
              ))}
            </ul>
          )}
        </Section>
      )}

      {showVisit && (
        <section id="visit" className={s.section} aria-labelledby="visit-title">
          <h2 id="visit-title" className={s.sectionTitle}>
            {t.locationTitle}
          </h2>
          <div className={s.visit}>
            {sectionOn(site, "hours") && (
              <div id="hours">
                <h3 className={s.smallTitle}>{t.hoursTitle}</h3>
                <HoursTable studio={studio} locale={locale} closedLabel={t.closed} caption={t.hoursTitle} className={s.hours} />
              </div>
            )}
            <div id="contact">
              <h3 className={s.smallTitle}>{t.contactTitle}</h3>
              <ContactDetails site={site} t={t} addressClass={s.address} listClass={s.contactList} />
            </div>
          </div>
        </section>
      )}
    </>
  );
}

type Room = SitePageProps["site"]["rooms"][number];

/** A room as a photo card: name, description, price per hour, capacity, and a link to book or see it. */
function RoomCard({
  room: r,
  site,
  locale,
  dict,
  photoWidths,
}: { room: Room } & Pick<SitePageProps, "site" | "locale" | "dict" | "photoWidths">) {
  return (
    <li className={s.card}>
      <RoomPhoto
        src={r.photos[0]}
        width={r.photos[0] ? photoWidths?.[r.photos[0]] : undefined}
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
        alt={fmt(dict.room.photoAlt, { room: r.name })}
        placeholder={dict.room.noPhoto}
        className={s.cardPhoto}
      />
      <div className={s.cardBody}>
        <h3 className={s.cardTitle}>
          <a href={`/${locale}/rooms/${r.id}`} className="owner-text" dir="auto">
            {r.name}
          </a>
        </h3>
        {r.description ? (
          <p className={`${s.cardText} owner-text`} dir="auto">
            {r.description}
          </p>
        ) : null}
        <p className={s.cardMeta}>
          <span className={s.pricePill}>
            {money(r.hourlyCents, r.currency, locale)} {dict.room.perHour}
          </span>
          <span>{fmt(dict.room.capacity, { count: r.capacity })}</span>
        </p>
        <a
          className={s.cardLink}
          href={`/${locale}/rooms/${r.id}${roomBookable(site, r) ? "#book" : ""}`}
          aria-label={`${roomBookable(site, r) ? dict.room.viewRoom : dict.room.seeRoom}: ${r.name}`}
        >
          {roomBookable(site, r) ? dict.room.viewRoom : dict.room.seeRoom} →
        </a>
      </div>
    </li>
  );
}
