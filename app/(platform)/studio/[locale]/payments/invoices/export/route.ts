// The month's archive for the accountant (docs/invoices.md, For the accountant): GET ?month=YYYY-MM,
// a ZIP of the month's invoices (CSV and PDFs), payments and platform fees, in the page's language.
// Owners only; a download of the dashboard, not an API operation (its session and no-store as the pages').
import { isLocale, getDict } from "@/lib/i18n";
import { money } from "@/lib/i18n/core";
import { currentStaff } from "@/lib/auth/page-session";
import { monthArchive } from "@/lib/domain/dashboard/month-archive";
import { db } from "@/lib/infra/db";
import { longDate } from "@/lib/site/client/format";

const text = (status: number, body: string) =>
  new Response(`${body}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function GET(req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return text(404, "Not found");
  const actor = await currentStaff();
  if (actor.role !== "owner") return text(403, "Owners only");
  const month = new URL(req.url).searchParams.get("month") ?? "";
  const archive = await monthArchive(db(), actor, month, locale, getDict(locale).invoices, {
    money: (c, currency) => money(c, currency, locale),
    day: (d) => longDate(d, locale, { day: "numeric", month: "long", year: "numeric" }),
  });
  if (!archive) return text(400, "month: YYYY-MM");
  return new Response(new Uint8Array(archive.zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${archive.name}"`,
      "Cache-Control": "no-store",
    },
  });
}
