// Sign-up and onboarding over HTTP against the production build (docs/signup.md): a person asks for
// a link (shown as devLink in pre-production), opens it through Better Auth's magic-link endpoint,
// creates a studio in the wizard's shape, publishes it as a preview (noindex, banner, robots closed,
// holds 403 STUDIO_NOT_VERIFIED), and an operator verifies it. Roles and tenancy of every new endpoint
// (a studio's owner is not an operator; a person with a studio cannot make a second one; nobody signed
// in is 401), and every status the OpenAPI document lists for sign-up and the operator API, so the
// contract replay sees each one recorded (lib/http/operations/platform/).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, startTestApp, uniqueIp, type ApiReply, type TestApp } from "../helpers/app";
import { createStudio } from "../helpers/fixtures";
import { staffLogin } from "../helpers/staff";
import { localDate } from "./holds.helpers";
import { LIMITS } from "../../lib/contract/limits";
import { grantPlatformAdmin } from "../../lib/domain/platform/console";
import type { Endpoint } from "../../lib/http/operations/endpoint";
import { PLATFORM_OPERATIONS } from "../../lib/http/operations/platform";
import { describeUniversalErrors } from "../helpers/universal-errors";
import { signInCookie } from "../../scripts/bench/sign-in";
import { wizardAnswers } from "../helpers/signup";

const ORIGIN = "http://studios.test";
const HOST = new URL(ORIGIN).host;
let app: TestApp;
let operator: string;

beforeAll(async () => {
  app = await startTestApp({
    env: {
      ROOT_DOMAIN: "studios.test",
      PUBLIC_BASE_URL: ORIGIN,
      APP_ENV: "preproduction",
      SMTP_URL: undefined,
      TWILIO_ACCOUNT_SID: undefined,
    },
  });
  await grantPlatformAdmin(app.db, "ops-signup@platform.test");
  operator = await signInCookie(app.db, "ops-signup@platform.test");
});
afterAll(() => app?.close());

type Call = { cookie?: string | null; body?: unknown; ip?: string; origin?: string | null; host?: string };
async function call(method: string, path: string, o: Call = {}): Promise<ApiReply> {
  const headers: Record<string, string> = { "x-test-host": o.host ?? HOST };
  if (o.origin !== null && method !== "GET") headers.origin = o.origin ?? ORIGIN;
  if (o.cookie) headers.cookie = o.cookie;
  const res = await app.fetch(path, { method, headers, ip: o.ip, ...(o.body !== undefined ? { json: o.body } : {}) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* a page or robots.txt */
  }
  return { status: res.status, headers: res.headers, body };
}
const expectError = (r: ApiReply, status: number, code: string) => expect(errorOf(r)).toEqual({ status, code, envelope: true });
const data = (r: ApiReply) => (r.body as { data: Record<string, unknown> }).data;

const wizard = (slug: string) => wizardAnswers(slug, ["ca", "es", "en"]);

/** Sign up over HTTP and open the devLink through Better Auth: the session cookie of the new person. */
async function signUp(email = `new-${randomUUID().slice(0, 8)}@example.com`): Promise<{ cookie: string; email: string }> {
  const r = await call("POST", "/v1/signup", { body: { email, locale: "ca" }, origin: null });
  expect(r.status).toBe(202);
  const link = new URL(String(data(r).devLink));
  expect(link.searchParams.get("callbackURL")).toBe("/studio/onboarding");
  const res = await fetch(`${app.url}${link.pathname}${link.search}`, {
    redirect: "manual",
    headers: { "x-test-host": HOST, "x-forwarded-for": uniqueIp() },
  });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toMatch(/^(http:\/\/studios\.test)?\/studio\/onboarding$/);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
  expect(cookie).toContain(".session_token=");
  return { cookie, email };
}

describe("sign-up", () => {
  it("202 with the devLink; the link signs the person in; a bad address 400; past the per-network limit 429", async () => {
    await signUp();
    expectError(await call("POST", "/v1/signup", { body: { email: "not-an-address" } }), 400, "VALIDATION_ERROR");
    const ip = uniqueIp();
    for (let i = 0; i < LIMITS.signUpsPerIp.max; i++)
      expect((await call("POST", "/v1/signup", { body: { email: `n${i}-${randomUUID().slice(0, 6)}@example.com` }, ip })).status).toBe(202);
    const r = await call("POST", "/v1/signup", { body: { email: `over-${randomUUID().slice(0, 6)}@example.com` }, ip });
    expectError(r, 429, "RATE_LIMIT_EXCEEDED");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("the slug check: reserved, malformed, taken and free", async () => {
    const taken = await createStudio(app.db);
    expect(data(await call("GET", "/v1/signup/slugs/admin"))).toEqual({ slug: "admin", available: false, reason: "reserved" });
    expect(data(await call("GET", "/v1/signup/slugs/-x-"))).toMatchObject({ available: false, reason: "invalid" });
    expect(data(await call("GET", `/v1/signup/slugs/${taken.slug}`))).toMatchObject({ available: false, reason: "taken" });
    expect(data(await call("GET", `/v1/signup/slugs/free-${randomUUID().slice(0, 6)}`))).toMatchObject({ available: true, reason: null });
  });
});

describe("the wizard's studio, published as a preview, verified by an operator", () => {
  it("201 owner; refusals 400 reserved, 409 taken, 409 a second studio, 401 nobody, 403 cross-origin; publish; preview; verify", async () => {
    const person = await signUp();
    const slug = `nova-${randomUUID().slice(0, 6)}`;
    expectError(await call("POST", "/v1/signup/studio", { body: wizard(slug) }), 401, "UNAUTHENTICATED");
    expectError(
      await call("POST", "/v1/signup/studio", { body: wizard(slug), cookie: person.cookie, origin: "https://evil.example" }),
      403,
      "FORBIDDEN",
    );
    expectError(await call("POST", "/v1/signup/studio", { body: wizard("dashboard"), cookie: person.cookie }), 400, "VALIDATION_ERROR");
    const other = await createStudio(app.db);
    expectError(await call("POST", "/v1/signup/studio", { body: wizard(other.slug), cookie: person.cookie }), 409, "INVALID_STATE");
    const made = await call("POST", "/v1/signup/studio", { body: wizard(slug), cookie: person.cookie });
    expect(made.status).toBe(201);
    expect(data(made)).toMatchObject({ slug, status: "draft", siteUrl: `http://${slug}.studios.test/` });
    expectError(await call("POST", "/v1/signup/studio", { body: wizard(`${slug}-2`), cookie: person.cookie }), 409, "INVALID_STATE");

    // The person is the studio's owner: the studio API answers them; the site is not live before Publish.
    expect(data(await call("GET", "/v1/studio/me", { cookie: person.cookie }))).toMatchObject({ role: "owner", email: person.email });
    expectError(await call("GET", `/v1/public/sites/${slug}`), 404, "SITE_NOT_LIVE");
    expectError(
      await call("POST", "/v1/studio/site/publish", { body: { template: "brutalist" }, cookie: person.cookie }),
      400,
      "VALIDATION_ERROR",
    );
    const pub = await call("POST", "/v1/studio/site/publish", { body: { template: "daylight" }, cookie: person.cookie });
    expect(data(pub)).toMatchObject({ template: "daylight", status: "draft" });

    // The preview: readable, never indexed, with its banner; holds 403 STUDIO_NOT_VERIFIED.
    const site = data(await call("GET", `/v1/public/sites/${slug}`));
    expect(site).toMatchObject({ studio: { isVerified: false }, site: { template: "daylight" } });
    const page = await call("GET", "/ca", { host: `${slug}.studios.test` });
    expect(page.status).toBe(200);
    expect(String(page.body)).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(String(page.body)).toContain('data-testid="preview-banner"');
    expect(String((await call("GET", "/robots.txt", { host: `${slug}.studios.test` })).body)).toBe("User-agent: *\nDisallow: /\n");
    const roomId = (site.rooms as { id: string }[])[0].id;
    const hold = () =>
      call("POST", `/v1/public/sites/${slug}/holds`, {
        origin: null,
        body: {
          roomId,
          date: localDate(3, "Europe/Madrid"),
          startTime: "10:00",
          durationMinutes: 60,
          guestName: "Ana Test",
          channel: "email",
          contact: `guest-${randomUUID().slice(0, 6)}@example.com`,
          locale: "ca",
          idempotencyKey: randomUUID(),
        },
      });
    expectError(await hold(), 403, "STUDIO_NOT_VERIFIED");
    // The room page says so before the guest picks a time or types anything: no booking form at all.
    const roomPage = String((await call("GET", `/en/rooms/${roomId}`, { host: `${slug}.studios.test` })).body);
    expect(roomPage).toContain('data-testid="not-taking-bookings"');
    expect(roomPage).toContain("isn&#x27;t taking online bookings yet");
    expect(roomPage).not.toContain('data-testid="flow-live"');

    // The owner is not an operator; the operator verifies, audited.
    const studioId = String(data(made).studioId);
    expectError(await call("GET", "/v1/platform/studios", { cookie: person.cookie }), 403, "FORBIDDEN");
    expectError(
      await call("POST", `/v1/platform/studios/${studioId}/verify`, { cookie: person.cookie, body: { reason: "me" } }),
      403,
      "FORBIDDEN",
    );
    expect(
      data(await call("POST", `/v1/platform/studios/${studioId}/verify`, { cookie: operator, body: { reason: "checked" } })),
    ).toMatchObject({
      status: "live",
    });
    const audit = await app.db.platformAudit.findMany({ where: { studioId, action: "studio.verify" } });
    expect(audit).toHaveLength(1);
    expect((await hold()).status).toBe(201);
    const indexed = await call("GET", "/ca", { host: `${slug}.studios.test` });
    expect(String(indexed.body)).not.toContain('data-testid="preview-banner"');
    expect(String(indexed.body)).not.toMatch(/<meta name="robots" content="noindex/);
  });

  it("a staff member of the new studio may not publish (403); another studio's owner publishes only their own", async () => {
    const person = await signUp();
    const slug = `own-${randomUUID().slice(0, 6)}`;
    const made = data(await call("POST", "/v1/signup/studio", { body: wizard(slug), cookie: person.cookie }));
    const staff = await staffLogin(app.db, { studioId: String(made.studioId), role: "staff" });
    expectError(await call("POST", "/v1/studio/site/publish", { body: { template: "stage" }, cookie: staff.cookie }), 403, "FORBIDDEN");
    const other = await createStudio(app.db, (f) => {
      f.site.status = "draft";
    });
    const otherOwner = await staffLogin(app.db, { studioId: other.studioId, role: "owner" });
    await call("POST", "/v1/studio/site/publish", { body: { template: "stage" }, cookie: otherOwner.cookie });
    expect((await app.db.siteConfig.findUniqueOrThrow({ where: { studioId: String(made.studioId) } })).status).toBe("draft");
  });
});

describe("the operator API's refusals", () => {
  it("400 a bad status filter or an empty reason, 404 an unknown studio or action, 409 from a wrong status, 401 nobody", async () => {
    const s = await createStudio(app.db);
    expectError(await call("GET", "/v1/platform/studios?status=nope", { cookie: operator }), 400, "VALIDATION_ERROR");
    expect((await call("GET", `/v1/platform/studios?q=${s.slug}`, { cookie: operator })).status).toBe(200);
    expectError(await call("GET", "/v1/platform/studios", {}), 401, "UNAUTHENTICATED");
    expectError(await call("GET", `/v1/platform/studios/${randomUUID()}`, { cookie: operator }), 404, "RESOURCE_NOT_FOUND");
    expectError(await call("GET", `/v1/platform/studios/${s.studioId}`, {}), 401, "UNAUTHENTICATED");
    const owner = await staffLogin(app.db, { studioId: s.studioId, role: "owner" });
    expectError(await call("GET", `/v1/platform/studios/${s.studioId}`, { cookie: owner.cookie }), 403, "FORBIDDEN");
    expect((await call("GET", `/v1/platform/studios/${s.studioId}`, { cookie: operator })).status).toBe(200);
    expectError(
      await call("POST", `/v1/platform/studios/${s.studioId}/promote`, { cookie: operator, body: { reason: "x" } }),
      404,
      "RESOURCE_NOT_FOUND",
    );
    expectError(
      await call("POST", `/v1/platform/studios/${s.studioId}/verify`, { cookie: operator, body: { reason: "" } }),
      400,
      "VALIDATION_ERROR",
    );
    expectError(
      await call("POST", `/v1/platform/studios/${s.studioId}/reinstate`, { cookie: operator, body: { reason: "x" } }),
      409,
      "INVALID_STATE",
    );
    expectError(await call("POST", `/v1/platform/studios/${s.studioId}/verify`, { body: { reason: "x" } }), 401, "UNAUTHENTICATED");
  });
});

// ---- The codes every sign-up and operator endpoint shares -------------------------------------

/** A request to an endpoint with ids that exist nowhere and its documented example body. */
const anyCall = (e: Endpoint, ip?: string) =>
  call(e.method.toUpperCase(), `/v1${e.path.replace("{action}", "verify").replace(/\{\w+\}/g, () => randomUUID())}`, {
    ip,
    cookie: operator,
    body: e.body?.example,
  });

describeUniversalErrors(() => app, PLATFORM_OPERATIONS, anyCall);
