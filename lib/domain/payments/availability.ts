// The one rule for "may this studio take card deposits right now": the site payload's
// `cardPayments` (lib/domain/sites.ts) and confirm's acceptance of `card` (lib/domain/bookings/confirm.ts)
// both call it, so a guest is never offered what confirm refuses, or charged what the
// webhook cannot see. With Stripe Connect the studio's connected account decides where the
// money goes (docs/payments-connect.md, Which account takes the deposit).
import { env, stripeConfigured, type Env } from "../../infra/env";

type StudioPayments = { cardPayments: boolean | null; stripeAccountId?: string | null; stripeChargesEnabled?: boolean | null };

/**
 * The account a new deposit is charged on: the studio's connected account (a direct charge), or
 * null for the platform's own account; `false` when the studio cannot take a card deposit now —
 * its connected account cannot take charges, or STRIPE_CONNECT=1 and it has none.
 */
export function depositAccount(
  studio: Omit<StudioPayments, "cardPayments">,
  e: Pick<Env, "STRIPE_CONNECT"> = env(),
): string | null | false {
  if (studio.stripeAccountId) return studio.stripeChargesEnabled ? studio.stripeAccountId : false;
  return e.STRIPE_CONNECT === "1" ? false : null;
}

export function cardPaymentsAvailable(studio: StudioPayments, e: Env = env()): boolean {
  return Boolean(studio.cardPayments) && stripeConfigured(e) && depositAccount(studio, e) !== false;
}
