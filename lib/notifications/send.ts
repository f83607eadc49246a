// The worker's side of a message: exactly-once in effect.
//
// 1. Claim: UPDATE message SET status='sending' WHERE id=? AND status='queued'. Only one job
//    run can win this; a duplicate or retried job that finds the row elsewhere does nothing.
// 2. Render and deliver (the manage link comes from the sealed token, wiped after sending).
// 3. Sent → status 'sent'. A provider failure → back to 'queued' with lastError and the job
//    fails, so pg-boss retries it with backoff; on the last attempt → 'failed'.
// A worker that dies between delivering and step 3 leaves the row in 'sending': it is NOT
// retried (at most once beats twice for a guest's phone); such rows are visible for an operator.
import type { Clock } from "../clock";
import type { Locale } from "../contract";
import type { DbOrTx } from "../db";
import { deliverEmail, deliverSms, channelConfigured, DeliveryError } from "../delivery";
import { loadBooking, manageUrl } from "../bookings/view";
import { unseal } from "../bookings/manage-token";
import { log } from "../log";
import { renderMessage, type MessageKind } from "./templates";

type Claimed = { id: string; kind: MessageKind; channel: "email" | "phone"; recipient: string; locale: Locale; bookingId: string | null; sealed: string | null; attempts: number };

export type SendOutcome = "sent" | "skipped" | "noop" | "failed" | "retry";

export async function processMessageJob(db: DbOrTx, clock: Clock, messageId: string, opts: { finalAttempt: boolean }): Promise<SendOutcome> {
  const claimed = await db.$queryRaw<Claimed[]>`
    UPDATE message SET status = 'sending', attempts = attempts + 1
     WHERE id = ${messageId}::uuid AND status = 'queued'
     RETURNING id, kind, channel, recipient, locale, "bookingId", sealed, attempts`;
  const m = claimed[0];
  if (!m) return "noop";
  const finish = async (status: "sent" | "skipped" | "failed", lastError: string | null) => {
    await db.$executeRaw`
      UPDATE message SET status = ${status}, "lastError" = ${lastError}, sealed = NULL,
             "sentAt" = ${status === "sent" ? clock.now() : null}
       WHERE id = ${m.id}::uuid AND status = 'sending'`;
  };
  const booking = m.bookingId ? await loadBooking(db, { id: m.bookingId }) : null;
  if (!booking) {
    await finish("skipped", "booking not found");
    return "skipped";
  }
  if (m.kind === "reminder" && booking.status !== "confirmed") {
    await finish("skipped", `booking ${booking.status}`);
    return "skipped";
  }
  if (!channelConfigured(m.channel)) {
    // Nothing can deliver it here (pre-production without SMTP/SMS): do not retry for ever.
    await finish("skipped", `${m.channel} delivery is not configured`);
    return "skipped";
  }
  try {
    const token = m.sealed ? unseal(m.sealed) : undefined;
    const rendered = renderMessage({ kind: m.kind, channel: m.channel, locale: m.locale, booking, manageUrl: token ? manageUrl(booking, token) : undefined, now: clock.now() });
    if (rendered.kind === "sms") await deliverSms({ to: m.recipient, text: rendered.text });
    else await deliverEmail({ to: m.recipient, subject: rendered.subject, text: rendered.text, html: rendered.html, attachments: rendered.attachments });
  } catch (e) {
    const reason = e instanceof DeliveryError ? e.message : `render/send error: ${(e as Error).message}`;
    if (opts.finalAttempt) {
      await finish("failed", reason);
      log.error("message failed for good", { messageId: m.id, kind: m.kind, attempts: m.attempts, reason });
      return "failed";
    }
    await db.$executeRaw`UPDATE message SET status = 'queued', "lastError" = ${reason} WHERE id = ${m.id}::uuid AND status = 'sending'`;
    throw e;
  }
  await finish("sent", null);
  log.info("message sent", { messageId: m.id, kind: m.kind, channel: m.channel });
  return "sent";
}
