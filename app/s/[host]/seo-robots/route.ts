// robots.txt of a studio host (middleware.ts maps /robots.txt here).
import { siteForRoute } from "@/lib/site/server/route-site";
import { unavailableOnOutage } from "@/lib/http/route";

export async function GET(_req: Request, { params }: { params: Promise<{ host: string }> }) {
  const r = await siteForRoute((await params).host, "/robots.txt").catch(unavailableOnOutage);
  if (r instanceof Response) return r;
  // A preview (studio not yet verified) is kept out of search engines (docs/signup.md, Not indexed).
  if (!r.site.studio.isVerified)
    return new Response("User-agent: *\nDisallow: /\n", {
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /manage/",
    ...r.site.site.locales.map((l) => `Disallow: /${l}/manage/`),
    `Sitemap: ${r.base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
