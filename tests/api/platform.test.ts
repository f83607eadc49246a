// Verification and the operator API over HTTP (docs/operators.md): the owner's phone code on a moved
// clock, each documented error of the verification endpoints, and the roles: a studio's owner or staff
// member is not an operator (403), nobody signed in is 401, an operator's actions are audited and another
// studio's verification is never reachable from a studio's session.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type ApiReply, type TestApp } from "../helpers/app";
import { staffLogin, type StaffLogin } from "../helpers/staff";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { manualClock, setClock } from "../../lib/infra/clock";
import { reloadEnv } from "../../lib/infra/env";
import { grantPlatformAdmin } from "../../lib/domain/platform/console";
import { signInCookie } from "../../scripts/bench/sign-in";

const ORIGIN = "http://studios.test";
let app: TestApp;
let a: TestStudio;
let b: TestStudio;
let ownerA: StaffLogin;
let staffA: StaffLogin;
let ownerB: StaffLogin;
let operator: string;
const DETAILS = {
  legalName: "Sala A SL",
  taxId: "B12345678",
  addressLine1: "Carrer A 1",
  city: "Barcelona",
  postalCode: "08001",
  country: "ES",
};

beforeAll(async () => {
  app = await startTestApp({
    env: { ROOT_DOMAIN: "studios.test", PUBLIC_BASE_URL: ORIGIN, APP_ENV: "preproduction", TWILIO_ACCOUNT_SID: undefined },
  });
  a = await createStudio(app.db, (f) => {
    f.studio.isVerified = false;
    f.studio.phone = "+34930000002";
  });
  b = await createStudio(app.db, (f) => {
    f.studio.isVerified = false;
  });
  ownerA = await staffLogin(app.db, { studioId: a.studioId, role: "owner" });
  staffA = await staffLogin(app.db, { studioId: a.studioId, role: "staff" });
  ownerB = await staffLogin(app.db, { studioId: b.studioId, role: "owner" });
  await grantPlatformAdmin(app.db, "ops@platform.test");
  operator = await signInCookie(app.db, "ops@platform.test");
});
afterAll(() => app?.close());
afterEach(() => setClock(null));

async function call(method: string, path: string, cookie: string | null, body?: unknown): Promise<ApiReply> {
  // The platform host, as a browser on the console would send it (the helper does it for /v1/studio only).
  const headers: Record<string, string> = { origin: ORIGIN, "x-test-host": new URL(ORIGIN).host };
  if (cookie) headers.cookie = cookie;
  const res = await app.fetch(path, { method, headers, ...(body !== undefined ? { json: body } : {}) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : text };
}
const err = (r: ApiReply) => ({ status: r.status, code: r.body?.error?.code });

describe("verification by the owner", () => {
  it("details, a phone code on a moved clock, every refusal, the request; staff are refused", async () => {
    const clock = manualClock("2030-01-14T10:00:00Z");
    setClock(clock);
    const o = ownerA.cookie;
    expect(err(await call("GET", "/v1/studio/verification", staffA.cookie))).toEqual({ status: 403, code: "FORBIDDEN" });
    expect((await call("GET", "/v1/studio/verification", o)).body.data).toMatchObject({ status: "draft", details: null });
    expect(err(await call("POST", "/v1/studio/verification", o))).toEqual({ status: 409, code: "INVALID_STATE" });
    expect(err(await call("PUT", "/v1/studio/verification/details", o, { ...DETAILS, country: "Spain" }))).toEqual({
      status: 400,
      code: "VALIDATION_ERROR",
    });
    expect((await call("PUT", "/v1/studio/verification/details", o, DETAILS)).body.data.details).toMatchObject({ legalName: "Sala A SL" });
    expect(err(await call("POST", "/v1/studio/verification/phone-code/verify", o, { code: "12" }))).toEqual({
      status: 400,
      code: "VALIDATION_ERROR",
    });
    expect(err(await call("POST", "/v1/studio/verification/phone-code/verify", o, { code: "123456" }))).toEqual({
      status: 400,
      code: "CODE_INVALID",
    });
    const sent = await call("POST", "/v1/studio/verification/phone-code", o);
    expect(sent.status).toBe(200);
    const code: string = sent.body.data.devCode;
    expect(code).toMatch(/^\d{6}$/);
    const again = await call("POST", "/v1/studio/verification/phone-code", o);
    expect(err(again)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED" });
    expect(again.headers.get("retry-after")).toBe("60");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++)
      expect(err(await call("POST", "/v1/studio/verification/phone-code/verify", o, { code: wrong }))).toEqual({
        status: 400,
        code: "CODE_INVALID",
      });
    expect(err(await call("POST", "/v1/studio/verification/phone-code/verify", o, { code: wrong }))).toEqual({
      status: 429,
      code: "TOO_MANY_ATTEMPTS",
    });
    clock.advance(61_000);
    const fresh: string = (await call("POST", "/v1/studio/verification/phone-code", o)).body.data.devCode;
    clock.advance(10 * 60_000);
    expect(err(await call("POST", "/v1/studio/verification/phone-code/verify", o, { code: fresh }))).toEqual({
      status: 400,
      code: "CODE_INVALID",
    });
    const last: string = (await call("POST", "/v1/studio/verification/phone-code", o)).body.data.devCode;
    const ok = await call("POST", "/v1/studio/verification/phone-code/verify", o, { code: last });
    expect(ok.body.data.phone).toMatchObject({ number: "+34930000002", confirmed: true });
    const asked = await call("POST", "/v1/studio/verification", o);
    expect(asked.body.data).toMatchObject({ status: "awaiting_verification" });
    expect(err(await call("PUT", "/v1/studio/verification/details", o, DETAILS))).toEqual({ status: 409, code: "INVALID_STATE" });
    expect(err(await call("POST", "/v1/studio/verification/phone-code", o))).toEqual({ status: 409, code: "INVALID_STATE" });
    expect(err(await call("POST", "/v1/studio/verification/phone-code/verify", o, { code: last }))).toEqual({
      status: 409,
      code: "INVALID_STATE",
    });
    // Studio B's owner reads B's verification, never A's.
    expect((await call("GET", "/v1/studio/verification", ownerB.cookie)).body.data).toMatchObject({ status: "draft", details: null });
  });

  it("a studio without a phone cannot ask for a code", async () => {
    await app.db.studio.update({ where: { id: b.studioId }, data: { phone: null } });
    expect(err(await call("POST", "/v1/studio/verification/phone-code", ownerB.cookie))).toEqual({ status: 409, code: "INVALID_STATE" });
  });
});

describe("a code text that cannot be sent", () => {
  it("answers 503 SMS_UNAVAILABLE when the SMS provider fails", async () => {
    const c = await createStudio(app.db, (f) => {
      f.studio.isVerified = false;
      f.studio.phone = "+34930000003";
    });
    const ownerC = await staffLogin(app.db, { studioId: c.studioId, role: "owner" });
    const saved = { ...process.env };
    // A provider is configured (so the code is really texted, no devCode) but unreachable.
    Object.assign(process.env, {
      TWILIO_ACCOUNT_SID: "AC_test",
      TWILIO_AUTH_TOKEN: "t",
      TWILIO_FROM: "+34600000000",
      SMS_PROVIDER_URL: "http://127.0.0.1:9",
    });
    reloadEnv();
    try {
      expect(err(await call("POST", "/v1/studio/verification/phone-code", ownerC.cookie))).toEqual({
        status: 503,
        code: "SMS_UNAVAILABLE",
      });
    } finally {
      process.env = saved;
      reloadEnv();
    }
  });
});

describe("the operator API", () => {
  it("refuses nobody (401), a studio's owner and staff (403); an operator lists, reads and acts, audited", async () => {
    expect(err(await call("GET", "/v1/platform/studios", null))).toEqual({ status: 401, code: "UNAUTHENTICATED" });
    for (const c of [ownerA.cookie, staffA.cookie]) {
      expect(err(await call("GET", "/v1/platform/studios", c))).toEqual({ status: 403, code: "FORBIDDEN" });
      expect(err(await call("POST", `/v1/platform/studios/${a.studioId}/verify`, c, { reason: "me" }))).toEqual({
        status: 403,
        code: "FORBIDDEN",
      });
    }
    const list = await call("GET", `/v1/platform/studios?status=awaiting_verification&q=${a.slug}`, operator);
    expect(list.body.data.studios.map((s: { slug: string }) => s.slug)).toEqual([a.slug]);
    expect(err(await call("GET", "/v1/platform/studios?status=nope", operator))).toEqual({ status: 400, code: "VALIDATION_ERROR" });
    const detail = await call("GET", `/v1/platform/studios/${a.studioId}`, operator);
    expect(detail.body.data.evidence).toMatchObject({ legalName: "Sala A SL", taxId: "B12345678" });
    expect(err(await call("GET", "/v1/platform/studios/00000000-0000-4000-8000-000000000000", operator))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
    });
    expect(err(await call("POST", `/v1/platform/studios/${a.studioId}/reinstate`, operator, { reason: "x" }))).toEqual({
      status: 409,
      code: "INVALID_STATE",
    });
    expect(err(await call("POST", `/v1/platform/studios/${a.studioId}/verify`, operator, {}))).toEqual({
      status: 400,
      code: "VALIDATION_ERROR",
    });
    const site = `/v1/public/sites/${a.slug}`;
    const verified = await call("POST", `/v1/platform/studios/${a.studioId}/verify`, operator, { reason: "documents match" });
    expect(verified.body.data).toMatchObject({ status: "live", reason: "documents match" });
    expect((await app.get(site)).body.data.studio.isVerified).toBe(true);
    await call("POST", `/v1/platform/studios/${a.studioId}/suspend`, operator, { reason: "fraud report" });
    expect(err(await app.get(site))).toEqual({ status: 404, code: "SITE_NOT_LIVE" });
    expect((await call("GET", "/v1/studio/verification", ownerA.cookie)).body.data).toMatchObject({
      status: "suspended",
      reason: "fraud report",
    });
    // The owner's dashboard says why; a staff member's does not show it.
    const page = async (cookie: string) =>
      (await (await app.fetch("/studio/en", { headers: { cookie, "x-test-host": new URL(ORIGIN).host } })).text()).replace(/<!-- -->/g, "");
    expect(await page(ownerA.cookie)).toContain("fraud report");
    expect(await page(staffA.cookie)).not.toContain("fraud report");
    // The console's pages: the operator's, and a 404 for a studio's owner.
    const consolePage = (path: string, cookie: string) => app.fetch(path, { headers: { cookie, "x-test-host": new URL(ORIGIN).host } });
    const listPage = await consolePage(`/platform?status=suspended&q=${a.slug}`, operator);
    expect(listPage.status).toBe(200);
    expect(await listPage.text()).toContain(`/platform/studios/${a.studioId}`);
    expect((await consolePage("/platform", ownerA.cookie)).status).toBe(404);
    const audit = await app.db.platformAudit.findMany({ where: { studioId: a.studioId }, orderBy: { at: "asc" } });
    expect(audit.map((x) => [x.action, x.actorEmail])).toEqual([
      ["studio.view", "ops@platform.test"],
      ["studio.verify", "ops@platform.test"],
      ["studio.suspend", "ops@platform.test"],
    ]);
    const studioPage = await consolePage(`/platform/studios/${a.studioId}`, operator);
    expect((await studioPage.text()).replace(/<!-- -->/g, "")).toContain("Sala A SL");
    expect((await app.db.platformAudit.findMany({ where: { studioId: a.studioId } })).map((x) => x.action)).toContain("studio.view");
  });
});
