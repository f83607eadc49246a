// The one rule for "may this studio take card deposits right now": the site payload's
// `cardPayments` (lib/domain/sites.ts) and confirm's acceptance of `card` (lib/domain/bookings/confirm.ts)
// both call it, so a guest is never offered what confirm refuses, or charged what the
// webhook cannot see.
import { env, stripeConfigured, type Env } from "../../infra/env";

export function cardPaymentsAvailable(studio: { cardPayments: boolean | null }, e: Env = env()): boolean {
  return Boolean(studio.cardPayments) && stripeConfigured(e);
}
