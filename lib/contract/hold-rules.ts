// The numbers of a hold's life (Limits at /docs) and the one liveness rule every reader uses.
// A hold is live iff status is pending or verified AND expiresAt is in the future: time alone
// ends a hold (reads need no sweep), and lib/domain/holds/sweep.ts later marks such rows "expired".
export const HOLD_TTL_MS = 12 * 60_000; // set on create, restarted on successful verify
export const CODE_TTL_MS = 10 * 60_000; // from each send
export const MAX_SENDS = 3; // including the first
export const RESEND_COOLDOWN_MS = 60_000;
export const MAX_WRONG_CODES = 5; // the 5th wrong code burns the hold
export const CODE_LENGTH = 6; // digits of a one-time code

export type HoldStatus = "pending" | "verified" | "burnt" | "confirmed" | "expired";

export function isLive(hold: { status: string; expiresAt: Date }, now: Date): boolean {
  return (hold.status === "pending" || hold.status === "verified") && hold.expiresAt.getTime() > now.getTime();
}
