// A hold row → the Hold resource of spec 2.7. Room name, payment modes and time zone are read
// from the room and studio at answer time; everything else is the hold's own snapshot.
import type { Hold as HoldRow } from "../../generated/prisma/client";
import type { Channel, Hold, PaymentMode } from "../../contract/schemas";
import type { DbOrTx } from "../../infra/db";
import { MAX_SENDS } from "../../contract/hold-rules";
import { cardPaymentsAvailable } from "../payments/availability";

export type { HoldRow };
/** `cardPayments`: whether the studio can take card deposits now (lib/domain/payments/availability.ts). */
export type HoldContext = { roomName: string; paymentModes: string[]; cardPayments: boolean; timezone: string; studioName: string };
export type HoldWithContext = { row: HoldRow; ctx: HoldContext };

export function holdView(row: HoldRow, ctx: HoldContext, devCode?: string | null): Hold {
  return {
    holdId: row.id,
    status: row.status as Hold["status"],
    roomId: row.roomId,
    roomName: ctx.roomName,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    timezone: ctx.timezone,
    price: { priceCents: row.priceCents, depositCents: row.depositCents, currency: row.currency, minutes: row.minutes },
    channel: row.channel as Channel,
    contactMasked: row.contactMasked,
    expiresAt: row.expiresAt.toISOString(),
    resendsLeft: Math.max(0, MAX_SENDS - row.sendCount),
    paymentModes: usableModes(ctx, row.depositCents),
    ...(devCode ? { devCode } : {}),
  };
}

/**
 * The room's modes that confirm can accept for this hold: `card` only with card payments on and
 * a deposit to take (confirm refuses it otherwise), so a client offers only what can succeed.
 */
export function usableModes(ctx: Pick<HoldContext, "paymentModes" | "cardPayments">, depositCents: number): PaymentMode[] {
  return (ctx.paymentModes as PaymentMode[]).filter((m) => m !== "card" || (ctx.cardPayments && depositCents > 0));
}

/**
 * A hold with what its view needs; `lock` takes the row lock (SELECT … FOR UPDATE) first, so
 * attempt counting and resends on one hold are serialized (call inside a transaction).
 */
export async function loadHold(db: DbOrTx, holdId: string, opts: { lock?: boolean } = {}): Promise<HoldWithContext | null> {
  if (opts.lock) {
    const locked = await db.$queryRaw<unknown[]>`SELECT 1 FROM hold WHERE id = ${holdId}::uuid FOR UPDATE`;
    if (locked.length === 0) return null;
  }
  const h = await db.hold.findUnique({
    where: { id: holdId },
    include: { room: { select: { name: true, paymentModes: true } }, studio: { select: { name: true, timezone: true, cardPayments: true } } },
  });
  if (!h) return null;
  const { room, studio, ...row } = h;
  return {
    row,
    ctx: { roomName: room.name, paymentModes: room.paymentModes, cardPayments: cardPaymentsAvailable(studio), timezone: studio.timezone, studioName: studio.name },
  };
}
