// The one error type of the API: a contract error code (ErrorCode) and a safe English message.
// The HTTP status always comes from the code, through the single table in lib/contract/schemas.ts.
import { ERROR_STATUS, type ErrorCode } from "./error-codes";

/**
 * Numbers and strings a client may show; the studio API's STALE_VERSION also carries the current
 * values of what was saved (an object), so a form can load them (docs/decisions-platform.md, Settings versions).
 */
export type ErrorDetails = Record<string, number | string | { [key: string]: unknown }>;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Seconds, for 429 responses. */
  readonly retryAfter?: number;
  /** Machine-readable facts a client may show (e.g. attemptsLeft of CODE_INVALID); additive to the envelope. */
  readonly details?: ErrorDetails;

  constructor(code: ErrorCode, message: string, opts: { retryAfter?: number; details?: ErrorDetails } = {}) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.retryAfter = opts.retryAfter;
    this.details = opts.details;
  }
}

export const notFound = (what: string) => new ApiError("RESOURCE_NOT_FOUND", `${what} not found`);
