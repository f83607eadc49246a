// What a studio offers a room (docs/pricing.md, Extras): its active extras that apply to the room
// (no roomIds: every room), read from the extra table, and a hold's request checked against them.
import { z } from "zod";
import { ApiError } from "../../contract/errors";
import { ExtraName, ExtraPer, type QuoteExtra } from "../../contract/schemas";
import type { DbOrTx } from "../../infra/db";
import { extraLineCents } from "../../contract/extras";

const ExtraRow = z.object({
  id: z.string(),
  name: ExtraName,
  per: ExtraPer,
  priceCents: z.number().int(),
  quantity: z.number().int().nullable(),
});
type ExtraRow = z.infer<typeof ExtraRow>;

/** The active extras of a studio that go with a room, in the studio's order. */
export async function roomExtras(db: DbOrTx, studioId: string, roomId: string): Promise<QuoteExtra[]> {
  const rows = await db.$queryRaw<unknown[]>`
    SELECT id::text, name, per, "priceCents", quantity FROM extra
     WHERE "studioId" = ${studioId}::uuid AND active AND (cardinality("roomIds") = 0 OR ${roomId}::uuid = ANY("roomIds"))
     ORDER BY position, id`;
  return z.array(ExtraRow).parse(rows);
}

/** One chosen extra, priced: the hold's and booking's snapshot line; `quantity` also what is claimed. */
export type ExtraLine = { extraId: string; name: ExtraName; quantity: number; priceCents: number };

/** An extra that is limited: the claims to make for it (claim.ts). */
export type LimitedLine = ExtraLine & { owned: number };

/**
 * The request's extras priced for `minutes`, in the request's order; an extra the studio does not
 * offer for the room (unknown, inactive, another studio's, another room's) is a VALIDATION_ERROR
 * at `body.extras.N.extraId`. `limited` lists the lines that need claims, by extra id.
 */
export async function chooseExtras(
  db: DbOrTx,
  at: { studioId: string; roomId: string; minutes: number },
  requested: readonly { extraId: string; quantity: number }[],
): Promise<{ lines: ExtraLine[]; limited: LimitedLine[]; totalCents: number }> {
  const offered = new Map((await roomExtras(db, at.studioId, at.roomId)).map((e) => [e.id, e]));
  const problems: string[] = [];
  const lines: ExtraLine[] = [];
  const limited: LimitedLine[] = [];
  requested.forEach((r, i) => {
    const extra = offered.get(r.extraId);
    if (!extra) {
      problems.push(`body.extras.${i}.extraId: is not an extra this studio offers for this room`);
      return;
    }
    const line = { extraId: extra.id, name: extra.name, quantity: r.quantity, priceCents: extraLineCents(extra, at.minutes, r.quantity) };
    lines.push(line);
    if (extra.quantity !== null) limited.push({ ...line, owned: extra.quantity });
  });
  if (problems.length) throw new ApiError("VALIDATION_ERROR", problems.join("; "));
  limited.sort((a, b) => (a.extraId < b.extraId ? -1 : a.extraId > b.extraId ? 1 : 0));
  return { lines, limited, totalCents: lines.reduce((sum, l) => sum + l.priceCents, 0) };
}
