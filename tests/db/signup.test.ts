// Sign-up and onboarding (docs/signup.md) at domain level on a real database: the sign-up limits per
// address and per client network, a link in the answer only for an account the request made,
// reserved and taken slugs, the wizard's studio with its owner, the published preview that takes no
// hold until verified, a second studio refused, and the owner's address kept private (the public
// contact is only what they entered; the studio's own mail goes to the sign-up address).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { ApiError } from "../../lib/contract/errors";
import { OnboardingRequest } from "../../lib/contract/studio-schemas";
import { requestSignUp } from "../../lib/domain/signup/request";
import { createOnboardedStudio, publishStudio, slugAvailability } from "../../lib/domain/signup/studio";
import { createHold, type CreateHoldInput } from "../../lib/domain/holds/create";
import { announceSiteChange, getLiveSite } from "../../lib/domain/sites";
import { actOnStudio } from "../../lib/domain/platform/status";
import { listStudios, studioForOperator } from "../../lib/domain/platform/console";
import { OperatorActionResult, PlatformStudioDetail, PlatformStudioList } from "../../lib/contract/studio-schemas";
import { createStudio } from "../helpers/fixtures";
import { localDate } from "../api/holds.helpers";
import { createHold as insertHold, hoursAhead } from "../helpers/holds";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { processMessageJob } from "../../lib/domain/notifications/send";
import { testDb } from "../helpers/test-db";
import { wizardAnswers } from "../helpers/signup";
import { addMember } from "../../lib/domain/staff/members";
import { grantPlatformAdmin } from "../../lib/domain/platform/console";
import { parseStudioFile } from "../../lib/domain/studios/import";
import { demoStudioJson } from "../helpers/fixtures";

const db = testDb(4, { env: { JOBS_SCHEMA: `jobs_signup_${process.pid}`, SMTP_URL: undefined, TWILIO_ACCOUNT_SID: undefined } });
beforeAll(async () => {
  await ensureJobs();
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof ApiError ? { code: e.code, details: e.details } : e),
  );
const email = () => `owner-${randomUUID().slice(0, 8)}@example.com`;

/** The wizard's answers, as the page sends them. */
function wizard(slug: string, over: { locales?: ("es" | "ca" | "en")[] } = {}) {
  return OnboardingRequest.parse(wizardAnswers(slug, over.locales ?? ["es", "en"]));
}

async function signedUp() {
  const e = email();
  await requestSignUp(db, systemClock, { email: e, locale: "ca", ip: `198.51.100.${Math.floor(Math.random() * 200)}` });
  const u = await db.user.findUniqueOrThrow({ where: { email: e } });
  return { userId: u.id, email: e, locale: "ca" };
}

describe("sign-up", () => {
  it("answers the link in pre-production without email, made for the wizard, and a user row unverified until opened", async () => {
    const e = email();
    const r = await requestSignUp(db, systemClock, { email: e, locale: "en", ip: "203.0.113.10" });
    expect(r.status).toBe("sent");
    const link = new URL(r.devLink!);
    expect(link.pathname).toBe("/api/auth/magic-link/verify");
    expect(link.searchParams.get("callbackURL")).toBe("/studio/onboarding");
    const u = await db.user.findUniqueOrThrow({ where: { email: e } });
    expect(u.emailVerified).toBe(false);
  });

  it("answers a link only for the account the request made: never a member's, an operator's, nor an address asked before", async () => {
    const studio = await createStudio(db);
    const owner = email();
    const staff = email();
    const operator = email();
    await addMember(db, studio.studioId, { email: owner, role: "owner" });
    await addMember(db, studio.studioId, { email: staff, role: "staff" });
    await grantPlatformAdmin(db, operator);
    const ip = () => `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    for (const e of [owner, owner.toUpperCase(), staff, operator, ` ${operator.toUpperCase()}`])
      expect(await requestSignUp(db, systemClock, { email: e, locale: "en", ip: ip() }), e).toEqual({ status: "sent" });
    // Each got the ordinary emailed link instead, one per request.
    for (const [e, n] of [
      [owner, 2],
      [staff, 1],
      [operator, 2],
    ] as const)
      expect(await db.message.count({ where: { kind: "staff_sign_in", recipient: e } }), e).toBe(n);
    const fresh = email();
    expect((await requestSignUp(db, systemClock, { email: fresh, locale: "en", ip: ip() })).devLink).toBeDefined();
    expect(await requestSignUp(db, systemClock, { email: fresh, locale: "en", ip: ip() })).toEqual({ status: "sent" });
    // Two requests racing for one new address: one of them made the account, and only it shows a link.
    const raced = email();
    const both = await Promise.all([0, 1].map(() => requestSignUp(db, systemClock, { email: raced, locale: "en", ip: ip() })));
    expect(both.filter((r) => r.devLink)).toHaveLength(1);
  });

  it("is limited per address (canonical form) and per client network, with its /56 and /48", async () => {
    const e = `limit.${randomUUID().slice(0, 6)}@gmail.com`;
    for (let i = 0; i < 3; i++) await requestSignUp(db, systemClock, { email: e, locale: "es", ip: `192.0.2.${i + 1}` });
    const dotted = e.replace("limit.", "li.mit.");
    expect(await failure(requestSignUp(db, systemClock, { email: dotted, locale: "es", ip: "192.0.2.9" }))).toMatchObject({
      code: "RATE_LIMIT_EXCEEDED",
    });
    // One /64: 5 an hour. Its /48 (other /64s) at twice that.
    const net = `2001:db8:${Math.floor(Math.random() * 9000 + 1000).toString(16)}`;
    for (let i = 0; i < 5; i++) await requestSignUp(db, systemClock, { email: email(), locale: "es", ip: `${net}:1::${i + 1}` });
    expect(await failure(requestSignUp(db, systemClock, { email: email(), locale: "es", ip: `${net}:1::99` }))).toMatchObject({
      code: "RATE_LIMIT_EXCEEDED",
    });
    for (let i = 0; i < 5; i++) await requestSignUp(db, systemClock, { email: email(), locale: "es", ip: `${net}:${i + 2}::1` });
    expect(await failure(requestSignUp(db, systemClock, { email: email(), locale: "es", ip: `${net}:ff::1` }))).toMatchObject({
      code: "RATE_LIMIT_EXCEEDED",
    });
  });
});

describe("slugs", () => {
  it("refuses reserved and malformed slugs and reports taken ones", async () => {
    expect(await slugAvailability(db, "admin")).toEqual({ slug: "admin", available: false, reason: "reserved" });
    expect(await slugAvailability(db, "www")).toMatchObject({ available: false, reason: "reserved" });
    expect(await slugAvailability(db, "a_b")).toMatchObject({ available: false, reason: "invalid" });
    const taken = await createStudio(db);
    expect(await slugAvailability(db, taken.slug)).toMatchObject({ available: false, reason: "taken" });
    expect(await slugAvailability(db, `free-${randomUUID().slice(0, 6)}`)).toMatchObject({ available: true, reason: null });
  });

  it("the wizard refuses a reserved slug and a taken one", async () => {
    const u = await signedUp();
    expect(await failure(createOnboardedStudio(db, systemClock, u, wizard("dashboard")))).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { reason: "reserved" },
    });
    const taken = await createStudio(db);
    expect(await failure(createOnboardedStudio(db, systemClock, u, wizard(taken.slug)))).toMatchObject({
      code: "INVALID_STATE",
      details: { reason: "taken" },
    });
  });

  it("two people racing for one slug: one gets it", async () => {
    const [a, b] = [await signedUp(), await signedUp()];
    const slug = `race-${randomUUID().slice(0, 6)}`;
    const out = await Promise.all([a, b].map((u) => failure(createOnboardedStudio(db, systemClock, u, wizard(slug)))));
    expect(out.filter((x) => x === null)).toHaveLength(1);
    expect(out.find((x) => x !== null)).toMatchObject({ code: "INVALID_STATE" });
    const owners = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM member m JOIN organization o ON o.id = m."organizationId" JOIN studio s ON s.id = o."studioId" WHERE s.slug = ${slug}`;
    expect(owners[0].n).toBe(1);
  });
});

describe("the wizard's studio", () => {
  it("makes the person its owner, unpublished until Publish, then a preview that takes no hold until verified", async () => {
    const u = await signedUp();
    const slug = `nova-${randomUUID().slice(0, 6)}`;
    const made = await createOnboardedStudio(db, systemClock, u, wizard(slug));
    expect(made).toMatchObject({ slug, status: "draft" });
    const s = await db.studio.findUniqueOrThrow({ where: { slug }, include: { site: true, rooms: true } });
    expect(s.verificationStatus).toBe("draft");
    expect(s.site?.status).toBe("draft");
    expect(s.rooms[0]).toMatchObject({ name: "Sala A", cancelNoticeHours: 24, hourlyCents: 1500 });
    const m = await db.$queryRaw<{ role: string }[]>`
      SELECT m.role FROM member m JOIN organization o ON o.id = m."organizationId" WHERE o."studioId" = ${made.studioId}::uuid AND m."userId" = ${u.userId}`;
    expect(m[0].role).toBe("owner");
    // A second studio for the same person: refused.
    expect(await failure(createOnboardedStudio(db, systemClock, u, wizard(`${slug}-b`)))).toMatchObject({ code: "INVALID_STATE" });

    const actor = {
      userId: u.userId,
      name: u.email,
      email: u.email,
      role: "owner" as const,
      studioId: made.studioId,
      locale: "es" as const,
    };
    // A staff member may not publish.
    expect(await failure(publishStudio(db, systemClock, { ...actor, role: "staff" }, "daylight"))).toMatchObject({ code: "FORBIDDEN" });
    await publishStudio(db, systemClock, actor, "daylight");
    await announceSiteChange(db, made.studioId);
    const site = await getLiveSite(db, slug);
    expect(site.payload.site.template).toBe("daylight");
    expect(site.payload.studio.isVerified).toBe(false);
    const body = {
      roomId: s.rooms[0].id,
      date: localDate(2, "Europe/Madrid"),
      startTime: "10:00",
      durationMinutes: 60,
      guestName: "Ana Test",
      channel: "email",
      contact: email(),
      locale: "es",
      idempotencyKey: randomUUID(),
    };
    const hold = () => failure(createHold(db, systemClock, { slug, body: body as CreateHoldInput["body"], ip: "192.0.2.200" }));
    expect(await hold()).toMatchObject({ code: "STUDIO_NOT_VERIFIED" });
    const op = { userId: "op", email: "ops@platform.example" };
    // The operator API's answers match the schemas the OpenAPI document publishes for them.
    PlatformStudioList.parse(await listStudios(db, { q: slug }));
    OperatorActionResult.parse(await actOnStudio(db, systemClock, op, made.studioId, "verify", "checked"));
    PlatformStudioDetail.parse(await studioForOperator(db, systemClock, op, made.studioId));
    await announceSiteChange(db, made.studioId);
    expect(await hold()).toBeNull();
  });
});

describe("texts", () => {
  it("a studio awaiting verification sends no text message, even for a booking its staff made", async () => {
    const studio = await createStudio(db);
    const h = await insertHold(db, studio, { startsAt: hoursAhead(96), channel: "phone", contact: "+34600111222", status: "verified" });
    const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
    await db.$executeRaw`UPDATE studio SET "verificationStatus" = 'awaiting_verification' WHERE id = ${studio.studioId}::uuid`;
    const m = await db.message.findFirstOrThrow({ where: { bookingId: r.booking.id, channel: "phone", status: "queued" } });
    expect(await processMessageJob(db, systemClock, m.id, { finalAttempt: false })).toBe("withheld");
    expect((await db.message.findUniqueOrThrow({ where: { id: m.id } })).lastError).toBe("the studio is not verified: no texts");
  });
});

describe("the owner's address", () => {
  it("the wizard's studio publishes only the contact its owner entered; the sign-up address is its private one", async () => {
    const u = await signedUp();
    const slug = `quiet-${randomUUID().slice(0, 6)}`;
    const answers = wizardAnswers(slug, ["es", "en"]);
    const { phone: _p, email: _e, ...bare } = answers.studio;
    const made = await createOnboardedStudio(db, systemClock, u, OnboardingRequest.parse({ ...answers, studio: bare }));
    const row = await db.studio.findUniqueOrThrow({ where: { id: made.studioId } });
    expect({ email: row.email, phone: row.phone, notifyEmail: row.notifyEmail }).toEqual({
      email: null,
      phone: null,
      notifyEmail: u.email,
    });
    const actor = {
      userId: u.userId,
      name: u.email,
      email: u.email,
      role: "owner" as const,
      studioId: made.studioId,
      locale: "es" as const,
    };
    await publishStudio(db, systemClock, actor, "stage");
    await announceSiteChange(db, made.studioId);
    const site = await getLiveSite(db, slug);
    expect(site.payload.studio).toMatchObject({ email: null, phone: null });
    expect(JSON.stringify(site.payload)).not.toContain(u.email);

    const v = await signedUp();
    const slug2 = `open-${randomUUID().slice(0, 6)}`;
    const withContact = { ...answers, studio: { ...answers.studio, slug: slug2, email: "hola@open.example", phone: "+34931000222" } };
    const made2 = await createOnboardedStudio(db, systemClock, v, OnboardingRequest.parse(withContact));
    const row2 = await db.studio.findUniqueOrThrow({ where: { id: made2.studioId } });
    expect({ email: row2.email, phone: row2.phone, notifyEmail: row2.notifyEmail }).toEqual({
      email: "hola@open.example",
      phone: "+34931000222",
      notifyEmail: v.email,
    });
  });

  it("the studio's own mail goes to its private address, else to its public one; a studio file needs one of the two", async () => {
    const quiet = await createStudio(db, (f) => {
      f.studio.email = null;
      f.studio.notifyEmail = "inbox@quiet.example";
    });
    const open = await createStudio(db, (f) => {
      f.studio.email = "hola@open.example";
    });
    for (const [studio, to] of [
      [quiet, "inbox@quiet.example"],
      [open, "hola@open.example"],
    ] as const) {
      const h = await insertHold(db, studio, { startsAt: hoursAhead(72), channel: "email", contact: email(), status: "verified" });
      const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
      const notice = await db.message.findFirstOrThrow({ where: { bookingId: r.booking.id, kind: "studio_new_booking" } });
      expect(notice.recipient, studio.slug).toBe(to);
    }
    const file = demoStudioJson();
    file.studio.email = null;
    file.studio.notifyEmail = null;
    expect(() => parseStudioFile(file)).toThrow(/studio\.email: is required when studio\.notifyEmail is empty/);
  });
});
