// A guest's promo code judged for a session (docs/pricing.md, Promo codes): found by the studio and
// the code as stored (trimmed, upper-cased), its rules judged by the one pure function
// (lib/contract/promo.ts promoRefusal) against its current uses, and a refusal worded in the guest's
// language. Guessing is limited per client network (docs/decisions-abuse.md, Promo codes): a code
// that does not exist counts against LIMITS.promoGuessesPerIp, and past that limit every promo
// code check of the network is 429 until the window lets one more in; a request without a code is
// never touched. A hold does not reserve a use: confirm counts it, under the code's lock (uses.ts).
import { ApiError } from "../../contract/errors";
import { LIMITS } from "../../contract/limits";
import type { Locale } from "../../contract/locales";
import {
  normalizePromoCode,
  PROMO_CODE_PATTERN,
  promoRefusal,
  type PromoRefusal,
  type PromoRules,
  type PromoTerms,
} from "../../contract/promo";
import type { QuotePromo } from "../../contract/schemas";
import type { Clock } from "../../infra/clock";
import { Prisma, type DbOrTx } from "../../infra/db";
import { consume, refuseWhenFull } from "../../infra/rate-limit";
import { getDict } from "../../i18n";

/** A studio's code as judged and priced. */
export type PromoCodeRow = PromoTerms & PromoRules & { id: string; code: string };

/** A code's fields as the studio writes them (the studio file and the studio API answer the same). */
export const promoCodeFields = (p: PromoCodeRow) => ({
  code: p.code,
  kind: p.kind,
  percentOff: p.percentOff,
  amountCents: p.amountCents,
  validFrom: p.validFrom,
  validUntil: p.validUntil,
  roomIds: [...p.roomIds],
  minMinutes: p.minMinutes,
  maxUses: p.maxUses,
  maxUsesPerContact: p.maxUsesPerContact,
  active: p.active,
});

/** The columns of a PromoCodeRow (dates as YYYY-MM-DD), for raw statements over promo_code p. */
export const PROMO_ROW_SQL =
  Prisma.raw(`p.id::text AS id, p.code, p.kind, p."percentOff", p."amountCents", p."validFrom"::text AS "validFrom",
       p."validUntil"::text AS "validUntil", p."roomIds"::text[] AS "roomIds", p."minMinutes", p."maxUses", p."maxUsesPerContact", p.active`);

async function findPromo(db: DbOrTx, studioId: string, code: string): Promise<PromoCodeRow | null> {
  const rows = await db.$queryRaw<PromoCodeRow[]>`
    SELECT ${PROMO_ROW_SQL} FROM promo_code p WHERE p."studioId" = ${studioId}::uuid AND p.code = ${code}`;
  return rows[0] ?? null;
}

/** The code's counted uses (confirmed bookings not cancelled), and the contact's among them when it is known. */
export async function usesOf(
  db: DbOrTx,
  promoCodeId: string,
  contact: string | null,
): Promise<{ uses: number; usesByContact: number | null }> {
  const rows = await db.$queryRaw<{ uses: number; mine: number }[]>`
    SELECT count(*)::int AS uses, count(*) FILTER (WHERE u."contactKey" = ${contact}::text)::int AS mine
      FROM promo_use u JOIN booking b ON b.id = u."bookingId"
     WHERE u."promoCodeId" = ${promoCodeId}::uuid AND b.status <> 'cancelled'`;
  return { uses: rows[0].uses, usesByContact: contact === null ? null : rows[0].mine };
}

/** Why the code does not apply, for the guest, in their language. */
const promoRefusalText = (reason: PromoRefusal, locale: Locale): string => getDict(locale).promo.refusals[reason];

/** 409 PROMO_CODE_INVALID: its reason and the code in `details`, the message in the guest's language. */
export function promoInvalid(reason: PromoRefusal, code: string, locale: Locale): ApiError {
  return new ApiError("PROMO_CODE_INVALID", promoRefusalText(reason, locale), { details: { reason, code } });
}

/**
 * The code of `raw` for the studio, through the guessing limit: 429 while the client's network is
 * past it; a code that does not exist counts one more guess and is null.
 */
async function lookUp(
  db: DbOrTx,
  clock: Clock,
  studioId: string,
  raw: string,
  ip: string,
): Promise<{ code: string; row: PromoCodeRow | null }> {
  const code = normalizePromoCode(raw);
  await refuseWhenFull(db, clock, LIMITS.promoGuessesPerIp, ip);
  const row = PROMO_CODE_PATTERN.test(code) ? await findPromo(db, studioId, code) : null;
  if (!row) await consume(db, clock, LIMITS.promoGuessesPerIp, ip);
  return { code, row };
}

/** A hold's session, as its code is judged: the guest's contact as holds keep it. */
export type HoldSession = { studioId: string; roomId: string; date: string; minutes: number; contact: string; ip: string; locale: Locale };

/** The code for a new hold (create hold): its row when it applies, else 409 PROMO_CODE_INVALID; 429 past the guessing limit. */
export async function promoForHold(db: DbOrTx, clock: Clock, s: HoldSession, raw: string): Promise<PromoCodeRow> {
  const { code, row } = await lookUp(db, clock, s.studioId, raw, s.ip);
  if (!row) throw promoInvalid("unknown", code, s.locale);
  const reason = promoRefusal(row, { date: s.date, roomId: s.roomId, minutes: s.minutes, ...(await usesOf(db, row.id, s.contact)) });
  if (reason) throw promoInvalid(reason, code, s.locale);
  return row;
}

/**
 * The quote's verdict on a code for a room and date (getQuote): its terms, or why not in `locale`.
 * The length is the guest's choice there: a code for longer sessions than the room allows is
 * too_short, otherwise `minMinutes` lets the client judge each length. No contact: no per-contact limit.
 */
export async function promoForQuote(
  db: DbOrTx,
  clock: Clock,
  s: { studioId: string; roomId: string; date: string; longestMinutes: number; ip: string; locale: Locale },
  raw: string,
): Promise<QuotePromo> {
  const { code, row } = await lookUp(db, clock, s.studioId, raw, s.ip);
  const at = { date: s.date, roomId: s.roomId, minutes: null, longestMinutes: s.longestMinutes, usesByContact: null };
  const reason = row ? promoRefusal(row, { ...at, uses: (await usesOf(db, row.id, null)).uses }) : "unknown";
  if (!row || reason) {
    const why = reason ?? "unknown";
    return { code, ok: false, reason: why, message: promoRefusalText(why, s.locale) };
  }
  return { code, ok: true, kind: row.kind, percentOff: row.percentOff, amountCents: row.amountCents, minMinutes: row.minMinutes };
}
