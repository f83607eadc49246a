// Staff sign-in over HTTP against the production build (docs/studio-accounts.md): Better Auth's
// endpoints answer on the platform host only (a studio host's /api/auth is that site's 404), the
// magic link signs in once through Next's route and middleware, and the studio API answers
// 401 without a session, 403 to a cross-origin write, 403 to staff on owner-only actions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

/** A request with a Host header (fetch cannot set Host). */
function withHost(host: string, path: string, headers: Record<string, string> = {}): Promise<HostResponse> {
  return requestWithHost(app.url, host, path, { "x-forwarded-for": "10.252.0.1", ...headers });
}

describe("Better Auth under /api/auth", () => {
  it("answers on the platform host and is a 404 on a studio host", async () => {
    const platform = await withHost("studios.test", "/api/auth/ok");
    expect(platform.status).toBe(200);
    const site = await withHost(`${studio.slug}.studios.test`, "/api/auth/ok");
    expect(site.status).toBe(404);
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
