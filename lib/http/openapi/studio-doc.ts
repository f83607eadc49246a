// The studio API in the OpenAPI document (tag "Studio"): each operation declared in
// lib/http/operations/studio/ (path, roles, error codes, summary, description, body, reply),
// in Endpoint rows the builder and the contract tests share with the public API.
import type { Endpoint } from "../operations/endpoint";
import { limitOf, PARAMS, STUDIO_COMMON_CODES, type StudioOperation } from "../operations/studio-operation";
import { STUDIO_OPERATIONS } from "../operations/studio";

/** The operation as a row of the document (the shape the public API's endpoints have). */
function toEndpoint(e: StudioOperation): Endpoint {
  return {
    operationId: e.operationId,
    section: "none",
    method: e.method,
    path: e.path,
    tag: "Studio",
    summary: e.summary,
    description: e.description,
    pathParams: Object.fromEntries(Object.entries(e.pathParams).map(([name, kind]) => [name, PARAMS[kind]])),
    query: e.query,
    body: e.body,
    success: {
      status: e.success.status,
      schema: e.success.schema,
      description: e.success.description,
      csv: e.success.content === "csv",
      empty: e.success.content === "none",
    },
    errors: e.errors,
    causes: e.causes,
    limit: limitOf(e),
    noStore: true,
    staff: true,
    // No session (401), faults, and 403 on every one: a platform operator's session (operators are
    // no studio's members), besides a cross-origin write and the role check of owner-only ones.
    universal: [...STUDIO_COMMON_CODES],
  };
}

export const STUDIO_DOC_ENDPOINTS: readonly Endpoint[] = STUDIO_OPERATIONS.map(toEndpoint);
