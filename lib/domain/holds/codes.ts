// One-time codes (spec 3.1, 5.3, 8): six digits from the CSPRNG, stored only as a keyed hash,
// compared in constant time.
//
// - Hash: HMAC-SHA-256 keyed with CODE_HASH_SECRET over "code:<holdId>:<code>". Binding the
//   hold id means one hash says nothing about another hold's code, and a database dump alone
//   (without the secret) cannot be brute-forced offline over the 10^6 codes.
// - Secret: lib/infra/env.ts refuses to start production without CODE_HASH_SECRET. Pre-production may
//   leave it unset and then falls back to the fixed, public DEV_CODE_SECRET below: fine for a
//   test deployment, never for real guests.
// - devCode (pre-production without a delivery provider, spec 2.7): the code must be shown again
//   on an idempotent replay, yet never sit in plain text in the hold table, so it is stored
//   sealed (AES-256-GCM, key derived from the same secret, the hold id as associated data).
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { env, type Env } from "../../infra/env";

/** Public fallback key for pre-production only (documented above). */
export const DEV_CODE_SECRET = "studio-booking/preproduction-only/code-hash-secret";

export const CODE_LENGTH = 6;

function secret(e: Env = env()): string {
  if (e.CODE_HASH_SECRET) return e.CODE_HASH_SECRET;
  if (e.APP_ENV === "production") throw new Error("CODE_HASH_SECRET is required in production");
  return DEV_CODE_SECRET;
}

/** Six decimal digits, uniformly from the CSPRNG (crypto.randomInt), leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

/** Keyed hash of a hold's code (hex). */
export function hashCode(holdId: string, code: string, e: Env = env()): string {
  return createHmac("sha256", secret(e)).update(`code:${holdId}:${code}`).digest("hex");
}

/** Does `code` match the stored hash? Constant time in the compared bytes. */
export function codeMatches(holdId: string, code: string, storedHash: string | null, e: Env = env()): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashCode(holdId, code, e), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function sealKey(e: Env): Buffer {
  return createHmac("sha256", secret(e)).update("dev-code-seal/v1").digest();
}

/** Seal a devCode for storage: base64url(iv | tag | ciphertext). */
export function sealDevCode(holdId: string, code: string, e: Env = env()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(e), iv);
  cipher.setAAD(Buffer.from(holdId));
  const ct = Buffer.concat([cipher.update(code, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]).toString("base64url");
}

/** The sealed devCode, or null when it cannot be opened (other secret, tampered, absent). */
export function openDevCode(holdId: string, sealed: string | null, e: Env = env()): string | null {
  if (!sealed) return null;
  try {
    const buf = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealKey(e), buf.subarray(0, 12));
    decipher.setAAD(Buffer.from(holdId));
    decipher.setAuthTag(buf.subarray(12, 28));
    return Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
