// Shared by the contract tests: the generated document, ajv (JSON Schema 2020-12, the dialect
// of OpenAPI 3.1) loaded with its component schemas, and path-template matching.
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { Endpoint } from "../../lib/http/operations/endpoint";
import { ALL_ENDPOINTS } from "../../lib/http/openapi/endpoints";
import { openApiDocument } from "../../lib/http/openapi/builder";
import type { ErrorCode } from "../../lib/contract/schemas";

export type Doc = {
  openapi: string;
  /** One POST per event type (lib/http/openapi/webhooks.ts). */
  webhooks: Record<string, { post: Operation }>;
  info: { version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; headers: Record<string, object> };
};
type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; schema: object }[];
  requestBody?: {
    required: boolean;
    content: Record<string, { schema: object; examples?: Record<string, { summary?: string; value: unknown }> }>;
  };
  /** `x-error-codes`: the codes an error status can carry (its schema, `<OperationId>Error<status>`, narrows `error.code` to them). */
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, { $ref: string }>;
      content?: Record<string, { schema: object }>;
      "x-error-codes"?: ErrorCode[];
    }
  >;
};

export const doc = openApiDocument() as unknown as Doc;

const DOC_ID = "urn:studio-booking:openapi";
/** `#/components/schemas/X` (relative to the OpenAPI document) → an absolute ref ajv resolves. */
const absolute = <T>(schema: T): T => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${DOC_ID}#/$defs/`));

/** ajv loaded with a document's component schemas (by default the generated one). */
export function makeAjv(document: Pick<Doc, "components"> = doc) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOC_ID, $defs: absolute(document.components.schemas) });
  return ajv;
}

/**
 * Validators of the POST bodies the document's `webhooks` object describes, by event type, from a
 * document (the generated one, or one served at /v1/openapi.json); undefined for a type it lacks.
 */
export function webhookValidators(document: Pick<Doc, "components" | "webhooks"> = doc): (type: string) => ValidateFunction | undefined {
  const ajv = makeAjv(document);
  const cache = new Map<string, ValidateFunction>();
  return (type) => {
    const schema = document.webhooks[type]?.post.requestBody?.content["application/json"]?.schema;
    if (!schema) return undefined;
    if (!cache.has(type)) cache.set(type, ajv.compile(absolute(schema)));
    return cache.get(type);
  };
}

const ajv = makeAjv();
const validators = new Map<string, ValidateFunction>();
/** The error codes documented under a status of an endpoint ([] for a success or undocumented status). */
export function documentedCodes(e: Endpoint, status: number): readonly ErrorCode[] {
  return doc.paths[e.path]?.[e.method]?.responses[String(status)]?.["x-error-codes"] ?? [];
}

/** The `error.code` enum of the error schema an endpoint documents under a status ([] if none). */
export function statusCodeEnum(e: Endpoint, status: number): readonly string[] {
  const ref = (
    doc.paths[e.path]?.[e.method]?.responses[String(status)]?.content?.["application/json"]?.schema as { $ref?: string } | undefined
  )?.$ref;
  const schema = ref ? (doc.components.schemas[ref.replace("#/components/schemas/", "")] as Record<string, any> | undefined) : undefined; // eslint-disable-line @typescript-eslint/no-explicit-any -- untyped JSON
  return schema?.properties?.error?.properties?.code?.enum ?? [];
}

/** Validator of a documented response body (cached), or undefined when the status is undocumented. */
export function responseValidator(e: Endpoint, status: number): ValidateFunction | undefined {
  const key = `${e.operationId} ${status}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const response = doc.paths[e.path]?.[e.method]?.responses[String(status)];
  if (!response) return undefined;
  const content = response.content;
  // A documented answer without content (204) is recorded as an empty text.
  if (!content) {
    const empty = ((body: unknown) => body === "") as ValidateFunction;
    validators.set(key, empty);
    return empty;
  }
  // An iCalendar or CSV body (getBookingCalendar, the studio's export) is recorded as text and checked against its string schema.
  const schema = content["application/json"]?.schema ?? content["text/calendar"]?.schema ?? content["text/csv"]?.schema;
  if (!schema) return undefined;
  const v = ajv.compile(absolute(schema));
  validators.set(key, v);
  return v;
}

const server = () => new URL(doc.servers[0].url, "http://relative.invalid").pathname; // "/v1"
const matchers = ALL_ENDPOINTS.map((e) => {
  const segments = e.path.split("/").filter(Boolean);
  const re = new RegExp(
    `^${server()}/${segments.map((s) => (s.startsWith("{") ? "([^/]+)" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}$`,
  );
  // Literal segments win over parameters (as in the router): /sites/resolve is not /sites/{slug}.
  const literal = segments.filter((s) => !s.startsWith("{")).length;
  return { e, re, literal };
}).sort((a, b) => b.literal - a.literal);

/** The endpoint a concrete request (method, path with optional query) belongs to. */
export function endpointOf(method: string, path: string): Endpoint | undefined {
  const pathname = path.split("?")[0];
  return matchers.find((m) => m.e.method === method.toLowerCase() && m.re.test(pathname))?.e;
}

/** Whether some endpoint (any method) has this path. */
export function pathIsDocumented(path: string): boolean {
  const pathname = path.split("?")[0];
  return matchers.some((m) => m.re.test(pathname));
}
