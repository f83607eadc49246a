// Payments (docs/payments-connect.md): the studio's Stripe account, whether guests can pay by card
// and what Stripe still needs. Owners only: a staff member's typed URL gets 403 (forbidden.tsx).
import type { Metadata } from "next";
import { forbidden, notFound } from "next/navigation";
import { PaymentsPanel } from "@/components/studio/PaymentsPanel";
import { currentStaff } from "@/lib/auth/page-session";
import { readPayments } from "@/lib/domain/payments/connect";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { isLocale, getDict } from "@/lib/i18n";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ stripe?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: getDict(isLocale(locale) ? locale : "en").payments.title };
}

export default async function PaymentsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const actor = await currentStaff();
  if (actor.role !== "owner") forbidden();
  const state = await readPayments(db(), clock(), actor);
  const { stripe } = await searchParams;
  const dict = getDict(locale);
  return (
    <>
      <PaymentsPanel state={state} t={dict.payments} words={dict.verification.requirements} refresh={stripe === "refresh"} />
      <p className="studio-section">
        <a href={`/studio/${locale}/payments/invoices`} data-testid="invoices-link">
          {getDict(locale).invoices.page.link}
        </a>
      </p>
      <p className="studio-section">
        <a href={`/studio/${locale}/payments/prepaid`} data-testid="prepaid-link">
          {dict.prepaid.dashboard.link}
        </a>
      </p>
    </>
  );
}
