// A guest's profile page (docs/guests.md, The profile): who they are, their counts and what they
// owe, the no-show warning when the studio's policy applies, the notes and tags form, and their
// bookings here. A server component: the page loads the profile and passes it.
import type { z } from "zod";
import type { GuestProfile } from "@/lib/contract/dashboard-schemas";
import type { Locale } from "@/lib/contract/locales";
import { fmt, type Catalog } from "@/lib/i18n";
import { longDate, money } from "@/lib/site/client/format";
import { GuestNotesForm } from "./GuestNotesForm";
import { GuestWarning } from "./GuestWarning";

type Profile = z.output<typeof GuestProfile>;
type Props = { p: Profile; locale: Locale; dict: Catalog; at: (iso: string) => string };

export function GuestProfileView({ p, locale, dict, at }: Props) {
  const tg = dict.guests;
  const t = dict.studio;
  const owed = p.owed.length ? p.owed.map((o) => money(o.owedCents, o.currency, locale)).join(" + ") : tg.owedNothing;
  return (
    <div className="studio-detail" data-testid="guest-profile">
      <p>
        <a href={`/studio/${locale}/bookings`}>← {tg.back}</a>
      </p>
      <h1>{fmt(tg.title, { name: p.guestName })}</h1>
      {p.noShowWarning ? (
        <GuestWarning noShows={p.noShows} threshold={p.noShowThreshold} policy={p.noShowPolicy} tg={tg} locale={locale} />
      ) : null}
      <div className="studio-columns">
        <section aria-labelledby="g-contact" className="studio-section">
          <h2 id="g-contact">{tg.contactTitle}</h2>
          <dl className="studio-dl">
            <dt>{tg.contact}</dt>
            <dd className="contact">{p.contact}</dd>
            {p.email && p.email !== p.contact ? (
              <>
                <dt>{tg.email}</dt>
                <dd className="contact">{p.email}</dd>
              </>
            ) : null}
            <dt>{tg.bookings}</dt>
            <dd data-testid="guest-bookings">{p.bookings}</dd>
            <dt>{tg.noShows}</dt>
            <dd data-testid="guest-no-shows">{p.noShows}</dd>
            <dt>{tg.cancelled}</dt>
            <dd>{p.cancelled}</dd>
            <dt>{tg.lastVisit}</dt>
            <dd>{p.lastVisit ? longDate(p.lastVisit, locale) : tg.never}</dd>
            <dt>{tg.owed}</dt>
            <dd data-testid="guest-owed">{owed}</dd>
            <dt>{tg.tags}</dt>
            <dd data-testid="guest-tags">{p.tags.length ? p.tags.join(", ") : tg.noTags}</dd>
          </dl>
        </section>
        <section aria-labelledby="guest-notes-title" className="studio-section">
          <GuestNotesForm guestKey={p.guestKey} notes={p.notes} tags={p.tags} t={t} tg={tg} errors={dict.errors} />
          {p.notesUpdatedAt ? <p className="hint">{fmt(tg.notesUpdated, { when: at(p.notesUpdatedAt) }, locale)}</p> : null}
        </section>
      </div>
      <GuestHistory p={p} locale={locale} dict={dict} />
    </div>
  );
}

function GuestHistory({ p, locale, dict }: Omit<Props, "at">) {
  const tg = dict.guests;
  const t = dict.studio;
  return (
    // The heading names the table's scrolling region; a section named by it too would be a second landmark of that name.
    <section className="studio-section">
      <h2 id="g-history">{tg.historyTitle}</h2>
      {p.history.length < p.bookings ? (
        <p className="hint">{fmt(tg.historyCapped, { shown: p.history.length, total: p.bookings }, locale)}</p>
      ) : null}
      <div className="table-scroll" role="region" aria-labelledby="g-history" tabIndex={0}>
        <table className="studio-table" data-testid="guest-history-table">
          <thead>
            <tr>
              <th scope="col">{tg.colReference}</th>
              <th scope="col">{tg.colWhen}</th>
              <th scope="col">{tg.colRoom}</th>
              <th scope="col">{tg.colStatus}</th>
              <th scope="col">{tg.colPayment}</th>
              <th scope="col" className="num">
                {tg.colOwed}
              </th>
            </tr>
          </thead>
          <tbody>
            {p.history.map((b) => (
              <tr key={b.id} data-reference={b.reference}>
                <th scope="row">
                  <a href={`/studio/${locale}/bookings/${b.id}`} className="reference-link">
                    {b.reference}
                  </a>
                </th>
                <td data-label={tg.colWhen}>
                  {longDate(b.date, locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" })}, {b.startTime}–
                  {b.endTime}
                </td>
                <td data-label={tg.colRoom}>{b.roomName}</td>
                <td data-label={tg.colStatus}>{t.statusValues[b.status as keyof typeof t.statusValues] ?? b.status}</td>
                <td data-label={tg.colPayment}>{t.paymentValues[b.paymentStatus as keyof typeof t.paymentValues] ?? b.paymentStatus}</td>
                <td className="num" data-label={tg.colOwed}>
                  {b.owedCents > 0 ? money(b.owedCents, b.currency, locale) : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
