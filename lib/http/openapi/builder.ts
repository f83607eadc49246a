// Builds the OpenAPI 3.1 document of the public API (the published contract) from the zod
// schemas of lib/contract/schemas.ts, which the route handlers validate with and the responses
// are typed by, the operations (each declared once in lib/http/operations/: public/, studio/ mapped
// by studio-doc.ts, platform/; listed by endpoints.ts) and the prose (notes.ts). Every shape, limit
// and enum comes from zod 4's JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1).
import { webhooksObject, WEBHOOKS_OVERVIEW } from "./webhooks";
import { z } from "zod";
import * as C from "../../contract/schemas";
import { ERROR_STATUS, type ErrorCode } from "../../contract/error-codes";
import { LIMITS } from "../../contract/limits";
import { env } from "../../infra/env";
import { ALL_ENDPOINTS, errorsByStatus } from "./endpoints";
import { UNIVERSAL_CODES, type Endpoint } from "../operations/endpoint";
import { PUBLIC_ENVELOPES, PUBLIC_RESOURCES } from "../operations/public-components";
import { STUDIO_ENVELOPES, STUDIO_RESOURCES } from "../operations/studio-components";
import { ERROR_CAUSES, FIELD_NOTES, HEADER_NOTES, OVERVIEW, STAFF_SESSION_NOTE, TAGS, perMinute } from "./notes";
import { sessionCookieName } from "../../auth/config";
import { fieldOf, isRecord } from "../../contract/shapes";

type Json = Record<string, unknown>;
type Schema = z.ZodType;

// ---- JSON Schema generation ---------------------------------------------------------------

const COMPONENT_REF = (id: string) => `#/components/schemas/${id}`;
const SAFE_INT = Number.MAX_SAFE_INTEGER;

/** Cosmetic and precision fixes applied to every generated schema node. */
function override(io: "input" | "output") {
  return (ctx: { zodSchema: z.core.$ZodType; jsonSchema: Json }) => {
    const json = ctx.jsonSchema;
    // z.number().int() emits the safe-integer range: noise in a document for people.
    if (json.minimum === -SAFE_INT) delete json.minimum;
    if (json.maximum === SAFE_INT) delete json.maximum;
    // DateString is a regex plus a calendar refinement; say "date" as well.
    if (ctx.zodSchema === C.DateString) json.format = "date";
    // Examples for renderers, which otherwise invent values from the patterns ("78:94").
    if (!("examples" in json) && !("$ref" in json)) {
      if (ctx.zodSchema === C.DateString) json.examples = ["2030-01-15"];
      else if (ctx.zodSchema === C.TimeString) json.examples = ["10:00"];
      else if (json.format === "date-time") json.examples = ["2030-01-15T10:00:00+01:00"];
      else if (json.format === "uuid") json.examples = ["6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11"];
    }
    // A trim-then-validate string (`.transform(trim).pipe(z.string().min().max())`): zod
    // documents the raw input side, losing the limits; carry the validated side's limits over.
    const s = ctx.zodSchema;
    if (io === "input" && s instanceof z.core.$ZodPipe) {
      const { in: raw, out } = s._zod.def;
      if (raw instanceof z.core.$ZodPipe && raw._zod.def.out instanceof z.core.$ZodTransform) {
        const validated: Json = z.toJSONSchema(out, { target: "draft-2020-12", io: "output" });
        if (validated.type === json.type) {
          for (const k of ["minLength", "maxLength", "pattern", "format", "minimum", "maximum"]) if (k in validated) json[k] = validated[k];
        }
      }
    }
  };
}

function generate(schemas: Record<string, Schema>, io: "input" | "output"): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: out } = z.toJSONSchema(registry, { target: "draft-2020-12", io, uri: COMPONENT_REF, override: override(io) });
  const result: Record<string, Json> = {};
  for (const [id, s] of Object.entries(out)) {
    if (id === "__shared") throw new Error("openapi: unexpected shared definitions (a cyclic schema?)");
    const { $schema: _s, $id: _i, ...rest } = s;
    result[id] = rest;
  }
  return result;
}

function inlineSchema(schema: Schema, io: "input" | "output"): Json {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", io, override: override(io) });
  return rest;
}

function annotate(components: Record<string, Json>): void {
  for (const [name, notes] of Object.entries(FIELD_NOTES)) {
    const schema = components[name];
    if (!schema) throw new Error(`openapi: notes for unknown schema ${name}`);
    for (const [field, text] of Object.entries(notes)) {
      if (field === "") {
        schema.description = text;
        continue;
      }
      const prop = fieldOf(schema.properties, field);
      if (!isRecord(prop)) throw new Error(`openapi: note for ${name}.${field}, which the schema does not have`);
      // A $ref sibling is fine in 2020-12; keep an existing zod description first.
      prop.description = prop.description ? `${prop.description}. ${text}` : text;
    }
  }
}

// ---- The document -------------------------------------------------------------------------

/** One line per code: the endpoint's wording or the generic cause, then its extra causes. */
function causeOf(e: Endpoint, code: ErrorCode): string {
  const listed = e.errors.includes(code) || (e.universal ?? UNIVERSAL_CODES).includes(code);
  const base = e.causes?.[code] ?? (listed ? ERROR_CAUSES[code] : undefined);
  const extra = (e.beyondSpec ?? []).filter((x) => x.code === code).map((x) => x.why);
  return [base, ...extra].filter(Boolean).join("; ");
}

// Every error response is a named component per (operation, status), `<OperationId>Error<status>`:
// the ErrorEnvelope with `error.code` narrowed to the codes that status can carry, so a generated
// client narrows the code on the status. Named, not inline, so generators do not invent names
// after the path. `x-error-codes` stays the single list the schema, description and examples
// are made from; the contract tests hold the server to it.
export const errorSchemaName = (operationId: string, status: number) =>
  `${operationId[0]!.toUpperCase()}${operationId.slice(1)}Error${status}`;

function errorSchema(envelope: Json, operationId: string, status: number, codes: ErrorCode[]): Json {
  const out = structuredClone(envelope);
  const errorProps = fieldOf(fieldOf(out.properties, "error"), "properties");
  if (!isRecord(errorProps)) throw new Error("openapi: the ErrorEnvelope has no error.properties");
  errorProps.code = { type: "string", enum: codes };
  return {
    ...out,
    description: `The error envelope of ${operationId} with status ${status}: \`error.code\` is one of ${codes.join(", ")}.`,
  };
}

function errorResponse(e: Endpoint, status: number, codes: ErrorCode[], errorSchemas: Record<string, Json>, envelope: Json): Json {
  const name = errorSchemaName(e.operationId, status);
  errorSchemas[name] = errorSchema(envelope, e.operationId, status, codes);
  const lines = codes.map((c) => `- \`${c}\`: ${causeOf(e, c)}`);
  return {
    description: `Error (${codes.join(", ")})\n\n${lines.join("\n")}`,
    headers: {
      "X-Request-ID": { $ref: "#/components/headers/X-Request-ID" },
      ...(status === ERROR_STATUS.RATE_LIMIT_EXCEEDED || codes.includes("SERVICE_UNAVAILABLE")
        ? { "Retry-After": { $ref: "#/components/headers/Retry-After" } }
        : {}),
    },
    "x-error-codes": codes,
    content: {
      "application/json": {
        schema: { $ref: COMPONENT_REF(name) },
        examples: Object.fromEntries(
          codes.map((c) => [c, { summary: c, value: { success: false, error: { code: c, message: causeOf(e, c).replace(/`/g, "") } } }]),
        ),
      },
    },
  };
}

function operation(e: Endpoint, errorSchemas: Record<string, Json>, envelope: Json): Json {
  const parameters: Json[] = [];
  for (const [name, p] of Object.entries(e.pathParams)) {
    parameters.push({ name, in: "path", required: true, description: p.description, schema: inlineSchema(p.schema, "input") });
  }
  if (e.query) {
    for (const [name, schema] of Object.entries(e.query.schema.shape)) {
      const description = e.query.descriptions[name];
      if (!description) throw new Error(`openapi: query parameter ${e.operationId}.${name} has no description`);
      parameters.push({
        name,
        in: "query",
        required: !schema.safeParse(undefined).success,
        description,
        schema: inlineSchema(schema, "input"),
      });
    }
  }
  const success: Json = {
    description: e.success.description,
    headers: {
      "X-Request-ID": { $ref: "#/components/headers/X-Request-ID" },
      ...(e.noStore ? { "Cache-Control": { $ref: "#/components/headers/Cache-Control-no-store" } } : {}),
    },
    ...(e.success.empty
      ? {}
      : {
          content: e.success.calendar
            ? { "text/calendar": { schema: { type: "string", pattern: "^BEGIN:VCALENDAR\\r\\n" } } }
            : e.success.csv
              ? { "text/csv": { schema: { type: "string", description: "RFC 4180, CRLF line ends, a header row" } } }
              : { "application/json": { schema: { $ref: COMPONENT_REF(e.success.schema) } } },
        }),
  };
  const responses: Json = { [String(e.success.status)]: success };
  for (const [status, codes] of errorsByStatus(e)) responses[String(status)] = errorResponse(e, status, codes, errorSchemas, envelope);
  const rate =
    e.limit === "none"
      ? "Rate limit: none per IP."
      : `Rate limit: ${e.limit === "read" ? "reads" : "writes"}, ${perMinute(e.limit === "read" ? LIMITS.reads : LIMITS.writes)}.`;
  return {
    operationId: e.operationId,
    tags: [e.tag],
    summary: e.summary,
    description: `${e.description}\n\n${rate}`,
    // The studio API needs the staff session cookie; the public API nothing (stated per operation).
    security: e.staff ? [{ staffSession: [] }] : [],
    ...(parameters.length ? { parameters } : {}),
    ...(e.body
      ? {
          requestBody: {
            required: e.body.required,
            content: { "application/json": { schema: { $ref: COMPONENT_REF(e.body.name) }, example: e.body.example } },
          },
        }
      : {}),
    responses,
  };
}

/** The request bodies the operations read, by the name each gives its body (one schema per name). */
function requestBodies(): Record<string, Schema> {
  const bodies: Record<string, Schema> = {};
  for (const { body, operationId } of ALL_ENDPOINTS) {
    if (!body) continue;
    if (bodies[body.name] && bodies[body.name] !== body.schema)
      throw new Error(`openapi: ${operationId} names another schema ${body.name}`);
    bodies[body.name] = body.schema;
  }
  return bodies;
}

/** The public and studio components as one namespace: a name on both sides naming another schema is an error, not an overwrite. */
function outputComponents(): Record<string, z.ZodType> {
  const all: Record<string, z.ZodType> = {};
  const sides: Record<string, z.ZodType>[] = [PUBLIC_RESOURCES, PUBLIC_ENVELOPES, STUDIO_RESOURCES, STUDIO_ENVELOPES];
  for (const side of sides)
    for (const [name, schema] of Object.entries(side)) {
      if (all[name] && all[name] !== schema) throw new Error(`openapi: two schemas are named ${name}`);
      all[name] = schema;
    }
  return all;
}

function build(): Json {
  const output = generate(outputComponents(), "output");
  // PaymentMode is named on both sides (a room's modes, a confirm's choice): the same enum either way.
  const input = generate({ ...requestBodies(), PaymentMode: C.PaymentMode }, "input");
  for (const [id, s] of Object.entries(input)) {
    if (id in output && JSON.stringify(output[id]) !== JSON.stringify(s))
      throw new Error(`openapi: ${id} differs between requests and responses`);
  }
  const schemas = { ...output, ...input };
  annotate(schemas);
  const paths: Record<string, Json> = {};
  const errorSchemas: Record<string, Json> = {};
  const envelope = schemas.ErrorEnvelope;
  for (const e of ALL_ENDPOINTS) {
    paths[e.path] ??= {};
    paths[e.path][e.method] = operation(e, errorSchemas, envelope);
  }
  Object.assign(schemas, errorSchemas);
  return {
    openapi: "3.1.0",
    info: {
      title: "Studio booking public API",
      version: "1.0.0",
      description: OVERVIEW + WEBHOOKS_OVERVIEW,
    },
    // The public API needs no credentials (stated, so no tool assumes one); each studio operation
    // names the staff session cookie itself.
    security: [],
    servers: [
      {
        url: `${env().PUBLIC_BASE_URL.replace(/\/+$/, "")}/v1`,
        description: "This deployment (PUBLIC_BASE_URL); production and pre-production each have their own host",
      },
      { url: "/v1", description: "The host that served this document" },
    ],
    tags: [...TAGS, { name: "Webhooks", description: "Events we POST to a studio's subscribed endpoints (beyond the contract)" }],
    paths,
    webhooks: webhooksObject(),
    components: {
      schemas,
      securitySchemes: {
        staffSession: {
          type: "apiKey",
          in: "cookie",
          name: sessionCookieName({ APP_ENV: "preproduction" }),
          description: STAFF_SESSION_NOTE(sessionCookieName({ APP_ENV: "production" })),
        },
      },
      headers: {
        "X-Request-ID": {
          required: true,
          description: HEADER_NOTES.requestId,
          schema: { type: "string" },
        },
        "Retry-After": {
          description: HEADER_NOTES.retryAfter,
          schema: { type: "integer", minimum: 1 },
        },
        "Cache-Control-no-store": { description: HEADER_NOTES.noStore, schema: { type: "string", const: "no-store" } },
      },
    },
  };
}

let cached: { doc: Json; json: string } | undefined;

/** The OpenAPI document, built once per process (callers get their own copy). */
export function openApiDocument(): Json {
  return structuredClone((cached ??= memo()).doc);
}

/** The document serialized, built once per process. */
export function openApiJson(): string {
  return (cached ??= memo()).json;
}

function memo() {
  const doc = build();
  return { doc, json: JSON.stringify(doc) };
}
