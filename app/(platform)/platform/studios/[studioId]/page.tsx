// One studio in the operator console (docs/operators.md, Console): business data, verification evidence,
// counts, the operator audit, and the actions with a reason. No guest's contact data (docs/operators.md,
// What operators see). Opening the page is audited (studio.view).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OperatorActions } from "@/components/platform/OperatorActions";
import { currentOperator } from "@/lib/auth/page-session";
import { studioForOperator } from "@/lib/domain/platform/console";
import { ApiError } from "@/lib/contract/errors";
import { db } from "@/lib/infra/db";
import { clock } from "@/lib/infra/clock";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Studio" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const money = (cents: number) => (cents / 100).toFixed(2);

export default async function PlatformStudio({ params }: { params: Promise<{ studioId: string }> }) {
  const { studioId } = await params;
  if (!UUID.test(studioId)) notFound();
  const op = await currentOperator();
  const d = await studioForOperator(db(), clock(), op, studioId).catch((e: unknown) => {
    if (e instanceof ApiError && e.code === "RESOURCE_NOT_FOUND") notFound();
    throw e;
  });
  const { studio: s, evidence: v, counts: c } = d;
  const rows: [string, string | number | null][] = [
    ["Status", s.status.replace("_", " ")],
    ["Reason", s.reason],
    ["Slug", s.slug],
    ["Email", s.email],
    ["Phone", s.phone],
    ["Address", `${s.addressLine1}, ${s.postalCode} ${s.city} (${s.country})`],
    ["Legal name", v.legalName],
    ["Tax id", v.taxId],
    [
      "Business address",
      v.addressLine1 && `${v.addressLine1}${v.addressLine2 ? `, ${v.addressLine2}` : ""}, ${v.postalCode} ${v.city} (${v.country})`,
    ],
    ["Phone confirmed", v.phoneConfirmedAt ?? "no"],
    ["Verification asked", v.submittedAt ?? "no"],
    ["Bookings this month", c.bookingsThisMonth],
    ["Code texts, last 24 h", `${c.smsLast24h} of ${c.smsDailyCap}`],
    ["Card deposits this month", money(c.cardDepositsCentsThisMonth)],
    ["Refunded this month", money(c.refundedCentsThisMonth)],
  ];
  return (
    <div className="studio-narrow">
      <h1>{s.name}</h1>
      <dl className="platform-facts" data-testid="platform-studio">
        {rows.map(([k, val]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd data-testid={k === "Status" ? "studio-status" : undefined}>{val ?? "—"}</dd>
          </div>
        ))}
      </dl>
      <OperatorActions studioId={s.studioId} status={s.status} />
      <h2>Operator audit</h2>
      {d.audit.length === 0 ? (
        <p>No operator action yet.</p>
      ) : (
        <ul>
          {d.audit.map((a, i) => (
            <li key={i}>
              {a.at} · {a.actorEmail} · {a.action}
              {a.reason ? ` · ${a.reason}` : ""}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
