// sitemap.xml of a studio host (middleware.ts maps /sitemap.xml here): home, rooms and legal
// page in every locale, each with its hreflang alternates.
import { BCP47 } from "@/lib/i18n";
import { siteForRoute } from "@/lib/site/server/route-site";
import { unavailableOnOutage } from "@/lib/http/route";
import { escapeHtml as esc } from "@/lib/i18n/escape";

export async function GET(_req: Request, { params }: { params: Promise<{ host: string }> }) {
  const r = await siteForRoute((await params).host, "/sitemap.xml").catch(unavailableOnOutage);
  if (r instanceof Response) return r;
  const { site, base } = r;
  // A preview (studio not yet verified) lists no page (docs/signup.md, Not indexed).
  const paths = !site.studio.isVerified ? [] : ["", ...site.rooms.map((room) => `/rooms/${room.id}`), "/legal"];
  const urls = paths.flatMap((path) =>
    site.site.locales.map((l) => {
      const alts = site.site.locales
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${BCP47[a]}" href="${esc(`${base}/${a}${path}`)}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${esc(`${base}/${l}${path}`)}</loc>\n${alts}\n  </url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
