// The rooms a studio's setting names (a promo code's, a pack of prepaid hours'): each must be one of
// the studio's own, checked in the writing transaction.
import { ApiError } from "../contract/errors";
import type { DbOrTx } from "../infra/db";

/** Each of `roomIds` is a room of `studioId`: else VALIDATION_ERROR naming the first that is not (`roomIds.N`). */
export async function checkStudioRooms(tx: DbOrTx, studioId: string, roomIds: readonly string[]): Promise<void> {
  if (!roomIds.length) return;
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id::text FROM room WHERE "studioId" = ${studioId}::uuid AND id = ANY(${[...roomIds]}::uuid[])`;
  const mine = new Set(rows.map((r) => r.id));
  const i = roomIds.findIndex((id) => !mine.has(id));
  if (i >= 0) throw new ApiError("VALIDATION_ERROR", `roomIds.${i}: is not a room of this studio`);
}
