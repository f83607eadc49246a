// What a page says where its script does not run (docs/sites.md, Without JavaScript): booking and
// changing a booking work through the page's script, so without it the page hides those controls
// (every element marked data-needs-js) and gives the studio's phone and email instead.
import type { Locale, PublicSite } from "@/lib/contract/schemas";
import { fmt, type Catalog } from "@/lib/i18n";
import { prettyPhone, telUrl } from "./links";

export function NoScriptContacts({ site, locale, dict, text }: { site: PublicSite; locale: Locale; dict: Catalog; text: string }) {
  const { phone, email } = site.studio;
  return (
    <noscript>
      <style>{"[data-needs-js]{display:none!important}"}</style>
      <div className="notice" data-testid="no-script">
        <p>{text}</p>
        <ul className="owner-text">
          {phone ? (
            <li>
              <a href={telUrl(phone)}>{fmt(dict.home.call, { phone: prettyPhone(phone) })}</a>
            </li>
          ) : null}
          {email ? (
            <li>
              <a href={`mailto:${email}`}>{fmt(dict.home.write, { email })}</a>
            </li>
          ) : null}
          {!phone && !email ? (
            <li>
              <a href={`/${locale}#contact`}>{dict.manage.contactStudio}</a>
            </li>
          ) : null}
        </ul>
      </div>
    </noscript>
  );
}
