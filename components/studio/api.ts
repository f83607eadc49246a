// The studio API over HTTP from the dashboard (docs/dashboard.md, Pages): same-origin fetch to
// /v1/studio/… with the session cookie, the envelope unwrapped, errors reduced to their
// stable code. Client-safe: the zod-free error table of lib/contract only.
import { ERROR_CODES, type ErrorCode } from "@/lib/contract/error-codes";
import type { ApiFailure, ApiResult } from "@/components/booking/api";

export type { ApiFailure, ApiResult };

function knownCode(v: unknown): v is ErrorCode {
  return typeof v === "string" && (ERROR_CODES as readonly string[]).includes(v);
}

export async function studioApi<T>(path: string, init: { method?: "GET" | "POST" | "DELETE"; body?: unknown } = {}): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(`/v1/studio${path}`, {
      method: init.method ?? "GET",
      headers:
        init.body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: "no-store",
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, error: { code: "NETWORK_ERROR", message: "network error", status: 0 } };
  }
  let json: { success?: boolean; data?: unknown; error?: { code?: unknown; message?: unknown } } | null = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  if (res.ok && json?.success === true) return { ok: true, data: json.data as T };
  const code = json?.error?.code;
  const retry = Number(res.headers.get("retry-after"));
  return {
    ok: false,
    error: {
      code: knownCode(code)
        ? code
        : res.status === 401
          ? "UNAUTHENTICATED"
          : res.status === 403
            ? "FORBIDDEN"
            : res.status === 404
              ? "RESOURCE_NOT_FOUND"
              : res.status === 429
                ? "RATE_LIMIT_EXCEEDED"
                : "INTERNAL_ERROR",
      message: typeof json?.error?.message === "string" ? json.error.message : res.statusText,
      status: res.status,
      retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
      requestId: res.headers.get("x-request-id") ?? undefined,
    },
  };
}
