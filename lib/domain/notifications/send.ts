// The worker's side of a message: at least once, duplicates recognisable, nothing silently lost.
//
// 1. Claim: UPDATE message SET status='sending', attempts+1, leaseUntil=now+LEASE WHERE the row
//    is 'queued', or 'sending' with an expired lease (its worker died mid-send). Only one job
//    run can win a claim; a duplicate or retried job that finds the row taken does nothing.
// 2. Render and deliver within DELIVERY_TIMEOUT_MS (< LEASE_MS, so a live worker never
//    overruns its own lease). Email carries a stable Message-ID built from the row id, so the
//    rare second copy after a crash is the same message to the recipient's mail client.
// 3. Sent → 'sent'. A provider failure → back to 'queued' with lastError and the job fails, so
//    pg-boss retries it with backoff; on the last attempt, or past MAX_ATTEMPTS claims → 'failed'
//    (logged at error level, counted by /v1/health). Every finishing update is fenced by the
//    claim's attempt number: a worker whose lease ran out and whose message was claimed again
//    cannot overwrite the newer claim's outcome.
//    A worker that delivered and cannot record it (PostgreSQL away) keeps retrying that update,
//    with backoff, for up to RECORD_RETRY_MS: the guest already has the message, and letting
//    the sweep re-send it after the lease would mail it twice (docs/decisions-messages.md, Message
//    delivery under faults).
// A worker that dies between delivering and step 3 leaves the row 'sending'; once its lease
// expires the sweep (sweepMessages) re-enqueues it and it is sent again: a rare duplicate beats
// a guest who never gets the manage link.
//
// Before delivering, a message of a studio (a booking's, its digest, an invitation) passes two rules,
// each ending it recorded and not sent: a studio that is not verified sends only to its own members
// ('withheld', unverified.ts), and every studio, and the platform, has a daily cap per channel
// ('over_cap', caps.ts; docs/decisions-messages.md, Unverified studios and Daily caps).
import type { Clock } from "../../infra/clock";
import type { Locale } from "../../contract/schemas";
import { isDatabaseUnavailable, type DbOrTx } from "../../infra/db";
import { recordOutcome } from "../../infra/record-outcome";
import { env } from "../../infra/env";
import { deliverEmail, deliverSms, channelConfigured, DeliveryError } from "../../infra/delivery";
import { loadBooking, manageUrl } from "../bookings/view";
import { unseal } from "../bookings/manage-token";
import { log } from "../../infra/log";
import { renderMessage } from "./templates";
import { isHourPassKind, renderHourPassMessage } from "./hour-pass";
import { isStaffMessageKind, renderStaffMessage, type StaffMessageKind } from "./staff";
import { isSeriesMessageKind, renderSeriesMessage, seriesOccurrences } from "./series";
import { loadStudioDigest, renderStudioDigest, type StudioDigest } from "./digest";
import { isWebhookNoticeKind, renderWebhookDisabled } from "./webhook-notice";
import { isOwnerNoticeKind } from "./owner-notices";
import type { MessageKind } from "../../contract/message-kinds";
import { smsDestinationAllowed } from "../holds/sms-guard";
import type { BookingFull } from "../bookings/view";
import { takeMessageSend } from "./caps";
import { isMemberAddress, plainBooking, plainDetail } from "./unverified";
import { errorMessage } from "../../contract/shapes";

/**
 * How long a claim lasts: past it, a 'sending' message is considered abandoned. Short enough
 * that a claim cut off by a database outage is picked up again (lease + one 15 s sweep) within
 * a minute of the outage; long enough to hold a bounded delivery.
 */
export const LEASE_MS = 35_000;
/** A delivery slower than this is treated as failed (and retried): it must end inside the lease. */
const DELIVERY_TIMEOUT_MS = 25_000;
/** Claims after which a message is given up (provider retries plus crash recoveries). */
const MAX_ATTEMPTS = 10;
// How long a delivered message's status update is retried through an outage, and its backoff
// (the shared recordOutcome of lib/infra/record-outcome.ts; docs/decisions-messages.md, Message delivery under faults).

type Claimed = {
  id: string;
  kind: MessageKind;
  channel: "email" | "phone";
  recipient: string;
  locale: Locale;
  bookingId: string | null;
  sealed: string | null;
  attempts: number;
  detail: Record<string, unknown> | null;
};

export type SendOutcome = "sent" | "skipped" | "withheld" | "over_cap" | "noop" | "failed" | "retry";

/** The studio a message is sent for, and its status on the platform; null for a sign-in link (nobody's). */
type MessageStudio = { id: string; live: boolean };

async function messageStudio(db: DbOrTx, m: Claimed, booking: BookingFull | null): Promise<MessageStudio | null> {
  if (booking) return { id: booking.studioId, live: booking.studio.verificationStatus === "live" };
  const id = typeof m.detail?.studioId === "string" ? m.detail.studioId : null;
  if (!id) return null;
  const rows = await db.$queryRaw<{ status: string }[]>`SELECT "verificationStatus" AS status FROM studio WHERE id = ${id}::uuid`;
  return rows[0] ? { id, live: rows[0].status === "live" } : null;
}

/**
 * Messages one worker sends at once. A little above the SMTP pool's connections
 * (lib/infra/delivery/email.ts), so each connection has the next message queued while one
 * renders; more would only wait in the pool's queue (docs/performance.md, "Sending at the
 * provider's pace").
 */
export const SEND_CONCURRENCY = 4;

/** Run `fn` over `items` with at most `limit` in flight; resolves when all have settled. */
export async function forEachBounded<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, lane));
}

/** The stable Message-ID of a message row (same on every attempt). */
export function messageIdHeader(id: string): string {
  let host = "localhost";
  try {
    host = new URL(env().PUBLIC_BASE_URL).hostname || host;
  } catch {
    /* keep localhost */
  }
  return `<${id}@${host}>`;
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeliveryError("email", `${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Why a message has nothing to say when its time comes: a reminder of a booking no longer confirmed;
 * a "moved" notice (a studio's move waits a few minutes, docs/studio-actions.md, Moving a booking)
 * of a booking cancelled meanwhile (the guest has that message), or moved back where the guest last
 * knew it (`detail`, where it was before the first move).
 */
function nothingToSay(m: Pick<Claimed, "kind" | "detail">, b: BookingFull): string | null {
  if ((m.kind === "reminder" || m.kind === "sms_reminder") && b.status !== "confirmed") return `booking ${b.status}`;
  if (m.kind !== "booking_moved") return null;
  const detail = m.detail;
  if (b.status === "cancelled") return "booking cancelled";
  const sameRoom = typeof detail?.roomId === "string" ? detail.roomId === b.roomId : detail?.roomName === b.room.name;
  const back = sameRoom && detail?.date === b.date && detail.startTime === b.startTime && detail.endTime === b.endTime;
  return back ? "moved back" : null;
}

/** Why an unverified studio's message may not go: no texts, and emails only to its members' addresses. */
async function unverifiedRefusal(db: DbOrTx, studioId: string, m: { channel: string; recipient: string }): Promise<string | null> {
  if (m.channel === "phone") return "the studio is not verified: no texts";
  return (await isMemberAddress(db, studioId, m.recipient)) ? null : "the studio is not verified: sent only to its members";
}

export async function processMessageJob(
  db: DbOrTx,
  clock: Clock,
  messageId: string,
  opts: { finalAttempt: boolean; deliveryTimeoutMs?: number },
): Promise<SendOutcome> {
  const now = clock.now();
  const claimed = await db.$queryRaw<Claimed[]>`
    UPDATE message SET status = 'sending', attempts = attempts + 1, "leaseUntil" = ${new Date(now.getTime() + LEASE_MS)}
     WHERE id = ${messageId}::uuid
       AND (status = 'queued' OR (status = 'sending' AND ("leaseUntil" IS NULL OR "leaseUntil" < ${now})))
     RETURNING id, kind, channel, recipient, locale, "bookingId", sealed, attempts, detail`;
  const m = claimed[0];
  if (!m) return "noop";
  // Fenced by this claim's attempt number (see the header); the outcome is known, so it is
  // retried through a database outage rather than left for the sweep to redo.
  const finish: Finish = async (status, lastError) => {
    const sentAt = status === "sent" ? clock.now() : null;
    await recordOutcome(
      "message",
      { messageId: m.id, status },
      () => db.$executeRaw`
        UPDATE message SET status = ${status}, "lastError" = ${lastError}, sealed = NULL, "leaseUntil" = NULL, "sentAt" = ${sentAt}
         WHERE id = ${m.id}::uuid AND status = 'sending' AND attempts = ${m.attempts}`,
    );
  };
  if (m.attempts > MAX_ATTEMPTS) {
    await finish("failed", `gave up after ${MAX_ATTEMPTS} attempts`);
    log.error("message failed for good", { messageId: m.id, kind: m.kind, attempts: m.attempts, reason: "attempts" });
    return "failed";
  }
  // Everything from here to the delivery is inside the try: a failure before anything was delivered
  // gives the claim back (below), so the message does not wait for its lease.
  try {
    // Staff sign-in links and invitations (staff.ts) belong to no booking.
    const staffKind = isStaffMessageKind(m.kind) ? m.kind : null;
    const booking = m.bookingId ? await loadBooking(db, { id: m.bookingId }) : null;
    // The studio's daily digest (digest.ts) belongs to no booking either: its day's bookings are read now.
    let digest: StudioDigest | null = null;
    if (m.kind === "studio_digest") {
      digest = await loadStudioDigest(db, m.detail);
      const why = digestSkipped(digest);
      if (why) {
        await finish("skipped", why);
        return "skipped";
      }
      m.recipient = digest!.recipient;
    } else if (!booking && !staffKind && !isWebhookNoticeKind(m.kind) && !isHourPassKind(m.kind)) {
      await finish("skipped", "booking not found");
      return "skipped";
    }
    // A studio awaiting verification (any status but live) sends no text, and emails only to its own
    // members: a new studio could otherwise make the platform carry its words to anyone, and pay for
    // texts to numbers of its choosing (docs/decisions-messages.md, Unverified studios).
    const studio = await messageStudio(db, m, booking);
    const withheld = studio && !studio.live ? await unverifiedRefusal(db, studio.id, m) : null;
    const pointless = !withheld && booking ? nothingToSay(m, booking) : null;
    if (withheld || pointless) {
      const status = withheld ? "withheld" : "skipped";
      await finish(status, withheld ?? pointless);
      return status;
    }
    if (m.kind === "sms_reminder" && booking) {
      const blocked = smsReminderBlocked(booking);
      if (blocked) {
        await finish("skipped", blocked);
        log.info("sms reminder skipped", { messageId: m.id, reason: blocked });
        return "skipped";
      }
      m.recipient = booking.contact;
    }
    if (!channelConfigured(m.channel)) {
      // Nothing can deliver it here (pre-production without SMTP/SMS): do not retry for ever.
      await finish("skipped", `${m.channel} delivery is not configured`);
      return "skipped";
    }
    // Counted once, on the message's first claim: a retry after a provider's failure or a crash is the
    // same message. The platform's own notices to the owners (verified, suspended, a webhook disabled…)
    // are not the studio's sending and are never held back by its cap (docs/decisions-messages.md, Daily caps).
    if (studio && m.attempts === 1 && !isOwnerNoticeKind(m.kind) && !isWebhookNoticeKind(m.kind)) {
      const full = await takeMessageSend(db, clock, m.channel, { id: studio.id, verified: studio.live });
      if (full) {
        await finish("over_cap", full);
        log.warn("message over the daily cap", { messageId: m.id, kind: m.kind, channel: m.channel, studioId: studio.id, reason: full });
        return "over_cap";
      }
    }
    const rendered = await renderClaimed(db, clock, m, { booking, digest, staffKind, plain: !!studio && !studio.live });
    if (!rendered) {
      // A series message whose bookings are gone (erased by retention before it was sent).
      await finish("skipped", "no booking left to tell");
      return "skipped";
    }
    const timeoutMs = opts.deliveryTimeoutMs ?? DELIVERY_TIMEOUT_MS;
    if (rendered.kind === "sms") await withTimeout(deliverSms({ to: m.recipient, text: rendered.text }), timeoutMs, "SMS delivery");
    else {
      const mail = {
        to: m.recipient,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        attachments: rendered.attachments,
        messageId: messageIdHeader(m.id),
      };
      await withTimeout(deliverEmail(mail), timeoutMs, "SMTP delivery");
    }
  } catch (e) {
    return notDelivered(db, m, e, opts.finalAttempt || m.attempts >= MAX_ATTEMPTS, finish);
  }
  await finish("sent", null);
  log.info("message sent", { messageId: m.id, kind: m.kind, channel: m.channel, attempts: m.attempts });
  return "sent";
}

type Finish = (status: "sent" | "skipped" | "withheld" | "over_cap" | "failed", lastError: string | null) => Promise<void>;

/** Why a studio's daily digest is not sent, or null. */
function digestSkipped(digest: StudioDigest | null): string | null {
  if (!digest) return "studio not found";
  if (!digest.on) return "daily digest off";
  return digest.rooms.length === 0 ? "no bookings tomorrow" : null;
}

/**
 * A claimed message that was not delivered (a provider's failure, or one before the delivery):
 * failed for good on its last attempt, but never for the database being away; else given back,
 * 'queued' again, retried through an outage, so that a claim cut by one is sent within seconds of
 * the database's return rather than after its lease (docs/decisions-messages.md, Message delivery
 * under faults). The error is thrown on for the job's retry.
 */
async function notDelivered(db: DbOrTx, m: Claimed, e: unknown, last: boolean, finish: Finish): Promise<"failed"> {
  const reason = e instanceof DeliveryError ? e.message : `render/send error: ${errorMessage(e)}`;
  if (last && !isDatabaseUnavailable(e)) {
    await finish("failed", reason);
    log.error("message failed for good", { messageId: m.id, kind: m.kind, attempts: m.attempts, reason });
    return "failed";
  }
  await recordOutcome(
    "message",
    { messageId: m.id, status: "queued" },
    () =>
      db.$executeRaw`UPDATE message SET status = 'queued', "lastError" = ${reason}, "leaseUntil" = NULL WHERE id = ${m.id}::uuid AND status = 'sending' AND attempts = ${m.attempts}`,
  );
  throw e;
}

/**
 * The claimed message's text or email: the studio's digest, a staff message, a series' or a booking's.
 * `plain`: the studio is not verified, so what it wrote is shown with no clickable address (unverified.ts).
 */
async function renderClaimed(
  db: DbOrTx,
  clock: Clock,
  m: Claimed,
  {
    booking,
    digest,
    staffKind,
    plain,
  }: { booking: BookingFull | null; digest: StudioDigest | null; staffKind: StaffMessageKind | null; plain: boolean },
) {
  const token = m.sealed && !staffKind ? unseal(m.sealed) : undefined;
  const series = isSeriesMessageKind(m.kind) ? m.kind : null;
  if (digest) return renderStudioDigest(digest, m.locale);
  // A disabled webhook endpoint, to the studio's owners (webhook-notice.ts): on no booking, all it says is in `detail`.
  if (isWebhookNoticeKind(m.kind)) return renderWebhookDisabled(m.detail, m.locale);
  // A prepaid-hours code to its buyer (hour-pass.ts): on no booking.
  if (isHourPassKind(m.kind)) return renderHourPassMessage(db, m.detail);
  if (staffKind) return renderStaffMessage({ id: m.id, kind: staffKind, locale: m.locale, sealed: m.sealed, detail: m.detail });
  if (series) {
    const { occurrences, manageUrls } = await seriesOccurrences(db, m.detail, token);
    return renderSeriesMessage({
      kind: series,
      channel: m.channel,
      locale: m.locale,
      occurrences: plain ? occurrences.map(plainBooking) : occurrences,
      manageUrls,
      now: clock.now(),
      byGuest: m.detail?.byGuest === 1,
    });
  }
  const detail = plain ? plainDetail(m.detail) : m.detail;
  return renderMessage({
    kind: m.kind,
    channel: m.channel,
    locale: m.locale,
    booking: plain ? plainBooking(booking!) : booking!,
    manageUrl: token ? manageUrl(booking!, token) : undefined,
    now: clock.now(),
    detail: detail ?? undefined,
  });
}

/**
 * Why a due text reminder is not sent, or null (docs/studio-settings.md, SMS reminder): the studio
 * turned it off, the booking's contact is no longer a phone, or the studio's country allow-list no
 * longer has its number. A text that goes is counted against the daily SMS caps like every text
 * (below, takeMessageSend; docs/decisions-abuse.md, SMS caps).
 */
function smsReminderBlocked(b: BookingFull): string | null {
  if (!b.studio.smsReminderHours) return "sms reminder off";
  if (b.channel !== "phone") return "contact is not a phone";
  if (!smsDestinationAllowed(b.studio, b.contact)) return "destination not allowed";
  return null;
}
