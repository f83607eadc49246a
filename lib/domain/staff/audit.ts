// The studio's audit trail (docs/studio-actions.md, Audit trail): one row per studio action, in
// the transaction of the action itself, naming who did it. Staff act as themselves; the
// operator's CLI and Stripe (refunds made in Stripe's dashboard) have no user id.
import type { DbOrTx, Prisma } from "../../infra/db";
import type { StaffActor } from "./actor";

/** Whoever an audit row names: a signed-in staff member, or the operator / Stripe acting on a studio. */
export type AuditActor = Pick<StaffActor, "studioId" | "name"> & { userId: string | null };

export type AuditAction =
  | "booking.mark_paid"
  | "booking.mark"
  | "booking.cancel"
  | "booking.refund"
  | "booking.create"
  | "block.create"
  | "block.delete"
  | "settings.update"
  | "room.create"
  | "room.delete"
  | "webhook.create"
  | "webhook.rotate"
  | "webhook.delete";

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
      actorName: actor.name,
      action: entry.action,
      detail: entry.detail ?? {},
      at: entry.at,
    },
  });
}
