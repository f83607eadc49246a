// The link of a payment request (docs/payments.md, Payment links): the request's id and a MAC of
// it under a key derived from the server secret, 64 hex characters. Nothing of it is stored: the
// server can write it again into a message or for staff to copy, and a guessed or altered link
// opens nothing. The page is under the site's manage path, and logs redact it like a manage token
// (lib/infra/log.ts).
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { env, secretOf, type Env } from "../../infra/env";

const PAY_TOKEN_RE = /^[0-9a-f]{64}$/;

function macOf(id: string, e: Env): Buffer {
  const key = Buffer.from(hkdfSync("sha256", secretOf(e), "studio-booking", "payment-link/v1", 32));
  return createHmac("sha256", key).update(id).digest().subarray(0, 16);
}

/** The link's token for request `id` (a UUID). */
export function payToken(id: string, e: Env = env()): string {
  return id.replace(/-/g, "") + macOf(id, e).toString("hex");
}

/** The request id a token stands for, or null when it is malformed or its MAC does not match. */
export function requestIdOfToken(token: string, e: Env = env()): string | null {
  if (!PAY_TOKEN_RE.test(token)) return null;
  const h = token.slice(0, 32);
  const id = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return timingSafeEqual(Buffer.from(token.slice(32), "hex"), macOf(id, e)) ? id : null;
}
