// Who acts on the studio side: a signed-in staff member of exactly one studio (docs/studio-accounts.md).
// Every studio action takes an actor, checks its role here and names it in the audit trail.
import { ApiError } from "../../contract/errors";
import type { Locale } from "../../contract/locales";
import { OWNER_ONLY, type OwnerOnly } from "../../contract/owner-only";

export type StaffRole = "owner" | "staff";

export type StaffActor = {
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
  /** The studio this session acts for; every query filters by it (another studio's ids answer 404). */
  studioId: string;
  locale: Locale;
};

export function requireOwner(actor: StaffActor, what: OwnerOnly): void {
  if (actor.role !== "owner") throw new ApiError("FORBIDDEN", OWNER_ONLY[what], { details: { action: what } });
}
