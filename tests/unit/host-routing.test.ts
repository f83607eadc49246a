// Host routing of middleware.ts as a pure function.
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PATH, routeRequest } from "../../lib/site/client/host-routing";

const ROOT = "localhost:3000";

describe("routeRequest", () => {
  it("leaves the bare root domain (any port, www) to its own routes", () => {
    expect(routeRequest("localhost:3000", "/", ROOT)).toMatchObject({ kind: "root", rewrite: null });
    expect(routeRequest("LOCALHOST", "/docs", ROOT)).toMatchObject({ kind: "root", rewrite: null });
    expect(routeRequest("www.localhost:3000", "/", ROOT)).toMatchObject({ kind: "root", rewrite: null });
    expect(routeRequest(null, "/", ROOT)).toMatchObject({ kind: "root" });
  });

  it("never exposes the internal /s routes on the root domain", () => {
    expect(routeRequest("localhost:3000", "/s/sala-gracia.localhost/es", ROOT)).toMatchObject({ kind: "root", rewrite: NOT_FOUND_PATH });
  });

  it("rewrites a studio subdomain and a custom domain to /s/{host}/…", () => {
    expect(routeRequest("sala-gracia.localhost:3000", "/es/rooms/x", ROOT)).toMatchObject({
      kind: "site",
      host: "sala-gracia.localhost",
      rewrite: "/s/sala-gracia.localhost/es/rooms/x",
    });
    expect(routeRequest("Studio.Example.COM.", "/", ROOT)).toMatchObject({ kind: "site", rewrite: "/s/studio.example.com" });
  });

  it("maps robots.txt and sitemap.xml", () => {
    expect(routeRequest("a.localhost", "/robots.txt", ROOT).rewrite).toBe("/s/a.localhost/seo-robots");
    expect(routeRequest("a.localhost", "/sitemap.xml", ROOT).rewrite).toBe("/s/a.localhost/seo-sitemap");
  });

  it("flags manage pages, with or without locale", () => {
    expect(routeRequest("a.localhost", "/ca/manage/abc", ROOT)).toMatchObject({ manage: true });
    expect(routeRequest("a.localhost", "/manage/abc", ROOT)).toMatchObject({ manage: true });
    expect(routeRequest("a.localhost", "/es/rooms/manage", ROOT)).toMatchObject({ manage: false });
  });

  it("leaves Better Auth's endpoints to their handler on every host (it answers 404 off the platform host)", () => {
    expect(routeRequest("sala-gracia.localhost:3000", "/api/auth/get-session", ROOT)).toMatchObject({ kind: "root", rewrite: null });
    expect(routeRequest("reservas.example.com", "/api/auth/sign-in/magic-link", ROOT)).toMatchObject({ kind: "root", rewrite: null });
    expect(routeRequest("sala-gracia.localhost", "/api/authors", ROOT)).toMatchObject({ kind: "site" });
  });

  it("encodes odd hosts so they stay one path segment", () => {
    expect(routeRequest("[::1]:3000", "/", ROOT).rewrite).toBe("/s/%5B%3A%3A1%5D");
  });
});
