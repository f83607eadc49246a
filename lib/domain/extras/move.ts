// A moved booking's extras (docs/pricing.md, Extras): releasing its room claim released their claims
// (the slot_claim trigger), so they are hired again for the new span in the mover's transaction,
// after its room claim lock; taken meanwhile → 409 EXTRA_UNAVAILABLE and the move is undone. The
// lines keep the price they were booked at. An extra the studio no longer has needs no claim.
import { z } from "zod";
import type { DbOrTx, Prisma } from "../../infra/db";
import { bookedExtrasOf } from "../json-columns";
import { ExtraName } from "../../contract/schemas";
import { claimExtras, type ExtraSpan } from "./claim";

const BookedLine = z.object({
  extraId: z.string(),
  name: ExtraName,
  quantity: z.number().int(),
  priceCents: z.number().int(),
  owned: z.number().int().nullable(),
});

/** What a booking's extras lines add to its price, as booked (its `extras` column). */
export const bookedExtrasCents = (extras: Prisma.JsonValue): number => bookedExtrasOf(extras).reduce((sum, l) => sum + l.priceCents, 0);

/** Claim the booking's extras again for its new span. */
export async function reclaimBookingExtras(tx: DbOrTx, booking: { id: string; holdId: string }, span: ExtraSpan): Promise<void> {
  const rows = await tx.$queryRaw<unknown[]>`
    SELECT l."extraId"::text AS "extraId", l.name, l.quantity, l."priceCents", e.quantity AS owned
      FROM booking b
      CROSS JOIN jsonb_to_recordset(b.extras) AS l("extraId" uuid, name jsonb, quantity int, "priceCents" int)
      LEFT JOIN extra e ON e.id = l."extraId"
     WHERE b.id = ${booking.id}::uuid
     ORDER BY l."extraId"`;
  const lines = z.array(BookedLine).parse(rows);
  const limited = lines.flatMap((l) => (l.owned === null ? [] : [{ ...l, owned: l.owned }]));
  await claimExtras(tx, limited, { holdId: booking.holdId, bookingId: booking.id, expiresAt: null }, span);
}
