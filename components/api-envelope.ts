// Reading the envelope (docs/architecture.md) of a JSON API response in the browser, shared by
// the public booking client and the studio client: the success data, or the error reduced to
// its stable code. Clients differ only in the fallback code for a status without a known code.
import { ERROR_CODES, type ErrorCode } from "@/lib/contract/error-codes";
import type { ErrorDetails } from "@/lib/contract/errors";

type ClientErrorCode = ErrorCode | "NETWORK_ERROR";
export type ApiFailure = {
  code: ClientErrorCode;
  message: string;
  status: number;
  retryAfter?: number;
  requestId?: string;
  /** The error's machine-readable details (e.g. attemptsLeft of CODE_INVALID), when the API sends them. */
  details?: ErrorDetails;
  /** A localized text that says more than the code's generic one (set by the flow, never by the API). */
  local?: string;
};
export type ApiResult<T> = { ok: true; data: T; serverTime?: number } | { ok: false; error: ApiFailure };

/** The failure of a request that never got a response. */
export const NETWORK_FAILURE: ApiFailure = { code: "NETWORK_ERROR", message: "network error", status: 0 };

function knownCode(v: unknown): v is ErrorCode {
  return typeof v === "string" && (ERROR_CODES as readonly string[]).includes(v);
}

/** The method, headers and body of a JSON request: accept always, content-type only with a body. */
export function jsonRequest(init: { method?: string; body?: unknown }): RequestInit {
  return {
    method: init.method ?? "GET",
    headers: init.body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  };
}

/**
 * The result of a response: its data when the envelope says success, else its error code, or
 * `fallbackFor(status)` when the body carries no code of the contract (a proxy's page, a crash).
 */
export async function readEnvelope<T>(res: Response, fallbackFor: (status: number) => ErrorCode): Promise<ApiResult<T>> {
  // 204 No Content (a DELETE that worked) has no body and no envelope to read: it is a success.
  if (res.status === 204) return { ok: true, data: undefined as T, serverTime: serverTimeOf(res) };
  let json: { success?: boolean; data?: unknown; error?: { code?: unknown; message?: unknown; details?: unknown } } | null = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  if (res.ok && json?.success === true) return { ok: true, data: json.data as T, serverTime: serverTimeOf(res) };
  const code = json?.error?.code;
  const retry = Number(res.headers.get("retry-after"));
  return {
    ok: false,
    error: {
      code: knownCode(code) ? code : fallbackFor(res.status),
      message: typeof json?.error?.message === "string" ? json.error.message : res.statusText,
      status: res.status,
      retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
      requestId: res.headers.get("x-request-id") ?? undefined,
      ...(json?.error?.details && typeof json.error.details === "object" ? { details: json.error.details as ErrorDetails } : {}),
    },
  };
}

function serverTimeOf(res: Response): number | undefined {
  const date = Date.parse(res.headers.get("date") ?? "");
  return Number.isNaN(date) ? undefined : date;
}
