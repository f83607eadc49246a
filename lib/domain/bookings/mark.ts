// Studio-only states (spec 3.2 "studio marks the session"): completed or no_show. The spec
// leaves source states and conditions open; here: a confirmed booking (or one already marked,
// to correct a mistake) whose session has started. Used by `npm run studio:mark`.
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { normalizeReference } from "./reference";
import { lockBooking } from "./view";

export type StudioMark = "completed" | "no_show";

export class MarkError extends Error {}

export async function markBooking(db: Db, clock: Clock, reference: string, mark: StudioMark): Promise<{ id: string; reference: string; from: string; to: StudioMark }> {
  const ref = normalizeReference(reference);
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const found = await tx.booking.findUnique({ where: { reference: ref }, select: { id: true } });
    if (!found) throw new MarkError(`No booking with reference ${ref}`);
    await lockBooking(tx, found.id);
    const b = await tx.booking.findUniqueOrThrow({ where: { id: found.id } });
    if (!["confirmed", "completed", "no_show"].includes(b.status)) throw new MarkError(`Booking ${ref} is ${b.status}; only confirmed bookings can be marked`);
    if (b.startsAt.getTime() > now.getTime()) throw new MarkError(`Booking ${ref} starts at ${b.startsAt.toISOString()}; it can be marked once the session has started`);
    await tx.booking.update({ where: { id: b.id }, data: { status: mark } });
    return { id: b.id, reference: ref, from: b.status, to: mark };
  });
}
