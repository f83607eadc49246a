// Booking with prepaid hours (docs/prepaid-hours.md, Booking with a code): the booking's minutes are
// drawn from the pass under its row lock, so two bookings cannot spend the same hours; the draw is
// recorded as the booking's payment (method `prepaid`, the value of its room time) so what is owed
// and the payment status follow as for any payment. A cancellation gives the hours back (return.ts).
import { createHash, randomUUID } from "node:crypto";
import { ApiError } from "../../contract/errors";
import { normalizePrepaidCode } from "../../contract/prepaid";
import type { DbOrTx } from "../../infra/db";
import type { BookingFull } from "../bookings/view";
import { bookedExtrasOf } from "../json-columns";
import { recordPayment } from "../payments/ledger";
import { settlePayments } from "../payments/settle";
import type { AuditActor } from "../staff/audit";

/** Who records a guest's draw: the guest, by the code they gave (the booking flow has no staff). */
export const guestWithCode = (studioId: string): AuditActor => ({ userId: null, name: "guest (prepaid code)", studioId });

/** What is stored of a code: the SHA-256 of its letters and digits, upper case. */
export const hashPrepaidCode = (raw: string): string => createHash("sha256").update(normalizePrepaidCode(raw)).digest("hex");

type PassRow = { id: string; studioId: string; minutes: number; roomIds: string[]; expiresAt: Date; codeTail: string };

/** Minutes drawn from a pass and not given back. */
export async function usedMinutes(tx: DbOrTx, passId: string): Promise<number> {
  const [r] = await tx.$queryRaw<{ n: number }[]>`
    SELECT COALESCE(sum(minutes), 0)::int AS n FROM hour_draw WHERE "passId" = ${passId}::uuid AND "returnedAt" IS NULL`;
  return r.n;
}

const unknownCode = () => new ApiError("VALIDATION_ERROR", "prepaidCode: this studio has no such code");

/**
 * The pass of `code` for a booking of `b`'s studio and room, locked for the transaction, with the
 * minutes left; refused as the contract note of `prepaidCode` says (lib/contract/schemas.ts).
 */
async function lockPass(tx: DbOrTx, code: string, b: { studioId: string; roomId: string; minutes: number }, now: Date) {
  const hash = hashPrepaidCode(code);
  const [pass] = await tx.$queryRaw<PassRow[]>`
    SELECT id, "studioId", minutes, "roomIds"::text[] AS "roomIds", "expiresAt", "codeTail"
      FROM hour_pass WHERE "codeHash" = ${hash} AND status = 'active' FOR UPDATE`;
  if (!pass || pass.studioId !== b.studioId) throw unknownCode();
  if (pass.roomIds.length && !pass.roomIds.includes(b.roomId))
    throw new ApiError("VALIDATION_ERROR", "prepaidCode: this code's hours are for other rooms of the studio");
  const left = pass.minutes - (await usedMinutes(tx, pass.id));
  if (pass.expiresAt.getTime() <= now.getTime())
    throw new ApiError("PREPAID_HOURS_SHORT", `This code expired on ${pass.expiresAt.toISOString().slice(0, 10)}`, {
      details: { reason: "expired", balanceMinutes: 0, neededMinutes: b.minutes },
    });
  if (left < b.minutes)
    throw new ApiError("PREPAID_HOURS_SHORT", `This code has ${left} minutes left; the booking takes ${b.minutes}`, {
      details: { reason: "short", balanceMinutes: left, neededMinutes: b.minutes },
    });
  return pass;
}

/** The value of a booking's room time: its price less the extras hired with it (they are paid apart). */
const roomTimeCents = (b: BookingFull) => Math.max(0, b.priceCents - bookedExtrasOf(b.extras).reduce((s, e) => s + e.priceCents, 0));

/**
 * Draw booking `b`'s minutes from the pass of `code` (in the booking's transaction, just made, its
 * row not yet seen by anyone else) and record their value as its payment. Returns the new payment
 * status.
 */
export async function drawHours(tx: DbOrTx, code: string, b: BookingFull, actor: AuditActor, now: Date): Promise<string> {
  const pass = await lockPass(tx, code, b, now);
  const drawId = randomUUID();
  const value = roomTimeCents(b);
  const paymentId = value
    ? await recordPayment(
        tx,
        b,
        { amountCents: value, method: "prepaid", note: `···${pass.codeTail}`, requestKey: `prepaid:${drawId}` },
        actor,
        now,
      )
    : null;
  await tx.hourDraw.create({ data: { id: drawId, passId: pass.id, bookingId: b.id, minutes: b.minutes, createdAt: now, paymentId } });
  return settlePayments(tx, b);
}
