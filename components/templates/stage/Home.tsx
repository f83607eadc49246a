// `stage` home: a poster-like hero in huge condensed capitals, the rooms as a numbered set
// list (each with its first photo), then hours, rating and contact side by side on wide screens.
import type { SitePageProps } from "@/components/site/types";
import type { Room } from "@/lib/contract/schemas";
import { HoursTable } from "@/components/site/HoursTable";
import { ContactDetails } from "@/components/site/ContactDetails";
import { fmt } from "@/lib/i18n";
import { roomBookable, sectionOn, siteTexts } from "@/lib/site/server/content";
import { decimal1, money } from "@/lib/site/client/format";
import { Section } from "@/components/site/Frame";
import { RoomPhoto } from "@/components/site/RoomPhoto";
import { HOME_SEARCH, RoomSearchForm, offersRoomSearch } from "@/components/site/RoomSearch";
import s from "./stage.module.css";

export function StageHome({ site, locale, dict, photoWidths }: SitePageProps) {
  const { studio, rooms } = site;
  const texts = siteTexts(site, locale);
  const t = dict.home;
  const showRating = sectionOn(site, "rating") && studio.averageRating != null && studio.totalReviews > 0;
  return (
    <>
      <section className={s.hero} aria-labelledby="hero-title">
        <p className={s.kicker}>
          {studio.city}
          {studio.isVerified ? <span className={s.verified}> · {t.verified}</span> : null}
        </p>
        <h1 id="hero-title" className={`${s.heroTitle} owner-text`} dir="auto">
          {texts.heroTitle}
        </h1>
        {texts.heroSubtitle ? (
          <p className={`${s.heroSub} owner-text`} dir="auto">
            {texts.heroSubtitle}
          </p>
        ) : null}
        <p>
          <a className="btn" href="#rooms">
            {dict.nav.book}
          </a>
        </p>
      </section>

      {sectionOn(site, "rooms") && (
        <Section id="rooms" title={t.roomsTitle} className={s.section} titleClassName={s.sectionTitle}>
          <p className={s.lead}>{t.roomsIntro}</p>
          {/* Every room at once for a day, start and length (docs/sites.md, Finding a room). */}
          {offersRoomSearch(site) ? <RoomSearchForm site={site} locale={locale} dict={dict} values={HOME_SEARCH} level={3} /> : null}
          {rooms.length === 0 ? (
            <p>{t.noRooms}</p>
          ) : (
            <ol className={s.setlist}>
              {rooms.map((r, i) => (
                <Track key={r.id} room={r} n={i + 1} site={site} locale={locale} dict={dict} photoWidths={photoWidths} />
              ))}
            </ol>
          )}
        </Section>
      )}

      {sectionOn(site, "about") && texts.about ? (
        <section className={s.section} aria-labelledby="about-title">
          <h2 id="about-title" className={s.sectionTitle}>
            {t.aboutTitle}
          </h2>
          <p className={`${s.about} owner-text`} dir="auto">
            {texts.about}
          </p>
        </section>
      ) : null}

      <div className={s.infoGrid}>
        {sectionOn(site, "hours") && (
          <section id="hours" aria-labelledby="hours-title" className={s.infoBlock}>
            <h2 id="hours-title" className={s.blockTitle}>
              {t.hoursTitle}
            </h2>
            <HoursTable studio={studio} locale={locale} closedLabel={t.closed} caption={t.hoursTitle} className={s.hours} />
          </section>
        )}
        {showRating && (
          <section aria-labelledby="rating-title" className={s.infoBlock}>
            <h2 id="rating-title" className={s.blockTitle}>
              {t.ratingTitle}
            </h2>
            <p className={s.ratingBig}>
              <span aria-hidden="true">{decimal1(studio.averageRating!, locale)}</span>
              <span className="visually-hidden">{fmt(t.ratingValue, { rating: decimal1(studio.averageRating!, locale) })}</span>
            </p>
            <p>{fmt(t.reviews, { count: studio.totalReviews })}</p>
          </section>
        )}
        {(sectionOn(site, "contact") || sectionOn(site, "map")) && (
          <section id="contact" aria-labelledby="contact-title" className={s.infoBlock}>
            <h2 id="contact-title" className={s.blockTitle}>
              {sectionOn(site, "contact") ? t.contactTitle : t.locationTitle}
            </h2>
            <ContactDetails site={site} t={t} addressClass={s.address} listClass={s.contactList} />
          </section>
        )}
      </div>
    </>
  );
}

/** One room of the set list: its number, first photo, name, description, capacity, price and link. */
function Track({
  room: r,
  n,
  site,
  locale,
  dict,
  photoWidths,
}: { room: Room; n: number } & Pick<SitePageProps, "site" | "locale" | "dict" | "photoWidths">) {
  return (
    <li className={s.track}>
      <span className={s.trackNo} aria-hidden="true">
        {String(n).padStart(2, "0")}
      </span>
      <RoomPhoto
        src={r.photos[0]}
        width={r.photos[0] ? photoWidths?.[r.photos[0]] : undefined}
        sizes="(min-width: 860px) 12rem, 100vw"
        alt={fmt(dict.room.photoAlt, { room: r.name })}
        placeholder={dict.room.noPhoto}
        className={s.trackPhoto}
        ratio="3 / 2"
      />
      <div className={s.trackBody}>
        <h3 className={s.trackName}>
          <a href={`/${locale}/rooms/${r.id}`} className="owner-text" dir="auto">
            {r.name}
          </a>
        </h3>
        {r.description ? (
          <p className="owner-text" dir="auto">
            {r.description}
          </p>
        ) : null}
        <p className={s.trackMeta}>{fmt(dict.room.capacity, { count: r.capacity })}</p>
      </div>
      <div className={s.trackPrice}>
        <span className={s.price}>{money(r.hourlyCents, r.currency, locale)}</span>
        <span className={s.per}>{dict.room.perHour}</span>
        <a
          className="btn"
          href={`/${locale}/rooms/${r.id}${roomBookable(site, r) ? "#book" : ""}`}
          aria-label={`${roomBookable(site, r) ? dict.room.viewRoom : dict.room.seeRoom}: ${r.name}`}
        >
          {roomBookable(site, r) ? dict.room.viewRoom : dict.room.seeRoom}
        </a>
      </div>
    </li>
  );
}
