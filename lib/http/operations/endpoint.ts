// An operation as the OpenAPI document shows it: the row lib/http/openapi/builder.ts turns into
// the document and the contract tests map recorded replies onto. The public API, sign-up and the
// operator API declare their operations in this shape directly (public/, platform/); the studio's
// own declarations (studio-operation.ts) are mapped onto it by lib/http/openapi/studio-doc.ts.
// It lives here, below the document, so the declarations need nothing from lib/http/openapi
// (docs/architecture.md, Add an endpoint).
import type { z } from "zod";
import type { ErrorCode } from "../../contract/error-codes";
import type { PublicEnvelopeName } from "./public-components";
import type { StudioEnvelopeName } from "./studio-components";

type Schema = z.ZodType;

/** A path parameter: its schema and wording; `secret` for a password in the path (the manage token). */
export type PathParam = { schema: Schema; description: string; secret?: true };

/**
 * The JSON body an operation reads: the schema its route validates with (`readBody(req,
 * op.body.schema)`), named `name` in the document's components, so the document cannot describe
 * another body than the route reads. `example` is checked against the schema by the contract test.
 */
export type RequestBody = { name: string; schema: Schema; required: boolean; example: Record<string, unknown> };

export type Endpoint = {
  operationId: string;
  /** Section of the interface specification this endpoint implements (internal; not published). */
  section: string;
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Path template below the server URL `/v1`, OpenAPI style. */
  path: string;
  tag: "Sites" | "Holds" | "Bookings" | "Studio" | "Sign-up" | "Platform";
  summary: string;
  description: string;
  pathParams: Record<string, PathParam>;
  query?: { schema: z.ZodObject; descriptions: Record<string, string> };
  body?: RequestBody;
  /**
   * `calendar`: the success body is an iCalendar file (text/calendar), `csv` a CSV file (text/csv),
   * `empty` no body at all (204); otherwise the JSON envelope `schema`.
   */
  success: {
    status: 200 | 201 | 202 | 204;
    schema: PublicEnvelopeName | StudioEnvelopeName;
    description: string;
    calendar?: boolean;
    csv?: boolean;
    empty?: boolean;
  };
  /** Error codes listed by the contract for this endpoint. */
  errors: readonly ErrorCode[];
  /** This endpoint's wording of a listed code, instead of the generic one (notes.ts ERROR_CAUSES). */
  causes?: Partial<Record<ErrorCode, string>>;
  /**
   * Codes (or causes of a listed code) the implementation also returns, with the reason (the
   * contract's general error rules cover them; its per-endpoint list does not).
   */
  beyondSpec?: readonly { code: ErrorCode; why: string }[];
  /** Per-IP limit (see Limits in the overview) this endpoint counts against; "none": not limited. */
  limit: "read" | "write" | "none";
  noStore?: boolean;
  /** Studio API: the staff session cookie is required (security scheme `staffSession`). */
  staff?: boolean;
  /** Codes every call can answer, instead of UNIVERSAL_CODES (the studio API's session, origin and faults). */
  universal?: readonly ErrorCode[];
};

/** Codes every endpoint can answer: the per-IP limit, a server fault, the database down. */
export const UNIVERSAL_CODES = ["RATE_LIMIT_EXCEEDED", "INTERNAL_ERROR", "SERVICE_UNAVAILABLE"] as const satisfies readonly ErrorCode[];
