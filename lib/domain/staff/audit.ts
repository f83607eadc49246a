// The studio's audit trail (docs/studio-actions.md, Audit trail): one row per studio action, in
// the transaction of the action itself, naming who did it by email and role at the time. Staff
// act as themselves; the operator's CLI and Stripe (refunds made in Stripe's dashboard) have no
// user id.
import type { Clock } from "../../infra/clock";
import type { DbOrTx, Prisma } from "../../infra/db";
import type { FeedIssued } from "../calendars/feed-out";
import type { StaffActor } from "./actor";
import type { TrailAction } from "../../contract/audit-actions";
import type { RegistryAudit } from "../../contract/booking-actions";

/**
 * Whoever an audit row names: a signed-in staff member (named by the email and role of their
 * session, never by their display name, which is theirs to edit), or the operator / Stripe
 * acting on a studio (a fixed label, no email or role).
 */
export type AuditActor =
  | Pick<StaffActor, "studioId" | "userId" | "email" | "role">
  | { studioId: string; userId: null; name: string; email?: undefined; role?: undefined };

/** How an audit row (and a refund row) names its actor: a staff member's email, else the label. */
export function actorLabel(actor: AuditActor): string {
  return actor.userId !== null ? actor.email : actor.name;
}

export type AuditAction =
  | TrailAction
  | RegistryAudit
  | "settings.update"
  | "room.create"
  | "room.delete"
  | "webhook.create"
  | "webhook.rotate"
  | "webhook.delete"
  | "booking_feed.create"
  | "booking_feed.rotate"
  | "calendar_feed.add"
  | "calendar_feed.remove"
  | "webhook.enable"
  | "webhook.disable"
  | "webhook.test"
  | "calendar_feed.pause"
  | "calendar_feed.resume"
  | "promo_code.create"
  | "promo_code.update"
  | "guest.notes"
  | "invoice_profile.update"
  | "hour_pack.create"
  | "hour_pack.update"
  | "hour_pass.sell"
  | "staff.invite"
  | "staff.remove"
  | "studio.create"
  | "site.publish"
  | "domain.proven"
  | "domain.claim_dropped";

/** The operator's command line, acting on one studio's booking (npm run studio:mark). */
export const operatorActor = (studioId: string): AuditActor => ({ userId: null, name: "operator (command line)", studioId });

/** Stripe, when a refund made in its dashboard is reconciled (payments/refunds.ts). */
export const stripeActor = (studioId: string): AuditActor => ({ userId: null, name: "Stripe", studioId });

export async function audit(
  tx: DbOrTx,
  actor: AuditActor,
  entry: { action: AuditAction; bookingId?: string | null; detail?: Prisma.InputJsonObject; at: Date },
): Promise<void> {
  await tx.studioAudit.create({
    data: {
      studioId: actor.studioId,
      bookingId: entry.bookingId ?? null,
      actorUserId: actor.userId,
      actorName: actorLabel(actor),
      actorEmail: actor.userId !== null ? actor.email : null,
      actorRole: actor.userId !== null ? actor.role : null,
      action: entry.action,
      detail: entry.detail ?? {},
      at: entry.at,
    },
  });
}

/**
 * The audit row of a bookings feed's new secret, for calendars/feed-out.ts issueFeedSecret to write
 * in its transaction: by the dashboard's owner, or the operator's command line (npm run
 * studio:feed). It names the room (null: all rooms), never the secret.
 */
export function auditFeedIssue(clock: Clock, by: AuditActor | "operator"): (tx: DbOrTx, issued: FeedIssued) => Promise<void> {
  return (tx, issued) => {
    const actor = by === "operator" ? operatorActor(issued.studioId) : by;
    if (actor.studioId !== issued.studioId) throw new Error("auditFeedIssue: the actor is not of the feed's studio");
    const action = issued.rotated ? "booking_feed.rotate" : "booking_feed.create";
    return audit(tx, actor, { action, detail: { roomId: issued.roomId }, at: clock.now() });
  };
}
