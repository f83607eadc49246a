// The outbox: messages the service owes (docs/decisions-messages.md, Messages), written in the SAME transaction as the state
// change that causes them: one `message` row (unique key: a second enqueue of the same message
// is a no-op) plus one pg-boss job pointing at it (the job queue is set up once at process
// start, lib/infra/queue.ts ensureJobs).
import { randomUUID } from "node:crypto";
import type { Locale } from "../../contract/schemas";
import type { MessageKind } from "../../contract/message-kinds";
import { localeOr } from "../../contract/locales";
import { MOVE_NOTICE_WINDOW_MINUTES } from "../../contract/limits";
import type { DbOrTx } from "../../infra/db";
import { enqueue, QUEUE } from "../../infra/queue";
import { seal } from "../bookings/manage-token";
import { canonicalEmail } from "../identity";
import { siteLocale, type BookingFull } from "../bookings/view";
import { studioInbox } from "../studios/inbox";

const REMINDER_LEAD_MS = 24 * 3_600_000;

type NewMessage = {
  kind: MessageKind;
  bookingId: string;
  channel: "email" | "phone";
  recipient: string;
  locale: Locale;
  /** When the message is due; a future time delays the job until then. */
  sendAfter: Date;
  delayed?: boolean;
  /** Sealed manage token, for guest messages that carry the manage link. */
  sealed?: string | null;
  /** For a kind that may happen more than once per booking (a refund): what tells them apart in the key. */
  occurrence?: string;
  /** What the message says beyond the booking row (templates.ts reads it), e.g. a refund's amount. */
  detail?: Record<string, string | number>;
  /** Held with no job until releaseWaitingMessages (a card booking's confirmation awaiting its deposit). */
  waiting?: boolean;
};

/** Insert the message row and its job; false when this message (key) was already queued. */
export async function queueMessage(tx: DbOrTx, m: NewMessage): Promise<boolean> {
  const id = randomUUID();
  const key = m.occurrence ? `${m.bookingId}:${m.kind}:${m.occurrence}` : `${m.bookingId}:${m.kind}`;
  const detail = m.detail ? JSON.stringify(m.detail) : null;
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO message (id, key, "bookingId", kind, channel, recipient, locale, status, "sendAfter", sealed, detail)
    VALUES (${id}::uuid, ${key}, ${m.bookingId}::uuid, ${m.kind}, ${m.channel}, ${m.recipient}, ${m.locale}, ${m.waiting ? "waiting" : "queued"}, ${m.sendAfter}, ${m.sealed ?? null}, ${detail}::jsonb)
    ON CONFLICT (key) DO NOTHING
    RETURNING id`;
  if (rows.length === 0) return false;
  if (m.waiting) return true;
  await enqueueMessage(tx, id, m.delayed ? { startAfter: m.sendAfter } : {});
  return true;
}

/**
 * Enqueue the job that sends a message, and keep its id on the row: the sweep then finds a
 * message's job by the job table's primary key instead of joining on its JSON payload, so its
 * cost does not grow with the queued reminders (docs/performance.md, "Message sweep").
 */
export async function enqueueMessage(tx: DbOrTx, messageId: string, options: { startAfter?: Date | number } = {}): Promise<void> {
  const jobId = await enqueue(tx, QUEUE.message, { messageId }, options);
  await tx.$executeRaw`UPDATE message SET "jobId" = ${jobId}::uuid WHERE id = ${messageId}::uuid`;
}

export const guestChannel = (b: BookingFull): "email" | "phone" => (b.channel === "phone" ? "phone" : "email");
const studioLocale = (b: BookingFull): Locale => localeOr(b.studio.site?.defaultLocale);

/**
 * A booking became real (on_site at confirm, card when the deposit arrives): the guest over the
 * hold's channel with reference and manage link; an email receipt with .ics to `email` when
 * given (unless it is the very address the confirmation goes to); the studio; and a reminder
 * 24 h before the start — only when the start is more than 24 h away now (a booking made
 * later than that gets none: the confirmation itself is the reminder).
 *
 * `untilDeposit` (a card confirm): only the guest's two messages, as 'waiting' rows with no job,
 * their link sealed; the deposit's webhook releases them (releaseWaitingMessages) and calls this
 * again for the rest. The manage token is then nowhere but in those rows until they are sent
 * (docs/decisions-contract.md, Manage tokens).
 */
export async function queueConfirmationMessages(
  tx: DbOrTx,
  b: BookingFull,
  manageToken: string | null,
  now: Date,
  opts: { untilDeposit?: boolean } = {},
): Promise<void> {
  const locale = siteLocale(b);
  const channel = guestChannel(b);
  const sealed = () => (manageToken ? seal(manageToken) : null);
  const waiting = opts.untilDeposit === true;
  await queueMessage(tx, {
    kind: "booking_confirmed",
    bookingId: b.id,
    channel,
    recipient: b.contact,
    locale,
    sendAfter: now,
    sealed: sealed(),
    waiting,
  });
  const sameAddress = channel === "email" && !!b.email && canonicalEmail(b.email) === canonicalEmail(b.contact);
  if (b.email && !sameAddress) {
    await queueMessage(tx, {
      kind: "booking_receipt",
      bookingId: b.id,
      channel: "email",
      recipient: b.email,
      locale,
      sendAfter: now,
      sealed: sealed(),
      waiting,
    });
  }
  if (waiting) return;
  await queueStudioNotice(tx, b, now);
  await queueReminder(tx, b, now);
}

/** The studio's notice of a booking made online (for a guest's weekly series: of its first date). */
export async function queueStudioNotice(tx: DbOrTx, b: BookingFull, now: Date): Promise<void> {
  await queueMessage(tx, {
    kind: "studio_new_booking",
    bookingId: b.id,
    channel: "email",
    recipient: studioInbox(b.studio),
    locale: studioLocale(b),
    sendAfter: now,
  });
}

/** The deposit arrived: the guest's confirmation messages held for it are due now, each with its job. */
export async function releaseWaitingMessages(tx: DbOrTx, bookingId: string, now: Date): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    UPDATE message SET status = 'queued', "sendAfter" = ${now}
     WHERE "bookingId" = ${bookingId}::uuid AND status = 'waiting' RETURNING id`;
  for (const r of rows) await enqueueMessage(tx, r.id);
}

/** The deposit will not come (cancelled, timed out): the held messages and their sealed links go. */
export async function dropWaitingMessages(tx: DbOrTx, bookingId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE message SET status = 'skipped', "lastError" = 'deposit not received', sealed = NULL
     WHERE "bookingId" = ${bookingId}::uuid AND status = 'waiting'`;
}

/**
 * The guest's reminder, REMINDER_LEAD_MS before the session, when that is still ahead of `now`. It
 * carries no manage link: a token sealed on its row would wait there for weeks, where the contract
 * stores only a hash (docs/decisions-messages.md, Reminders). Plus the studio's text reminder for a
 * phone booking, when the studio has one on.
 */
export async function queueReminder(tx: DbOrTx, b: BookingFull, now: Date, occurrence?: string): Promise<void> {
  const remindAt = new Date(b.startsAt.getTime() - REMINDER_LEAD_MS);
  if (remindAt.getTime() > now.getTime()) {
    await queueMessage(tx, {
      kind: "reminder",
      bookingId: b.id,
      channel: guestChannel(b),
      recipient: b.contact,
      locale: siteLocale(b),
      sendAfter: remindAt,
      delayed: true,
      ...(occurrence ? { occurrence } : {}),
    });
  }
  await queueSmsReminder(tx, b, now, occurrence);
}

/**
 * The studio's optional text reminder (docs/studio-settings.md, SMS reminder): `smsReminderHours`
 * before the start, to a booking made with a phone number, when that is still ahead of `now`. The
 * worker checks the setting, the destination and the SMS caps again when it is due.
 */
async function queueSmsReminder(tx: DbOrTx, b: BookingFull, now: Date, occurrence?: string): Promise<void> {
  const hours = b.studio.smsReminderHours;
  if (!hours || b.channel !== "phone") return;
  const remindAt = new Date(b.startsAt.getTime() - hours * 3_600_000);
  if (remindAt.getTime() <= now.getTime()) return;
  await queueMessage(tx, {
    kind: "sms_reminder",
    bookingId: b.id,
    channel: "phone",
    recipient: b.contact,
    locale: siteLocale(b),
    sendAfter: remindAt,
    delayed: true,
    ...(occurrence ? { occurrence } : {}),
  });
}

/** A booking was cancelled (by the guest or by the system): tell the studio, with the reason. */
export async function queueCancellationMessages(tx: DbOrTx, b: BookingFull, now: Date): Promise<void> {
  await queueMessage(tx, {
    kind: "studio_cancelled",
    bookingId: b.id,
    channel: "email",
    recipient: studioInbox(b.studio),
    locale: studioLocale(b),
    sendAfter: now,
  });
  await skipPendingReminders(tx, b.id, now);
}

/** A late deposit was refunded: tell the guest (over the hold's channel) and the studio. */
export async function queueRefundMessages(tx: DbOrTx, b: BookingFull, now: Date): Promise<void> {
  await queueMessage(tx, {
    kind: "payment_refunded",
    bookingId: b.id,
    channel: guestChannel(b),
    recipient: b.contact,
    locale: siteLocale(b),
    sendAfter: now,
  });
  await queueMessage(tx, {
    kind: "studio_payment_refunded",
    bookingId: b.id,
    channel: "email",
    recipient: studioInbox(b.studio),
    locale: studioLocale(b),
    sendAfter: now,
  });
}

/**
 * A studio action changed the guest's booking (docs/studio-actions.md, Messages): tell the guest
 * over the booking's channel, in their language. `occurrence` keys a kind that can recur.
 */
export async function queueGuestNotice(
  tx: DbOrTx,
  b: BookingFull,
  kind:
    | "payment_received"
    | "payment_mark_undone"
    | "booking_cancelled_by_studio"
    | "deposit_refunded"
    | "price_changed"
    | "payment_requested"
    | "payment_receipt",
  now: Date,
  opts: { occurrence?: string; detail?: Record<string, string | number> } = {},
): Promise<boolean> {
  return queueMessage(tx, {
    kind,
    bookingId: b.id,
    channel: guestChannel(b),
    recipient: b.contact,
    locale: siteLocale(b),
    sendAfter: now,
    ...opts,
  });
}

/** No reminder for a cancelled booking (the worker re-checks the booking at send time too). */
async function skipPendingReminders(tx: DbOrTx, bookingId: string, now: Date): Promise<void> {
  await tx.$executeRaw`
    UPDATE message SET status = 'skipped', "lastError" = 'booking cancelled', sealed = NULL
     WHERE "bookingId" = ${bookingId}::uuid AND kind IN ('reminder', 'sms_reminder') AND status = 'queued' AND "sendAfter" > ${now}`;
}

/** Where a booking was before a move, as the "moved" messages word it (message.detail). */
export type MovedFrom = { date: string; startTime: string; endTime: string; roomName: string; roomId: string };

/**
 * A booking moved (docs/studio-actions.md, Moving a booking): the queued reminder of the old time is
 * skipped and one for the new time queued (24 h before it, when that is still ahead); the guest is
 * told over the booking's channel, in their language, with the .ics of the same event (same UID, the
 * sequence the update bumped); the studio is told when the guest moved it. `occurrence` (the
 * booking's new sequence) tells one move's messages from another's. `sealed`: the manage token,
 * sealed, when the mover has it (the guest's own reschedule); the studio's move cannot recover it
 * (only its hash is stored), so that message points to the link of the confirmation.
 *
 * The studio's move tells the guest MOVE_NOTICE_WINDOW_MINUTES later, in one message with every
 * further move of those minutes (studioMoveNotice), or not at all with `notifyGuest: false` (a
 * correction). The guest's own reschedule is answered at once.
 */
export async function queueMoveMessages(
  tx: DbOrTx,
  b: BookingFull,
  m: { from: MovedFrom; by: "guest" | "studio"; occurrence: string; manageToken: string | null; now: Date; notifyGuest?: boolean },
): Promise<void> {
  await tx.$executeRaw`
    UPDATE message SET status = 'skipped', "lastError" = 'booking moved', sealed = NULL
     WHERE "bookingId" = ${b.id}::uuid AND kind IN ('reminder', 'sms_reminder') AND status = 'queued'`;
  const channel = guestChannel(b);
  const locale = siteLocale(b);
  await queueReminder(tx, b, m.now, m.occurrence);
  if (m.by === "studio") {
    if (m.notifyGuest !== false) await studioMoveNotice(tx, b, m);
    return;
  }
  await queueMessage(tx, {
    kind: "booking_moved",
    bookingId: b.id,
    channel,
    recipient: b.contact,
    locale,
    sendAfter: m.now,
    sealed: m.manageToken ? seal(m.manageToken) : null,
    occurrence: m.occurrence,
    detail: m.from,
  });
  await queueMessage(tx, {
    kind: "studio_booking_moved",
    bookingId: b.id,
    channel: "email",
    recipient: studioInbox(b.studio),
    locale: studioLocale(b),
    sendAfter: m.now,
    occurrence: m.occurrence,
    detail: m.from,
  });
}

/**
 * The guest's notice of a studio's move, coalesced (docs/studio-actions.md, Moving a booking). A
 * notice of an earlier move still waiting (queued, its time not come) takes this move in: one
 * UPDATE, which counts the move on the row (`detail.moves`) and keeps its `detail`'s other fields,
 * where the guest last knew the booking to be; the worker reads the booking when it sends, so the
 * message says the final time. That UPDATE takes the row's lock and re-checks `status = 'queued'`,
 * the condition the worker's claim (send.ts) also needs: either the claim came first (nothing
 * matches here, and this move queues a notice of its own) or it waits for this transaction and
 * then reads the booking as moved. Two moves of one booking never race here: each holds the
 * booking's row lock (lockStudioBooking). Otherwise a new notice, due MOVE_NOTICE_WINDOW_MINUTES
 * from now.
 */
async function studioMoveNotice(tx: DbOrTx, b: BookingFull, m: { from: MovedFrom; occurrence: string; now: Date }): Promise<void> {
  const joined = await tx.$queryRaw<{ id: string }[]>`
    UPDATE message
       SET detail = COALESCE(detail, '{}'::jsonb) || jsonb_build_object('moves', COALESCE((detail->>'moves')::int, 1) + 1),
           channel = ${guestChannel(b)}, recipient = ${b.contact}, locale = ${siteLocale(b)}
     WHERE "bookingId" = ${b.id}::uuid AND kind = 'booking_moved' AND status = 'queued' AND "sendAfter" > ${m.now}
     RETURNING id`;
  if (joined.length > 0) return;
  await queueMessage(tx, {
    kind: "booking_moved",
    bookingId: b.id,
    channel: guestChannel(b),
    recipient: b.contact,
    locale: siteLocale(b),
    sendAfter: new Date(m.now.getTime() + MOVE_NOTICE_WINDOW_MINUTES * 60_000),
    delayed: true,
    occurrence: m.occurrence,
    detail: { ...m.from, moves: 1 },
  });
}

/** The guest's messages over the booking's own channel (not the receipt to a second address, not the studio's). */
const GUEST_CONTACT_KINDS: readonly MessageKind[] = [
  "booking_confirmed",
  "reminder",
  "payment_refunded",
  "payment_received",
  "payment_mark_undone",
  "price_changed",
  "payment_requested",
  "payment_receipt",
  "booking_cancelled_by_studio",
  "deposit_refunded",
  "booking_moved",
  "booking_details_updated",
  "booking_link_resent",
  "guest_message",
];

/**
 * The studio changed the guest's contact (docs/studio-actions.md, Editing a booking): every guest
 * message still queued (the reminder above all) goes to the booking's contact as it is now, over its
 * channel; a queued receipt follows the receipt address, or is skipped when there is none any more.
 * `sealed`: the new manage token, sealed, when the link was renewed (a queued message that carries a
 * link then carries the new one). A message already being sent keeps its old address: its claim
 * holds the row, so it was on its way before the change committed.
 */
export async function repointGuestMessages(tx: DbOrTx, b: BookingFull, sealed: string | null): Promise<void> {
  const kinds = GUEST_CONTACT_KINDS as string[];
  await tx.$executeRaw`
    UPDATE message SET channel = ${guestChannel(b)}, recipient = ${b.contact},
           sealed = CASE WHEN sealed IS NULL THEN NULL ELSE COALESCE(${sealed}::text, sealed) END
     WHERE "bookingId" = ${b.id}::uuid AND status IN ('queued', 'waiting') AND kind = ANY(${kinds}::text[])`;
  const receiptTo = b.email && !(b.channel === "email" && canonicalEmail(b.email) === canonicalEmail(b.contact)) ? b.email : null;
  if (receiptTo)
    await tx.$executeRaw`
      UPDATE message SET recipient = ${receiptTo},
             sealed = CASE WHEN sealed IS NULL THEN NULL ELSE COALESCE(${sealed}::text, sealed) END
       WHERE "bookingId" = ${b.id}::uuid AND status IN ('queued', 'waiting') AND kind = 'booking_receipt'`;
  else
    await tx.$executeRaw`
      UPDATE message SET status = 'skipped', "lastError" = 'contact changed', sealed = NULL
       WHERE "bookingId" = ${b.id}::uuid AND status IN ('queued', 'waiting') AND kind = 'booking_receipt'`;
}

/**
 * "Your booking's details were updated" to the guest's new contact, with the booking, the renewed
 * manage link and (by email) the .ics of the same event (docs/studio-actions.md, Editing a booking).
 * `occurrence` (the booking's new sequence) tells one edit's message from another's.
 */
export async function queueDetailsUpdated(tx: DbOrTx, b: BookingFull, manageToken: string, occurrence: string, now: Date): Promise<void> {
  await queueMessage(tx, {
    kind: "booking_details_updated",
    bookingId: b.id,
    channel: guestChannel(b),
    recipient: b.contact,
    locale: siteLocale(b),
    sendAfter: now,
    sealed: seal(manageToken),
    occurrence,
  });
}

/**
 * A new manage link to the booking's own contact, asked for on the site with the reference and that
 * contact (docs/decisions-bookings.md, Finding a booking). `occurrence` tells one request's message from another's.
 */
export async function queueLinkResent(tx: DbOrTx, b: BookingFull, manageToken: string, occurrence: string, now: Date): Promise<void> {
  await queueMessage(tx, {
    kind: "booking_link_resent",
    bookingId: b.id,
    channel: guestChannel(b),
    recipient: b.contact,
    locale: siteLocale(b),
    sendAfter: now,
    sealed: seal(manageToken),
    occurrence,
  });
}
