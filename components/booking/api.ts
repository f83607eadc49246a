// The public JSON API over HTTP, the way a third-party frontend calls it: same-origin fetch
// to /v1/public/…, the envelope (/docs) unwrapped, errors reduced to their stable `code`
// (ErrorCode). Client-safe: types and the zod-free error table from lib/contract.
import { jsonRequest, NETWORK_FAILURE, readEnvelope, type ApiResult } from "@/components/api-envelope";
import type { ErrorCode } from "@/lib/contract/error-codes";

export type { ApiFailure, ApiResult, ClientErrorCode } from "@/components/api-envelope";

function publicFallback(status: number): ErrorCode {
  return status === 429 ? "RATE_LIMIT_EXCEEDED" : status === 404 ? "RESOURCE_NOT_FOUND" : "INTERNAL_ERROR";
}

export async function callApi<T>(
  path: string,
  init: { method?: "GET" | "POST"; body?: unknown; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(`/v1/public${path}`, {
      ...jsonRequest(init),
      cache: "no-store",
      credentials: "omit",
      referrerPolicy: "no-referrer",
      signal: init.signal,
    });
  } catch (e) {
    if ((e as Error)?.name === "AbortError") throw e;
    return { ok: false, error: { ...NETWORK_FAILURE } };
  }
  return readEnvelope<T>(res, publicFallback);
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
