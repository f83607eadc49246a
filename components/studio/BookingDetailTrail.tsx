// The booking detail's records (docs/dashboard.md, Pages): the messages sent about the booking and
// their state, and the staff's audit trail in words (docs/studio-actions.md, Audit trail). Server
// components: the page loads the booking and passes it with the viewer's words.
import type { Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";
import { auditLabel, auditSentence, type AuditContext } from "./audit-sentence";
import { pick, type At, type Detail } from "./BookingDetailSections";

export function MessagesSection({ messages, dict, at }: { messages: Detail["messages"]; dict: Catalog; at: At }) {
  const t = dict.studio;
  const td = t.detail;
  return (
    // The heading names the table's scrolling region; a section named by it too would be a second landmark of the same name.
    <section className="studio-section">
      <h2 id="d-messages">{td.messagesTitle}</h2>
      {messages.length === 0 ? (
        <p>{td.noMessages}</p>
      ) : (
        <div className="table-scroll" role="group" aria-labelledby="d-messages" tabIndex={0}>
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">{td.messageKind}</th>
                <th scope="col">{td.messageChannel}</th>
                <th scope="col">{td.recipient}</th>
                <th scope="col">{td.messageStatus}</th>
                <th scope="col">{td.sentAt}</th>
                <th scope="col">{td.lastError}</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr key={m.id} data-kind={m.kind}>
                  <th scope="row">{pick(td.messageKinds, m.kind, t.none)}</th>
                  <td data-label={td.messageChannel}>{pick(td.channels, m.channel, t.none)}</td>
                  <td className="contact" data-label={td.recipient}>
                    {m.recipient}
                  </td>
                  <td data-label={td.messageStatus}>{pick(td.messageStatuses, m.status, t.none)}</td>
                  <td data-label={td.sentAt}>{m.sentAt ? at(m.sentAt) : t.none}</td>
                  <td data-label={td.lastError}>{m.lastError ?? t.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The registry's actions that set a flag (lib/contract/booking-actions flagActions): the label of their audit lines. */
type FlagAudit = { audit: string | undefined; auditLabel: string };

export function AuditSection({
  audit,
  locale,
  dict,
  at,
  flags,
  auditContext,
}: {
  audit: Detail["audit"];
  locale: Locale;
  dict: Catalog;
  at: At;
  flags: readonly FlagAudit[];
  /** Room names and money for the entries in words. */
  auditContext: AuditContext;
}) {
  const t = dict.studio;
  const td = t.detail;
  return (
    <section className="studio-section">
      <h2 id="d-audit">{td.auditTitle}</h2>
      {audit.length === 0 ? (
        <p>{td.noAudit}</p>
      ) : (
        <div className="table-scroll" role="group" aria-labelledby="d-audit" tabIndex={0}>
          <table className="studio-table" data-testid="audit-table">
            <thead>
              <tr>
                <th scope="col">{td.at}</th>
                <th scope="col">{td.who}</th>
                <th scope="col">{td.action}</th>
                <th scope="col">{td.details}</th>
              </tr>
            </thead>
            <tbody>
              {audit.map((e, i) => (
                <tr key={`${e.at}-${i}`}>
                  <td data-label={td.at}>{at(e.at)}</td>
                  <td data-label={td.who}>
                    {/* Who acted: the email and role they had then (docs/studio-actions.md, Audit trail). */}
                    <span dir="auto">{e.actorEmail ?? e.actorName}</span>
                    {e.actorRole ? ` · ${t.roles[e.actorRole]}` : ""}
                  </td>
                  <th scope="row">
                    {auditLabel(e.action, e.detail, locale) ??
                      flags.find((f) => f.audit === e.action)?.auditLabel ??
                      pick(td.auditActions, e.action.replace(".", "_"), t.none)}
                  </th>
                  <td data-label={td.details}>
                    {/* In words, with room names (docs/studio-actions.md, Audit trail); an entry it does not know, as stored. */}
                    {auditSentence(e.action, e.detail, auditContext) ??
                      (e.detail == null || (typeof e.detail === "object" && Object.keys(e.detail).length === 0) ? (
                        t.none
                      ) : (
                        <code className="studio-json">{JSON.stringify(e.detail)}</code>
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
