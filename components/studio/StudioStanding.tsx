// The studio's standing at the top of the dashboard home (docs/dashboard.md, Verification and notices):
// the verification card while the studio is not live, a line for a week after it became live, and,
// for owners, Stripe's stop of card payments with what Stripe needs in words, until they are on again.
// The same news as the owners' emails (docs/decisions-messages.md, The owner is told).
import type { Catalog, Locale } from "@/lib/i18n";
import type { Standing } from "@/lib/contract/standing";
import { fmt } from "@/lib/i18n/core";
import { requirementSentences } from "@/lib/i18n/stripe-requirements";
import { longDate, todayIn } from "@/lib/site/client/format";
import { VerificationCard } from "./VerificationCard";

type Props = { standing: Standing; locale: Locale; timezone: string; base: string; dict: Catalog };

export function StudioStanding({ standing: s, locale, timezone, base, dict }: Props) {
  const tv = dict.verification;
  // A date in the member's language, as the studio's calendar reads that instant.
  const on = (iso: string | null | undefined) =>
    iso ? longDate(todayIn(timezone, new Date(iso)), locale, { day: "numeric", month: "long", year: "numeric" }) : null;
  const stopped = s.cardPaymentsStopped;
  const needs = stopped ? requirementSentences(stopped.requirements, tv.requirements) : [];
  return (
    <>
      {s.status !== "live" ? (
        <>
          {/* What an unverified studio cannot do yet (docs/decisions-messages.md, Unverified studios). */}
          <p className="studio-notice" data-testid="unverified-limits">
            {dict.studio.platformStatus.limits}
          </p>
          <VerificationCard
            status={s.status}
            verification={s.verification}
            address={s.address}
            changedOn={on(s.changedAt)}
            askedOn={on(s.verification?.submittedAt)}
            settingsHref={`${base}/settings`}
            tv={tv}
            t={dict.studio}
            errors={dict.errors}
          />
        </>
      ) : s.recentlyLive ? (
        <div className="studio-notice studio-notice-ok" data-testid="verification-live">
          <p>{tv.explain.live}</p>
        </div>
      ) : null}
      {stopped ? (
        <section className="studio-notice studio-notice-warn" aria-labelledby="card-stopped-title" data-testid="card-payments-stopped">
          <h2 id="card-stopped-title">{tv.cardStopped.title}</h2>
          <p>{fmt(tv.cardStopped.text, { date: on(stopped.since) ?? "" })}</p>
          {needs.length ? (
            <ul data-testid="card-payments-needs">
              {needs.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          ) : (
            <p>{tv.cardStopped.nothingListed}</p>
          )}
          <p>
            <a className="btn btn-secondary" href={`${base}/payments`}>
              {tv.cardStopped.link}
            </a>
          </p>
        </section>
      ) : null}
    </>
  );
}
