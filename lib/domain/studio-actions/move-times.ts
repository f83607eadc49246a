// The free times the move form offers (docs/studio-actions.md, Moving a booking): the room's online
// availability with the booking's own time counted as free for itself, as the guest's move has it
// (bookings/manage.ts moveTimes), so a session can be pushed back by an hour on its day.
import type { Clock } from "../../infra/clock";
import type { DbOrTx } from "../../infra/db";
import { notFound } from "../../contract/errors";
import { Uuid, type Availability } from "../../contract/schemas";
import { bookableRoom, getLiveSite } from "../sites";
import { roomAvailability } from "../availability/room";
import type { StaffActor } from "../staff/actor";

/** `roomId`: the room to move to (default the booking's own); another studio's booking or a room not bookable is 404. */
export async function studioMoveTimes(
  db: DbOrTx,
  clock: Clock,
  actor: Pick<StaffActor, "studioId">,
  bookingId: string,
  query: { roomId?: string; from?: string; to?: string },
): Promise<Availability> {
  if (!Uuid.safeParse(bookingId).success) throw notFound("Booking");
  const b = await db.booking.findFirst({
    where: { id: bookingId, studioId: actor.studioId },
    select: { id: true, roomId: true, studio: { select: { slug: true } } },
  });
  if (!b) throw notFound("Booking");
  const site = await getLiveSite(db, b.studio.slug, { cached: true });
  return roomAvailability(db, clock, site, bookableRoom(site, query.roomId ?? b.roomId), query, b.id);
}
