// A studio's staff (docs/studio-accounts.md, Roles): who may sign in to its dashboard, and as
// what. Owners invite and remove (each audited, as every studio action); everyone may list.
// Memberships are Better Auth's `member` rows of the studio's organization; an invitation creates
// the person's user row (there is no other sign-up) and emails them a sign-in link.
import { randomUUID } from "node:crypto";
import { ApiError, notFound } from "../../contract/errors";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../contract/locales";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { requireOwner, type StaffActor, type StaffRole } from "./actor";
import { audit } from "./audit";
import { mintSignInLink, normalEmail, queueSignInLink } from "./links";
import { isoInZone } from "../bookings/view";
import { channelConfigured, devCodeMode } from "../../infra/delivery";

export type StaffMember = {
  memberId: string;
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
  locale: Locale;
  since: string;
};

// `tz`: the studio's zone; `since` is written with its offset, as every studio time (docs/dashboard.md, Data).
// `role`: member.role's CHECK allows the two roles only.
type MemberRow = {
  memberId: string;
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
  locale: string;
  since: Date;
  tz: string;
};

const view = (r: MemberRow): StaffMember => ({
  memberId: r.memberId,
  userId: r.userId,
  name: r.name,
  email: r.email,
  role: r.role,
  locale: isLocale(r.locale) ? r.locale : DEFAULT_LOCALE,
  since: isoInZone(r.since, r.tz),
});

/** The studio's members, owners first, then by when they joined. */
export async function listMembers(db: DbOrTx, actor: StaffActor): Promise<StaffMember[]> {
  const rows = await db.$queryRaw<MemberRow[]>`
    SELECT m.id AS "memberId", u.id AS "userId", u.name, u.email, m.role, u.locale, m."createdAt" AS since, s.timezone AS tz
      FROM organization o JOIN studio s ON s.id = o."studioId" JOIN member m ON m."organizationId" = o.id JOIN "user" u ON u.id = m."userId"
     WHERE o."studioId" = ${actor.studioId}::uuid
     ORDER BY (m.role = 'owner') DESC, m."createdAt", m.id`;
  return rows.map(view);
}

/** The studio's organization id, created on first use (one per studio, race-safe). */
async function ensureOrganization(tx: DbOrTx, studioId: string): Promise<string> {
  await tx.$executeRaw`
    INSERT INTO organization (id, "studioId", name, slug, "createdAt")
    SELECT ${randomUUID()}, s.id, s.name, s.slug, now() FROM studio s WHERE s.id = ${studioId}::uuid
    ON CONFLICT ("studioId") DO NOTHING`;
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM organization WHERE "studioId" = ${studioId}::uuid`;
  if (!rows[0]) throw notFound("Studio");
  return rows[0].id;
}

export type NewMember = { email: string; role: StaffRole; name?: string; locale?: Locale };
/** An invited member, and whether the link went out (docs/studio-accounts.md, Roles); `devLink` in pre-production only. */
export type InvitedStaffMember = StaffMember & { invitationSent: boolean; devLink?: string };

/**
 * Make `email` a member of the studio (user row created when new, verified: an owner vouches
 * for the address and the first sign-in proves it). `created` false: already a member, left as is.
 */
export async function addMember(
  tx: DbOrTx,
  studioId: string,
  m: NewMember,
): Promise<{ memberId: string; userId: string; created: boolean }> {
  const email = normalEmail(m.email);
  const orgId = await ensureOrganization(tx, studioId);
  const name = m.name?.trim() || email.slice(0, email.indexOf("@"));
  await tx.$executeRaw`
    INSERT INTO "user" (id, name, email, "emailVerified", locale, "createdAt", "updatedAt")
    VALUES (${randomUUID()}, ${name}, ${email}, true, ${m.locale ?? DEFAULT_LOCALE}, now(), now())
    ON CONFLICT (email) DO NOTHING`;
  const user = (await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "user" WHERE email = ${email}`)[0];
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO member (id, "organizationId", "userId", role, "createdAt")
    VALUES (${randomUUID()}, ${orgId}, ${user.id}, ${m.role}, now())
    ON CONFLICT ("organizationId", "userId") DO NOTHING
    RETURNING id`;
  if (inserted[0]) return { memberId: inserted[0].id, userId: user.id, created: true };
  const existing = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM member WHERE "organizationId" = ${orgId} AND "userId" = ${user.id}`;
  return { memberId: existing[0].id, userId: user.id, created: false };
}

/**
 * Owner only: add a member and email them a sign-in link (in their language). Only a verified studio
 * invites (403 STUDIO_NOT_VERIFIED before): a member is someone its messages may reach before then, and
 * the invitation itself would carry a name nobody checked to an address of the owner's choosing
 * (docs/decisions-messages.md, Unverified studios). The operator's invite (below) is not bound by it.
 */
export async function inviteMember(db: Db, clock: Clock, actor: StaffActor, m: NewMember): Promise<InvitedStaffMember> {
  requireOwner(actor, "manage_staff");
  return inTransaction(db, async (tx) => {
    // The row's lock keeps an operator's suspension from landing between this check and the invitation.
    const studio = (
      await tx.$queryRaw<{ name: string; status: string }[]>`
        SELECT name, "verificationStatus" AS status FROM studio WHERE id = ${actor.studioId}::uuid FOR SHARE`
    )[0];
    if (studio.status !== "live")
      throw new ApiError("STUDIO_NOT_VERIFIED", "Staff can be invited once the platform has verified the studio");
    const added = await addMember(tx, actor.studioId, m);
    if (!added.created) throw new ApiError("INVALID_STATE", "That person is already a member of this studio");
    const url = await mintSignInLink(tx, m.email);
    await queueSignInLink(tx, clock, {
      email: m.email,
      url,
      kind: "staff_invitation",
      studio: studio.name,
      role: m.role,
      studioId: actor.studioId,
    });
    const rows = await tx.$queryRaw<MemberRow[]>`
      SELECT m.id AS "memberId", u.id AS "userId", u.name, u.email, m.role, u.locale, m."createdAt" AS since, s.timezone AS tz
        FROM member m JOIN "user" u ON u.id = m."userId" JOIN organization o ON o.id = m."organizationId"
        JOIN studio s ON s.id = o."studioId" WHERE m.id = ${added.memberId}`;
    await audit(tx, actor, {
      action: "staff.invite",
      detail: { memberId: added.memberId, email: rows[0].email, role: m.role },
      at: clock.now(),
    });
    // Without email delivery the queued message is skipped, so the owner is told it did not go out; in
    // pre-production they get the link to pass on, as a guest's code is shown there (devCodeMode), never in production.
    const invitationSent = channelConfigured("email");
    return { ...view(rows[0]), invitationSent, ...(!invitationSent && devCodeMode("email") ? { devLink: url } : {}) };
  });
}

/**
 * Owner only: remove a member of the actor's studio (another studio's member: 404). The last
 * owner cannot be removed. The studio's member rows are locked first, so two owners removing
 * each other at once cannot both succeed. Their sessions lose this studio at once (the session
 * lookup joins the membership).
 */
export async function removeMember(db: Db, clock: Clock, actor: StaffActor, memberId: string): Promise<void> {
  requireOwner(actor, "manage_staff");
  await inTransaction(db, async (tx) => {
    const members = await tx.$queryRaw<{ id: string; role: string; email: string }[]>`
      SELECT m.id, m.role, u.email FROM organization o JOIN member m ON m."organizationId" = o.id JOIN "user" u ON u.id = m."userId"
       WHERE o."studioId" = ${actor.studioId}::uuid ORDER BY m.id FOR UPDATE OF m`;
    const target = members.find((x) => x.id === memberId);
    if (!target) throw notFound("Staff member");
    if (target.role === "owner" && members.filter((x) => x.role === "owner").length <= 1)
      throw new ApiError("INVALID_STATE", "A studio keeps at least one owner: make someone else owner first");
    await tx.$executeRaw`DELETE FROM member WHERE id = ${memberId}`;
    await audit(tx, actor, { action: "staff.remove", detail: { memberId, email: target.email, role: target.role }, at: clock.now() });
  });
}

/**
 * The operator's invite (npm run studio:invite): by studio slug, any role, no actor. Makes the
 * member (kept as is when they already are one) and a one-time sign-in link, which is also
 * emailed (through the outbox) when `email` delivery is configured.
 */
export async function inviteByOperator(
  db: Db,
  clock: Clock,
  m: NewMember & { slug: string; sendEmail: boolean },
): Promise<{ url: string; created: boolean; emailed: boolean; studio: string }> {
  return inTransaction(db, async (tx) => {
    const studio = (await tx.$queryRaw<{ id: string; name: string }[]>`SELECT id::text AS id, name FROM studio WHERE slug = ${m.slug}`)[0];
    if (!studio) throw notFound(`Studio "${m.slug}"`);
    const added = await addMember(tx, studio.id, m);
    const url = await mintSignInLink(tx, m.email);
    if (m.sendEmail)
      await queueSignInLink(tx, clock, {
        email: m.email,
        url,
        kind: "staff_invitation",
        studio: studio.name,
        role: m.role,
        studioId: studio.id,
      });
    return { url, created: added.created, emailed: m.sendEmail, studio: studio.name };
  });
}
