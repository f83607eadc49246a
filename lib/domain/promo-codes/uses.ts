// A promo code's uses (docs/pricing.md, Promo codes): one promo_use row per confirmed booking made
// with the code, written by confirm in its transaction under the code's row lock, so two confirms
// racing for the last use are served one after the other and the second sees the first's use.
// Cancelling the booking, by any path, deletes its row (the migration's trigger on booking), which
// gives the use back; there is no read before a write without the lock.
import { promoUsedUp, type PromoUsedUp } from "../../contract/promo";
import { divRoundHalfUp } from "../../contract/price-rules";
import type { DbOrTx } from "../../infra/db";
import type { PromoSnapshot } from "../json-columns";
import { usesOf } from "./judge";

/**
 * Confirm's check (its transaction, the hold's row locked): the code's row lock, held until commit,
 * then its uses and the contact's. The limit reached: why; else null, and the use is the booking's
 * (recordPromoUse). A code's other rules were judged when the hold was made and stand.
 */
export async function lockPromoUses(tx: DbOrTx, promo: PromoSnapshot, contact: string): Promise<PromoUsedUp | null> {
  const rows = await tx.$queryRaw<{ maxUses: number | null; maxUsesPerContact: number | null }[]>`
    SELECT "maxUses", "maxUsesPerContact" FROM promo_code WHERE id = ${promo.promoCodeId}::uuid FOR UPDATE`;
  const limits = rows[0];
  if (!limits || (limits.maxUses === null && limits.maxUsesPerContact === null)) return null;
  return promoUsedUp(limits, await usesOf(tx, promo.promoCodeId, contact));
}

/** The booking's use of its code, under the lock lockPromoUses took. */
export async function recordPromoUse(tx: DbOrTx, promo: PromoSnapshot, bookingId: string, contact: string, now: Date): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO promo_use ("promoCodeId", "bookingId", "contactKey", "createdAt")
    VALUES (${promo.promoCodeId}::uuid, ${bookingId}::uuid, ${contact}, ${now}::timestamptz)`;
}

/**
 * The code ran out between the hold and the confirm: the hold loses it and goes back to the full
 * price (the discount added back, the deposit the room's share of that, as quote() takes it), and
 * stays verified, so the guest may confirm at that price or give the hold up and start again.
 */
export async function dropHoldPromo(
  tx: DbOrTx,
  hold: { id: string; priceCents: number },
  promo: PromoSnapshot,
  depositPercent: number,
): Promise<void> {
  const priceCents = hold.priceCents + promo.discountCents;
  await tx.$executeRaw`
    UPDATE hold SET promo = NULL, "priceCents" = ${priceCents}::int, "depositCents" = ${divRoundHalfUp(priceCents * depositPercent, 100)}::int
     WHERE id = ${hold.id}::uuid`;
}
