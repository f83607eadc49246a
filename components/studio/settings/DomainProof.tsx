"use client";
// The own domain's proof (docs/studio-settings.md, Own domain): its state, the TXT record to publish while it
// is not proven, and "Check now" (POST /settings/domain/check), after which the page reads the new state.
import { useRouter } from "next/navigation";
import type { CustomDomainState } from "@/lib/contract/studio-schemas";
import { DOMAIN_RECHECK_FOR_MS, DOMAIN_RECHECK_MS } from "@/lib/contract/limits";
import { fmt } from "@/lib/i18n/core";
import type { Catalog } from "@/lib/i18n";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { StudioError } from "../StudioError";
import { Done } from "./Fields";
import { useSave } from "./useSave";

type Props = {
  domain: CustomDomainState;
  /** Its check and proof times, already written in the page's language and the studio's time zone. */
  when: { checkedAt: string | null; provenAt: string | null };
  s: SettingsTexts;
  t: Catalog["studio"];
  errors: Catalog["errors"];
};

export function DomainProof({ domain, when, s, t, errors }: Props) {
  const d = s.domain;
  const router = useRouter();
  const check = useSave<{ customDomain: CustomDomainState }>({ lang: t.errors.lang });
  const run = async () => {
    const r = await check.run("/domain/check", "POST", undefined, null);
    if (!r) return;
    const now = r.customDomain;
    check.setDone(now.status === "proven" ? d.nowProven : fmt(d.stillNot, { reason: now.problem ? d.problems[now.problem] : "" }));
    router.refresh();
  };
  const proven = domain.status === "proven";
  return (
    <div className="domain-proof" data-testid="domain-proof" data-status={domain.status}>
      <h4>{fmt(d.title, { domain: domain.host })}</h4>
      {proven ? (
        <>
          <p>{fmt(domain.proof === "operator" ? d.provenByOperator : d.proven, { date: when.provenAt ?? "" })}</p>
          <p>{domain.served ? d.served : d.notServed}</p>
        </>
      ) : (
        <>
          <p>
            <strong>{domain.status === "failed" ? d.failed : d.pending}</strong>{" "}
            {domain.status === "failed" && domain.problem ? d.problems[domain.problem] : null}
          </p>
          <p>{d.publish}</p>
          <table className="studio-table domain-record">
            <thead>
              <tr>
                <th scope="col">{d.recordType}</th>
                <th scope="col">{d.recordName}</th>
                <th scope="col">{d.recordValue}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{domain.record.type}</td>
                <td>
                  <code data-testid="domain-record-name">{domain.record.name}</code>
                </td>
                <td>
                  <code data-testid="domain-record-value">{domain.record.value}</code>
                </td>
              </tr>
            </tbody>
          </table>
          <p className="hint">
            {fmt(d.auto, { minutes: DOMAIN_RECHECK_MS / 60_000, days: DOMAIN_RECHECK_FOR_MS / 86_400_000 })}
            {when.checkedAt ? ` ${fmt(d.lastChecked, { date: when.checkedAt })}` : ""}
          </p>
          {check.error ? <StudioError error={check.error} t={t} errors={errors} /> : null}
          <button type="button" className="btn btn-secondary" disabled={check.busy} onClick={() => void run()}>
            {check.busy ? d.checking : d.check}
          </button>
        </>
      )}
      <Done text={check.done} />
    </div>
  );
}
