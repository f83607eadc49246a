// The one sealer: values the server must read back later but must not keep in plain text
// (a hold's devCode, a manage token waiting for its first messages). AES-256-GCM with a key
// derived by HKDF from the server secret (secretOf, lib/infra/env.ts) and a purpose, so one
// purpose's sealed values never open under another's key. `aad` binds a value to its owner
// (e.g. the hold id): the same ciphertext moved to another row does not open.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env, secretOf, type Env } from "./env";

export type SealPurpose =
  "manage-token-seal/v1" | "manage-token-retry-seal/v1" | "dev-code-seal/v1" | "staff-link-seal/v1" | "webhook-secret-seal/v1";

const keys = new Map<string, Buffer>();
function keyOf(purpose: SealPurpose, e: Env): Buffer {
  const secret = secretOf(e);
  const id = `${purpose}\0${secret}`;
  let key = keys.get(id);
  if (!key) {
    if (keys.size > 16) keys.clear(); // tests switch secrets; production has one
    key = Buffer.from(hkdfSync("sha256", secret, "studio-booking", purpose, 32));
    keys.set(id, key);
  }
  return key;
}

type Opts = { aad?: string; env?: Env };

/** "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
export function seal(purpose: SealPurpose, plain: string, opts: Opts = {}): string {
  const iv = randomBytes(12);
  const c = createCipheriv("aes-256-gcm", keyOf(purpose, opts.env ?? env()), iv);
  if (opts.aad !== undefined) c.setAAD(Buffer.from(opts.aad));
  const data = Buffer.concat([c.update(plain, "utf8"), c.final()]);
  return ["v1", iv.toString("base64url"), c.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** The plain value; throws when it cannot be opened (malformed, other key or aad, tampered). */
export function unseal(purpose: SealPurpose, sealed: string, opts: Opts = {}): string {
  const [v, iv, tag, data] = sealed.split(".");
  if (v !== "v1" || !iv || !tag || data === undefined) throw new Error("malformed sealed value");
  const d = createDecipheriv("aes-256-gcm", keyOf(purpose, opts.env ?? env()), Buffer.from(iv, "base64url"));
  if (opts.aad !== undefined) d.setAAD(Buffer.from(opts.aad));
  d.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([d.update(Buffer.from(data, "base64url")), d.final()]).toString("utf8");
}
