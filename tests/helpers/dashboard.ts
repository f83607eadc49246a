// Dashboard test data: staff actors and bookings placed at any studio-local time in any state.
// Bookings are written as the confirm flow leaves them (a confirmed hold and its booking row);
// their slot claims are left out: the dashboard's reads never look at slot_claim, and leaving them
// out lets a test put a booking anywhere (past, DST night) without the claim rules in the way.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import type { Db } from "../../lib/infra/db";
import type { StaffActor, StaffRole } from "../../lib/domain/staff/actor";
import { quote } from "../../lib/domain/pricing";
import { newReference } from "../../lib/domain/bookings/reference";
import type { TestStudio } from "./fixtures";
import { localStart } from "../../lib/contract/rates";

export function actorFor(studio: { studioId: string }, role: StaffRole = "staff"): StaffActor {
  return {
    userId: `user-${role}-${studio.studioId.slice(0, 8)}`,
    name: `Test ${role}`,
    email: `${role}@studio.example`,
    role,
    studioId: studio.studioId,
    locale: "en",
  };
}

/** A fresh reference, drawn as the booking flow draws one. */
export const testReference = newReference;

export type TestBookingOpts = {
  /** Studio-local start, "YYYY-MM-DDTHH:mm". */
  at: string;
  roomIndex?: number;
  minutes?: number;
  status?: "confirmed" | "pending_payment" | "completed" | "no_show" | "cancelled";
  paymentMode?: "on_site" | "card";
  paymentStatus?: string;
  guestName?: string;
  channel?: "phone" | "email";
  contact?: string;
  email?: string | null;
  reference?: string;
  notes?: string | null;
};

export async function addBooking(db: Db, studio: TestStudio, o: TestBookingOpts) {
  const room = studio.file.rooms[o.roomIndex ?? 0];
  const tz = studio.file.studio.timezone;
  const minutes = o.minutes ?? 60;
  const start = DateTime.fromISO(o.at, { zone: tz });
  const end = start.plus({ minutes });
  const channel = o.channel ?? "phone";
  const contact = o.contact ?? (channel === "phone" ? "+34611222333" : "guest@mail.example");
  const price = quote(room, localStart(start.toISODate()!, start.toFormat("HH:mm")), minutes);
  const card = o.paymentMode === "card";
  const status = o.status ?? "confirmed";
  const holdId = randomUUID();
  const common = {
    studioId: studio.studioId,
    roomId: room.id,
    startsAt: start.toJSDate(),
    endsAt: end.toJSDate(),
    date: start.toISODate()!,
    startTime: start.toFormat("HH:mm"),
    endTime: end.toISODate() === start.toISODate() ? end.toFormat("HH:mm") : "24:00",
    minutes,
    priceCents: price.priceCents,
    priceLines: price.lines,
    currency: room.currency,
    guestName: o.guestName ?? "Ada Lovelace",
    channel,
    contact,
    locale: "en",
  };
  await db.hold.create({
    data: {
      ...common,
      id: holdId,
      idempotencyKey: randomUUID(),
      requestHash: "test",
      status: "confirmed",
      depositCents: price.depositCents,
      contactMasked: "masked",
      clientIp: "10.0.0.1",
      expiresAt: start.toJSDate(),
    },
  });
  return db.booking.create({
    data: {
      ...common,
      holdId,
      reference: o.reference ?? testReference(),
      status,
      paymentMode: o.paymentMode ?? "on_site",
      paymentStatus: o.paymentStatus ?? (status === "pending_payment" ? "pending" : card ? "deposit_paid" : "unpaid"),
      email: o.email ?? (channel === "email" ? contact : null),
      depositCents: card ? price.depositCents : 0,
      cancelNoticeHours: room.cancelNoticeHours,
      notes: o.notes ?? null,
      paymentIntentId: card ? `pi_test_${randomBytes(8).toString("hex")}` : null,
      manageTokenHash: createHash("sha256").update(randomBytes(32)).digest("hex"),
      cancelledAt: status === "cancelled" ? start.minus({ days: 1 }).toJSDate() : null,
      cancelledBy: status === "cancelled" ? "guest" : null,
      cancelReason: status === "cancelled" ? "Plans changed" : null,
    },
  });
}
