// GET /v1/studio/staff — the studio's members; POST — invite one (owners only), emailing a
// sign-in link (docs/studio-accounts.md, Roles).
import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioListStaff } from "@/lib/http/operations/studio/staff";
import { studioInviteStaff } from "@/lib/http/operations/studio/staff";
import { inviteMember, listMembers } from "@/lib/domain/staff/members";

export const dynamic = "force-dynamic";
export const GET = studioRoute(studioListStaff, async ({ db, actor }) => ok(await listMembers(db, actor)));
export const POST = studioRoute(studioInviteStaff, async ({ req, db, clock, actor }) => {
  const body = await readBody(req, studioInviteStaff.body.schema);
  return ok(await inviteMember(db, clock, actor, body), 201);
});
export const { PUT, PATCH, DELETE } = otherMethods(["GET", "POST"], { cors: false });
