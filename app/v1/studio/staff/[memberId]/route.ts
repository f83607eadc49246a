// DELETE /v1/studio/staff/{memberId} — remove a member (owners only; never the last owner).
import { ApiError } from "@/lib/contract/errors";
import { otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioRemoveStaff } from "@/lib/http/operations/studio/staff";
import { removeMember } from "@/lib/domain/staff/members";

export const dynamic = "force-dynamic";
export const DELETE = studioRoute<{ memberId: string }>(studioRemoveStaff, async ({ db, clock, actor, params }) => {
  if (params.memberId.length > 100) throw new ApiError("RESOURCE_NOT_FOUND", "Staff member not found");
  await removeMember(db, clock, actor, params.memberId);
  return new Response(null, { status: 204 });
});
export const { GET, POST, PUT, PATCH } = otherMethods(["DELETE"], { cors: false });
