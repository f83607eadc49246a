// Who acts on the studio side: a signed-in staff member of exactly one studio (docs/studio-accounts.md).
// Every studio action takes an actor, checks its role here and names it in the audit trail.
import { ApiError } from "../../contract/errors";
import type { Locale } from "../../contract/locales";

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

/** What only an owner may do; everything else on the studio side is open to staff too. */
export type OwnerOnly = "refund" | "manage_staff" | "settings" | "verification";

/** The refusal's sentence per action (the API's English message; the dashboard words it by code). */
const OWNER_ONLY: Record<OwnerOnly, string> = {
  refund: "Only an owner may refund a deposit",
  manage_staff: "Only an owner may manage the studio's staff",
  settings: "Only an owner may change the studio's settings",
  verification: "Only an owner may handle the studio's verification",
};

export function requireOwner(actor: StaffActor, what: OwnerOnly): void {
  if (actor.role !== "owner") throw new ApiError("FORBIDDEN", OWNER_ONLY[what], { details: { action: what } });
}
