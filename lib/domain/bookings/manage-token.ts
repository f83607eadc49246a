// Manage tokens (docs/decisions-bookings.md, Manage page): 32 random bytes, hex (64 chars). Only the SHA-256 is stored, so a
// token can be checked but never looked up or recovered from the database.
//
// The guest's first messages must carry the manage link, and they are sent later by a worker.
// To keep the token out of the database in plain text meanwhile, it is SEALED with a server key
// (lib/infra/seal.ts) and the sealed copy is wiped as soon as the messages that need it are
// sent (see lib/domain/notifications).
//
// A confirm whose answer was lost may be repeated by the same client (docs/decisions-platform.md, Confirm
// retries): for that, the token is also sealed on the hold, under its own purpose and bound to the
// hold's id, until the hold's time runs out (holds/sweep.ts wipeConfirmRetries).
import { createHash, randomBytes } from "node:crypto";
import { seal as sealWith, unseal as unsealWith } from "../../infra/seal";

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

export const seal = (token: string): string => sealWith("manage-token-seal/v1", token);

/** The sealed token; throws when it cannot be opened. */
export const unseal = (sealed: string): string => unsealWith("manage-token-seal/v1", sealed);

/** The token sealed for a repeated confirm of `holdId`: opens only under that hold's id. */
export const sealForRetry = (holdId: string, token: string): string =>
  sealWith("manage-token-retry-seal/v1", token, { aad: `hold:${holdId}` });

/** The token of a repeated confirm, or null when the sealed value cannot be opened (other key, tampered). */
export function unsealForRetry(holdId: string, sealed: string): string | null {
  try {
    const token = unsealWith("manage-token-retry-seal/v1", sealed, { aad: `hold:${holdId}` });
    return isManageToken(token) ? token : null;
  } catch {
    return null;
  }
}
