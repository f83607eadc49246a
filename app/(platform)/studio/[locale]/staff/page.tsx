// Staff (docs/dashboard.md, Pages; roles in docs/studio-accounts.md): owners list the studio's
// members, invite by email with a role, and remove. Staff members do not see this section; a
// typed URL says it is for owners.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InviteForm, MembersFeedback, RemoveMemberButton } from "@/components/studio/StaffPanel";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { listMembers } from "@/lib/domain/staff/members";
import { db } from "@/lib/infra/db";
import { getDict, isLocale } from "@/lib/i18n";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: getDict(isLocale(locale) ? locale : "en").studio.staff.title };
}

export default async function StaffPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const actor = await currentStaff();
  const dict = getDict(locale);
  const t = dict.studio;
  const ts = t.staff;
  if (actor.role !== "owner")
    return (
      <div className="studio-narrow">
        <h1>{ts.title}</h1>
        <p>{ts.ownersOnly}</p>
      </div>
    );
  const members = await listMembers(db(), actor);
  const studio = await currentStudio();
  return (
    <div className="studio-staff">
      <h1>{ts.title}</h1>
      <p>{ts.intro}</p>
      {members.length === 0 ? (
        <p>{ts.empty}</p>
      ) : (
        <MembersFeedback t={t} errors={dict.errors}>
          <div className="table-scroll" role="region" aria-labelledby="staff-caption" tabIndex={0}>
            <table className="studio-table" data-testid="staff-table">
              <caption id="staff-caption" className="visually-hidden">
                {ts.title}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{ts.name}</th>
                  <th scope="col">{ts.email}</th>
                  <th scope="col">{ts.role}</th>
                  <th scope="col">{ts.actions}</th>
                </tr>
              </thead>
              <tbody>
                {members.map((m) => (
                  <tr key={m.memberId} data-email={m.email}>
                    <th scope="row">
                      {m.name || m.email}
                      {m.userId === actor.userId ? <span className="hint"> ({ts.you})</span> : null}
                    </th>
                    <td className="contact" data-label={ts.email}>
                      {m.email}
                    </td>
                    <td data-label={ts.role}>{t.roles[m.role]}</td>
                    <td>
                      {m.userId === actor.userId ? null : <RemoveMemberButton memberId={m.memberId} name={m.name || m.email} t={t} />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </MembersFeedback>
      )}
      {/* Only a verified studio invites (docs/decisions-messages.md, Unverified studios). */}
      {studio.verified ? (
        <InviteForm t={t} errors={dict.errors} />
      ) : (
        <p className="studio-notice" data-testid="invite-after-verification">
          {ts.inviteAfterVerification}
        </p>
      )}
    </div>
  );
}
