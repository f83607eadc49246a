// One-time codes (docs/decisions-bookings.md, Verification codes): six digits from the CSPRNG, stored only as a keyed hash,
// compared in constant time.
//
// - Hash: HMAC-SHA-256 keyed with the server secret (secretOf: CODE_HASH_SECRET, or the public
//   development secret outside production) over "code:<holdId>:<code>". Binding the hold id
//   means one hash says nothing about another hold's code, and a database dump alone (without
//   the secret) cannot be brute-forced offline over the 10^6 codes.
// - devCode (pre-production without a delivery provider, (docs/decisions-platform.md, Deployment mode)): the code must be shown again
//   on an idempotent replay, yet never sit in plain text in the hold table, so it is stored
//   sealed (lib/infra/seal.ts, the hold id as associated data).
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { env, secretOf, type Env } from "../../infra/env";
import { seal, unseal } from "../../infra/seal";
import { CODE_LENGTH } from "../../contract/hold-rules";

/** Six decimal digits, uniformly from the CSPRNG (crypto.randomInt), leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

/** Keyed hash of a hold's code (hex). */
export function hashCode(holdId: string, code: string, e: Env = env()): string {
  return createHmac("sha256", secretOf(e)).update(`code:${holdId}:${code}`).digest("hex");
}

/** Does `code` match the stored hash? Constant time in the compared bytes. */
export function codeMatches(holdId: string, code: string, storedHash: string | null, e: Env = env()): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashCode(holdId, code, e), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Seal a devCode for storage, bound to its hold. */
export function sealDevCode(holdId: string, code: string, e: Env = env()): string {
  return seal("dev-code-seal/v1", code, { aad: holdId, env: e });
}

/** The sealed devCode, or null when it cannot be opened (other secret, tampered, absent). */
export function openDevCode(holdId: string, sealed: string | null, e: Env = env()): string | null {
  if (!sealed) return null;
  try {
    return unseal("dev-code-seal/v1", sealed, { aad: holdId, env: e });
  } catch {
    return null;
  }
}
