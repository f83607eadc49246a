// A PDF behind a signed token on a studio's site, for the receipt and invoice routes below: the
// site of the host, the path's language among the site's, the document's facts by token (404 for a bad token or
// another studio's), then the PDF. Its token is a password, like a manage link's: no-store, noindex,
// and logs redact it (lib/infra/log.ts).
import { ApiError } from "@/lib/contract/errors";
import { isLocale, type Locale } from "@/lib/contract/locales";
import { siteForRoute } from "@/lib/site/server/route-site";
import { unavailableOnOutage } from "@/lib/http/route";

const missing = () => new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function sitePdf<F>(
  host: string,
  locale: string,
  path: string,
  load: (studioSlug: string) => Promise<F>,
  render: (facts: F, locale: Locale) => Promise<{ pdf: Buffer; filename: string }>,
): Promise<Response> {
  const r = await siteForRoute(host, `/${locale}/${path}`).catch(unavailableOnOutage);
  if (r instanceof Response) return r;
  if (!isLocale(locale) || !r.site.site.locales.includes(locale)) return missing();
  const facts = await load(r.site.studio.slug).catch((e: unknown) => {
    if (e instanceof ApiError && e.code === "RESOURCE_NOT_FOUND") return null;
    return unavailableOnOutage(e);
  });
  if (facts === null) return missing();
  if (facts instanceof Response) return facts;
  const { pdf, filename } = await render(facts, locale);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
