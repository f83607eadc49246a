// The public JSON API over HTTP, the way a third-party frontend calls it: same-origin fetch
// to /v1/public/…, the envelope (/docs) unwrapped, errors reduced to their stable `code`
// (ErrorCode). Client-safe: types and the zod-free error table from lib/contract.
import { jsonRequest, NETWORK_FAILURE, readEnvelope, type ApiResult } from "@/components/api-envelope";
import type { ErrorCode } from "@/lib/contract/error-codes";

export type { ApiFailure, ApiResult } from "@/components/api-envelope";

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

/** What became of a hold the page let go of, as far as the answer says. */
export type Released = "released" | "gone" | "booked" | "failed";

/**
 * Let a hold go and wait for the answer (DELETE /holds/{holdId}, docs/webhooks.md, Releasing a
 * hold): before the page holds again for the same guest, so its new hold never meets its own
 * old claim (docs/decisions-bookings.md, Changing details after holding). 204 → released; 404 → the
 * hold had already ended; 409 → it became a booking; anything else (network, 429, 503) → failed:
 * the hold may still be live.
 */
export async function releaseHoldNow(holdId: string): Promise<Released> {
  try {
    const res = await fetch(`/v1/public/holds/${encodeURIComponent(holdId)}`, {
      method: "DELETE",
      headers: { accept: "application/json" },
      cache: "no-store",
      credentials: "omit",
      referrerPolicy: "no-referrer",
    });
    if (res.status === 204) return "released";
    if (res.status === 404) return "gone";
    if (res.status === 409) return "booked";
    return "failed";
  } catch {
    return "failed";
  }
}

/** A fresh idempotency key (works outside secure contexts too, unlike crypto.randomUUID). */
export function newIdempotencyKey(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
}
