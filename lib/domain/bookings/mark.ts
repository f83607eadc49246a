// Studio-only states (docs/decisions.md, Studio marks): completed or no_show. The contract
// leaves source states and conditions open; here: a confirmed booking (or one already marked,
// to correct a mistake) whose session has started. Used by `npm run studio:mark`.
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { ApiError } from "../../contract/errors";
import { normalizeReference } from "./reference";
import { lockBooking } from "./view";

export type StudioMark = "completed" | "no_show";

// Refusals are ApiErrors like every domain error (the CLI prints their message); the old name stays for callers.

export async function markBooking(
  db: Db,
  clock: Clock,
  reference: string,
  mark: StudioMark,
): Promise<{ id: string; reference: string; from: string; to: StudioMark }> {
  const ref = normalizeReference(reference);
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const found = await tx.booking.findUnique({ where: { reference: ref }, select: { id: true } });
    if (!found) throw new ApiError("RESOURCE_NOT_FOUND", `No booking with reference ${ref}`);
    await lockBooking(tx, found.id);
    const b = await tx.booking.findUniqueOrThrow({ where: { id: found.id } });
    if (!["confirmed", "completed", "no_show"].includes(b.status))
      throw new ApiError("INVALID_STATE", `Booking ${ref} is ${b.status}; only confirmed bookings can be marked`);
    if (b.startsAt.getTime() > now.getTime())
      throw new ApiError(
        "INVALID_STATE",
        `Booking ${ref} starts at ${b.startsAt.toISOString()}; it can be marked once the session has started`,
      );
    await tx.booking.update({ where: { id: b.id }, data: { status: mark } });
    return { id: b.id, reference: ref, from: b.status, to: mark };
  });
}
