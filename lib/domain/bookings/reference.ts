// Human booking references: short, easy to read aloud, not guessable from one another.
// 8 symbols from a 32-symbol alphabet without 0/O and 1/I (40 random bits), shown as
// XXXX-XXXX. Drawn with crypto.randomInt, never derived from ids or counters. The unique index
// on booking.reference decides; the insert retries with a new one on the (rare) collision.
import { randomInt } from "node:crypto";

const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const REFERENCE_RE = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

export function newReference(): string {
  let s = "";
  for (let i = 0; i < 8; i++) s += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

/** Normalize what a person typed (case, spaces, missing dash) to the stored form. */
export function normalizeReference(input: string): string {
  const s = input.toUpperCase().replace(/[^0-9A-Z]/g, "");
  return s.length === 8 ? `${s.slice(0, 4)}-${s.slice(4)}` : input.trim().toUpperCase();
}
