// An invoice as a PDF, in the path's language (docs/invoices.md, The PDF). Its token is a password,
// like a manage link's: no-store, noindex, and logs redact it (lib/infra/log.ts).
import { ApiError } from "@/lib/contract/errors";
import { isLocale } from "@/lib/contract/locales";
import { invoiceOf, invoicePdf } from "@/lib/domain/invoices/pdf";
import { getDict } from "@/lib/i18n";
import { money } from "@/lib/i18n/core";
import { db } from "@/lib/infra/db";
import { unavailableOnOutage } from "@/lib/http/route";
import { longDate } from "@/lib/site/client/format";
import { siteForRoute } from "@/lib/site/server/route-site";

const missing = () => new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function GET(_req: Request, { params }: { params: Promise<{ host: string; locale: string; token: string }> }) {
  const { host, locale, token } = await params;
  const r = await siteForRoute(host, `/${locale}/manage/invoice/${token}`).catch(unavailableOnOutage);
  if (r instanceof Response) return r;
  if (!isLocale(locale) || !r.site.site.locales.includes(locale)) return missing();
  const facts = await invoiceOf(db(), token, r.site.studio.slug).catch((e: unknown) => {
    if (e instanceof ApiError && e.code === "RESOURCE_NOT_FOUND") return null;
    return unavailableOnOutage(e);
  });
  if (facts === null) return missing();
  if (facts instanceof Response) return facts;
  const pdf = await invoicePdf(facts, getDict(locale).invoices.pdf, locale, {
    money: (c) => money(c, facts.row.currency, locale),
    day: (d) => longDate(d, locale, { day: "numeric", month: "long", year: "numeric" }),
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="invoice-${facts.row.series}-${facts.row.number}.pdf"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
