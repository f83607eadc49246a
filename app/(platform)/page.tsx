// The platform page on the bare ROOT_DOMAIN: what the platform is, its offer to studios
// ("Create your studio's site", docs/signup.md) and the verified live studios, each linking to its own host.
import type { Metadata } from "next";
import { fmt, getDict } from "@/lib/i18n";
import { requestLang } from "@/lib/site/server/load";
import { liveStudios } from "@/lib/site/server/platform";

export async function generateMetadata(): Promise<Metadata> {
  const t = getDict(await requestLang()).platform;
  return { title: t.title, description: t.tagline, icons: { icon: "/favicon.svg" } };
}

export default async function PlatformPage() {
  const lang = await requestLang();
  const t = getDict(lang).platform;
  const o = getDict(lang).signUp;
  const studios = await liveStudios();
  return (
    <div className="plain">
      <main id="main">
        <h1>{t.title}</h1>
        <p>{t.tagline}</p>
        <section aria-labelledby="offer-title" className="offer">
          <h2 id="offer-title">{o.offerTitle}</h2>
          <p>{o.offerText}</p>
          <ol>
            {o.offerSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            <a className="btn" href={`/studio/sign-up?lang=${lang}`} data-testid="create-site">
              {o.offerCta}
            </a>
          </p>
        </section>
        <h2>{t.studiosTitle}</h2>
        {studios.length === 0 ? (
          <p>{t.empty}</p>
        ) : (
          <ul className="studio-list">
            {studios.map((s) => (
              <li key={s.url}>
                <h3>{s.name}</h3>
                <p>{[s.shortDescription, s.city].filter(Boolean).join(" · ")}</p>
                <a className="btn" href={s.url}>
                  {fmt(t.openSite, { name: s.name })}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- /docs is a route handler (Swagger UI), not a page */}
          <a href="/docs">{t.api}</a>
        </p>
      </main>
    </div>
  );
}
