// An invoice as a PDF, in the path's language (docs/invoices.md, The PDF), behind its signed token.
import { invoiceOf, invoicePdf } from "@/lib/domain/invoices/pdf";
import { getDict } from "@/lib/i18n";
import { money } from "@/lib/i18n/core";
import { db } from "@/lib/infra/db";
import { sitePdf } from "../../site-pdf";
import { longDate } from "@/lib/site/client/format";

export async function GET(_req: Request, { params }: { params: Promise<{ host: string; locale: string; token: string }> }) {
  const { host, locale, token } = await params;
  return sitePdf(
    host,
    locale,
    `manage/invoice/${token}`,
    (slug) => invoiceOf(db(), token, slug),
    async (f, lang) => ({
      filename: `invoice-${f.row.series}-${f.row.number}.pdf`,
      pdf: await invoicePdf(f, getDict(lang).invoices.pdf, lang, {
        money: (c) => money(c, f.row.currency, lang),
        day: (d) => longDate(d, lang, { day: "numeric", month: "long", year: "numeric" }),
      }),
    }),
  );
}
