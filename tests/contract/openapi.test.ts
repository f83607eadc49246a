// The OpenAPI document itself: valid OpenAPI 3.1 (a maintained validator), every schema a valid
// JSON Schema 2020-12 (ajv, strict), every public endpoint of the contract and of app/v1/public
// documented, and the per-endpoint error and header rules of the contract.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { PaymentMode } from "../../lib/contract/schemas";
import { ERROR_STATUS } from "../../lib/contract/error-codes";
import { ALL_ENDPOINTS } from "../../lib/http/openapi/endpoints";
import { STUDIO_DOC_ENDPOINTS } from "../../lib/http/openapi/studio-doc";
import { PUBLIC_OPERATIONS } from "../../lib/http/operations/public";
import { PLATFORM_OPERATIONS } from "../../lib/http/operations/platform";
import { STUDIO_OPERATIONS } from "../../lib/http/operations/studio";
import { errorSchemaName, openApiJson } from "../../lib/http/openapi/builder";
import { reloadEnv } from "../../lib/infra/env";
import { doc, makeAjv } from "./document";
import { BOOKING_ACTIONS } from "../../lib/contract/booking-actions";

describe("GET /v1/openapi.json document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const res = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(res.errors ?? []).toEqual([]);
    expect(res.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0.0");
    // PUBLIC_BASE_URL first (for generated clients), then the serving host (for /docs).
    expect(doc.servers).toEqual([
      expect.objectContaining({ url: `${reloadEnv().PUBLIC_BASE_URL}/v1` }),
      expect.objectContaining({ url: "/v1" }),
    ]);
  });

  it("is built once per process", () => {
    expect(openApiJson()).toBe(openApiJson());
  });

  it("every component schema compiles as JSON Schema 2020-12 under ajv strict mode", () => {
    const ajv = makeAjv();
    for (const name of Object.keys(doc.components.schemas)) {
      expect(() => ajv.getSchema(`urn:studio-booking:openapi#/$defs/${name}`), name).not.toThrow();
      expect(ajv.getSchema(`urn:studio-booking:openapi#/$defs/${name}`), name).toBeTypeOf("function");
    }
  });

  it("has the contract's reusable schemas and the error envelope", () => {
    for (const name of [
      "PublicSite",
      "Studio",
      "Room",
      "SiteConfig",
      "Availability",
      "Hold",
      "Price",
      "Booking",
      "ConfirmResult",
      "ErrorEnvelope",
    ]) {
      expect(doc.components.schemas, name).toHaveProperty(name);
    }
  });

  it("names the enums a client branches on: ErrorCode (every code) and PaymentMode, referenced wherever used", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated document is untyped JSON, read field by field
    const s = doc.components.schemas as Record<string, any>;
    expect(s.ErrorCode).toMatchObject({ type: "string", enum: Object.keys(ERROR_STATUS) });
    expect(s.PaymentMode).toMatchObject({ type: "string", enum: PaymentMode.options });
    expect(s.ErrorEnvelope.properties.error.properties.code).toEqual({ $ref: "#/components/schemas/ErrorCode" });
    const ref = { $ref: "#/components/schemas/PaymentMode" };
    expect(s.Room.properties.paymentModes.items).toEqual(ref);
    expect(s.Hold.properties.paymentModes.items).toEqual(ref);
    expect(s.Booking.properties.paymentMode).toMatchObject(ref);
    expect(s.ConfirmRequest.properties.paymentMode).toMatchObject(ref);
    // No other enum of these values anywhere (an inline copy is an anonymous type in a client),
    // except each named per-status error schema's `code`, narrowed on purpose (checked per endpoint below).
    const inline: string[] = [];
    JSON.stringify(doc, function (k, v) {
      if (Array.isArray(v?.enum) && this !== s && k !== "code") inline.push(`${k}: ${v.enum.join(",")}`);
      return v;
    });
    expect(inline.filter((x) => /VALIDATION_ERROR|on_site/.test(x))).toEqual([]);
  });

  it("needs no credentials for the public API and the staff session cookie for every studio operation", () => {
    expect((doc as unknown as { security: unknown }).security).toEqual([]);
    const schemes = (doc.components as Record<string, unknown>).securitySchemes as Record<string, Record<string, string>>;
    expect(Object.keys(schemes)).toEqual(["staffSession"]);
    expect(schemes.staffSession).toMatchObject({ type: "apiKey", in: "cookie", name: "better-auth.session_token" });
    expect(schemes.staffSession.description).toContain("`__Host-better-auth.session_token`");
    const security = (e: { path: string; method: string }) => (doc.paths[e.path][e.method] as unknown as { security: unknown }).security;
    for (const e of PUBLIC_OPERATIONS) expect(security(e), `${e.method} ${e.path}`).toEqual([]);
    for (const e of STUDIO_DOC_ENDPOINTS) expect(security(e), `${e.method} ${e.path}`).toEqual([{ staffSession: [] }]);
  });

  it("tags every studio operation Studio, whose description says: same origin only, no CORS, another studio's ids 404", () => {
    const tag = (doc as unknown as { tags: { name: string; description: string }[] }).tags.find((t) => t.name === "Studio")!;
    expect(tag.description).toMatch(/same-origin requests from the dashboard: there is no CORS/);
    expect(tag.description).toContain("an id of another studio answers 404 `RESOURCE_NOT_FOUND`");
    for (const e of STUDIO_DOC_ENDPOINTS) expect((doc.paths[e.path][e.method] as unknown as { tags: string[] }).tags).toEqual(["Studio"]);
    const csv = doc.paths["/studio/bookings/export.csv"].get.responses["200"].content!;
    expect(Object.keys(csv)).toEqual(["text/csv"]);
    expect(doc.paths["/studio/staff/{memberId}"].delete.responses["204"].content).toBeUndefined();
    // A GET open to staff still answers 403 to a platform operator's session (no studio's member).
    expect(doc.paths["/studio/calendar"].get.responses["403"].description).toContain("platform operator");
    expect(doc.paths["/studio/me"].get.responses["429"], "not rate-limited").toBeUndefined();
  });

  it("every $ref resolves", () => {
    const refs = new Set<string>();
    JSON.stringify(doc, (k, v) => {
      if (k === "$ref") refs.add(v);
      return v;
    });
    for (const ref of refs) {
      expect(ref.startsWith("#/"), ref).toBe(true);
      let cur: unknown = doc;
      for (const part of ref.slice(2).split("/"))
        cur = (cur as Record<string, unknown>)?.[part.replaceAll("~1", "/").replaceAll("~0", "~")];
      expect(cur, ref).toBeTypeOf("object");
    }
  });

  it("documents the nine contract endpoints, the hold read, the hold release, the booking's .ics, its reschedule, its move times and its move quote, the booking lookup, the quote, the room search, the series preview and the payment links beyond them, the studio API, sign-up and the operator API, and nothing else", () => {
    const ops = Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
    expect(ops.sort()).toEqual(
      [
        "GET /public/sites/{slug}",
        "GET /public/sites/resolve",
        "GET /public/sites/{slug}/rooms/{roomId}/availability",
        "GET /public/sites/{slug}/rooms/{roomId}/quote",
        "GET /public/sites/{slug}/room-search",
        "GET /public/sites/{slug}/rooms/{roomId}/series-preview",
        "POST /public/sites/{slug}/holds",
        "GET /public/holds/{holdId}",
        "DELETE /public/holds/{holdId}",
        "POST /public/holds/{holdId}/verify",
        "POST /public/holds/{holdId}/resend",
        "POST /public/holds/{holdId}/confirm",
        "GET /public/bookings/manage/{token}",
        "POST /public/bookings/manage/{token}/cancel",
        "POST /public/bookings/manage/{token}/reschedule",
        "GET /public/bookings/manage/{token}/calendar.ics",
        "GET /public/bookings/manage/{token}/availability",
        "GET /public/bookings/manage/{token}/quote",
        "POST /public/sites/{slug}/bookings/lookup",
        "GET /public/payment-links/{token}",
        "POST /public/payment-links/{token}/intent",
        ...STUDIO_OPERATIONS.map((e) => `${e.method.toUpperCase()} ${e.path}`),
        ...PLATFORM_OPERATIONS.map((e) => `${e.method.toUpperCase()} ${e.path}`),
      ].sort(),
    );
  });

  it("documents every route handler under app/v1/public and app/v1/studio, and has a handler for every documented endpoint", () => {
    const root = join(process.cwd(), "app", "v1");
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const d of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, d.name);
        if (d.isDirectory()) walk(p);
        else if (d.name === "route.ts") {
          const path = "/" + relative(root, dir).replace(/\[([^\]]+)\]/g, "{$1}");
          // The booking actions' one route serves each registered action's path (docs/booking-actions.md).
          if (readFileSync(p, "utf8").includes("= bookingActionRoutes();")) {
            for (const a of Object.values(BOOKING_ACTIONS)) found.push(`POST ${path.replace("{...action}", a.path)}`);
            continue;
          }
          for (const m of readFileSync(p, "utf8").matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g))
            found.push(`${m[1]} ${path}`);
        }
      }
    };
    walk(join(root, "public"));
    walk(join(root, "studio"));
    walk(join(root, "signup"));
    walk(join(root, "platform"));
    const documented = ALL_ENDPOINTS.map((e) => `${e.method.toUpperCase()} ${e.path}`);
    expect(
      found.filter((x) => !documented.includes(x)),
      "route handlers the document does not describe",
    ).toEqual([]);
    expect(
      documented.filter((x) => !found.includes(x)),
      "documented endpoints without a route handler",
    ).toEqual([]);
    expect(existsSync(join(root, "openapi.json", "route.ts"))).toBe(true);
  });

  describe.each(ALL_ENDPOINTS.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))("%s", (_name, e) => {
    const op = doc.paths[e.path][e.method];

    it("has the contract's error codes, plus 429 RATE_LIMIT_EXCEEDED and 500 INTERNAL_ERROR, each under its status, as the named ErrorEnvelope", () => {
      const documented: string[] = [];
      for (const [status, r] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const media = r.content!["application/json"] as {
          schema: object;
          examples: Record<string, { value: { error: { code: string } } }>;
        };
        // A named error type per (operation, status) whose code enum is exactly `x-error-codes`.
        const name = errorSchemaName(e.operationId, Number(status));
        expect(media.schema, status).toEqual({ $ref: `#/components/schemas/${name}` });
        const codes = r["x-error-codes"]!;
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated document is untyped JSON
        expect((doc.components.schemas[name] as any).properties.error.properties.code, status).toEqual({ type: "string", enum: codes });
        expect(codes.length, status).toBeGreaterThan(0);
        for (const code of codes) {
          expect(ERROR_STATUS[code], `${code} under ${status}`).toBe(Number(status));
          expect(media.examples[code]?.value.error.code, `example of ${code} under ${status}`).toBe(code);
          expect(r.description, status).toContain(`\`${code}\`: `);
          documented.push(code);
        }
        expect(Object.keys(media.examples).sort(), status).toEqual([...codes].sort());
      }
      // The studio API lists its own universal codes (session, origin, faults; 429 only where rate-limited).
      for (const code of [...e.errors, ...(e.universal ?? ["RATE_LIMIT_EXCEEDED", "INTERNAL_ERROR"])]) expect(documented).toContain(code);
    });

    it("has a success response with its envelope, and X-Request-ID on every response, Retry-After on 429", () => {
      const content = op.responses[String(e.success.status)].content;
      if (e.success.empty) expect(content).toBeUndefined();
      else if (e.success.calendar) expect(Object.keys(content!)).toEqual(["text/calendar"]);
      else if (e.success.csv) expect(Object.keys(content!)).toEqual(["text/csv"]);
      else expect(content!["application/json"].schema).toEqual({ $ref: `#/components/schemas/${e.success.schema}` });
      for (const [status, r] of Object.entries(op.responses)) {
        expect(r.headers?.["X-Request-ID"], status).toEqual({ $ref: "#/components/headers/X-Request-ID" });
        if (status === "429") expect(r.headers?.["Retry-After"]).toEqual({ $ref: "#/components/headers/Retry-After" });
      }
    });

    it("documents its path parameters with their limits", () => {
      const names = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const params = (op.parameters ?? []).filter((p) => p.in === "path");
      expect(params.map((p) => p.name)).toEqual(names);
      for (const p of params) {
        expect(p.required).toBe(true);
        expect(
          Object.keys(p.schema).some((k) => ["minLength", "maxLength", "pattern", "format", "enum"].includes(k)),
          p.name,
        ).toBe(true);
      }
    });
  });

  it("every example in the document matches its schema", () => {
    const ajv = makeAjv();
    const problems: string[] = [];
    const check = (where: string, schema: object, value: unknown) => {
      const v = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"urn:studio-booking:openapi#/$defs/')));
      if (!v(value)) problems.push(`${where}: ${ajv.errorsText(v.errors)}`);
    };
    let count = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const media = [
          ...(op.requestBody ? [["request", op.requestBody.content["application/json"]] as const] : []),
          ...Object.entries(op.responses).map(([status, r]) => [status, r.content?.["application/json"]] as const),
        ];
        for (const [what, m] of media) {
          if (!m) continue;
          const { example, examples } = m as { example?: unknown; examples?: Record<string, { value: unknown }> };
          const all = [
            ...(example === undefined ? [] : [["", example] as const]),
            ...Object.entries(examples ?? {}).map(([k, x]) => [` ${k}`, x.value] as const),
          ];
          for (const [label, value] of all) {
            count++;
            check(`${method.toUpperCase()} ${path} ${what}${label}`, m.schema, value);
          }
        }
      }
    }
    // Schema-level `examples` too (date, time, uuid, date-time values shown by renderers).
    JSON.stringify(doc.components.schemas, (_k, v) => {
      if (v && typeof v === "object" && Array.isArray(v.examples) && !v.$ref) {
        const { examples, ...schema } = v as { examples: unknown[] };
        for (const x of examples) {
          count++;
          check(`schema example ${JSON.stringify(x)}`, schema, x);
        }
      }
      return v;
    });
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(40);
  });

  it("documents request bodies and query limits from the contract schemas", () => {
    const s = doc.components.schemas as Record<string, { properties: Record<string, Record<string, unknown>>; required?: string[] }>;
    expect(s.CreateHoldRequest.properties.guestName).toMatchObject({ minLength: 2, maxLength: 120 });
    expect(s.CreateHoldRequest.required).not.toContain("locale");
    expect(s.CreateHoldRequest.required).not.toContain("captchaToken");
    expect(s.VerifyRequest.properties.code).toMatchObject({ pattern: "^\\d{6}$" });
    expect(s.ConfirmRequest.properties.notes).toMatchObject({ maxLength: 500 });
    expect(s.CancelRequest.properties.reason).toMatchObject({ maxLength: 500 });
    const manage = doc.paths["/public/bookings/manage/{token}"].get.parameters![0];
    expect(manage.schema).toMatchObject({ minLength: 64, maxLength: 64 });
    const availability = doc.paths["/public/sites/{slug}/rooms/{roomId}/availability"].get.parameters!;
    expect(availability.filter((p) => p.in === "query").map((p) => [p.name, p.required])).toEqual([
      ["from", false],
      ["to", false],
    ]);
    const resolve = doc.paths["/public/sites/resolve"].get.parameters!;
    expect(resolve).toEqual([expect.objectContaining({ name: "host", in: "query", required: true })]);
  });
});
