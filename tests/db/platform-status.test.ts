// A studio's status on the platform (docs/operators.md, Studio status), the owner's verification with the
// phone code on a moved clock (docs/operators.md, Verification) and the operator actions with their audit
// (docs/operators.md, Audit), at domain level on a real database.
import { beforeAll, describe, expect, it } from "vitest";
import { manualClock, systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { ApiError } from "../../lib/contract/errors";
import { createHold, type CreateHoldInput } from "../../lib/domain/holds/create";
import { announceSiteChange, getLiveSite } from "../../lib/domain/sites";
import { importStudio } from "../../lib/domain/studios/import";
import { actOnStudio, type Operator } from "../../lib/domain/platform/status";
import { confirmPhone, getVerification, requestVerification, saveDetails, sendPhoneCode } from "../../lib/domain/platform/verification";
import { grantPlatformAdmin, listStudios, studioForOperator } from "../../lib/domain/platform/console";
import { sendRequestedSignInLink } from "../../lib/domain/staff/links";
import { bookableStudio, holdBody } from "../api/holds.helpers";
import { actorFor } from "../helpers/dashboard";
import type { TestStudio } from "../helpers/fixtures";
import { testDb } from "../helpers/test-db";

const op: Operator = { userId: "op-1", email: "ops@platform.example" };
const DETAILS = {
  legalName: "Sala Test SL",
  taxId: "B12345678",
  addressLine1: "Carrer Test 1",
  city: "Barcelona",
  postalCode: "08001",
  country: "es",
};

const db = testDb(4, {
  env: { JOBS_SCHEMA: `jobs_platform_${process.pid}`, SMTP_URL: undefined, TWILIO_ACCOUNT_SID: undefined, HCAPTCHA_SECRET: undefined },
});
beforeAll(async () => {
  await ensureJobs(); // the sign-in link's email is a queued job
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof ApiError ? { code: e.code, details: e.details, retryAfter: e.retryAfter } : e),
  );
const statusOf = async (s: TestStudio) =>
  db.studio.findUniqueOrThrow({ where: { id: s.studioId }, select: { verificationStatus: true, isVerified: true, statusReason: true } });
let slot = 8;
/** A hold at a fresh hour each time, so earlier holds never take its slot. */
const hold = (s: TestStudio, ip: string) =>
  createHold(db, systemClock, {
    slug: s.slug,
    body: holdBody(s, { startTime: `${String(slot++).padStart(2, "0")}:00` }) as CreateHoldInput["body"],
    ip,
  });

describe("studio status", () => {
  it("isVerified follows the status whoever writes, and the import's isVerified moves the status", async () => {
    const s = await bookableStudio({ db });
    expect(await statusOf(s)).toMatchObject({ verificationStatus: "live", isVerified: true });
    await db.studio.update({ where: { id: s.studioId }, data: { verificationStatus: "suspended" } });
    expect(await statusOf(s)).toMatchObject({ verificationStatus: "suspended", isVerified: false });
    await importStudio(db, { ...s.file, studio: { ...s.file.studio, isVerified: false } });
    expect(await statusOf(s)).toMatchObject({ verificationStatus: "suspended", isVerified: false });
    await importStudio(db, { ...s.file, studio: { ...s.file.studio, isVerified: true } });
    expect(await statusOf(s)).toMatchObject({ verificationStatus: "live", isVerified: true });
    const n = await db.$executeRaw`UPDATE studio SET "isVerified" = false WHERE id = ${s.studioId}::uuid`;
    expect(n).toBe(1);
    expect(await statusOf(s)).toMatchObject({ verificationStatus: "draft", isVerified: false });
  });

  it("a suspended studio's site is not live; reinstated it takes holds again; every action is audited", async () => {
    const s = await bookableStudio({ db });
    expect(await failure(hold(s, "192.0.2.60"))).toBeNull();
    const r = await actOnStudio(db, systemClock, op, s.studioId, "suspend", "chargebacks");
    expect(r).toMatchObject({ status: "suspended", reason: "chargebacks" });
    expect(await failure(getLiveSite(db, s.slug))).toMatchObject({ code: "SITE_NOT_LIVE" });
    expect(await failure(hold(s, "192.0.2.61"))).toMatchObject({ code: "SITE_NOT_LIVE" });
    expect(await failure(actOnStudio(db, systemClock, op, s.studioId, "reject", "no"))).toMatchObject({
      code: "INVALID_STATE",
      details: { status: "suspended" },
    });
    await actOnStudio(db, systemClock, op, s.studioId, "reinstate", "resolved");
    await announceSiteChange(db, s.studioId); // what the operator route does after an action
    expect(await failure(hold(s, "192.0.2.62"))).toBeNull();
    const rows = await db.platformAudit.findMany({ where: { studioId: s.studioId }, orderBy: { at: "asc" } });
    expect(rows.map((a) => [a.action, a.actorEmail, a.reason, a.studioSlug])).toEqual([
      ["studio.suspend", op.email, "chargebacks", s.slug],
      ["studio.reinstate", op.email, "resolved", s.slug],
    ]);
    expect(await failure(actOnStudio(db, systemClock, op, "00000000-0000-4000-8000-000000000000", "verify", "x"))).toMatchObject({
      code: "RESOURCE_NOT_FOUND",
    });
  });

  it("a rejected studio's site is not live and its owner reads why", async () => {
    const s = await bookableStudio({ db }, (f) => {
      f.studio.isVerified = false;
    });
    await db.studio.update({ where: { id: s.studioId }, data: { verificationStatus: "awaiting_verification" } });
    await actOnStudio(db, systemClock, op, s.studioId, "reject", "The tax id does not match the legal name");
    expect(await failure(getLiveSite(db, s.slug))).toMatchObject({ code: "SITE_NOT_LIVE" });
    expect(await getVerification(db, actorFor(s, "owner"))).toMatchObject({
      status: "rejected",
      reason: "The tax id does not match the legal name",
    });
  });
});

describe("verification by the owner", () => {
  it("details, the phone code on a moved clock, the request, then an operator's verify lets holds through", async () => {
    const s = await bookableStudio({ db }, (f) => {
      f.studio.isVerified = false;
      f.studio.phone = "+34930000001";
    });
    const owner = { ...actorFor(s, "owner"), locale: "en" as const };
    const clock = manualClock("2026-11-30T10:00:00Z");
    expect(await failure(hold(s, "192.0.2.70"))).toMatchObject({ code: "STUDIO_NOT_VERIFIED" });
    expect(await failure(requestVerification(db, clock, owner))).toMatchObject({
      code: "INVALID_STATE",
      details: { missing: "details,phone" },
    });
    expect((await saveDetails(db, clock, owner, DETAILS)).details).toMatchObject({ legalName: "Sala Test SL", country: "ES" });

    const sent = await sendPhoneCode(db, clock, owner);
    const code = sent.devCode!;
    expect(code).toMatch(/^\d{6}$/);
    const row = await db.studioVerification.findUniqueOrThrow({ where: { studioId: s.studioId } });
    expect(row.phoneCodeHash).not.toContain(code);
    expect(await failure(sendPhoneCode(db, clock, owner))).toMatchObject({ code: "RATE_LIMIT_EXCEEDED", retryAfter: 60 });
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await failure(confirmPhone(db, clock, owner, wrong))).toMatchObject({ code: "CODE_INVALID", details: { attemptsLeft: 4 } });

    // Ten minutes later the code is dead, and a dead code costs no attempt.
    clock.advance(10 * 60_000);
    expect(await failure(confirmPhone(db, clock, owner, code))).toMatchObject({ code: "CODE_INVALID" });
    const second = (await sendPhoneCode(db, clock, owner)).devCode!;
    for (let i = 1; i <= 4; i++) {
      expect(await failure(confirmPhone(db, clock, owner, second === "000000" ? "111111" : "000000"))).toMatchObject({
        code: "CODE_INVALID",
        details: { attemptsLeft: 5 - i },
      });
    }
    expect(await failure(confirmPhone(db, clock, owner, second === "000000" ? "111111" : "000000"))).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
    });
    // The 5th wrong code voided it: even the right one is refused now.
    expect(await failure(confirmPhone(db, clock, owner, second))).toMatchObject({ code: "CODE_INVALID" });

    // The series of that second code: two more sends, then none until its last code dies.
    clock.advance(61_000);
    expect((await sendPhoneCode(db, clock, owner)).devCode).toMatch(/^\d{6}$/);
    clock.advance(61_000);
    const third = (await sendPhoneCode(db, clock, owner)).devCode!;
    clock.advance(61_000);
    expect(await failure(sendPhoneCode(db, clock, owner))).toMatchObject({ code: "RATE_LIMIT_EXCEEDED" });
    const confirmed = await confirmPhone(db, clock, owner, third);
    expect(confirmed.phone).toEqual({ number: "+34930000001", confirmed: true, codeSentAt: expect.any(String) });

    expect(await requestVerification(db, clock, owner)).toMatchObject({
      status: "awaiting_verification",
      submittedAt: clock.now().toISOString(),
    });
    expect(await failure(saveDetails(db, clock, owner, DETAILS))).toMatchObject({
      code: "INVALID_STATE",
      details: { status: "awaiting_verification" },
    });
    expect((await listStudios(db, { status: "awaiting_verification", q: s.slug })).studios.map((x) => x.slug)).toEqual([s.slug]);

    expect(await failure(hold(s, "192.0.2.71"))).toMatchObject({ code: "STUDIO_NOT_VERIFIED" });
    await actOnStudio(db, clock, op, s.studioId, "verify", "documents match");
    await announceSiteChange(db, s.studioId);
    expect(await failure(hold(s, "192.0.2.72"))).toBeNull();
  });
});

describe("the console's reads", () => {
  it("a studio's details carry evidence and counts but no guest contact, and the read is audited", async () => {
    const s = await bookableStudio({ db });
    const body = holdBody(s);
    await createHold(db, systemClock, { slug: s.slug, body: body as CreateHoldInput["body"], ip: "192.0.2.80" });
    const d = await studioForOperator(db, systemClock, op, s.studioId);
    expect(d.studio.slug).toBe(s.slug);
    expect(d.counts).toMatchObject({ bookingsThisMonth: 0, smsLast24h: 0 });
    expect(JSON.stringify(d)).not.toContain(String(body.contact));
    const views = await db.platformAudit.findMany({ where: { studioId: s.studioId, action: "studio.view" } });
    expect(views.map((v) => v.actorEmail)).toEqual([op.email]);
  });

  it("platform:admin grants the flag to an existing user or a new one", async () => {
    expect(await grantPlatformAdmin(db, "New.Op@Platform.example")).toEqual({ created: true });
    expect(await grantPlatformAdmin(db, "new.op@platform.example")).toEqual({ created: false });
    const u = await db.user.findUniqueOrThrow({ where: { email: "new.op@platform.example" } });
    expect(u.platformAdmin).toBe(true);
    // An operator who is no studio member can ask the sign-in page for a link, which lands on the console.
    expect(await sendRequestedSignInLink(db, systemClock, "new.op@platform.example")).toBe(true);
    expect(await sendRequestedSignInLink(db, systemClock, "stranger@platform.example")).toBe(false);
  });
});
