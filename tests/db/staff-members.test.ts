// Staff management through the studio routes (docs/studio-accounts.md, Roles): the route
// handlers of app/v1/studio/staff called with real Requests on the test database, signed in
// with tests/helpers/staff.ts. Owners invite and remove, staff may not; another studio's
// member is a 404; the last owner stays; cross-origin writes are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import type { Db } from "../../lib/infra/db";
import { systemClock } from "../../lib/infra/clock";
import { processMessageJob } from "../../lib/domain/notifications/send";
import { GET as listStaff, POST as inviteStaff } from "../../app/v1/studio/staff/route";
import { DELETE as removeStaff } from "../../app/v1/studio/staff/[memberId]/route";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { STAFF_BASE as BASE, staffLogin, startStaffEnv, type StaffEnv, type StaffLogin } from "../helpers/staff";

let env: StaffEnv;
let db: Db;
let smtp: StaffEnv["smtp"];
let studio: TestStudio;
let other: TestStudio;
let owner: StaffLogin;
let staff: StaffLogin;
let ipN = 0;

beforeAll(async () => {
  env = await startStaffEnv("members");
  ({ db, smtp, studio } = env);
  other = await createStudio(db);
  owner = await staffLogin(db, { studioId: studio.studioId, role: "owner" });
  staff = await staffLogin(db, { studioId: studio.studioId, role: "staff" });
});
afterAll(() => env?.close());

const headers = (who: StaffLogin, extra: Record<string, string> = {}) => ({
  cookie: who.cookie,
  origin: BASE,
  "content-type": "application/json",
  "x-forwarded-for": `10.88.0.${++ipN}`,
  ...extra,
});
const call = async (res: Promise<Response>) => {
  const r = await res;
  return { status: r.status, body: r.status === 204 ? null : await r.json() };
};
const invite = (who: StaffLogin, body: unknown, extra: Record<string, string> = {}) =>
  call(
    inviteStaff(new Request(`${BASE}/v1/studio/staff`, { method: "POST", headers: headers(who, extra), body: JSON.stringify(body) }), {
      params: Promise.resolve({}),
    }),
  );
const remove = (who: StaffLogin, memberId: string) =>
  call(
    removeStaff(new Request(`${BASE}/v1/studio/staff/${memberId}`, { method: "DELETE", headers: headers(who) }), {
      params: Promise.resolve({ memberId }),
    }),
  );
const list = (who: StaffLogin) =>
  call(listStaff(new Request(`${BASE}/v1/studio/staff`, { headers: headers(who) }), { params: Promise.resolve({}) }));

describe("studio staff", () => {
  it("lists the studio's members, owners first, for staff too", async () => {
    const r = await list(staff);
    expect(r.status).toBe(200);
    const emails = r.body.data.map((m: { email: string }) => m.email);
    expect(emails).toEqual([owner.actor.email, staff.actor.email]);
    expect(r.body.data[0]).toMatchObject({ role: "owner", memberId: owner.memberId });
  });

  it("since carries the studio's offset, as every studio time (docs/dashboard.md, Data), never Z", async () => {
    const r = await list(owner);
    const tz = (await db.studio.findUniqueOrThrow({ where: { id: studio.studioId } })).timezone;
    for (const m of r.body.data as { since: string }[]) {
      expect(m.since).not.toMatch(/Z$/);
      expect(m.since).toBe(DateTime.fromISO(m.since).setZone(tz).toISO({ suppressMilliseconds: true }));
    }
  });

  it("staff may not invite or remove: 403 FORBIDDEN, nothing changes", async () => {
    const before = await db.member.count();
    const i = await invite(staff, { email: "new-by-staff@staff.test", role: "staff" });
    expect(i.status).toBe(403);
    expect(i.body.error.code).toBe("FORBIDDEN");
    const d = await remove(staff, owner.memberId);
    expect(d.status).toBe(403);
    expect(d.body.error.code).toBe("FORBIDDEN");
    expect(await db.member.count()).toBe(before);
    expect(await db.user.count({ where: { email: "new-by-staff@staff.test" } })).toBe(0);
  });

  it("an owner invites: user, membership and an invitation email with a sign-in link in their language", async () => {
    const email = `Invited-${ipN}@Staff.test`;
    const r = await invite(owner, { email, role: "staff", name: "Joan", locale: "ca" });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ email: email.toLowerCase(), role: "staff", name: "Joan", locale: "ca" });
    const msg = await db.message.findFirstOrThrow({ where: { recipient: email.toLowerCase(), kind: "staff_invitation" } });
    expect(await processMessageJob(db, systemClock, msg.id, { finalAttempt: false })).toBe("sent");
    const mail = smtp.mails.at(-1)!;
    expect(mail.subject).toContain(studio.file.studio.name);
    expect(mail.text).toMatch(/https:\/\/book\.example\/api\/auth\/magic-link\/verify\?token=/);
    const again = await invite(owner, { email, role: "owner" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("INVALID_STATE");
    // Audited like every studio action, naming the owner by email and role.
    const rows = await db.studioAudit.findMany({ where: { studioId: studio.studioId, action: "staff.invite" } });
    expect(rows.map((a) => [a.actorEmail, a.actorRole, a.detail])).toEqual([
      [owner.actor.email, "owner", { memberId: r.body.data.memberId, email: email.toLowerCase(), role: "staff" }],
    ]);
  });

  it("refuses a cross-origin invite with 403 FORBIDDEN before anything else", async () => {
    const r = await invite(owner, { email: "evil@staff.test", role: "owner" }, { origin: "https://evil.example" });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("FORBIDDEN");
    expect(await db.user.count({ where: { email: "evil@staff.test" } })).toBe(0);
  });

  it("another studio's member is a 404; the last owner cannot be removed; an owner removes staff", async () => {
    const stranger = await staffLogin(db, { studioId: other.studioId, role: "staff" });
    const cross = await remove(owner, stranger.memberId);
    expect(cross.status).toBe(404);
    expect(cross.body.error.code).toBe("RESOURCE_NOT_FOUND");
    const last = await remove(owner, owner.memberId);
    expect(last.status).toBe(409);
    expect(last.body.error.code).toBe("INVALID_STATE");
    const gone = await remove(owner, staff.memberId);
    expect(gone.status).toBe(204);
    const rows = await db.studioAudit.findMany({ where: { studioId: studio.studioId, action: "staff.remove" } });
    expect(rows.map((a) => [a.actorEmail, a.actorRole, a.detail])).toEqual([
      [owner.actor.email, "owner", { memberId: staff.memberId, email: staff.actor.email, role: "staff" }],
    ]);
    // Their session no longer opens this studio.
    expect((await list(staff)).status).toBe(401);
  });

  it("two owners removing each other at once: one of them stays", async () => {
    const s = await createStudio(db);
    const a = await staffLogin(db, { studioId: s.studioId, role: "owner" });
    const b = await staffLogin(db, { studioId: s.studioId, role: "owner" });
    const [ra, rb] = await Promise.all([remove(a, b.memberId), remove(b, a.memberId)]);
    // The loser finds its target gone (404), or, if it read its session after the commit, itself
    // (401), or, if it read its session before the commit and waited for the lock, its target as
    // the last owner left (409 INVALID_STATE): each keeps one owner.
    const statuses = [ra.status, rb.status].sort();
    expect(statuses[0]).toBe(204);
    expect([401, 404, 409]).toContain(statuses[1]);
    const owners = await db.member.count({ where: { organization: { studioId: s.studioId }, role: "owner" } });
    expect(owners).toBe(1);
  });
});
