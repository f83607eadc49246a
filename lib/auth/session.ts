// The staff member behind a studio API request (docs/studio-accounts.md). Placeholder until the
// Better Auth set-up lands: no session is ever found.
import type { Db } from "../infra/db";
import type { StaffActor } from "../domain/staff/actor";

/** The signed-in staff member of the request's session cookie, or null. */
export async function staffOf(_req: Request, _db: Db): Promise<StaffActor | null> {
  return null;
}

/** Whether a state-changing request comes from our own platform origin. */
export function fromOwnOrigin(_req: Request): boolean {
  return false;
}
