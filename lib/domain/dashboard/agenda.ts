// The bookings of a few whole studio-local days, for the phone's agenda (today, then tomorrow)
// and the printed day sheet (docs/dashboard.md, Agenda and day sheet): every booking that is not
// cancelled, soonest first then by the room's position, with what the staff need at the door:
// time, room, guest, phone, notes, status and whether it is paid.
import { createHash } from "node:crypto";
import { DateTime } from "luxon";
import type { z } from "zod";
import type { Clock } from "../../infra/clock";
import type { DbOrTx } from "../../infra/db";
import type { AgendaRow } from "../../contract/agenda";
import type { StudioAgenda } from "../../contract/dashboard-schemas";

const DAY_MS = 86_400_000;

/**
 * The bookings on `dates` (studio-local YYYY-MM-DD, booking.date as booked). The instants are
 * read through the (studioId, startsAt) index over the dates padded by a day each side (every
 * zone is within a day of UTC), then the local dates decide: no zone arithmetic here.
 */
export async function bookingsOnDays(db: DbOrTx, actor: { studioId: string }, dates: string[]): Promise<AgendaRow[]> {
  if (dates.length === 0) return [];
  const sorted = [...dates].sort();
  const from = new Date(Date.parse(`${sorted[0]}T00:00:00Z`) - DAY_MS);
  const to = new Date(Date.parse(`${sorted[sorted.length - 1]}T00:00:00Z`) + 2 * DAY_MS);
  const rows = await db.booking.findMany({
    where: {
      studioId: actor.studioId,
      startsAt: { gte: from, lt: to },
      date: { in: sorted },
      status: { not: "cancelled" },
    },
    select: {
      id: true,
      reference: true,
      roomId: true,
      date: true,
      startTime: true,
      endTime: true,
      startsAt: true,
      guestName: true,
      channel: true,
      contact: true,
      email: true,
      notes: true,
      status: true,
      paymentStatus: true,
      room: { select: { name: true, position: true } },
      flags: { select: { flag: true }, orderBy: { setAt: "asc" } },
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
  });
  rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.room.position - b.room.position);
  return rows.map((b) => ({
    id: b.id,
    reference: b.reference,
    roomId: b.roomId,
    roomName: b.room.name,
    date: b.date,
    startTime: b.startTime,
    endTime: b.endTime,
    guestName: b.guestName,
    phone: b.channel === "phone" ? b.contact : null,
    email: b.channel === "email" ? b.contact : b.email,
    notes: b.notes,
    status: b.status,
    paymentStatus: b.paymentStatus,
    flags: b.flags.map((f) => f.flag),
  }));
}

/**
 * Today's and tomorrow's bookings in the studio's zone: the phone's agenda, on the landing page
 * and in the studio API's answer it polls (GET /v1/studio/agenda). `version` is a hash of the
 * list, so it changes exactly when what the agenda shows does.
 */
export async function studioAgenda(
  db: DbOrTx,
  clock: Clock,
  actor: { studioId: string },
  /** The studio's zone when the caller has already read it (the landing page); else read here. */
  timezone?: string,
): Promise<z.infer<typeof StudioAgenda>> {
  const zone = timezone ?? (await db.studio.findUniqueOrThrow({ where: { id: actor.studioId }, select: { timezone: true } })).timezone;
  const today = DateTime.fromJSDate(clock.now(), { zone });
  const days: [string, string] = [today.toISODate()!, today.plus({ days: 1 }).toISODate()!];
  const bookings = await bookingsOnDays(db, actor, days);
  const version = createHash("sha256").update(JSON.stringify(bookings)).digest("base64url").slice(0, 22);
  return { days, bookings, version };
}
