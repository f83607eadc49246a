// What the operator console reads (docs/operators.md, What operators see): studios by status with search,
// one studio's business data, evidence, counts and audit. Never a guest's name or contact: counts only.
import { DateTime } from "luxon";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { env } from "../../infra/env";
import { ApiError } from "../../contract/errors";
import { inTransaction } from "../../infra/tx";
import { normalEmail } from "../staff/links";
import { platformAudit, type Operator, type StudioStatus } from "./status";

export type StudioListItem = { studioId: string; slug: string; name: string; city: string; status: StudioStatus; changedAt: string | null };

const PAGE = 100;

/** Studios, by status when given, matching `q` in name, slug, email or city; 100 at most, by name. */
export async function listStudios(db: DbOrTx, filter: { status?: StudioStatus; q?: string }): Promise<{ studios: StudioListItem[] }> {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db.$queryRaw<(Omit<StudioListItem, "changedAt"> & { changedAt: Date | null })[]>`
    SELECT id::text AS "studioId", slug, name, city, "verificationStatus" AS status, "statusChangedAt" AS "changedAt"
      FROM studio
     WHERE (${filter.status ?? null}::text IS NULL OR "verificationStatus" = ${filter.status ?? null})
       AND (${like}::text IS NULL OR name ILIKE ${like} OR slug ILIKE ${like} OR email ILIKE ${like} OR city ILIKE ${like})
     ORDER BY name, id
     LIMIT ${PAGE}`;
  return { studios: rows.map((r) => ({ ...r, changedAt: r.changedAt?.toISOString() ?? null })) };
}

/**
 * One studio for the console. Reading it is itself audited (studio.view): business data is personal
 * data of the owner, so who looked is kept (docs/operators.md, Audit).
 */
export async function studioForOperator(db: Db, clock: Clock, op: Operator, studioId: string) {
  return inTransaction(db, async (tx) => {
    const now = clock.now();
    const s = await tx.studio.findUnique({ where: { id: studioId }, include: { verification: true } });
    if (!s) throw new ApiError("RESOURCE_NOT_FOUND", "Studio not found");
    const monthStart = DateTime.fromJSDate(now, { zone: s.timezone }).startOf("month").toJSDate();
    const [counts] = await tx.$queryRaw<{ bookings: number; cardCents: number; refundedCents: number; sms: number }[]>`
      SELECT (SELECT count(*)::int FROM booking b WHERE b."studioId" = ${s.id}::uuid AND b."createdAt" >= ${monthStart}) AS bookings,
             (SELECT COALESCE(sum(b."depositCents"), 0)::int FROM booking b WHERE b."studioId" = ${s.id}::uuid AND b."createdAt" >= ${monthStart}
                 AND b."paymentIntentId" IS NOT NULL AND b."paymentStatus" IN ('deposit_paid', 'paid', 'refunded')) AS "cardCents",
             (SELECT COALESCE(sum(r."amountCents"), 0)::int FROM booking_refund r JOIN booking b ON b.id = r."bookingId"
               WHERE b."studioId" = ${s.id}::uuid AND r."createdAt" >= ${monthStart}) AS "refundedCents",
             (SELECT count(*)::int FROM quota_event e WHERE e.key = ${`sms-studio:${s.id}`} AND e."at" > ${new Date(now.getTime() - 86_400_000)}) AS sms`;
    const audit = await tx.platformAudit.findMany({ where: { studioId: s.id }, orderBy: { at: "desc" }, take: 50 });
    await platformAudit(tx, op, { action: "studio.view", studioId: s.id, studioSlug: s.slug, at: now });
    const v = s.verification;
    return {
      studio: {
        studioId: s.id,
        slug: s.slug,
        name: s.name,
        email: s.email,
        phone: s.phone,
        addressLine1: s.addressLine1,
        city: s.city,
        postalCode: s.postalCode,
        country: s.country,
        status: s.verificationStatus as StudioStatus,
        reason: s.statusReason,
        changedAt: s.statusChangedAt?.toISOString() ?? null,
        createdAt: s.createdAt.toISOString(),
      },
      evidence: {
        legalName: v?.legalName ?? null,
        taxId: v?.taxId ?? null,
        addressLine1: v?.addressLine1 ?? null,
        addressLine2: v?.addressLine2 ?? null,
        city: v?.city ?? null,
        postalCode: v?.postalCode ?? null,
        country: v?.country ?? null,
        phoneConfirmedAt: v?.phoneConfirmedAt && v.phone === s.phone ? v.phoneConfirmedAt.toISOString() : null,
        submittedAt: v?.submittedAt?.toISOString() ?? null,
      },
      counts: {
        monthStart: monthStart.toISOString(),
        bookingsThisMonth: counts.bookings,
        smsLast24h: counts.sms,
        smsDailyCap: env().SMS_DAILY_CAP_PER_STUDIO,
        cardDepositsCentsThisMonth: counts.cardCents,
        refundedCentsThisMonth: counts.refundedCents,
      },
      audit: audit.map((a) => ({ at: a.at.toISOString(), actorEmail: a.actorEmail, action: a.action, reason: a.reason })),
    };
  });
}

/** npm run platform:admin: make an existing user, or a new one, an operator (docs/operators.md, Operators). */
export async function grantPlatformAdmin(db: Db, email: string): Promise<{ created: boolean }> {
  const address = normalEmail(email);
  const existing = await db.user.findUnique({ where: { email: address } });
  if (existing) {
    await db.user.update({ where: { id: existing.id }, data: { platformAdmin: true } });
    return { created: false };
  }
  await db.user.create({ data: { id: crypto.randomUUID(), email: address, name: address, emailVerified: true, platformAdmin: true } });
  return { created: true };
}
