// GET /v1/platform/studios/{studioId} — a studio's details, evidence, counts and operator audit
// (operators only; the read is audited; docs/operators.md, Operator API).
import { ApiError } from "@/lib/contract/errors";
import { otherMethods, ok } from "@/lib/http/route";
import { platformRoute } from "@/lib/http/platform-route";
import { platformGetStudio } from "@/lib/http/operations/platform/operators";
import { studioForOperator } from "@/lib/domain/platform/console";

export const dynamic = "force-dynamic";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const GET = platformRoute<{ studioId: string }>(platformGetStudio, async ({ db, clock, operator, params }) => {
  if (!UUID.test(params.studioId)) throw new ApiError("RESOURCE_NOT_FOUND", "Studio not found");
  return ok(await studioForOperator(db, clock, operator, params.studioId));
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
