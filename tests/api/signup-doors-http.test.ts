// The sign-up's and the sign-in's doors against the production build in pre-production without an
// email provider (docs/signup.md): a link in an answer signs in only an account the request just
// made (an existing owner's, staff member's or operator's address, in any letter case, gets the
// answer a new address gets, without the link, and nothing in any answer gets a session for them);
// one quota of sign-in links per address whatever the door; Better Auth's endpoints only on the
// platform host; a signed-in operator sent to the console from the dashboard; and the wizard's
// studio publishes no address its owner did not enter as public (payload and rendered pages).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, startTestApp, uniqueIp, type ApiReply, type TestApp } from "../helpers/app";
import { createStudio } from "../helpers/fixtures";
import { wizardAnswers } from "../helpers/signup";
import { LIMITS } from "../../lib/contract/limits";
import { addMember } from "../../lib/domain/staff/members";
import { grantPlatformAdmin } from "../../lib/domain/platform/console";
import { signInCookie } from "../../scripts/bench/sign-in";

const ROOT = "studios.test";
const ORIGIN = `http://${ROOT}`;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    env: { ROOT_DOMAIN: ROOT, PUBLIC_BASE_URL: ORIGIN, APP_ENV: "preproduction", SMTP_URL: undefined, TWILIO_ACCOUNT_SID: undefined },
  });
});
afterAll(() => app?.close());

type Call = { cookie?: string; body?: unknown; host?: string; origin?: string | null; ip?: string; method?: string };
async function call(path: string, o: Call = {}): Promise<ApiReply & { text: string }> {
  const method = o.method ?? (o.body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { "x-test-host": o.host ?? ROOT };
  if (o.cookie) headers.cookie = o.cookie;
  if (method !== "GET" && o.origin !== null) headers.origin = o.origin ?? ORIGIN;
  const res = await app.fetch(path, { method, headers, ip: o.ip, redirect: "manual", ...(o.body !== undefined ? { json: o.body } : {}) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* a page */
  }
  return { status: res.status, headers: res.headers, body, text };
}
const signUp = (email: string) => call("/v1/signup", { body: { email, locale: "en" }, origin: null, ip: uniqueIp() });

/** Open a sign-in link as a browser would: the session cookies it sets, or "" when it signs nobody in. */
async function open(link: string): Promise<string> {
  const u = new URL(link, ORIGIN);
  const r = await call(`${u.pathname}${u.search}`, { ip: uniqueIp() });
  return r.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

/** Every URL in a text (an answer's body). */
const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>\\]+|\/api\/auth\/[^\s"'<>\\]+/g)].map((m) => m[0]);

/** The headers of an answer a client may act on: all of them but the ones that differ on every request. */
function headersThatMatter(r: ApiReply): Record<string, string> {
  const skip = new Set(["date", "x-request-id", "content-length", "connection", "keep-alive", "transfer-encoding"]);
  return Object.fromEntries([...r.headers.entries()].filter(([k]) => !skip.has(k)));
}

describe("a link in an answer proves only a new address", () => {
  it("an existing owner, staff member and operator (any case) get a new address's answer without the link; nothing returned signs them in", async () => {
    const studio = await createStudio(app.db);
    const tag = randomUUID().slice(0, 6);
    const owner = `owner-${tag}@doors.test`;
    const staff = `staff-${tag}@doors.test`;
    const operator = `ops-${tag}@doors.test`;
    await addMember(app.db, studio.studioId, { email: owner, role: "owner", locale: "en" });
    await addMember(app.db, studio.studioId, { email: staff, role: "staff", locale: "en" });
    await grantPlatformAdmin(app.db, operator); // what `npm run platform:admin -- <email>` does

    const fresh = await signUp(`new-${tag}@doors.test`);
    expect(fresh.status).toBe(202);
    const freshData = (fresh.body as { data: { devLink?: string } }).data;
    expect(freshData.devLink).toMatch(/\/api\/auth\/magic-link\/verify\?token=/);
    const { devLink: _link, ...freshRest } = freshData;

    const answers: (ApiReply & { text: string })[] = [];
    for (const address of [owner, staff, operator, owner.toUpperCase(), `Staff-${tag}@Doors.TEST`, operator.toUpperCase()]) {
      const r = await signUp(address);
      answers.push(r);
      expect(r.status, address).toBe(fresh.status);
      expect(headersThatMatter(r), address).toEqual(headersThatMatter(fresh));
      expect(r.headers.getSetCookie(), address).toEqual([]);
      expect(r.body, address).toEqual({ success: true, data: freshRest });
    }
    // The new address, asked again: its account exists now, so no link either.
    const again = await signUp(`NEW-${tag}@doors.test`);
    expect(again.body).toEqual({ success: true, data: freshRest });
    answers.push(again);

    // Nothing any of these answers carries signs anyone in: no link in them, and whatever looks
    // like one, opened, gives no session; the studio API and the console stay closed to it.
    for (const r of answers) {
      expect(r.text).not.toMatch(/magic-link|token=/);
      for (const u of urlsIn(r.text)) {
        const cookie = await open(u);
        expect(cookie, u).toBe("");
      }
      expect(errorOf(await call("/v1/studio/me", { cookie: r.headers.getSetCookie().join("; ") || undefined }))).toMatchObject({
        status: 401,
      });
    }
    expect(errorOf(await call("/v1/platform/studios"))).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });

    // They got the ordinary emailed link instead: one queued sign-in message per request, to their own address.
    for (const address of [owner, staff, operator]) {
      const queued = await app.db.message.count({ where: { kind: "staff_sign_in", recipient: address } });
      expect(queued, address).toBe(2);
    }
    // The new address's link signs in that new account only: no studio, no console.
    const mine = await open(freshData.devLink!);
    expect(mine).toContain(".session_token=");
    expect(errorOf(await call("/v1/studio/me", { cookie: mine }))).toMatchObject({ status: 401 });
    expect(errorOf(await call("/v1/platform/studios", { cookie: mine }))).toMatchObject({ status: 403, code: "FORBIDDEN" });
  });
});

describe("one quota of sign-in links per address, whatever the door", () => {
  it(`a member's address: the sign-in form and the sign-up share ${LIMITS.signInLinksPerEmail.max} an hour`, async () => {
    const studio = await createStudio(app.db);
    const email = `quota-${randomUUID().slice(0, 6)}@doors.test`;
    await addMember(app.db, studio.studioId, { email, role: "owner", locale: "en" });
    const form = () =>
      call("/api/auth/sign-in/magic-link", { body: { email, callbackURL: "/studio" }, ip: uniqueIp() }).then((r) => r.status);
    expect(await form()).toBe(200);
    expect(await form()).toBe(200);
    expect((await signUp(email)).status).toBe(202);
    expect(LIMITS.signInLinksPerEmail.max).toBe(3);
    const past = await signUp(email.toUpperCase());
    expect(errorOf(past)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
    expect(await form()).toBe(429);
  });
});

describe("Better Auth's endpoints answer on the platform host only", () => {
  it("www.ROOT_DOMAIN, a studio's host and a custom domain: 404 in the envelope; the platform host: 200", async () => {
    const studio = await createStudio(app.db);
    expect((await call("/api/auth/get-session")).status).toBe(200);
    for (const host of [`www.${ROOT}`, `${studio.slug}.${ROOT}`, "reservas.example.com"]) {
      for (const [path, body] of [
        ["/api/auth/get-session", undefined],
        ["/api/auth/sign-in/magic-link", { email: "someone@doors.test", callbackURL: "/studio" }],
      ] as const) {
        const r = await call(path, { host, body });
        expect(errorOf(r), `${host}${path}`).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
        expect(r.headers.get("cache-control"), `${host}${path}`).toBe("no-store");
      }
    }
  });
});

describe("a platform operator on the studio side", () => {
  it("the studio API says they are signed in as an operator (403); the dashboard sends them to the console", async () => {
    const email = `ops-side-${randomUUID().slice(0, 6)}@doors.test`;
    await grantPlatformAdmin(app.db, email);
    const cookie = await signInCookie(app.db, email);
    const me = await call("/v1/studio/me", { cookie });
    expect(errorOf(me)).toEqual({ status: 403, code: "FORBIDDEN", envelope: true });
    expect((me.body as { error: { message: string } }).error.message).toMatch(/signed in as a platform operator/);
    const page = await call("/studio/en", { cookie });
    expect(page.status).toBe(307);
    expect(new URL(page.headers.get("location")!, ORIGIN).pathname).toBe("/platform");
  });
});

describe("the owner's address stays private", () => {
  /** A person signed up and through the wizard with `contact`, published: their address and the studio's slug. */
  async function wizardStudio(contact: { phone?: string | null; email?: string | null }) {
    const email = `ana.owner-${randomUUID().slice(0, 6)}@doors.test`;
    const r = await signUp(email);
    const cookie = await open((r.body as { data: { devLink: string } }).data.devLink);
    const slug = `private-${randomUUID().slice(0, 6)}`;
    const answers = wizardAnswers(slug, ["en", "es"]);
    const { phone: _p, email: _e, ...studio } = answers.studio;
    const made = await call("/v1/signup/studio", { cookie, body: { ...answers, studio: { ...studio, ...contact } } });
    expect(made.status).toBe(201);
    expect((await call("/v1/studio/site/publish", { cookie, body: { template: "daylight" } })).status).toBe(200);
    return { email, slug, cookie };
  }

  /** The public payload and every page of the site that shows the studio's contact, as text. */
  async function published(slug: string): Promise<{ payload: Record<string, unknown>; text: string }> {
    const site = await call(`/v1/public/sites/${slug}`);
    expect(site.status).toBe(200);
    const payload = (site.body as { data: { studio: Record<string, unknown> } }).data.studio;
    const host = `${slug}.${ROOT}`;
    const pages = await Promise.all(["/en", "/en/legal", "/es", "/es/legal", "/en/find-booking"].map((p) => call(p, { host })));
    for (const p of pages) expect(p.status).toBe(200);
    return { payload, text: [site.text, ...pages.map((p) => p.text)].join("\n") };
  }

  it("without a public contact: no email or phone in the payload, no address (nor mailto) in the pages", async () => {
    const s = await wizardStudio({});
    const { payload, text } = await published(s.slug);
    expect(payload).toMatchObject({ email: null, phone: null });
    expect(text.toLowerCase()).not.toContain(s.email.toLowerCase());
    expect(text).not.toContain("ana.owner");
    expect(text).not.toContain("mailto:");
    // Its own mail still has a recipient: the sign-up address, privately.
    const row = await app.db.studio.findUniqueOrThrow({ where: { slug: s.slug }, select: { email: true, notifyEmail: true } });
    expect(row).toEqual({ email: null, notifyEmail: s.email });
  });

  it("with the contact the owner entered: exactly that is published, never the sign-up address", async () => {
    const s = await wizardStudio({ phone: "+34931000111", email: "hola@private.example" });
    const { payload, text } = await published(s.slug);
    expect(payload).toMatchObject({ email: "hola@private.example", phone: "+34931000111" });
    expect(text).toContain("mailto:hola@private.example");
    expect(text.toLowerCase()).not.toContain(s.email.toLowerCase());
  });
});
