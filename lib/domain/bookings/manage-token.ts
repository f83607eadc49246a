// Manage tokens (spec 5.4): 32 random bytes, hex (64 chars). Only the SHA-256 is stored, so a
// token can be checked but never looked up or recovered from the database.
//
// The guest's first messages must carry the manage link, and they are sent later by a worker.
// To keep the token out of the database in plain text meanwhile, it is SEALED with a server key
// (AES-256-GCM, key derived with HKDF from CODE_HASH_SECRET) and the sealed copy is wiped as
// soon as the messages that need it are sent (see lib/notifications).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { env } from "../../infra/env";

export const TOKEN_RE = /^[0-9a-f]{64}$/;

export function newManageToken(): string {
  return randomBytes(32).toString("hex");
}

export function hashManageToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A well-formed token (64 lower-case hex chars); anything else is simply unknown (404). */
export function isManageToken(v: string): boolean {
  return TOKEN_RE.test(v);
}

// Pre-production without CODE_HASH_SECRET uses a fixed development secret (lib/infra/env.ts requires
// the variable in production).
const DEV_SECRET = "studio-booking-development-secret-not-for-production";

function sealKey(): Buffer {
  const secret = env().CODE_HASH_SECRET ?? DEV_SECRET;
  return Buffer.from(hkdfSync("sha256", secret, "studio-booking", "manage-token-seal/v1", 32));
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
export function seal(plain: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv("aes-256-gcm", sealKey(), iv);
  const data = Buffer.concat([c.update(plain, "utf8"), c.final()]);
  return ["v1", iv.toString("base64url"), c.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

export function unseal(sealed: string): string {
  const [v, iv, tag, data] = sealed.split(".");
  if (v !== "v1" || !iv || !tag || data === undefined) throw new Error("malformed sealed value");
  const d = createDecipheriv("aes-256-gcm", sealKey(), Buffer.from(iv, "base64url"));
  d.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([d.update(Buffer.from(data, "base64url")), d.final()]).toString("utf8");
}
