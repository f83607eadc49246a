// The one wrapper every route handler goes through, and the one envelope writer (ErrorEnvelope at /docs):
// request id, CORS, client IP, per-IP rate limit, body size and JSON parsing, zod, error
// mapping (unexpected errors become INTERNAL_ERROR with no detail), one structured log line.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { ApiError } from "../contract/errors";
import { clock, type Clock } from "../infra/clock";
import { db, isDatabaseUnavailable, pgErrorCode, type Db } from "../infra/db";
import { consume, consumeRead } from "../infra/rate-limit";
import { LIMITS, OUTAGE_RETRY_AFTER_S } from "../contract/limits";
import { errorFields, log, redactPath } from "../infra/log";
import { isProduction } from "../infra/env";
import { apiSecurityHeaders, CORS_HEADERS, REQUEST_ID_LENGTH } from "./security-headers";
import { unavailableText } from "./unavailable-page";
import { clientIpOf } from "./client-ip";
import { ipKey } from "../domain/identity";
import { fieldOf } from "../contract/shapes";

const MAX_BODY_BYTES = 16 * 1024;

export type Ctx<P> = {
  req: Request;
  params: P;
  requestId: string;
  ip: string;
  clock: Clock;
  db: Db;
};

type Options = {
  /** Which per-IP limit (lib/contract/limits.ts) applies: reads (GET /public/*), writes, or none. */
  limit: "read" | "write" | "none";
  cors?: boolean;
  /** Cache-Control value; API responses default to no-store. */
  cacheControl?: string;
  /** Extra headers on every response (e.g. Referrer-Policy on manage endpoints). */
  headers?: Record<string, string>;
};

/** `data` is wrapped in the success envelope; `json` is an envelope already serialized (cached answers). */
export type Result =
  | { status?: number; data: unknown; headers?: Record<string, string> }
  | { status?: number; json: string; headers?: Record<string, string> }
  | Response;

export const ok = (data: unknown, status = 200): Result => ({ data, status });
/** A success answer whose envelope the caller serialized once and reuses (e.g. the site payload). */
export const okJson = (json: string, status = 200): Result => ({ json, status });

const REQUEST_ID_RE = new RegExp(`^[A-Za-z0-9._:-]{${REQUEST_ID_LENGTH.min},${REQUEST_ID_LENGTH.max}}$`);

function sanitizeRequestId(v: string | null): string {
  return v && REQUEST_ID_RE.test(v) ? v : randomUUID();
}

/** The request's URL: the one Next already parsed (NextRequest.nextUrl) when there is one. */
export function urlOf(req: Request): Pick<URL, "pathname" | "searchParams"> {
  const next = fieldOf(req, "nextUrl");
  return isParsedUrl(next) ? next : new URL(req.url);
}

function isParsedUrl(x: unknown): x is Pick<URL, "pathname" | "searchParams"> {
  return typeof fieldOf(x, "pathname") === "string" && fieldOf(x, "searchParams") instanceof URLSearchParams;
}

/** The request id of a request: the client's when sane, else a fresh one. */
export function requestIdOf(req: Request): string {
  return sanitizeRequestId(req.headers.get("x-request-id"));
}

export function envelope(status: number, body: unknown, headers: Record<string, string>): Response {
  return jsonResponse(status, JSON.stringify(body), headers);
}

/** An answer whose JSON text is ready (envelope, or okJson's cached envelope). */
function jsonResponse(status: number, json: string, headers: Record<string, string>): Response {
  return new Response(json, { status, headers: { "Content-Type": "application/json; charset=utf-8", ...headers } });
}

export function errorBody(e: ApiError) {
  return { success: false as const, error: { code: e.code, message: e.message, ...(e.details ? { details: e.details } : {}) } };
}

/** Wrap a route handler: `export const GET = route({ limit: "read" }, async (ctx) => ok(data))`. */
export function route<P = Record<string, string>>(opts: Options, handler: (ctx: Ctx<P>) => Promise<Result>) {
  return async (req: Request, context: { params: Promise<P> }): Promise<Response> => {
    const started = performance.now();
    const path = () => redactPath(urlOf(req).pathname);
    const requestId = sanitizeRequestId(req.headers.get("x-request-id"));
    const ip = clientIpOf(req.headers);
    const headers: Record<string, string> = {
      "X-Request-ID": requestId,
      "Cache-Control": opts.cacheControl ?? "no-store",
      ...apiSecurityHeaders(isProduction()),
      ...(opts.cors === false ? {} : CORS_HEADERS),
      ...opts.headers,
    };
    let res: Response;
    try {
      const c = clock();
      const database = db();
      // Counted per client network: an IPv6 client owns its whole /64 (lib/domain/identity.ts).
      if (opts.limit === "read") await consumeRead(database, c, ipKey(ip));
      else if (opts.limit === "write") await consume(database, c, LIMITS.writes, ip);
      const result = await handler({ req, params: await context.params, requestId, ip, clock: c, db: database });
      if (result instanceof Response) {
        for (const [k, v] of Object.entries(headers)) if (!result.headers.has(k)) result.headers.set(k, v);
        res = result;
      } else {
        const status = result.status ?? 200;
        const all = { ...headers, ...result.headers };
        res = "json" in result ? jsonResponse(status, result.json, all) : envelope(status, { success: true, data: result.data }, all);
      }
    } catch (e) {
      const err = toApiError(e);
      if (err.code === "INTERNAL_ERROR") log.error("unhandled error", { requestId, path: path(), ...errorFields(e) });
      else if (err.code === "SERVICE_UNAVAILABLE") log.warn("database unavailable", { requestId, path: path(), ...errorFields(e) });
      if (err.retryAfter) headers["Retry-After"] = String(err.retryAfter);
      res = envelope(err.status, errorBody(err), headers);
    }
    log.info("request", {
      requestId,
      method: req.method,
      path: path(),
      status: res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip,
    });
    return res;
  };
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Handler = ReturnType<typeof route<unknown>>;

/**
 * 405 METHOD_NOT_ALLOWED (JSON envelope, `Allow` header) for every method a route file does
 * not serve: `export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);` next to its
 * GET. Without these Next answers an empty 405 outside the envelope and CORS.
 */
export function otherMethods(served: Method[], opts: { cors?: boolean } = {}): Record<Method, Handler> {
  const allow = [...served, ...(served.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const h = route<unknown>({ limit: "none", cors: opts.cors, headers: { Allow: allow } }, async ({ req }) => {
    throw new ApiError("METHOD_NOT_ALLOWED", `${req.method} is not allowed here; use ${served.join(" or ")}`);
  });
  return { GET: h, POST: h, PUT: h, PATCH: h, DELETE: h };
}

/**
 * Every /v1 path no route serves: 404 RESOURCE_NOT_FOUND in the envelope, with X-Request-ID and CORS
 * like any /v1/public answer (Next's HTML 404 would read as a CORS failure in a browser).
 */
export const unknownEndpoint = route<unknown>({ limit: "none" }, async () => {
  throw new ApiError("RESOURCE_NOT_FOUND", "No such endpoint; see /v1/openapi.json");
});

/** OPTIONS preflight for the public API (with a request id, as every response has). */
export function preflight(req?: Request): Response {
  const requestId = sanitizeRequestId(req?.headers.get("x-request-id") ?? null);
  return new Response(null, {
    status: 204,
    headers: { ...CORS_HEADERS, "X-Request-ID": requestId, ...apiSecurityHeaders(isProduction()) },
  });
}

/** Seconds a client is asked to wait when the database is down (a restart takes a few). */
export const OUTAGE_RETRY_AFTER = OUTAGE_RETRY_AFTER_S;

export function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof z.ZodError) return zodToApiError(e);
  if (isDatabaseUnavailable(e))
    return new ApiError("SERVICE_UNAVAILABLE", "The service is temporarily unavailable; retry shortly", { retryAfter: OUTAGE_RETRY_AFTER });
  // Text PostgreSQL cannot store (NUL, invalid encoding) that slipped past validation: the
  // request's fault, not the server's.
  const pgCode = pgErrorCode(e);
  if (pgCode === "22021" || pgCode === "22P05") return new ApiError("VALIDATION_ERROR", "body: contains characters that cannot be stored");
  return new ApiError("INTERNAL_ERROR", "Internal server error");
}

/** 400 VALIDATION_ERROR naming every invalid field (one "field: reason" per field, in order). */
export function zodToApiError(e: z.ZodError): ApiError {
  const problems = new Problems();
  problems.addZod(e);
  return problems.error() ?? new ApiError("VALIDATION_ERROR", "body: invalid");
}

/** Where a request value came from; public endpoints label each problem with it (`path.slug`, `query.to`, `body.startTime`). */
export type Location = "path" | "query" | "body";

/**
 * The problems of one request, gathered from its path, query and body so that one
 * VALIDATION_ERROR names them all ("field: reason; field: reason", first reason per field).
 */
export class Problems {
  private readonly byField = new Map<string, string>();

  add(field: string, message: string): void {
    if (!this.byField.has(field)) this.byField.set(field, message);
  }

  /** A zod failure; with `where`, each field is labelled with it (a root-level value is `where` itself). */
  addZod(e: z.ZodError, where?: Location): void {
    for (const issue of e.issues) {
      const inner = issue.path.map(String).join(".");
      this.add(where ? (inner ? `${where}.${inner}` : where) : inner || "body", issue.message);
    }
  }

  /** Validate `value` at `where`; undefined (and the problems noted) when it fails. */
  check<S extends z.ZodType>(where: Location, schema: S, value: unknown, name?: string): z.infer<S> | undefined {
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    if (name) for (const issue of r.error.issues) issue.path.unshift(name);
    this.addZod(r.error, where);
    return undefined;
  }

  get empty(): boolean {
    return this.byField.size === 0;
  }

  error(): ApiError | null {
    if (this.empty) return null;
    return new ApiError("VALIDATION_ERROR", [...this.byField].map(([field, message]) => `${field}: ${message}`).join("; "));
  }

  /** Throw the one VALIDATION_ERROR when anything was noted. */
  throwIfAny(): void {
    const e = this.error();
    if (e) throw e;
  }
}

/**
 * A query string as an object for zod. A parameter listed in `single` and given more than once
 * is a problem (`query.from: given more than once`) rather than silently the last one wins;
 * parameters the endpoint does not know are passed through for the schema to ignore.
 */
export function queryOf(req: Request, problems: Problems, single: readonly string[]): Record<string, string> {
  const params = urlOf(req).searchParams;
  for (const name of single) if (params.getAll(name).length > 1) problems.add(`query.${name}`, "given more than once");
  return Object.fromEntries(params);
}

/**
 * Parse with zod, turning a failure into 400 VALIDATION_ERROR naming the field; with `at`, the
 * field is labelled with its location (`["path", "slug"]` → `path.slug`, `["query"]` → `query.host`).
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown, at?: [Location, string?]): z.infer<S> {
  if (!at) {
    const r = schema.safeParse(value);
    if (!r.success) throw zodToApiError(r.error);
    return r.data;
  }
  const problems = new Problems();
  const data = problems.check(at[0], schema, value, at[1]);
  problems.throwIfAny();
  return data as z.infer<S>;
}

/** Read a JSON object body (≤ 16 KB, refused before parsing) and validate it. */
export async function readBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  opts: { optional?: boolean; labelled?: boolean } = {},
): Promise<z.infer<S>> {
  const r = await readJsonObject(req, opts);
  // Public endpoints label fields `body.*` (Validation details, docs/api.md); the studio's keep bare names.
  if ("problem" in r) throw new ApiError("VALIDATION_ERROR", `${bodyField(r.field, opts.labelled === true)}: ${r.problem}`);
  return parse(schema, r.value, opts.labelled ? ["body"] : undefined);
}

/** Where a body problem is reported: `body`, or its field (`body.name` on public endpoints, `name` on the studio's). */
function bodyField(field: string | undefined, labelled: boolean): string {
  if (!field) return "body";
  return labelled ? `body.${field}` : field;
}

/** A body read with readJsonObject: its object, or what is wrong with it (at `field` inside it, else the body). */
export type BodyRead = { value: object } | { problem: string; field?: string };

// Requests whose JSON body must say `Content-Type: application/json`: the studio API's (studio-route.ts).
// Public endpoints also accept a body without any type, as they always have (docs/decisions-platform.md, Request bodies).
const typeRequired = new WeakSet<Request>();

/** From now on, a JSON body of `req` without a Content-Type is refused like one of another type. */
export function requireJsonType(req: Request): void {
  typeRequired.add(req);
}

/** `application/json` or `application/<anything>+json`, in UTF-8 if a charset is named. */
function isJsonType(type: string): boolean {
  const [media, ...params] = type.split(";").map((s) => s.trim().toLowerCase());
  if (media !== "application/json" && !/^application\/[a-z0-9.+-]+\+json$/.test(media)) return false;
  const charset = params.find((p) => p.startsWith("charset="));
  return !charset || /^charset="?utf-8"?$/.test(charset);
}

/**
 * Read a JSON object body (≤ 16 KB; a larger one is refused at once) without validating it:
 * `{ problem }` when it is missing, of another Content-Type, not UTF-8, not JSON, not an object,
 * or holds a string that is not valid Unicode (a lone surrogate, `field` naming where), so the
 * caller can report that together with the path's and query's problems.
 */
export async function readJsonObject(req: Request, opts: { optional?: boolean } = {}): Promise<BodyRead> {
  const bytes = await readCappedBody(req, MAX_BODY_BYTES, tooLargeFor(MAX_BODY_BYTES));
  const raw = decodeUtf8(bytes);
  if (raw === null) return { problem: "is not valid UTF-8" };
  if (raw.trim() === "") return opts.optional ? { value: {} } : { problem: "a JSON object is required" };
  const type = req.headers.get("content-type");
  if (type === null ? typeRequired.has(req) : !isJsonType(type)) return { problem: "Content-Type must be application/json" };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { problem: "invalid JSON" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { problem: "must be a JSON object" };
  const bad = illFormedAt(value, []);
  if (bad) return { problem: "is not valid Unicode (a lone surrogate)", field: bad.join(".") || undefined };
  return { value };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path of the first string (or key) holding a lone surrogate: JSON's `\ud800` escape makes
 * one, no UTF-8 can carry it, and PostgreSQL refuses it deep inside a write (docs/decisions-abuse.md,
 * Free text). A bad key is reported at its object.
 */
function illFormedAt(value: unknown, path: string[]): string[] | null {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? path : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [k, v] of Object.entries(value)) {
    if (LONE_SURROGATE.test(k)) return path;
    const bad = illFormedAt(v, [...path, k]);
    if (bad) return bad;
  }
  return null;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The bytes decoded from UTF-8; null when they are not UTF-8 (never U+FFFD in their place). */
function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return UTF8.decode(bytes);
  } catch {
    return null;
  }
}

/** Validate a body read with readJsonObject at `body.*`; undefined (and the problems noted) when it fails. */
export function checkBody<S extends z.ZodType>(problems: Problems, schema: S, read: BodyRead): z.infer<S> | undefined {
  if ("problem" in read) {
    problems.add(bodyField(read.field, true), read.problem);
    return undefined;
  }
  return problems.check("body", schema, read.value);
}

const tooLargeFor = (maxBytes: number) => () =>
  new ApiError("VALIDATION_ERROR", `body: request body exceeds ${Math.round(maxBytes / 1024)} KB`);

/** The raw body as sent, refused with 400 VALIDATION_ERROR past `maxBytes` (declared or actual) or when not UTF-8. */
export async function readRawBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const text = decodeUtf8(await readCappedBody(req, maxBytes, tooLargeFor(maxBytes)));
  if (text === null) throw new ApiError("VALIDATION_ERROR", "body: is not valid UTF-8");
  return text;
}

/** The body's bytes, refused with `tooLarge()` as soon as the declared or the actual size passes `maxBytes`. */
export async function readCappedBody(req: Request, maxBytes: number, tooLarge: () => ApiError): Promise<Buffer> {
  if (Number(req.headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * For a crawler's file (robots.txt, sitemap.xml) whose database went away during the request,
 * before middleware.ts knew: the same plain 503 (`.catch(unavailableOnOutage)`); any other
 * error is thrown on (docs/decisions-platform.md, Pages during a database outage).
 */
export function unavailableOnOutage(e: unknown): Response {
  if (isDatabaseUnavailable(e)) return unavailableText();
  throw e;
}
