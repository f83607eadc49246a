// The operations of the OpenAPI document, in its order: the public API, the studio API, then
// sign-up and the operator API, each declared once beside its area in lib/http/operations/
// (docs/architecture.md, Add an endpoint). lib/http/openapi/builder.ts turns them into the
// document; the contract tests (tests/contract) map recorded replies onto them.
import { ERROR_STATUS, type ErrorCode } from "../../contract/error-codes";
import { UNIVERSAL_CODES, type Endpoint } from "../operations/endpoint";
import { PUBLIC_OPERATIONS } from "../operations/public";
import { PLATFORM_OPERATIONS } from "../operations/platform";
import { STUDIO_DOC_ENDPOINTS } from "./studio-doc";

/** Every documented operation: the public API, the studio API, then sign-up and the operator API. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [...PUBLIC_OPERATIONS, ...STUDIO_DOC_ENDPOINTS, ...PLATFORM_OPERATIONS];

/** Every code an endpoint documents: its spec list, the documented extras, and UNIVERSAL_CODES. */
export function endpointErrorCodes(e: Endpoint): ErrorCode[] {
  return [...new Set<ErrorCode>([...e.errors, ...(e.beyondSpec ?? []).map((x) => x.code), ...(e.universal ?? UNIVERSAL_CODES)])];
}

/** Error codes grouped by HTTP status, statuses ascending. */
export function errorsByStatus(e: Endpoint): Map<number, ErrorCode[]> {
  const m = new Map<number, ErrorCode[]>();
  for (const code of endpointErrorCodes(e)) {
    const s = ERROR_STATUS[code];
    m.set(s, [...(m.get(s) ?? []), code]);
  }
  return new Map([...m.entries()].sort((a, b) => a[0] - b[0]));
}
