// What the operator console reads (docs/operators.md, What operators see): studios by status with search,
// one studio's business data, evidence, counts and audit. Never a guest's name or contact: counts only.
import { DateTime } from "luxon";
import type { Clock } from "../../infra/clock";
import { Prisma, type Db, type DbOrTx } from "../../infra/db";
import { studioCap } from "../notifications/caps";
import { ApiError } from "../../contract/errors";
import { inTransaction } from "../../infra/tx";
import { normalEmail } from "../staff/links";
import { platformAudit, type Operator, type StudioStatus } from "./status";
import { studioInbox } from "../studios/inbox";
import { StudioStatusEnum } from "../../contract/studio-schemas";

/** `resemblance`: what a wizard studio's slug or name resembles among verified studios (docs/signup.md, Look-alikes). */
export type StudioListItem = {
  studioId: string;
  slug: string;
  name: string;
  city: string;
  status: StudioStatus;
  changedAt: string | null;
  resemblance: string | null;
};

const PAGE = 100;

/**
 * Studios, by status when given, matching `q` in name, slug, either email (public or private) or city
 * whatever the case and accents ("nandu" finds "Ñandú"): both sides folded by booking_fold, the
 * dashboard's own search fold (docs/decisions-bookings.md, Searching guests); 100 at most, by name.
 */
export async function listStudios(db: DbOrTx, filter: { status?: StudioStatus; q?: string }): Promise<{ studios: StudioListItem[] }> {
  // LIKE's wildcards and its escape character typed in `q` match themselves.
  const text = filter.q ? filter.q.replace(/[\\%_]/g, (c) => `\\${c}`) : null;
  // One folded text written exactly as studio_search_trgm_idx's expression, so a search reads its
  // matches from the index rather than every studio (docs/performance.md, Search).
  const where = [
    filter.status ? Prisma.sql`"verificationStatus" = ${filter.status}` : null,
    text
      ? Prisma.sql`booking_fold("name" || ' ' || "slug" || ' ' || coalesce("email", '') || ' ' || coalesce("notifyEmail", '') || ' ' || "city")
                     LIKE ('%' || booking_fold(${text}::text) || '%')`
      : null,
  ].filter((w) => w !== null);
  const rows = await db.$queryRaw<(Omit<StudioListItem, "changedAt"> & { changedAt: Date | null })[]>`
    SELECT id::text AS "studioId", slug, name, city, "verificationStatus" AS status, "statusChangedAt" AS "changedAt", resemblance
      FROM studio
     WHERE ${where.length ? Prisma.join(where, " AND ") : Prisma.sql`true`}
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
    // The studio's currency is its first active room's, as its figures count it (docs/dashboard.md,
    // Figures); a booking in another currency is left out of the sums rather than added to them.
    const [counts] = await tx.$queryRaw<
      { currency: string | null; bookings: number; cardCents: number; refundedCents: number; sms: number; email: number }[]
    >`
      WITH cur AS (
        SELECT r.currency FROM room r WHERE r."studioId" = ${s.id}::uuid ORDER BY r.active DESC, r.position, r.name, r.id LIMIT 1
      )
      SELECT (SELECT currency FROM cur) AS currency,
             (SELECT count(*)::int FROM booking b WHERE b."studioId" = ${s.id}::uuid AND b."createdAt" >= ${monthStart}) AS bookings,
             (SELECT COALESCE(sum(b."depositCents"), 0)::int FROM booking b WHERE b."studioId" = ${s.id}::uuid AND b."createdAt" >= ${monthStart}
                 AND b."paymentIntentId" IS NOT NULL AND b."paymentStatus" IN ('deposit_paid', 'paid', 'refunded')
                 AND b.currency = (SELECT currency FROM cur)) AS "cardCents",
             (SELECT COALESCE(sum(r."amountCents"), 0)::int FROM booking_refund r JOIN booking b ON b.id = r."bookingId"
               WHERE b."studioId" = ${s.id}::uuid AND r."createdAt" >= ${monthStart}
                 AND b.currency = (SELECT currency FROM cur)) AS "refundedCents",
             (SELECT count(*)::int FROM quota_event e WHERE e.key = ${`sms-studio:${s.id}`} AND e."at" > ${new Date(now.getTime() - 86_400_000)}) AS sms,
             (SELECT count(*)::int FROM quota_event e WHERE e.key = ${`email-studio:${s.id}`} AND e."at" > ${new Date(now.getTime() - 86_400_000)}) AS email`;
    const audit = await tx.platformAudit.findMany({ where: { studioId: s.id }, orderBy: { at: "desc" }, take: 50 });
    await platformAudit(tx, op, { action: "studio.view", studioId: s.id, studioSlug: s.slug, at: now });
    const v = s.verification;
    return {
      studio: {
        studioId: s.id,
        slug: s.slug,
        name: s.name,
        // Where the platform reaches the studio: its private address when it has one (docs/signup.md, The owner's address).
        email: studioInbox(s),
        phone: s.phone,
        addressLine1: s.addressLine1,
        city: s.city,
        postalCode: s.postalCode,
        country: s.country,
        // What the console formats with: amounts in this currency, times in this zone.
        currency: counts.currency ?? "EUR",
        timezone: s.timezone,
        status: StudioStatusEnum.parse(s.verificationStatus),
        reason: s.statusReason,
        resemblance: s.resemblance,
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
        // Its caps as they are for it now: lower until it is verified (docs/decisions-messages.md, Daily caps).
        smsLast24h: counts.sms,
        smsDailyCap: studioCap("phone", s.verificationStatus === "live"),
        emailsLast24h: counts.email,
        emailDailyCap: studioCap("email", s.verificationStatus === "live"),
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
