// Writing a studio's promo codes (docs/pricing.md, Promo codes): the studio file's import (by code,
// keeping the code's id and so its uses) and the studio API (studio.ts). Values come checked by
// PromoCodeBody (lib/contract/studio-schemas.ts); the table's CHECKs are the last word.
import type { PromoCodeBody } from "../../contract/studio-schemas";
import type { DbOrTx } from "../../infra/db";

/** Insert the code, or update the studio's code of that name in place; its id. */
export async function upsertPromoCode(tx: DbOrTx, studioId: string, p: PromoCodeBody): Promise<string> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO promo_code (id, "studioId", code, kind, "percentOff", "amountCents", "validFrom", "validUntil", "roomIds",
                            "minMinutes", "maxUses", "maxUsesPerContact", active)
    VALUES (gen_random_uuid(), ${studioId}::uuid, ${p.code}, ${p.kind}, ${p.percentOff}::int, ${p.amountCents}::int, ${p.validFrom}::date,
            ${p.validUntil}::date, ${p.roomIds}::uuid[], ${p.minMinutes}::int, ${p.maxUses}::int, ${p.maxUsesPerContact}::int, ${p.active})
    ON CONFLICT ("studioId", code) DO UPDATE
      SET kind = EXCLUDED.kind, "percentOff" = EXCLUDED."percentOff", "amountCents" = EXCLUDED."amountCents",
          "validFrom" = EXCLUDED."validFrom", "validUntil" = EXCLUDED."validUntil", "roomIds" = EXCLUDED."roomIds",
          "minMinutes" = EXCLUDED."minMinutes", "maxUses" = EXCLUDED."maxUses", "maxUsesPerContact" = EXCLUDED."maxUsesPerContact",
          active = EXCLUDED.active
    RETURNING id::text`;
  return rows[0].id;
}

/** Insert a new code; null when the studio already has one of that name. */
export async function insertPromoCode(tx: DbOrTx, studioId: string, p: PromoCodeBody): Promise<string | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO promo_code (id, "studioId", code, kind, "percentOff", "amountCents", "validFrom", "validUntil", "roomIds",
                            "minMinutes", "maxUses", "maxUsesPerContact", active)
    VALUES (gen_random_uuid(), ${studioId}::uuid, ${p.code}, ${p.kind}, ${p.percentOff}::int, ${p.amountCents}::int, ${p.validFrom}::date,
            ${p.validUntil}::date, ${p.roomIds}::uuid[], ${p.minMinutes}::int, ${p.maxUses}::int, ${p.maxUsesPerContact}::int, ${p.active})
    ON CONFLICT ("studioId", code) DO NOTHING
    RETURNING id::text`;
  return rows[0]?.id ?? null;
}

/**
 * Replace every field of the code `id` (the caller locked it); false when another code of the studio
 * has the new name (the caller holds the studio's promo code lock, so no rename races this one).
 */
export async function updatePromoCode(tx: DbOrTx, studioId: string, id: string, p: PromoCodeBody): Promise<boolean> {
  const taken = await tx.$queryRaw<{ id: string }[]>`
    SELECT id::text FROM promo_code WHERE "studioId" = ${studioId}::uuid AND code = ${p.code} AND id <> ${id}::uuid`;
  if (taken.length) return false;
  await tx.$executeRaw`
    UPDATE promo_code
       SET code = ${p.code}, kind = ${p.kind}, "percentOff" = ${p.percentOff}::int, "amountCents" = ${p.amountCents}::int,
           "validFrom" = ${p.validFrom}::date, "validUntil" = ${p.validUntil}::date, "roomIds" = ${p.roomIds}::uuid[],
           "minMinutes" = ${p.minMinutes}::int, "maxUses" = ${p.maxUses}::int, "maxUsesPerContact" = ${p.maxUsesPerContact}::int,
           active = ${p.active}
     WHERE id = ${id}::uuid AND "studioId" = ${studioId}::uuid`;
  return true;
}
