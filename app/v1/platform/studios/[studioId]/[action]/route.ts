// POST /v1/platform/studios/{studioId}/{verify|reject|suspend|reinstate} with a reason (operators only;
// audited; docs/operators.md, Operator API).
import { ApiError } from "@/lib/contract/errors";
import { OperatorActionName } from "@/lib/contract/studio-schemas";
import { otherMethods, ok, readBody } from "@/lib/http/route";
import { platformRoute } from "@/lib/http/platform-route";
import { platformStudioAction } from "@/lib/http/operations/platform/operators";
import { announceSiteChange } from "@/lib/domain/sites";
import { actOnStudio } from "@/lib/domain/platform/status";

export const dynamic = "force-dynamic";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const POST = platformRoute<{ studioId: string; action: string }>(
  platformStudioAction,
  async ({ req, db, clock, operator, params }) => {
    // The path parameter the operation declares (lib/http/operations/platform/operators.ts); anything else is 404.
    const action = OperatorActionName.safeParse(params.action);
    if (!action.success) throw new ApiError("RESOURCE_NOT_FOUND", "No such operator action");
    if (!UUID.test(params.studioId)) throw new ApiError("RESOURCE_NOT_FOUND", "Studio not found");
    const { reason } = await readBody(req, platformStudioAction.body.schema);
    const result = await actOnStudio(db, clock, operator, params.studioId, action.data, reason);
    // The status decides whether the site is live: this process drops its cached site at once, the
    // others on the database's notification (docs/decisions-sites.md, Site cache).
    await announceSiteChange(db, params.studioId);
    return ok(result);
  },
);
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
