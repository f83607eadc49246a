// A studio's standing on the platform (docs/operators.md, Studio status) and the operator actions that
// move it. Each action locks the studio row, checks the transition, writes the status (the trigger keeps
// isVerified equal to status = 'live', so holds follow), its platform_audit row and the owners' emails
// (docs/decisions-messages.md, The owner is told) in one transaction.
import { ApiError } from "../../contract/errors";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx, Prisma } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { queueOwnerNotices, type OwnerNoticeKind } from "../notifications/owner-notices";

export const STUDIO_STATUSES = ["draft", "awaiting_verification", "live", "suspended", "rejected"] as const;
export type StudioStatus = (typeof STUDIO_STATUSES)[number];

export type OperatorAction = "verify" | "reject" | "suspend" | "reinstate";

/** Who acts on the platform: a signed-in user with platformAdmin (docs/operators.md, Operators). */
export type Operator = { userId: string; email: string };

/** From which statuses each action may start, and where it leads. */
const TRANSITIONS: Record<OperatorAction, { from: readonly StudioStatus[]; to: StudioStatus }> = {
  verify: { from: ["draft", "awaiting_verification", "rejected"], to: "live" },
  reject: { from: ["awaiting_verification"], to: "rejected" },
  suspend: { from: ["draft", "awaiting_verification", "live"], to: "suspended" },
  reinstate: { from: ["suspended"], to: "live" },
};

const PAST: Record<OperatorAction, string> = { verify: "verified", reject: "rejected", suspend: "suspended", reinstate: "reinstated" };

/** What each action tells the owners; a rejection and a suspension carry the operator's reason. */
const NOTICE: Record<OperatorAction, { kind: OwnerNoticeKind; withReason: boolean }> = {
  verify: { kind: "studio_verified", withReason: false },
  reject: { kind: "studio_rejected", withReason: true },
  suspend: { kind: "studio_suspended", withReason: true },
  reinstate: { kind: "studio_reinstated", withReason: false },
};

type Locked = { id: string; slug: string; status: StudioStatus };

/** The studio row, locked for the rest of the transaction; 404 when there is none. */
export async function lockStudio(tx: DbOrTx, studioId: string): Promise<Locked> {
  const rows = await tx.$queryRaw<Locked[]>`
    SELECT id::text AS id, slug, "verificationStatus" AS status FROM studio WHERE id = ${studioId}::uuid FOR UPDATE`;
  if (!rows[0]) throw new ApiError("RESOURCE_NOT_FOUND", "Studio not found");
  return rows[0];
}

/** Write a status with its reason and time (inside the caller's transaction, the row locked). */
export async function setStatus(tx: DbOrTx, studioId: string, status: StudioStatus, reason: string | null, at: Date): Promise<void> {
  await tx.$executeRaw`UPDATE studio SET "verificationStatus" = ${status}, "statusReason" = ${reason}, "statusChangedAt" = ${at}
                        WHERE id = ${studioId}::uuid`;
}

export async function platformAudit(
  tx: DbOrTx,
  op: Operator,
  entry: {
    action: string;
    studioId?: string | null;
    studioSlug?: string | null;
    reason?: string | null;
    detail?: Prisma.InputJsonObject;
    at: Date;
  },
): Promise<void> {
  await tx.platformAudit.create({
    data: {
      actorUserId: op.userId,
      actorEmail: op.email,
      action: entry.action,
      studioId: entry.studioId ?? null,
      studioSlug: entry.studioSlug ?? null,
      reason: entry.reason ?? null,
      detail: entry.detail ?? {},
      at: entry.at,
    },
  });
}

/**
 * verify / reject / suspend / reinstate with a reason: 404 unknown studio, 409 INVALID_STATE from a status
 * the action cannot start from. Answers the new status.
 */
export async function actOnStudio(
  db: Db,
  clock: Clock,
  op: Operator,
  studioId: string,
  action: OperatorAction,
  reason: string,
): Promise<{ studioId: string; status: StudioStatus; reason: string; changedAt: string }> {
  const t = TRANSITIONS[action];
  return inTransaction(db, async (tx) => {
    const now = clock.now();
    const s = await lockStudio(tx, studioId);
    if (!t.from.includes(s.status))
      throw new ApiError("INVALID_STATE", `A studio that is ${s.status} cannot be ${PAST[action]}`, {
        details: { status: s.status },
      });
    await setStatus(tx, s.id, t.to, reason, now);
    await platformAudit(tx, op, {
      action: `studio.${action}`,
      studioId: s.id,
      studioSlug: s.slug,
      reason,
      detail: { from: s.status, to: t.to },
      at: now,
    });
    const notice = NOTICE[action];
    await queueOwnerNotices(tx, { studioId: s.id, kind: notice.kind, at: now, reason: notice.withReason ? reason : null });
    return { studioId: s.id, status: t.to, reason, changedAt: now.toISOString() };
  });
}
