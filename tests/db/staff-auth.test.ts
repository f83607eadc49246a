// Staff sign-in end to end below HTTP (docs/studio-accounts.md): Better Auth's own request
// handler (lib/http/auth-handler.ts, what app/api/auth serves) and the studio route handlers,
// called with real Requests on the test database; the email goes through the outbox and the
// SMTP fake. Time passes by moving the system clock (Better Auth reads it), never by sleeping.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../lib/infra/db";
import { systemClock } from "../../lib/infra/clock";
import { processMessageJob } from "../../lib/domain/notifications/send";
import { addMember, removeMember } from "../../lib/domain/staff/members";
import { SESSION_CACHE_SECONDS } from "../../lib/auth/config";
import { staffOf, fromOwnOrigin } from "../../lib/auth/session";
import { env as appEnv, reloadEnv } from "../../lib/infra/env";
import { QUEUE } from "../../lib/infra/queue";
import { authRequest } from "../../lib/http/auth-handler";
import { createWorker } from "../../lib/worker";
import { GET as getMe } from "../../app/v1/studio/me/route";
import type { TestStudio } from "../helpers/fixtures";
import { STAFF_BASE as BASE, runSignInRequests, startStaffEnv, type StaffEnv } from "../helpers/staff";

let env: StaffEnv;
let db: Db;
let smtp: StaffEnv["smtp"];
let studio: TestStudio;
let ipN = 0;
const freshIp = () => `10.77.${Math.floor(++ipN / 250)}.${ipN % 250}`;

beforeAll(async () => {
  env = await startStaffEnv("staff");
  ({ db, smtp, studio } = env);
});
afterEach(() => vi.useRealTimers());
afterAll(() => env?.close());

const newEmail = (p: string) => `${p}-${Math.random().toString(36).slice(2, 8)}@staff.test`;

function askLink(email: string, ip = freshIp()): Promise<Response> {
  return authRequest(
    new Request(`${BASE}/api/auth/sign-in/magic-link`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "x-forwarded-for": ip },
      body: JSON.stringify({ email, callbackURL: "/studio", errorCallbackURL: "/studio/sign-in" }),
    }),
  );
}

/** Deliver every queued staff message to `email` through the worker's routine; their links. */
async function deliver(email: string): Promise<string[]> {
  await runSignInRequests(db);
  const rows = await db.message.findMany({ where: { recipient: email, status: "queued" }, orderBy: { createdAt: "asc" } });
  const links: string[] = [];
  for (const r of rows) {
    expect(await processMessageJob(db, systemClock, r.id, { finalAttempt: false })).toBe("sent");
    const mail = smtp.mails.filter((m) => m.to.includes(email)).at(-1)!;
    links.push(/https:\/\/book\.example\/api\/auth\/magic-link\/verify\?\S+/.exec(mail.text)![0]);
  }
  return links;
}

const open = (link: string) => authRequest(new Request(link, { headers: { "x-forwarded-for": freshIp() } }));
const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => /session_token=/.test(c));
const cookieHeader = (setCookie: string) => setCookie.split(";")[0];
/** Every cookie a response set, as the browser then sends them (session cookie and cookie cache). */
const allCookies = (res: Response) =>
  res.headers
    .getSetCookie()
    .map(cookieHeader)
    .filter((c) => !c.endsWith("="))
    .join("; ");

describe("magic link", () => {
  it("goes out through the outbox, sealed, signs in once, and lands on /studio", async () => {
    const email = newEmail("owner");
    await addMember(db, studio.studioId, { email, role: "owner", name: "Ana", locale: "ca" });
    const res = await askLink(email);
    expect(res.status).toBe(200);
    await runSignInRequests(db);
    const queued = await db.message.findFirstOrThrow({ where: { recipient: email, kind: "staff_sign_in" } });
    expect(queued.bookingId).toBeNull();
    expect(queued.locale).toBe("ca");
    expect(queued.sealed).not.toMatch(/token=/);
    const [link] = await deliver(email);
    expect(smtp.mails.at(-1)!.subject).toBe("El teu enllaç per entrar al tauler de l'estudi");
    expect((await db.message.findUniqueOrThrow({ where: { id: queued.id } })).sealed).toBeNull();
    // The verification row holds a hash, never the token of the link.
    const token = new URL(link).searchParams.get("token")!;
    expect(await db.verification.count({ where: { identifier: token } })).toBe(0);

    const first = await open(link);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`${BASE}/studio`);
    const set = sessionCookie(first)!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).not.toMatch(/Domain=/i);
    expect(set).not.toMatch(/Secure/i);
    const actor = await staffOf(new Request(`${BASE}/v1/studio/me`, { headers: { cookie: cookieHeader(set) } }), db);
    expect(actor).toMatchObject({ email, role: "owner", studioId: studio.studioId, locale: "ca", name: "Ana" });

    const again = await open(link);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toMatch(/\/studio\/sign-in\?error=INVALID_TOKEN/);
    expect(sessionCookie(again)).toBeUndefined();
  });

  it("is refused once 15 minutes have passed", async () => {
    const email = newEmail("late");
    await addMember(db, studio.studioId, { email, role: "staff" });
    expect((await askLink(email)).status).toBe(200);
    const [link] = await deliver(email);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1_000);
    const res = await open(link);
    expect(res.headers.get("location")).toMatch(/error=INVALID_TOKEN/);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("still works at 14 minutes", async () => {
    const email = newEmail("ontime");
    await addMember(db, studio.studioId, { email, role: "staff" });
    await askLink(email);
    const [link] = await deliver(email);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 14 * 60_000);
    expect(sessionCookie(await open(link))).toBeDefined();
  });

  it("does the same work for a member and a stranger: one queued request each, no lookup, link or mail on the request path", async () => {
    const member = newEmail("member");
    await addMember(db, studio.studioId, { email: member, role: "staff" });
    const stranger = newEmail("nobody");
    const mails = smtp.mails.length;
    const links = await db.verification.count();
    const jobsFor = async (email: string) =>
      (
        await db.$queryRawUnsafe<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM "${appEnv().JOBS_SCHEMA}".job WHERE name = $1 AND data->>'email' = $2`,
          QUEUE.staffSignIn,
          email,
        )
      )[0].n;
    for (const email of [member, stranger]) {
      const res = await askLink(email);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: true });
      expect(await jobsFor(email)).toBe(1);
      expect(await db.message.count({ where: { recipient: email } })).toBe(0);
    }
    // Nothing told them apart on the request path: no link stored, nothing queued or sent.
    expect(await db.verification.count()).toBe(links);
    expect(smtp.mails.length).toBe(mails);
    // The worker then makes the member's link only, and the outbox mails it.
    expect(await runSignInRequests(db)).toEqual(
      expect.arrayContaining([
        { email: member, queued: true },
        { email: stranger, queued: false },
      ]),
    );
    const [link] = await deliver(member);
    expect(sessionCookie(await open(link))).toBeDefined();
    expect(await db.message.count({ where: { recipient: stranger } })).toBe(0);
    expect(smtp.mails.filter((m) => m.to.includes(stranger))).toEqual([]);
  });

  it("answers a member about as fast as a stranger (a loose bound; the test above is the proof)", async () => {
    const members: string[] = [];
    for (let i = 0; i < 7; i++) {
      members.push(newEmail("timed"));
      await addMember(db, studio.studioId, { email: members[i], role: "staff" });
    }
    const took = async (email: string) => {
      const t = performance.now();
      expect((await askLink(email)).status).toBe(200);
      return performance.now() - t;
    };
    const m: number[] = [];
    const s: number[] = [];
    for (let i = 0; i < 7; i++) {
      m.push(await took(members[i]));
      s.push(await took(newEmail("untimed")));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[3];
    expect(median(m)).toBeLessThan(median(s) * 1.5 + 15);
    await runSignInRequests(db);
  });

  it("for an unknown address answers the same, and stores, sends and creates nothing", async () => {
    const email = newEmail("stranger");
    const before = await db.verification.count();
    const res = await askLink(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: true });
    expect(await runSignInRequests(db)).toEqual([{ email, queued: false }]);
    expect(await db.message.count({ where: { recipient: email } })).toBe(0);
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect(await db.verification.count()).toBe(before);
  });

  it("is limited per address and per client network", async () => {
    const email = newEmail("many");
    await addMember(db, studio.studioId, { email, role: "staff" });
    for (let i = 0; i < 3; i++) expect((await askLink(email)).status).toBe(200);
    const refused = await askLink(email);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "RATE_LIMIT_EXCEEDED" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await runSignInRequests(db);
    expect(await db.message.count({ where: { recipient: email } })).toBe(3);

    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await askLink(newEmail("ip"), ip)).status).toBe(200);
    const perIp = await askLink(newEmail("ip"), ip);
    expect(perIp.status).toBe(429);
    expect(await perIp.json()).toMatchObject({ code: "RATE_LIMIT_EXCEEDED" });
    expect((await askLink(newEmail("ip"), freshIp())).status).toBe(200);
  });
});

describe("cookie in production", () => {
  it("is __Host- prefixed: Secure, Path=/, no Domain, HttpOnly, SameSite=Lax; a __Secure- one counts for nothing", async () => {
    const before = { ...process.env };
    Object.assign(process.env, { APP_ENV: "production", CODE_HASH_SECRET: "0123456789abcdef0123456789abcdef-prod", TRUST_PROXY: "1" });
    reloadEnv();
    try {
      const email = newEmail("prod");
      await addMember(db, studio.studioId, { email, role: "owner" });
      expect((await askLink(email)).status).toBe(200);
      const [link] = await deliver(email);
      const opened = await open(link);
      const set = sessionCookie(opened)!;
      expect(set).toMatch(/^__Host-better-auth\.session_token=/);
      expect(set).toMatch(/; Secure/i);
      expect(set).toMatch(/; Path=\/(;|$)/i);
      expect(set).toMatch(/HttpOnly/i);
      expect(set).toMatch(/SameSite=Lax/i);
      expect(set).not.toMatch(/Domain=/i);
      // Better Auth's cookie cache takes the same name prefix and attributes.
      const cache = opened.headers.getSetCookie().find((c) => /session_data=/.test(c))!;
      expect(cache).toMatch(/^__Host-better-auth\.session_data=/);
      expect(cache).toMatch(/; Secure/i);
      expect(cache).toMatch(/; Path=\/(;|$)/i);
      expect(cache).toMatch(/HttpOnly/i);
      expect(cache).not.toMatch(/Domain=/i);
      expect(cache).toMatch(new RegExp(`Max-Age=${SESSION_CACHE_SECONDS}(;|$)`, "i"));
      const actor = await staffOf(new Request(`${BASE}/v1/studio/me`, { headers: { cookie: cookieHeader(set) } }), db);
      expect(actor?.email).toBe(email);
      // The same signed token under the name a sibling subdomain could plant is no session.
      const planted = cookieHeader(set).replace(/^__Host-/, "__Secure-");
      expect(await staffOf(new Request(`${BASE}/v1/studio/me`, { headers: { cookie: planted } }), db)).toBeNull();
      // Sign-out (Better Auth reads the same cookie) ends it.
      const out = await authRequest(
        new Request(`${BASE}/api/auth/sign-out`, {
          method: "POST",
          headers: { cookie: cookieHeader(set), origin: BASE, "x-forwarded-for": freshIp() },
        }),
      );
      expect(out.status).toBe(200);
      expect(await staffOf(new Request(`${BASE}/v1/studio/me`, { headers: { cookie: cookieHeader(set) } }), db)).toBeNull();
    } finally {
      process.env = before;
      reloadEnv();
    }
  });
});

describe("sessions", () => {
  async function signIn(role: "owner" | "staff"): Promise<string> {
    const email = newEmail(role);
    await addMember(db, studio.studioId, { email, role });
    await askLink(email);
    const [link] = await deliver(email);
    return cookieHeader(sessionCookie(await open(link))!);
  }
  const me = (cookie?: string) =>
    getMe(new Request(`${BASE}/v1/studio/me`, { headers: cookie ? { cookie } : {} }), { params: Promise.resolve({}) });

  it("GET /v1/studio/me: the actor with the cookie, 401 UNAUTHENTICATED without or with a forged one", async () => {
    const cookie = await signIn("staff");
    const ok = await me(cookie);
    expect(ok.status).toBe(200);
    expect((await ok.json()).data).toMatchObject({ role: "staff", studioId: studio.studioId });
    const none = await me();
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ success: false, error: { code: "UNAUTHENTICATED", message: expect.any(String) } });
    const forged = cookie.replace(/\.[^.]+$/, ".AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D");
    expect((await me(forged)).status).toBe(401);
  });

  it("sign-out deletes the session row: the same cookie then gets 401", async () => {
    const cookie = await signIn("owner");
    expect((await me(cookie)).status).toBe(200);
    const out = await authRequest(
      new Request(`${BASE}/api/auth/sign-out`, { method: "POST", headers: { cookie, origin: BASE, "x-forwarded-for": freshIp() } }),
    );
    expect(out.status).toBe(200);
    const token = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
    expect(await db.session.count({ where: { token } })).toBe(0);
    expect((await me(cookie)).status).toBe(401);
  });

  async function signInWithCache(role: "owner" | "staff"): Promise<{ cookie: string; memberId: string }> {
    const email = newEmail(role);
    const { memberId } = await addMember(db, studio.studioId, { email, role });
    await askLink(email);
    const [link] = await deliver(email);
    const cookie = allCookies(await open(link));
    expect(cookie).toMatch(/session_token=.*; better-auth\.session_data=/);
    return { cookie, memberId };
  }

  it("cookie cache: sign-out clears both cookies; a kept copy of them passes for at most SESSION_CACHE_SECONDS", async () => {
    const { cookie } = await signInWithCache("staff");
    const out = await authRequest(
      new Request(`${BASE}/api/auth/sign-out`, { method: "POST", headers: { cookie, origin: BASE, "x-forwarded-for": freshIp() } }),
    );
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie();
    for (const name of ["session_token", "session_data"])
      expect(
        cleared.find((c) => c.includes(`.${name}=`)),
        name,
      ).toMatch(/Max-Age=0/i);
    // The browser that signed out has nothing left. A copy of both cookies taken before is read
    // from the cache, not the (deleted) row, until the cache lapses (docs/studio-accounts.md,
    // Sessions and the cookie).
    expect((await me(cookie)).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (SESSION_CACHE_SECONDS + 1) * 1000);
    expect((await me(cookie)).status).toBe(401);
  });

  it("cookie cache: a removed member loses the studio at once (memberships are read on every request)", async () => {
    const owner = await signInWithCache("owner");
    const staff = await signInWithCache("staff");
    expect((await me(staff.cookie)).status).toBe(200);
    const ownerActor = (await staffOf(new Request(`${BASE}/v1/studio/me`, { headers: { cookie: owner.cookie } }), db))!;
    await removeMember(db, systemClock, ownerActor, staff.memberId);
    expect((await me(staff.cookie)).status).toBe(401);
    expect((await me(owner.cookie)).status).toBe(200);
  });

  it("cookie cache: a lapsed one is renewed on the studio API's answer, and the next request is served from it", async () => {
    const { cookie } = await signInWithCache("owner");
    const tokenOnly = cookie.split("; ")[0];
    const first = await me(tokenOnly);
    expect(first.status).toBe(200);
    const renewed = first.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_data="));
    expect(renewed).toMatch(new RegExp(`Max-Age=${SESSION_CACHE_SECONDS}(;|$)`, "i"));
    // Served from the renewed cache: the row is gone and it still answers, until it lapses.
    const token = decodeURIComponent(tokenOnly.split("=")[1]).split(".")[0];
    await db.session.delete({ where: { token } });
    const next = await me(`${tokenOnly}; ${cookieHeader(renewed!)}`);
    expect(next.status).toBe(200);
    expect(next.headers.getSetCookie()).toEqual([]);
    expect((await me(tokenOnly)).status).toBe(401);
  });

  it("passkeys: the plugin answers the dashboard's and the sign-in page's option requests", async () => {
    const { cookie } = await signInWithCache("owner");
    const reg = await authRequest(
      new Request(`${BASE}/api/auth/passkey/generate-register-options`, { headers: { cookie, "x-forwarded-for": freshIp() } }),
    );
    expect(reg.status).toBe(200);
    expect(await reg.json()).toMatchObject({ challenge: expect.any(String), rp: { id: "book.example" } });
    const authn = await authRequest(
      new Request(`${BASE}/api/auth/passkey/generate-authenticate-options`, { headers: { "x-forwarded-for": freshIp() } }),
    );
    expect(authn.status).toBe(200);
    expect(await authn.json()).toMatchObject({ challenge: expect.any(String), rpId: "book.example" });
  });

  it("counts on the platform host only: the same cookie on a studio host or another host is 401", async () => {
    const cookie = await signIn("owner");
    const on = (host: string) => getMe(new Request(`${BASE}/v1/studio/me`, { headers: { cookie, host } }), { params: Promise.resolve({}) });
    expect((await on("book.example")).status).toBe(200);
    expect((await on("BOOK.example:443")).status).toBe(200);
    expect((await on(`${studio.slug}.studios.test`)).status).toBe(401);
    expect((await on("studios.test")).status).toBe(401);
    expect((await on("sala.example.org")).status).toBe(401);
    // Without a Host header (a Request built in-process), the URL's host decides.
    expect((await me(cookie)).status).toBe(200);
    const elsewhere = await getMe(new Request(`https://${studio.slug}.studios.test/v1/studio/me`, { headers: { cookie } }), {
      params: Promise.resolve({}),
    });
    expect(elsewhere.status).toBe(401);
  });

  it("an expired session is no session", async () => {
    const cookie = await signIn("staff");
    const token = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
    await db.session.update({ where: { token }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await me(cookie)).status).toBe(401);
  });

  it("same-origin check: Origin must be the platform's; else Sec-Fetch-Site same-origin", () => {
    const req = (h: Record<string, string>) => new Request(`${BASE}/v1/studio/staff`, { method: "POST", headers: h });
    expect(fromOwnOrigin(req({ origin: BASE }))).toBe(true);
    expect(fromOwnOrigin(req({ origin: "https://evil.example" }))).toBe(false);
    expect(fromOwnOrigin(req({ origin: "https://sala.studios.test" }))).toBe(false);
    expect(fromOwnOrigin(req({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(fromOwnOrigin(req({ "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(fromOwnOrigin(req({}))).toBe(false);
  });
});

describe("the worker", () => {
  it("makes and mails the link of a queued request, after the answer", async () => {
    const email = newEmail("worker");
    await addMember(db, studio.studioId, { email, role: "staff" });
    const worker = await createWorker({ sweeps: false });
    try {
      expect((await askLink(email)).status).toBe(200);
      const mine = () => smtp.mails.filter((m) => m.to.includes(email));
      for (let i = 0; i < 150 && mine().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(mine()).toHaveLength(1);
      expect(mine()[0].text).toMatch(/https:\/\/book\.example\/api\/auth\/magic-link\/verify\?token=/);
    } finally {
      await worker.stop();
    }
  });
});

describe("Better Auth's other endpoints", () => {
  it("are a 404 in the envelope before Better Auth sees them: a member cannot rename themselves", async () => {
    const email = newEmail("rename");
    await addMember(db, studio.studioId, { email, role: "staff", name: "Sam" });
    await askLink(email);
    const [link] = await deliver(email);
    const cookie = cookieHeader(sessionCookie(await open(link))!);
    const res = await authRequest(
      new Request(`${BASE}/api/auth/update-user`, {
        method: "POST",
        headers: { cookie, origin: BASE, "content-type": "application/json", "x-forwarded-for": freshIp() },
        body: JSON.stringify({ name: "Demo owner" }),
      }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: { code: "RESOURCE_NOT_FOUND", message: expect.any(String) } });
    expect((await db.user.findUniqueOrThrow({ where: { email } })).name).toBe("Sam");
  });
});
