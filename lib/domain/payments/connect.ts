// Stripe Connect for a studio (docs/payments-connect.md): its connected account, Stripe-hosted
// onboarding through Account Links, and the account's state that Stripe reports. The state
// decides whether card deposits are offered (payments/availability.ts) and what the dashboard's
// payments page says Stripe still needs.
import type Stripe from "stripe";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { env, stripeConfigured, type Env } from "../../infra/env";
import { ApiError } from "../../contract/errors";
import type { PaymentsState } from "../../contract/payments-schemas";
import { log, errorFields } from "../../infra/log";
import { announceSiteChange } from "../sites";
import type { StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { cardPaymentsAvailable } from "./availability";
import { stripe } from "./stripe";
import { studioInbox } from "../studios/inbox";
import { inTransaction } from "../../infra/tx";
import { queueOwnerNotices } from "../notifications/owner-notices";

/** The facts of a Stripe Account object this project keeps. */
export type AccountFacts = { id: string; chargesEnabled: boolean; detailsSubmitted: boolean; requirementsDue: string[] };

export function accountFacts(a: Pick<Stripe.Account, "id" | "charges_enabled" | "details_submitted" | "requirements">): AccountFacts {
  return {
    id: a.id,
    chargesEnabled: Boolean(a.charges_enabled),
    detailsSubmitted: Boolean(a.details_submitted),
    requirementsDue: [...(a.requirements?.currently_due ?? [])].sort(),
  };
}

/**
 * Store an account's state on the studio it belongs to; `asOf` is when Stripe stated it (an
 * event's `created`, or now for a read): an older statement never overwrites a newer one, as
 * Stripe does not deliver events in order. Events carry whole seconds, so the comparison is by
 * the second and, within one second, the later write wins (an event of the second of a read is
 * taken as newer). Returns the studio's id, or null (unknown account, or stale).
 *
 * Charges turned off after they were on mark the studio (`stripeChargesStoppedAt`, the dashboard
 * home's notice) and tell its owners; turned on again after that, they clear the mark and tell them
 * too (docs/payments-connect.md, The owner is told). First enabled, at onboarding, they tell nobody:
 * the owner is on the payments page then. The messages are queued in the caller's transaction, so
 * `tx` is one (the webhook's, or inTransaction around a read).
 */
export async function applyAccountState(tx: DbOrTx, f: AccountFacts, asOf: Date): Promise<string | null> {
  // The CTE locks the row and reads the state before this statement, which the UPDATE's RETURNING cannot.
  const rows = await tx.$queryRaw<{ id: string; was: boolean; stopped: Date | null }[]>`
    WITH old AS (
      SELECT id, "stripeChargesEnabled" AS was, "stripeChargesStoppedAt" AS stopped FROM studio
       WHERE "stripeAccountId" = ${f.id} AND ("stripeAccountUpdatedAt" IS NULL OR date_trunc('second', "stripeAccountUpdatedAt") <= ${asOf})
       FOR UPDATE)
    UPDATE studio s SET "stripeChargesEnabled" = ${f.chargesEnabled}, "stripeDetailsSubmitted" = ${f.detailsSubmitted},
           "stripeRequirementsDue" = ${f.requirementsDue}::text[], "stripeAccountUpdatedAt" = ${asOf}, "updatedAt" = ${asOf},
           "stripeChargesStoppedAt" = CASE WHEN ${f.chargesEnabled} THEN NULL WHEN old.was THEN ${asOf}::timestamptz ELSE old.stopped END
      FROM old WHERE s.id = old.id
     RETURNING s.id::text AS id, old.was, old.stopped`;
  const r = rows[0];
  if (!r) return null;
  if (r.was && !f.chargesEnabled)
    await queueOwnerNotices(tx, { studioId: r.id, kind: "card_payments_stopped", at: asOf, requirements: f.requirementsDue });
  else if (!r.was && f.chargesEnabled && r.stopped)
    await queueOwnerNotices(tx, { studioId: r.id, kind: "card_payments_resumed", at: asOf });
  return r.id;
}

function requireStripe(e: Env): void {
  if (!stripeConfigured(e)) throw new ApiError("PAYMENTS_UNAVAILABLE", "Card payments are not configured on this deployment");
}

const STUDIO_SELECT = {
  id: true,
  name: true,
  email: true,
  notifyEmail: true,
  country: true,
  cardPayments: true,
  stripeAccountId: true,
  stripeChargesEnabled: true,
  stripeDetailsSubmitted: true,
  stripeRequirementsDue: true,
  stripeAccountUpdatedAt: true,
} as const;

/**
 * Start (or resume) the studio's Stripe onboarding: its connected account, created once (a
 * Standard account: the studio is the merchant, with its own Stripe Dashboard, refunds and
 * disputes — docs/payments-connect.md, Account type), and a fresh Account Link to Stripe's hosted
 * onboarding whose return and refresh URLs are the dashboard's payments page.
 */
export async function startOnboarding(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  e: Env = env(),
): Promise<{ url: string; accountId: string }> {
  requireStripe(e);
  const s = await db.studio.findUniqueOrThrow({ where: { id: actor.studioId }, select: STUDIO_SELECT });
  let accountId = s.stripeAccountId;
  if (!accountId) {
    // The studio's id is the idempotency key, so two clicks at once create one account; the
    // conditional write keeps the first account stored if two requests race anyway.
    const account = await stripe().accounts.create(
      { type: "standard", country: s.country, email: studioInbox(s), business_profile: { name: s.name }, metadata: { studioId: s.id } },
      { idempotencyKey: `connect-account:${s.id}` },
    );
    const now = clock.now();
    await db.$executeRaw`
      UPDATE studio SET "stripeAccountId" = ${account.id}, "updatedAt" = ${now} WHERE id = ${s.id}::uuid AND "stripeAccountId" IS NULL`;
    const stored = await db.studio.findUniqueOrThrow({ where: { id: s.id }, select: { stripeAccountId: true } });
    accountId = stored.stripeAccountId!;
    if (accountId === account.id) {
      await inTransaction(db, (tx) => applyAccountState(tx, accountFacts(account), now));
      await audit(db, actor, { action: "settings.update", detail: { section: "payments", stripeAccountId: account.id }, at: now });
    }
  }
  const page = new URL(`/studio/${actor.locale}/payments`, e.PUBLIC_BASE_URL);
  const link = await stripe().accountLinks.create({
    account: accountId,
    type: "account_onboarding",
    return_url: `${page.href}?stripe=return`,
    refresh_url: `${page.href}?stripe=refresh`,
  });
  return { url: link.url, accountId };
}

/**
 * The studio's payments state. With a connected account, Stripe is asked first (the owner comes
 * back from onboarding before its account.updated event may have arrived); if Stripe does not
 * answer, the stored state is shown.
 */
export async function readPayments(db: Db, clock: Clock, actor: StaffActor, e: Env = env()): Promise<PaymentsState> {
  let s = await db.studio.findUniqueOrThrow({ where: { id: actor.studioId }, select: STUDIO_SELECT });
  if (s.stripeAccountId && stripeConfigured(e)) {
    try {
      const a = await stripe().accounts.retrieve(s.stripeAccountId);
      if (await inTransaction(db, (tx) => applyAccountState(tx, accountFacts(a), clock.now()))) {
        await announceSiteChange(db, s.id);
        s = await db.studio.findUniqueOrThrow({ where: { id: actor.studioId }, select: STUDIO_SELECT });
      }
    } catch (err) {
      log.warn("stripe account read failed; stored state shown", { studioId: s.id, ...errorFields(err) });
    }
  }
  return {
    mode: s.stripeAccountId || e.STRIPE_CONNECT === "1" ? "connect" : "platform",
    connectRequired: e.STRIPE_CONNECT === "1",
    stripeConfigured: stripeConfigured(e),
    cardPayments: s.cardPayments,
    cardPaymentsAvailable: cardPaymentsAvailable(s, e),
    platformFeeBps: e.PLATFORM_FEE_BPS,
    account: s.stripeAccountId
      ? {
          id: s.stripeAccountId,
          chargesEnabled: s.stripeChargesEnabled,
          detailsSubmitted: s.stripeDetailsSubmitted,
          requirementsDue: s.stripeRequirementsDue,
          updatedAt: s.stripeAccountUpdatedAt?.toISOString() ?? null,
        }
      : null,
  };
}
