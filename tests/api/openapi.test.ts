// GET /v1/openapi.json and the /docs page over HTTP against the production build.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { openApiDocument } from "../../lib/http/openapi/builder";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe("GET /v1/openapi.json", () => {
  it("serves the generated OpenAPI 3.1 document with X-Request-ID and CORS", async () => {
    const r = await app.get("/v1/openapi.json");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^application\/json/);
    expect(r.headers.get("x-request-id")).toMatch(/.{8,}/);
    expect(r.headers.get("access-control-allow-origin")).toBe("*");
    expect(r.body).toEqual(openApiDocument());
    expect(r.body.openapi).toBe("3.1.0");
    expect(r.body.info.version).toBe("1.0.0");
    // The studio API is in it too, behind the staff session cookie.
    expect(r.body.components.securitySchemes.staffSession).toMatchObject({ type: "apiKey", in: "cookie" });
    expect(r.body.paths["/studio/me"].get.security).toEqual([{ staffSession: [] }]);
  });
});

describe("GET /docs", () => {
  it("is a self-hosted Swagger UI page: no third-party URL, no inline script", async () => {
    const r = await app.fetch("/docs");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/html/);
    expect(r.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await r.text();
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/<script>/);
    const srcs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(srcs.some((s) => s.startsWith("/docs/swagger-ui-bundle.js"))).toBe(true);
    for (const s of srcs.filter((x) => x.startsWith("/docs/"))) {
      const a = await app.fetch(s);
      expect(a.status, s).toBe(200);
      expect((await a.arrayBuffer()).byteLength, s).toBeGreaterThan(0);
    }
  });

  it("points Swagger UI at /v1/openapi.json without the online validator", async () => {
    const r = await app.fetch("/docs/init.js");
    expect(r.headers.get("content-type")).toMatch(/javascript/);
    const js = await r.text();
    expect(js).toContain('"url":"/v1/openapi.json"');
    expect(js).toContain('"validatorUrl":null');
  });

  it("serves only its allowlisted files", async () => {
    for (const p of ["/docs/package.json", "/docs/index.html", "/docs/..%2Fpackage.json", "/docs/swagger-initializer.js"]) {
      const r = await app.fetch(p);
      await r.arrayBuffer(); // an unread body keeps the connection busy and slows app.close()
      expect(r.status, p).toBe(404);
    }
  });
});
