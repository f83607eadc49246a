// The studio edits a booking (docs/studio-actions.md, Editing a booking): the guest's name, contact
// (email, phone) and notes, which the guest sees, and the staff's internal note, which nothing the
// guest or a third party reads ever carries (not the manage page, a message, a webhook, the .ics or
// the bookings feed: each of those picks its fields one by one, and none picks this one).
//
// One transaction on the booking's locked row (lockStudioBooking: another studio's booking is 404).
// Names and contacts follow a phone booking's rules (phone-booking.ts contactOf: a national number
// is one of the studio's country). When the guest's contact changes on a booking still to come, the
// manage link is renewed (the old contact, maybe a stranger's mistyped address, holds the old one)
// and the new contact is told, with the new link; every guest message still queued, the reminder
// above all, goes to the new contact. Audited as booking.edit with each changed field, before and
// after. No webhook: the booking.* payloads carry none of these fields (docs/webhooks.md, Events).
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { ApiError } from "../../contract/errors";
import { hashManageToken, newManageToken, seal } from "../bookings/manage-token";
import { loadBooking } from "../bookings/view";
import { queueDetailsUpdated, repointGuestMessages } from "../notifications/queue";
import type { StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { contactOf } from "./phone-booking";
import { lockStudioBooking, studioBookingView, type StudioBooking } from "./view";

/** A merge patch: undefined keeps the field; null (or an empty text) removes an optional one. */
export type StudioEdit = {
  guestName?: string;
  email?: string | null;
  phone?: string | null;
  notes?: string | null;
  internalNote?: string | null;
};

export type StudioEditResult = StudioBooking & { internalNote: string | null };

const text = (v: string | null | undefined): string | null => (v && v.trim() ? v.trim() : null);

export async function editByStudio(db: Db, clock: Clock, actor: StaffActor, bookingId: string, e: StudioEdit): Promise<StudioEditResult> {
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const b = await lockStudioBooking(tx, actor, bookingId);
    // Retention erased the guest's data (docs/retention.md): writing it back would undo that.
    if (b.anonymizedAt) throw new ApiError("INVALID_STATE", "This booking's guest data was erased under the retention rules");

    const was = { email: b.channel === "email" ? b.contact : b.email, phone: b.channel === "phone" ? b.contact : null };
    const contact =
      e.email === undefined && e.phone === undefined
        ? { channel: b.channel, contact: b.contact, email: b.email }
        : contactOf(
            {
              email: text(e.email === undefined ? was.email : e.email) ?? undefined,
              phone: text(e.phone === undefined ? was.phone : e.phone) ?? undefined,
            },
            b.studio.country,
          );
    const next = {
      guestName: e.guestName?.trim() || b.guestName,
      ...contact,
      notes: e.notes === undefined ? b.notes : text(e.notes),
      internalNote: e.internalNote === undefined ? b.internalNote : text(e.internalNote),
    };
    const is = { email: next.channel === "email" ? next.contact : next.email, phone: next.channel === "phone" ? next.contact : null };

    // Each changed field, before and after, under the keys retention erases with the guest's data.
    const changes: Record<string, { from: string | null; to: string | null }> = {};
    const note = (k: string, from: string | null, to: string | null) => {
      if (from !== to) changes[k] = { from, to };
    };
    note("guestName", b.guestName, next.guestName);
    note("email", was.email, is.email);
    note("phone", was.phone, is.phone);
    note("notes", b.notes, next.notes);
    note("internalNote", b.internalNote, next.internalNote);
    if (Object.keys(changes).length === 0) return view(tx, b.id, now);

    const contactChanged = next.channel !== b.channel || next.contact !== b.contact;
    const receiptChanged = next.email !== b.email;
    // A booking still to come whose guest is reached elsewhere now: a new manage link, told to the
    // new contact. A pending card booking keeps its link (the guest's browser holds it, and its
    // confirmation, queued when the deposit arrives, goes to the contact of that moment).
    const renew = contactChanged && b.status === "confirmed" && b.endsAt.getTime() > now.getTime();
    const token = renew ? newManageToken() : null;
    await tx.booking.update({
      where: { id: b.id },
      data: { ...next, ...(token ? { manageTokenHash: hashManageToken(token) } : {}) },
    });
    const edited = (await loadBooking(tx, { id: b.id }))!;
    if (contactChanged || receiptChanged) await repointGuestMessages(tx, edited, token ? seal(token) : null);
    if (token) await queueDetailsUpdated(tx, edited, token, `edit-${edited.sequence}`, now);
    await audit(tx, actor, {
      action: "booking.edit",
      bookingId: b.id,
      detail: { reference: b.reference, fields: Object.keys(changes), ...changes, manageLinkRenewed: !!token },
      at: now,
    });
    return view(tx, b.id, now);
  });
}

async function view(tx: Parameters<typeof studioBookingView>[0], id: string, now: Date): Promise<StudioEditResult> {
  const v = await studioBookingView(tx, id, now);
  const row = await tx.booking.findUniqueOrThrow({ where: { id }, select: { internalNote: true } });
  return { ...v, internalNote: row.internalNote };
}
