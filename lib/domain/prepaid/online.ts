// Prepaid hours bought on the studio's site by card (docs/prepaid-hours.md, Buying on the site): a
// pending pass with its PaymentIntent on the studio's account (the platform's fee, as a deposit),
// made active by Stripe's webhook (lib/domain/payments/pass-paid.ts), which then sends the buyer the code. A pending pass draws nothing,
// is on no list and answers no code; the pack's validity counts from the payment.
import { randomUUID } from "node:crypto";
import { ApiError, notFound } from "../../contract/errors";
import type { Locale } from "../../contract/locales";
import type { PackOnSale } from "../../contract/prepaid";
import { Uuid } from "../../contract/schemas";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { prepaidCodeOf } from "../bookings/pay-token";
import { cardPaymentsAvailable, depositAccount } from "../payments/availability";
import { hourPassIntent } from "../payments/intents";
import { hashPrepaidCode } from "./draw";

const DAY_MS = 86_400_000;

/** The packs a guest can buy on the site now: none unless the studio takes card payments. */
export async function packsOnSale(db: DbOrTx, studioId: string): Promise<PackOnSale[]> {
  const studio = await db.studio.findUniqueOrThrow({ where: { id: studioId } });
  if (!cardPaymentsAvailable(studio)) return [];
  return db.hourPack.findMany({
    where: { studioId, active: true, priceCents: { gt: 0 } },
    orderBy: [{ priceCents: "asc" }, { name: "asc" }],
    select: { id: true, name: true, minutes: true, priceCents: true, currency: true, validDays: true },
  });
}

export type Purchase = { studioId: string; packId: string; buyerName: string; buyerEmail: string; locale: Locale };

/**
 * A pending pass of `packId` and its PaymentIntent: the client secret the site's card form pays.
 * A studio that cannot take card payments now is 409 PAYMENTS_UNAVAILABLE.
 */
export async function startPurchase(db: Db, clock: Clock, p: Purchase): Promise<{ clientSecret: string; stripeAccount: string | null }> {
  const now = clock.now();
  const id = randomUUID();
  const made = await inTransaction(db, async (tx) => {
    const pack = Uuid.safeParse(p.packId).success
      ? await tx.hourPack.findFirst({ where: { id: p.packId, studioId: p.studioId, active: true }, include: { studio: true } })
      : null;
    if (!pack || pack.priceCents <= 0) throw notFound("Hour pack");
    const account = depositAccount(pack.studio);
    if (!cardPaymentsAvailable(pack.studio) || account === false)
      throw new ApiError("PAYMENTS_UNAVAILABLE", "This studio cannot take card payments now");
    const code = prepaidCodeOf(id);
    await tx.hourPass.create({
      data: {
        id,
        studioId: p.studioId,
        packId: pack.id,
        codeHash: hashPrepaidCode(code),
        codeTail: code.slice(-4),
        buyerName: p.buyerName,
        buyerEmail: p.buyerEmail,
        locale: p.locale,
        minutes: pack.minutes,
        roomIds: pack.roomIds,
        priceCents: pack.priceCents,
        currency: pack.currency,
        method: "online",
        requestKey: `online:${id}`,
        soldAt: now,
        expiresAt: new Date(now.getTime() + pack.validDays * DAY_MS),
        status: "pending",
        stripeAccountId: account,
      },
    });
    return { name: pack.name, priceCents: pack.priceCents, currency: pack.currency, account };
  });
  // After the commit, as a deposit's intent (lib/domain/bookings/confirm.ts): no Stripe call holds a
  // transaction open. A failed call leaves a pending pass nobody can pay: it draws nothing.
  const pi = await hourPassIntent({
    id,
    studioId: p.studioId,
    packName: made.name,
    amountCents: made.priceCents,
    currency: made.currency,
    stripeAccountId: made.account,
  });
  await db.hourPass.update({ where: { id }, data: { paymentIntentId: pi.id } });
  return { clientSecret: pi.clientSecret, stripeAccount: made.account };
}
