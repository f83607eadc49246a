// The parts of a studio page's frame that both templates share, markup and all; each template
// passes its own class names (and the stage's smaller logo), so only the look differs.
import type { ReactNode } from "react";
import type { Room } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n";
import { isolate } from "@/lib/site/client/format";
import { roomInstructions } from "@/lib/contract/booking-text";
import { currentYear } from "@/lib/site/server/year";
import { addressLines } from "./links";
import { RoomFacts } from "./RoomFacts";
import type { SitePageProps } from "./types";

type Studio = SitePageProps["site"]["studio"];

/** The studio's logo and name, linking home. */
export function Brand({
  studio,
  home,
  logoSize,
  className,
  logoClassName,
}: {
  studio: Studio;
  home: string;
  logoSize: number;
  className: string;
  logoClassName: string;
}) {
  return (
    <a href={home} className={className}>
      {studio.logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- small logo of arbitrary origin (the studio file's URL)
        <img src={studio.logoUrl} alt="" width={logoSize} height={logoSize} className={logoClassName} />
      ) : null}
      <span className="owner-text" dir="auto">
        {studio.name}
      </span>
    </a>
  );
}

/** The main menu: rooms, hours, contact (anchors on the home page; templates place hours and contact differently). */
export function MainNav({
  dict,
  home,
  hoursAnchor,
  contactAnchor,
  className,
}: {
  dict: Catalog;
  home: string;
  hoursAnchor: string;
  contactAnchor: string;
  className: string;
}) {
  return (
    <nav aria-label={dict.nav.mainMenu} className={className}>
      <ul>
        <li>
          <a href={`${home}#rooms`}>{dict.nav.rooms}</a>
        </li>
        <li>
          <a href={`${home}#${hoursAnchor}`}>{dict.nav.hours}</a>
        </li>
        <li>
          <a href={`${home}#${contactAnchor}`}>{dict.nav.contact}</a>
        </li>
      </ul>
    </nav>
  );
}

/** Studio name and postal address. */
export function FooterAddress({ studio, nameClassName }: { studio: Studio; nameClassName: string }) {
  return (
    <>
      <p className={`${nameClassName} owner-text`} dir="auto">
        {studio.name}
      </p>
      <address className="owner-text" dir="auto">
        {addressLines(studio).map((l) => (
          <span key={l}>{l}</span>
        ))}
      </address>
    </>
  );
}

/** Legal page, rights line, platform credit. */
export function FooterLinks({
  studio,
  locale,
  dict,
  className,
}: {
  studio: Studio;
  locale: SitePageProps["locale"];
  dict: Catalog;
  className: string;
}) {
  return (
    <ul className={className}>
      <li>
        <a href={`/${locale}/legal`}>{dict.nav.legal}</a>
      </li>
      <li>
        <a href={`/${locale}/find-booking`}>{dict.nav.findBooking}</a>
      </li>
      <li>{fmt(dict.footer.rights, { year: currentYear(), name: isolate(studio.name) })}</li>
      <li>{dict.footer.poweredBy}</li>
    </ul>
  );
}

/** A room's title, description, `action` (the room page's "Check availability"), facts and arrival instructions. */
export function RoomIntro({
  site,
  locale,
  dict,
  room,
  classes: s,
  Emphasis,
  action,
}: Omit<SitePageProps, "path"> & {
  room: Room;
  action?: ReactNode;
  classes: Record<"roomTitle" | "heroSub" | "facts" | "instructions", string>;
  Emphasis: "em" | "strong";
}) {
  const instructions = roomInstructions(room.instructions, locale, site.site.defaultLocale);
  return (
    <>
      <h1 id="room-title" className={`${s.roomTitle} owner-text`} dir="auto">
        {room.name}
      </h1>
      {room.description ? (
        <p className={`${s.heroSub} owner-text`} dir="auto">
          {room.description}
        </p>
      ) : null}
      {action}
      <RoomFacts site={site} room={room} locale={locale} dict={dict} className={s.facts} />
      {instructions ? (
        <p className={s.instructions}>
          <Emphasis>{dict.room.instructions}:</Emphasis> {instructions}
        </p>
      ) : null}
    </>
  );
}

/** A titled page section; the heading's id is `{id}-title` (the section is labelled by it). */
export function Section({
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={className} aria-labelledby={`${id}-title`}>
      {/* Titles may hold a room's name ("Book …"): a long word breaks rather than widen the page. */}
      <h2 id={`${id}-title`} className={`${titleClassName} owner-text`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
