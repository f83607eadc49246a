// The OpenAPI document is the published contract: it must stand alone (no references to section
// numbers of a document integrators do not have) and explain what an integrator needs first.
import { describe, expect, it } from "vitest";
import { openApiDocument, openApiJson } from "../../lib/http/openapi/builder";
import { env } from "../../lib/infra/env";

describe("OpenAPI document prose", () => {
  it("cites no outside specification", () => {
    expect(openApiJson()).not.toMatch(/\bspec(ification)?\b[^"]{0,20}\d/i);
    expect(openApiJson()).not.toMatch(/\bspec('s)? (list|section)/i);
  });

  it("has an overview of servers, CORS, devCode, payment modes and retries", () => {
    const d = openApiDocument() as { info: { description: string }; servers: { url: string }[] };
    for (const heading of ["**Servers:**", "**CORS:**", "**Pre-production and `devCode`:**", "**Payment modes:**", "**Retry rules:**", "**Errors:**", "**Limits:**"]) {
      expect(d.info.description).toContain(heading);
    }
    expect(d.info.description).toContain("may contain `card` while `cardPayments` is false");
    expect(d.servers[0].url).toBe(`${env().PUBLIC_BASE_URL}/v1`);
  });
});
