// The studio's address and contact links (map, phone, email, website), shared by both
// templates' home pages; each template styles it through the class names it passes.
import type { PublicSite } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n";
import { sectionOn } from "@/lib/site/server/content";
import { addressLines, mapUrl, prettyPhone, telUrl } from "./links";

export function ContactDetails({
  site,
  t,
  addressClass,
  listClass,
}: {
  site: PublicSite;
  t: Catalog["home"];
  addressClass: string;
  listClass: string;
}) {
  const studio = site.studio;
  const contact = sectionOn(site, "contact");
  return (
    <>
      <address className={`${addressClass} owner-text`} dir="auto">
        {addressLines(studio).map((l) => (
          <span key={l}>{l}</span>
        ))}
      </address>
      <ul className={`${listClass} owner-text`}>
        {sectionOn(site, "map") && (
          <li>
            <a href={mapUrl(studio)} rel="noopener noreferrer" target="_blank">
              {t.openMap}
            </a>
          </li>
        )}
        {contact && studio.phone && (
          <li>
            <a href={telUrl(studio.phone)}>{fmt(t.call, { phone: prettyPhone(studio.phone) })}</a>
          </li>
        )}
        {contact && studio.email && (
          <li>
            <a href={`mailto:${studio.email}`}>{fmt(t.write, { email: studio.email })}</a>
          </li>
        )}
        {contact && studio.website && (
          <li>
            <a href={studio.website} rel="noopener noreferrer">
              {t.website}
            </a>
          </li>
        )}
      </ul>
    </>
  );
}
