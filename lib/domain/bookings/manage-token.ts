// Manage tokens (docs/decisions-bookings.md, Manage page): 32 random bytes, hex (64 chars). Only the SHA-256 is stored, so a
// token can be checked but never looked up or recovered from the database.
//
// The guest's messages that carry the manage link are sent later by a worker: the outbox row alone
// keeps the token, SEALED with a server key (lib/infra/seal.ts), and the sealed copy is wiped as
// soon as the message is sent or dropped (lib/domain/notifications; docs/decisions-contract.md,
// Manage tokens). No hold or booking row keeps it.
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
