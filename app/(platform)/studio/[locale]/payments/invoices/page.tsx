// Invoices and tax details (docs/invoices.md): the studio's tax details and the check of its
// invoices' chain (`?check=1`, no JavaScript needed), and the month's archive for the accountant. Owners only: a staff member's typed URL gets 403.
import type { Metadata } from "next";
import { forbidden, notFound } from "next/navigation";
import { InvoiceProfileForm } from "@/components/studio/InvoiceProfileForm";
import { DateTime } from "luxon";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { verifyChain } from "@/lib/domain/invoices/chain";
import { invoiceProfile } from "@/lib/domain/invoices/studio";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { fmt, getDict, isLocale } from "@/lib/i18n";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ check?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: getDict(isLocale(locale) ? locale : "en").invoices.page.title };
}

export default async function InvoicesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const actor = await currentStaff();
  if (actor.role !== "owner") forbidden();
  const t = getDict(locale).invoices.page;
  const tx = getDict(locale).invoices.export;
  const studio = await currentStudio();
  const thisMonth = DateTime.fromJSDate(clock().now(), { zone: studio.timezone }).toFormat("yyyy-MM");
  const dict = getDict(locale);
  const [profile, check] = await Promise.all([
    invoiceProfile(db(), actor.studioId),
    (await searchParams).check ? verifyChain(db(), actor.studioId) : null,
  ]);
  return (
    <div className="studio-page">
      <p>
        <a href={`/studio/${locale}/payments`}>← {dict.payments.title}</a>
      </p>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <InvoiceProfileForm profile={profile} t={t} studio={dict.studio} errors={dict.errors} />
      <section aria-labelledby="export-title" className="studio-section">
        <h2 id="export-title">{tx.title}</h2>
        <p>{tx.intro}</p>
        <form method="get" action={`/studio/${locale}/payments/invoices/export`} className="studio-form">
          <div className="field">
            <label htmlFor="export-month">{tx.month}</label>
            <input id="export-month" name="month" type="month" required defaultValue={thisMonth} />
          </div>
          <button type="submit" className="btn btn-secondary">
            {tx.download}
          </button>
        </form>
      </section>
      <section aria-labelledby="chain-title" className="studio-section">
        <h2 id="chain-title">{t.chainTitle}</h2>
        <p>{t.chainIntro}</p>
        {check ? (
          <p role="status" data-testid="chain-result" className={check.ok ? "studio-done" : "studio-error"}>
            {check.ok
              ? fmt(t.chainOk, { count: check.checked }, locale)
              : fmt(t.chainBroken, { number: check.brokenAt ?? "", problem: check.problem ?? "" }, locale)}
          </p>
        ) : null}
        <form method="get">
          <input type="hidden" name="check" value="1" />
          <button type="submit" className="btn btn-secondary">
            {t.check}
          </button>
        </form>
      </section>
    </div>
  );
}
