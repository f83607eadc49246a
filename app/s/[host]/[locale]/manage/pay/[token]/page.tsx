// A payment link's page (docs/payments.md, Payment links): what the studio asks the guest to pay,
// for which booking, until when; rendered on the server, so the summary and the link's state read
// without JavaScript. While open, the card form (a client island, Stripe.js loaded there only)
// pays it on the studio's account. Its token is a password: noindex, no referrer, logs redact it.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TEMPLATES } from "@/components/templates";
import { PayLink } from "@/components/manage/PayLink";
import { ApiError } from "@/lib/contract/errors";
import { viewPayLink } from "@/lib/domain/payments/requests";
import { getDict } from "@/lib/i18n";
import { money } from "@/lib/i18n/core";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { env } from "@/lib/infra/env";
import { instant, longDate } from "@/lib/site/client/format";
import { localizeSite } from "@/lib/site/server/content";
import { requireLocale, requireSite } from "@/lib/site/server/load";
import { pageMetadata } from "@/lib/site/server/seo";
import { fmt } from "@/lib/i18n/core";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ host: string; locale: string; token: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { host, locale: l, token } = await params;
  const ctx = await requireSite(host, `/${l}/manage/pay/${token}`);
  const locale = requireLocale(ctx, l);
  return pageMetadata(ctx, locale, { title: getDict(locale).payLink.title, noindex: true });
}

export default async function PayLinkPage({ params }: Params) {
  const { host, locale: l, token } = await params;
  const ctx = await requireSite(host, `/${l}/manage/pay/${token}`);
  const locale = requireLocale(ctx, l);
  const dict = getDict(locale);
  const t = dict.payLink;
  const link = await viewPayLink(db(), clock(), token, ctx.site.studio.slug).catch((e: unknown) => {
    if (e instanceof ApiError && e.code === "RESOURCE_NOT_FOUND") notFound();
    throw e;
  });
  const { Shell } = TEMPLATES[ctx.site.site.template];
  const amount = money(link.amountCents, link.currency, locale);
  const at = (iso: string) => instant(iso, link.timezone, locale);
  const publishableKey = env().STRIPE_PUBLISHABLE_KEY;
  return (
    <Shell site={localizeSite(ctx.site, locale)} locale={locale} dict={dict} path={`/manage/pay/${token}`} page>
      <h1>{t.title}</h1>
      <section className="panel">
        <p>{fmt(t.lead, { studio: link.studioName, amount })}</p>
        <dl className="summary">
          <dt>{t.reference}</dt>
          <dd>{link.reference}</dd>
          <dt>{t.room}</dt>
          <dd>{link.roomName}</dd>
          <dt>{t.when}</dt>
          <dd>
            {longDate(link.date, locale)}, {link.startTime}–{link.endTime}
          </dd>
          <dt>{t.amount}</dt>
          <dd data-testid="pay-amount">{amount}</dd>
          {link.note ? (
            <>
              <dt>{t.note}</dt>
              <dd>{link.note}</dd>
            </>
          ) : null}
          {link.status === "open" ? (
            <>
              <dt>{t.until}</dt>
              <dd>{at(link.expiresAt)}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {link.status === "open" && publishableKey ? (
        <PayLink
          token={token}
          locale={locale}
          amountCents={link.amountCents}
          currency={link.currency}
          publishableKey={publishableKey}
          stripeAccount={link.stripeAccount}
          t={t}
        />
      ) : (
        <p role="status" data-testid="pay-state">
          {link.status === "paid" && link.paidAt
            ? fmt(t.paid, { when: at(link.paidAt) })
            : link.status === "cancelled"
              ? t.cancelled
              : link.status === "expired"
                ? fmt(t.expired, { when: at(link.expiresAt) })
                : t.unavailable}
        </p>
      )}
    </Shell>
  );
}
