// Studio-only states (docs/decisions-bookings.md, Studio marks): completed or no_show. The contract
// leaves source states and conditions open; here: a confirmed booking (or one already marked,
// to correct a mistake) whose session has started. The one routine behind both the dashboard
// (a staff member, docs/studio-actions.md) and `npm run studio:mark` (the operator): each mark
// writes an audit row naming who made it.
import { emitBookingEvent } from "../webhooks/events";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { ApiError } from "../../contract/errors";
import { checkAllowed } from "../../contract/booking-actions";
import { audit, operatorActor, type AuditActor } from "../staff/audit";
import { normalizeReference } from "./reference";
import { lockBooking, STAFF_BOOKING_INCLUDE, type StaffBookingFull } from "./view";
import { actionFacts } from "../studio-actions/allowed";

export type StudioMark = "completed" | "no_show";

export type MarkResult = { id: string; reference: string; from: string; to: StudioMark };

/**
 * Mark `b` (row locked by the caller) and audit it. A mark equal to the current state is a
 * no-op (a retried request), not an error, and writes no second audit row.
 */
export async function applyMark(tx: DbOrTx, b: StaffBookingFull, mark: StudioMark, actor: AuditActor, now: Date): Promise<MarkResult> {
  if (checkAllowed(mark === "completed" ? "markCompleted" : "markNoShow", actionFacts(b, actor, now)) === null) {
    await tx.booking.update({ where: { id: b.id }, data: { status: mark } });
    await audit(tx, actor, { action: "booking.mark", bookingId: b.id, detail: { from: b.status, to: mark }, at: now });
    await emitBookingEvent(tx, now, b.id, mark === "completed" ? "booking.completed" : "booking.no_show");
  }
  return { id: b.id, reference: b.reference, from: b.status, to: mark };
}

/** The operator's path (npm run studio:mark): by reference, any studio, audited as the operator. */
export async function markBooking(db: Db, clock: Clock, reference: string, mark: StudioMark): Promise<MarkResult> {
  const ref = normalizeReference(reference);
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const found = await tx.booking.findUnique({ where: { reference: ref }, select: { id: true } });
    if (!found) throw new ApiError("RESOURCE_NOT_FOUND", `No booking with reference ${ref}`);
    await lockBooking(tx, found.id);
    const b = await tx.booking.findUniqueOrThrow({ where: { id: found.id }, include: STAFF_BOOKING_INCLUDE });
    return applyMark(tx, b, mark, operatorActor(b.studioId), now);
  });
}
