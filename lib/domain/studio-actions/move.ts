// The studio moves a booking (docs/studio-actions.md, Moving a booking): a confirmed booking whose
// session has not ended, to a new date, start, duration (default: as booked) and room (default: its
// own), with the rules of a phone booking (no minimum notice, a walk-in's grid step, two years
// ahead; any active room of the studio). The price stays as booked unless `reprice`; then the
// room's current quote (a booking paid in full keeps its price). One transaction on the locked row
// (bookings/move.ts applyMove), audited as booking.move with where it was and where it went.
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { ApiError } from "../../contract/errors";
import { applyMove } from "../bookings/move";
import type { StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { STAFF_HORIZON_DAYS } from "../../contract/limits";
import { slotTaken } from "./slot";
import { checkAllowed } from "../../contract/booking-actions";
import { actionFacts } from "./allowed";
import { lockStudioBooking, studioBookingView, type StudioBooking } from "./view";

export type StudioMove = {
  date: string;
  startTime: string;
  durationMinutes?: number;
  roomId?: string;
  reprice?: boolean;
  /** false: a correction, the guest is not told (docs/studio-actions.md, Moving a booking). */
  notifyGuest?: boolean;
};

/** The moved booking, and where it was: the dashboard shows the old and the new price side by side. */
export type StudioMoveResult = StudioBooking & {
  previous: { roomId: string; date: string; startTime: string; endTime: string; priceCents: number };
};

export async function moveByStudio(db: Db, clock: Clock, actor: StaffActor, bookingId: string, m: StudioMove): Promise<StudioMoveResult> {
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const b = await lockStudioBooking(tx, actor, bookingId);
    checkAllowed("move", actionFacts(b, actor, now));
    if (m.reprice && b.paymentStatus === "paid") throw new ApiError("INVALID_STATE", "This booking is paid in full; its price stays");
    const target = {
      date: m.date,
      startTime: m.startTime,
      durationMinutes: m.durationMinutes ?? b.minutes,
      roomId: m.roomId ?? b.roomId,
    };
    const out = await applyMove(tx, b, target, {
      by: "studio",
      policy: () => ({ minNoticeMin: 0, maxAdvanceDays: STAFF_HORIZON_DAYS }),
      windowFrom: (t, step) => t.getTime() - step * 60_000,
      onlineOnly: false,
      reprice: m.reprice ?? false,
      manageToken: null,
      taken: (t: DbOrTx, roomId, from, to, tz) =>
        slotTaken(t, roomId, from, to, now, tz, "This time overlaps a block in the studio's calendar"),
      now,
      notifyGuest: m.notifyGuest ?? true,
    });
    if (out.changed) {
      const to = out.booking;
      await audit(tx, actor, {
        action: "booking.move",
        bookingId: b.id,
        detail: {
          reference: b.reference,
          from: { ...out.previous, minutes: b.minutes },
          to: {
            roomId: to.roomId,
            date: to.date,
            startTime: to.startTime,
            endTime: to.endTime,
            minutes: to.minutes,
            priceCents: to.priceCents,
          },
          reprice: m.reprice ?? false,
          notifyGuest: m.notifyGuest ?? true,
        },
        at: now,
      });
    }
    return { ...(await studioBookingView(tx, b.id, now)), previous: out.previous };
  });
}
