// The studio API over HTTP from the dashboard (docs/dashboard.md, Pages): same-origin fetch to
// /v1/studio/… with the session cookie, the envelope unwrapped by the shared reader.
import { jsonRequest, NETWORK_FAILURE, readEnvelope, type ApiResult } from "@/components/api-envelope";
import type { ErrorCode } from "@/lib/contract/error-codes";

export type { ApiFailure, ApiResult } from "@/components/api-envelope";

function studioFallback(status: number): ErrorCode {
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "RESOURCE_NOT_FOUND";
  return status === 429 ? "RATE_LIMIT_EXCEEDED" : "INTERNAL_ERROR";
}

export async function studioApi<T>(
  path: string,
  init: { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown } = {},
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(`/v1/studio${path}`, {
      ...jsonRequest(init),
      cache: "no-store",
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, error: { ...NETWORK_FAILURE } };
  }
  return readEnvelope<T>(res, studioFallback);
}
