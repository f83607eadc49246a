// Staff accounts' tables and the operator's ways in (docs/studio-accounts.md): every Better Auth
// model of schema.prisma written and read back through Prisma on the migrated database (so the
// SQL migration and the schema agree), the invite command's routine, and the demo owners.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb, type Db } from "../../lib/infra/db";
import { reloadEnv } from "../../lib/infra/env";
import { systemClock } from "../../lib/infra/clock";
import { inviteByOperator } from "../../lib/domain/staff/members";
import { demoOwnerLinks, demoOwnerEmail } from "../../lib/domain/staff/demo-owners";
import { staffOf } from "../../lib/auth/session";
import { pruneAuthRows } from "../../lib/domain/staff/prune";
import { mintSignInLink } from "../../lib/domain/staff/links";
import { authRequest } from "../../lib/http/auth-handler";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";

const BASE = "https://book.example";
let db: Db;
let studio: TestStudio;
const saved = { ...process.env };
let own: OwnDatabase;

beforeAll(async () => {
  // A database of its own: a test prunes every expired session and sign-in link and then counts
  // the expired ones left in the whole table, which files running beside this one create
  // (docs/development.md, Tests).
  own = await ownDatabase(inject("databaseUrl"), `staff_accounts_${process.pid}`);
  Object.assign(process.env, { DATABASE_URL: own.url, APP_ENV: "preproduction", PUBLIC_BASE_URL: BASE });
  delete process.env.SMTP_URL;
  reloadEnv();
  db = createDb(own.url, 3);
  studio = await createStudio(db);
});
afterAll(async () => {
  await db?.$disconnect();
  await own?.drop();
  process.env = saved;
  reloadEnv();
});

describe("schema.prisma matches the staff accounts migration", () => {
  it("writes and reads back every Better Auth model", async () => {
    const t = new Date("2030-01-15T10:00:00.000Z");
    const id = () => randomUUID();
    const user = await db.user.create({ data: { id: id(), name: "N", email: `${id()}@x.test`, emailVerified: true, locale: "ca" } });
    const org = await db.organization.create({ data: { id: id(), studioId: (await createStudio(db)).studioId, name: "O", slug: id() } });
    const member = await db.member.create({ data: { id: id(), organizationId: org.id, userId: user.id, role: "owner" } });
    const session = await db.session.create({
      data: { id: id(), token: id(), userId: user.id, expiresAt: t, activeOrganizationId: org.id },
    });
    const account = await db.account.create({ data: { id: id(), accountId: user.id, providerId: "magic-link", userId: user.id } });
    const ver = await db.verification.create({ data: { id: id(), identifier: "i", value: "{}", expiresAt: t } });
    const pk = await db.passkey.create({
      data: {
        id: id(),
        publicKey: "k",
        userId: user.id,
        credentialID: id(),
        counter: 0,
        deviceType: "singleDevice",
        backedUp: false,
        createdAt: t,
      },
    });
    const inv = await db.invitation.create({
      data: { id: id(), organizationId: org.id, email: "e@x.test", role: "staff", expiresAt: t, inviterId: user.id },
    });
    const rl = await db.rateLimit.create({ data: { id: id(), key: id(), count: 1, lastRequest: BigInt(Date.now()) } });
    const back = await db.user.findUniqueOrThrow({
      where: { id: user.id },
      include: {
        sessions: true,
        accounts: true,
        passkeys: true,
        members: { include: { organization: { include: { studio: true } } } },
        invitations: true,
      },
    });
    expect(back.locale).toBe("ca");
    expect(back.sessions[0]).toMatchObject({ id: session.id, expiresAt: t });
    expect(back.accounts[0].id).toBe(account.id);
    expect(back.passkeys[0]).toMatchObject({ id: pk.id, createdAt: t });
    expect(back.members[0]).toMatchObject({ id: member.id, role: "owner" });
    expect(back.members[0].organization.studio.id).toBe(org.studioId);
    expect(back.invitations[0].id).toBe(inv.id);
    expect((await db.verification.findUniqueOrThrow({ where: { id: ver.id } })).expiresAt).toEqual(t);
    expect(typeof (await db.rateLimit.findUniqueOrThrow({ where: { id: rl.id } })).lastRequest).toBe("bigint");
    // The SQL's own rules: one organization per studio, roles owner|staff.
    await expect(db.organization.create({ data: { id: id(), studioId: org.studioId, name: "O2", slug: id() } })).rejects.toThrow();
    await expect(db.member.update({ where: { id: member.id }, data: { role: "admin" } })).rejects.toThrow();
  });
});

/** Open a sign-in link; the session cookie it sets, if any. */
async function open(link: string): Promise<string | undefined> {
  const res = await authRequest(new Request(link, { headers: { "x-forwarded-for": "10.99.0.1" } }));
  return res.headers
    .getSetCookie()
    .find((c) => /session_token=/.test(c))
    ?.split(";")[0];
}

describe("the operator's invite (npm run studio:invite)", () => {
  it("makes the member and a link that signs them in once; no email without SMTP", async () => {
    const email = `boss-${randomUUID().slice(0, 6)}@staff.test`;
    const r = await inviteByOperator(db, systemClock, { slug: studio.slug, email, role: "owner", sendEmail: false });
    expect(r).toMatchObject({ created: true, emailed: false });
    expect(r.url).toMatch(/^https:\/\/book\.example\/api\/auth\/magic-link\/verify\?token=/);
    expect(await db.message.count({ where: { recipient: email } })).toBe(0);
    const cookie = await open(r.url);
    const actor = await staffOf(new Request(`${BASE}/v1/studio/me`, { headers: { cookie: cookie! } }), db);
    expect(actor).toMatchObject({ email, role: "owner", studioId: studio.studioId });
    expect(await open(r.url)).toBeUndefined();
    const again = await inviteByOperator(db, systemClock, { slug: studio.slug, email, role: "staff", sendEmail: false });
    expect(again.created).toBe(false);
    await expect(inviteByOperator(db, systemClock, { slug: "no-such-studio", email, role: "owner", sendEmail: false })).rejects.toThrow(
      /not found/,
    );
  });
});

describe("demo owners", () => {
  it("pre-production: an owner per demo studio present, with a working link; production: refused", async () => {
    const links = await demoOwnerLinks(db, { APP_ENV: "preproduction" }, [studio.slug, "not-here"]);
    expect(links.map((l) => l.email)).toEqual([demoOwnerEmail(studio.slug)]);
    expect(await open(links[0].url)).toBeDefined();
    // Start-up again: the same owner, a new link.
    const [second] = await demoOwnerLinks(db, { APP_ENV: "preproduction" }, [studio.slug]);
    expect(second.url).not.toBe(links[0].url);
    expect(await db.user.count({ where: { email: demoOwnerEmail(studio.slug) } })).toBe(1);
    await expect(demoOwnerLinks(db, { APP_ENV: "production" }, [studio.slug])).rejects.toThrow(/pre-production/);
  });
});

describe("the sweep", () => {
  it("deletes expired sign-in links and sessions, keeps live ones", async () => {
    const email = `sweep-${randomUUID().slice(0, 6)}@staff.test`;
    const live = await inviteByOperator(db, systemClock, { slug: studio.slug, email, role: "staff", sendEmail: false });
    const stale = await mintSignInLink(db, email, { ttlSeconds: -1 });
    const liveCookie = await open(live.url);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    await db.session.create({ data: { id: randomUUID(), token: randomUUID(), userId: user.id, expiresAt: new Date(Date.now() - 1000) } });
    expect(await pruneAuthRows(db)).toBeGreaterThanOrEqual(2);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.verification.count({ where: { expiresAt: { lt: new Date() } } })).toBe(0);
    expect(await open(stale)).toBeUndefined();
    const actor = await staffOf(new Request(`${BASE}/v1/studio/me`, { headers: { cookie: liveCookie! } }), db);
    expect(actor?.email).toBe(email);
  });
});
