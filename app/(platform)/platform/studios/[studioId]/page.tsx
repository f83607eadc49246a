// One studio in the operator console (docs/operators.md, Console): business data, verification evidence,
// counts, the operator audit, and the actions with a reason. No guest's contact data (docs/operators.md,
// What operators see). Opening the page is audited (studio.view). Amounts in the studio's currency and
// times in its time zone, both written the way the viewer's language writes them, as the dashboard does.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { OperatorActions } from "@/components/platform/OperatorActions";
import { currentOperator } from "@/lib/auth/page-session";
import { studioForOperator } from "@/lib/domain/platform/console";
import { ApiError } from "@/lib/contract/errors";
import { db } from "@/lib/infra/db";
import { clock } from "@/lib/infra/clock";
import { instant, money } from "@/lib/site/client/format";
import { requestLang } from "@/lib/site/server/load";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Studio" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Minutes are enough to read an audit trail; the zone's short name says which clock it is.
const WHEN: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
};

export default async function PlatformStudio({ params }: { params: Promise<{ studioId: string }> }) {
  const { studioId } = await params;
  if (!UUID.test(studioId)) notFound();
  const op = await currentOperator();
  const d = await studioForOperator(db(), clock(), op, studioId).catch((e: unknown) => {
    if (e instanceof ApiError && e.code === "RESOURCE_NOT_FOUND") notFound();
    throw e;
  });
  const { studio: s, evidence: v, counts: c } = d;
  // The viewer's language (Accept-Language) writes the numbers and dates; the texts stay English.
  const lang = await requestLang();
  const cents = (n: number) => money(n, s.currency, lang);
  const when = (iso: string | null, none: string | null = null): ReactNode =>
    iso ? <time dateTime={iso}>{instant(iso, s.timezone, lang, WHEN)}</time> : none;
  const rows: [string, ReactNode][] = [
    ["Status", s.status.replace("_", " ")],
    ["Reason", s.reason],
    ["Slug", s.slug],
    ["Resembles", s.resemblance],
    ["Email", s.email],
    ["Phone", s.phone],
    ["Address", `${s.addressLine1}, ${s.postalCode} ${s.city} (${s.country})`],
    ["Time zone", s.timezone],
    ["Legal name", v.legalName],
    ["Tax id", v.taxId],
    [
      "Business address",
      v.addressLine1 && `${v.addressLine1}${v.addressLine2 ? `, ${v.addressLine2}` : ""}, ${v.postalCode} ${v.city} (${v.country})`,
    ],
    ["Phone confirmed", when(v.phoneConfirmedAt, "no")],
    ["Verification asked", when(v.submittedAt, "no")],
    ["Bookings this month", c.bookingsThisMonth],
    ["Texts, last 24 h", `${c.smsLast24h} of ${c.smsDailyCap}`],
    ["Emails, last 24 h", `${c.emailsLast24h} of ${c.emailDailyCap}`],
    ["Card deposits this month", cents(c.cardDepositsCentsThisMonth)],
    ["Refunded this month", cents(c.refundedCentsThisMonth)],
  ];
  return (
    <div className="studio-narrow">
      <h1>{s.name}</h1>
      <section className="studio-section" aria-label="Facts">
        <dl className="studio-dl platform-facts" data-testid="platform-studio">
          {rows.map(([k, val]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd data-testid={k === "Status" ? "studio-status" : undefined}>{val ?? "—"}</dd>
            </div>
          ))}
        </dl>
      </section>
      <OperatorActions studioId={s.studioId} status={s.status} />
      <section className="studio-section" aria-labelledby="audit-title">
        <h2 id="audit-title">Operator audit</h2>
        {d.audit.length === 0 ? (
          <p>No operator action yet.</p>
        ) : (
          <>
            <p className="hint">Times in the studio&apos;s time zone, {s.timezone}.</p>
            <ul className="platform-audit" data-testid="platform-audit">
              {d.audit.map((a, i) => (
                <li key={i}>
                  {when(a.at)} · {a.actorEmail} · {a.action}
                  {a.reason ? ` · ${a.reason}` : ""}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
