// The public JSON API over HTTP, the way a third-party frontend calls it: same-origin fetch
// to /v1/public/…, the envelope (/docs) unwrapped, errors reduced to their stable `code`
// (ErrorCode). Client-safe: types and the zod-free error table from lib/contract.
import { ERROR_CODES, type ErrorCode } from "@/lib/contract/error-codes";

/** Every code of the contract, METHOD_NOT_ALLOWED and SERVICE_UNAVAILABLE: the contract's own table. */

export type ClientErrorCode = ErrorCode | "NETWORK_ERROR";
export type ApiFailure = {
  code: ClientErrorCode;
  message: string;
  status: number;
  retryAfter?: number;
  requestId?: string;
  /** The error's machine-readable details (e.g. attemptsLeft of CODE_INVALID), when the API sends them. */
  details?: Record<string, number | string>;
  /** A localized text that says more than the code's generic one (set by the flow, never by the API). */
  local?: string;
};
export type ApiResult<T> = { ok: true; data: T; serverTime?: number } | { ok: false; error: ApiFailure };

function knownCode(v: unknown): v is ErrorCode {
  return typeof v === "string" && (ERROR_CODES as readonly string[]).includes(v);
}

export async function callApi<T>(
  path: string,
  init: { method?: "GET" | "POST"; body?: unknown; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(`/v1/public${path}`, {
      method: init.method ?? "GET",
      headers:
        init.body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: "no-store",
      credentials: "omit",
      referrerPolicy: "no-referrer",
      signal: init.signal,
    });
  } catch (e) {
    if ((e as Error)?.name === "AbortError") throw e;
    return { ok: false, error: { code: "NETWORK_ERROR", message: "network error", status: 0 } };
  }
  let json: { success?: boolean; data?: unknown; error?: { code?: unknown; message?: unknown; details?: unknown } } | null = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  const date = Date.parse(res.headers.get("date") ?? "");
  if (res.ok && json?.success === true) return { ok: true, data: json.data as T, serverTime: Number.isNaN(date) ? undefined : date };
  const code = json?.error?.code;
  const retry = Number(res.headers.get("retry-after"));
  return {
    ok: false,
    error: {
      code: knownCode(code)
        ? code
        : res.status === 429
          ? "RATE_LIMIT_EXCEEDED"
          : res.status === 404
            ? "RESOURCE_NOT_FOUND"
            : "INTERNAL_ERROR",
      message: typeof json?.error?.message === "string" ? json.error.message : res.statusText,
      status: res.status,
      retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
      requestId: res.headers.get("x-request-id") ?? undefined,
      ...(json?.error?.details && typeof json.error.details === "object"
        ? { details: json.error.details as Record<string, number | string> }
        : {}),
    },
  };
}

/**
 * Let a hold go (DELETE /holds/{holdId}) when the guest leaves it for another time: fire and
 * forget, never awaited by the UI; 204, or 404/409 (already gone), are all fine.
 */
export function releaseHold(holdId: string): void {
  try {
    void fetch(`/v1/public/holds/${encodeURIComponent(holdId)}`, {
      method: "DELETE",
      headers: { accept: "application/json" },
      cache: "no-store",
      credentials: "omit",
      referrerPolicy: "no-referrer",
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    /* nothing to do: the hold ends by itself at expiresAt */
  }
}

/** A fresh idempotency key (works outside secure contexts too, unlike crypto.randomUUID). */
export function newIdempotencyKey(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
}
