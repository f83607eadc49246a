// Prepaid hours bought on the site, paid (docs/prepaid-hours.md, Buying on the site): Stripe's webhook
// (webhook.ts) makes the pending pass active from now, for its pack's days, and sends its buyer the
// code (lib/domain/notifications/hour-pass.ts). The pass was made by lib/domain/prepaid/online.ts.
import { Uuid } from "../../contract/schemas";
import type { DbOrTx } from "../../infra/db";
import { log } from "../../infra/log";
import { prepaidCodeOf } from "../bookings/pay-token";
import { queueHourPassMessage } from "../notifications/hour-pass";
import { audit, stripeActor } from "../staff/audit";

const DAY_MS = 86_400_000;

type IntentFacts = { id: string; metadata: Record<string, string>; amountReceived: number | null; currency: string | null };

/**
 * Stripe says a pass's intent succeeded (lib/domain/payments/webhook.ts): the pass becomes active from
 * now, for its pack's days, and its buyer is sent the code. Again: nothing more. Another account's
 * event, or an amount short of the price: left for a person.
 */
export async function passPaid(
  tx: DbOrTx,
  pi: IntentFacts,
  account: string | null,
  now: Date,
): Promise<"payment_recorded" | "no_change" | "unknown_payment" | "mismatch"> {
  const passId = pi.metadata.hourPassId;
  if (!Uuid.safeParse(passId).success) return "unknown_payment";
  const [pass] = await tx.$queryRaw<
    {
      id: string;
      studioId: string;
      status: string;
      priceCents: number;
      currency: string;
      stripeAccountId: string | null;
      validDays: number;
    }[]
  >`
    SELECT s.id, s."studioId", s.status, s."priceCents", s.currency, s."stripeAccountId", p."validDays"
      FROM hour_pass s JOIN hour_pack p ON p.id = s."packId" WHERE s.id = ${passId}::uuid FOR UPDATE OF s`;
  if (!pass || (pass.stripeAccountId ?? null) !== account) return "unknown_payment";
  if (pass.status === "active") return "no_change";
  if (pi.currency?.toLowerCase() !== pass.currency.toLowerCase() || (pi.amountReceived ?? 0) < pass.priceCents) {
    log.error("stripe payment does not match its prepaid hours; left for a person", { paymentIntentId: pi.id, hourPassId: pass.id });
    return "mismatch";
  }
  await tx.hourPass.update({
    where: { id: pass.id },
    data: { status: "active", paymentIntentId: pi.id, soldAt: now, expiresAt: new Date(now.getTime() + pass.validDays * DAY_MS) },
  });
  await audit(tx, stripeActor(pass.studioId), {
    action: "hour_pass.sell",
    detail: { hourPassId: pass.id, priceCents: pass.priceCents, method: "online", codeTail: prepaidCodeOf(pass.id).slice(-4) },
    at: now,
  });
  await queueHourPassMessage(tx, pass.studioId, pass.id, now);
  return "payment_recorded";
}
