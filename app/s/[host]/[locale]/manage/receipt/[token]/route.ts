// A payment's receipt as a PDF, in the path's language (docs/payments.md, Receipts), behind its signed token.
import { receiptOf, receiptPdf } from "@/lib/domain/payments/receipt";
import { getDict } from "@/lib/i18n";
import { money } from "@/lib/i18n/core";
import { db } from "@/lib/infra/db";
import { sitePdf } from "../../site-pdf";
import { instant, longDate } from "@/lib/site/client/format";

export async function GET(_req: Request, { params }: { params: Promise<{ host: string; locale: string; token: string }> }) {
  const { host, locale, token } = await params;
  return sitePdf(
    host,
    locale,
    `manage/receipt/${token}`,
    (slug) => receiptOf(db(), token, slug),
    async (f, lang) => ({
      filename: `receipt-${f.number}.pdf`,
      pdf: await receiptPdf(f, getDict(lang).receipt, lang, {
        money: (c) => money(c, f.currency, lang),
        instant: (iso) => instant(iso, f.timezone, lang),
        day: (d) => longDate(d, lang),
      }),
    }),
  );
}
