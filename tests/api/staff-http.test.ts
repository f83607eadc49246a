// Staff sign-in over HTTP against the production build (docs/studio-accounts.md): Better Auth's
// endpoints answer on the platform host only (a studio host's /api/auth is a 404 in the envelope), the
// magic link signs in once through Next's route and middleware, and the studio API answers
// 401 without a session, 403 to a cross-origin write, 403 to staff on owner-only actions.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_ROUTES } from "../../lib/auth/config";
import { auth } from "../../lib/auth/server";
import { startTestApp, errorOf, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { platformEnv, requestWithHost, staffLogin, type HostResponse } from "../helpers/staff";
import { addMember } from "../../lib/domain/staff/members";
import { mintSignInLink } from "../../lib/domain/staff/links";

let app: TestApp;
let studio: TestStudio;

beforeAll(async () => {
  app = await startTestApp({ env: platformEnv() });
  studio = await createStudio(app.db);
});
afterAll(() => app?.close());

/** A request to the platform host with any method and body (fetch cannot set Host). */
function call(method: string, path: string, o: { cookie?: string; body?: string } = {}): Promise<HostResponse> {
  const u = new URL(app.url);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      host: "studios.test",
      origin: "http://studios.test",
      "x-forwarded-for": "10.252.0.2",
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...(o.body !== undefined && method !== "GET" ? { "content-type": "application/json" } : {}),
    };
    const req = httpRequest({ host: u.hostname, port: u.port, path, method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(o.body !== undefined && method !== "GET" ? o.body : undefined);
  });
}

/** A request with a Host header (fetch cannot set Host). */
function withHost(host: string, path: string, headers: Record<string, string> = {}): Promise<HostResponse> {
  return requestWithHost(app.url, host, path, { "x-forwarded-for": "10.252.0.1", ...headers });
}

describe("Better Auth under /api/auth", () => {
  it("answers on the platform host and is a 404 on a studio host", async () => {
    const platform = await withHost("studios.test", "/api/auth/get-session");
    expect(platform.status).toBe(200);
    const site = await withHost(`${studio.slug}.studios.test`, "/api/auth/get-session");
    expect(site.status).toBe(404);
    expect(JSON.parse(site.body)).toEqual({ success: false, error: { code: "RESOURCE_NOT_FOUND", message: expect.any(String) } });
  });

  it("serves only the allow-list: every other route of Better Auth's own table is a 404 in the envelope", async () => {
    // The live route table of the installed Better Auth (its public `api`: each endpoint's path
    // and method), so a route an upgrade adds is checked here without anyone listing it.
    const table = Object.values(auth(app.db).api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
      .filter((ep) => typeof ep.path === "string") // server-only endpoints have no path
      .flatMap((ep) => {
        const m = ep.options?.method ?? "*";
        const methods = (Array.isArray(m) ? m : [m]).flatMap((x) => (x === "*" ? ["GET", "POST"] : [x]));
        return methods.map((method) => ({ method, path: ep.path! }));
      });
    expect(table.length).toBeGreaterThan(40);
    const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
    const live = new Set(table.map(key));
    // Every allowed route is a real one, and the allowed ones answer (not 404).
    for (const r of AUTH_ROUTES) expect(live, key(r)).toContain(key(r));
    const allowed = new Set(AUTH_ROUTES.map(key));
    const closed = table.filter((r) => !allowed.has(key(r)));
    expect(closed.map(key)).toEqual(expect.arrayContaining(["POST /update-user", "POST /organization/update-member-role", "GET /ok"]));
    const owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
    for (const r of closed) {
      const path = `/api/auth${r.path.replace(/:[A-Za-z]+/g, "x")}`;
      const res = await call(r.method, path, { cookie: owner.cookie, body: "{}" });
      expect(res.status, key(r)).toBe(404);
      expect(JSON.parse(res.body), key(r)).toEqual({ success: false, error: { code: "RESOURCE_NOT_FOUND", message: expect.any(String) } });
      expect(res.headers["cache-control"], key(r)).toBe("no-store");
    }
    // An allowed path with another method, and a path Better Auth does not have, are 404 too.
    for (const [method, path] of [
      ["POST", "/api/auth/get-session"],
      ["GET", "/api/auth/sign-out"],
      ["GET", "/api/auth/nothing-here"],
    ] as const)
      expect((await call(method, path, { cookie: owner.cookie })).status, `${method} ${path}`).toBe(404);
    expect((await call("GET", "/api/auth/get-session", { cookie: owner.cookie })).status).toBe(200);
  });

  it("staff cannot rename themselves or change roles through Better Auth; the audit names them by email and role", async () => {
    const staff = await staffLogin(app.db, { studioId: studio.studioId, role: "staff", name: "Sam" });
    const owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
    const rename = await call("POST", "/api/auth/update-user", { cookie: staff.cookie, body: JSON.stringify({ name: "Demo owner" }) });
    expect(rename.status).toBe(404);
    expect((await app.db.user.findUniqueOrThrow({ where: { id: staff.actor.userId } })).name).toBe("Sam");
    const promote = await call("POST", "/api/auth/organization/update-member-role", {
      cookie: owner.cookie,
      body: JSON.stringify({ memberId: staff.memberId, role: "owner" }),
    });
    expect(promote.status).toBe(404);
    expect((await app.db.member.findUniqueOrThrow({ where: { id: staff.memberId } })).role).toBe("staff");
  });

  it("a magic link signs in once, with a host-only HttpOnly SameSite=Lax cookie, and lands on /studio", async () => {
    const email = `http-${Date.now()}@staff.test`;
    await addMember(app.db, studio.studioId, { email, role: "owner" });
    const link = new URL(await mintSignInLink(app.db, email));
    const first = await withHost("studios.test", link.pathname + link.search);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe("http://studios.test/studio");
    const set = ([] as string[]).concat(first.headers["set-cookie"] ?? []).find((c) => c.includes("session_token="))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).not.toMatch(/Domain=/i);
    const cookie = set.split(";")[0];
    const me = await app.get("/v1/studio/me", { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email, role: "owner", studioId: studio.studioId });
    const again = await withHost("studios.test", link.pathname + link.search);
    expect(again.headers.location).toMatch(/\/studio\/sign-in\?error=INVALID_TOKEN/);
  });
});

describe("sign-in page", () => {
  it("/studio/sign-in: a labelled email field in the asked language, not cached, not indexed", async () => {
    const r = await withHost("studios.test", "/studio/sign-in?lang=ca");
    expect(r.status).toBe(200);
    expect(r.body).toContain('<label for="staff-email">Correu electrònic</label>');
    expect(r.body).toContain("Entra amb una clau d&#x27;accés");
    expect(r.headers["cache-control"]).toMatch(/no-store/);
    expect(r.headers["x-robots-tag"]).toMatch(/noindex/);
    const err = await withHost("studios.test", "/studio/sign-in?lang=en&error=INVALID_TOKEN");
    expect(err.body).toContain("That link was already used or has expired");
  });
});

describe("studio API", () => {
  it("GET /v1/studio/me without a cookie: 401 UNAUTHENTICATED in the envelope", async () => {
    const r = await app.get("/v1/studio/me");
    expect(errorOf(r)).toEqual({ status: 401, code: "UNAUTHENTICATED", envelope: true });
  });

  it("the session counts on the platform host only: the same cookie on a studio host is 401", async () => {
    const owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
    const on = await withHost("studios.test", "/v1/studio/me", { cookie: owner.cookie });
    expect(on.status).toBe(200);
    for (const host of [`${studio.slug}.studios.test`, "www.sala-example.org", "127.0.0.1"]) {
      const off = await withHost(host, "/v1/studio/me", { cookie: owner.cookie });
      expect(off.status, host).toBe(401);
      expect(JSON.parse(off.body).error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("a cross-origin POST is 403 FORBIDDEN, even with a valid session", async () => {
    const owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
    const r = await app.post(
      "/v1/studio/staff",
      { email: "x@staff.test", role: "staff" },
      { headers: { cookie: owner.cookie, origin: "https://evil.example" } },
    );
    expect(errorOf(r)).toEqual({ status: 403, code: "FORBIDDEN", envelope: true });
  });

  it("staff: 403 FORBIDDEN on invite and remove; owner: 201 and 204", async () => {
    const owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
    const staff = await staffLogin(app.db, { studioId: studio.studioId, role: "staff" });
    const origin = "http://studios.test";
    const denied = await app.post(
      "/v1/studio/staff",
      { email: "y@staff.test", role: "staff" },
      { headers: { cookie: staff.cookie, origin } },
    );
    expect(errorOf(denied)).toEqual({ status: 403, code: "FORBIDDEN", envelope: true });
    const del = await app.fetch(`/v1/studio/staff/${owner.memberId}`, { method: "DELETE", headers: { cookie: staff.cookie, origin } });
    expect(del.status).toBe(403);
    const invited = await app.post(
      "/v1/studio/staff",
      { email: `z-${Date.now()}@staff.test`, role: "staff" },
      { headers: { cookie: owner.cookie, origin } },
    );
    expect(invited.status).toBe(201);
    const removed = await app.fetch(`/v1/studio/staff/${invited.body.data.memberId}`, {
      method: "DELETE",
      headers: { cookie: owner.cookie, origin },
    });
    expect(removed.status).toBe(204);
  });
});
