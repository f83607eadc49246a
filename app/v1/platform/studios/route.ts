// GET /v1/platform/studios?status=&q= — studios by status with search (operators only;
// docs/operators.md, Operator API).
import { StudioStatusEnum } from "@/lib/contract/studio-schemas";
import { ApiError } from "@/lib/contract/errors";
import { otherMethods, ok, urlOf } from "@/lib/http/route";
import { platformRoute } from "@/lib/http/platform-route";
import { platformListStudios } from "@/lib/http/operations/platform/operators";
import { listStudios } from "@/lib/domain/platform/console";

export const dynamic = "force-dynamic";
export const GET = platformRoute(platformListStudios, async ({ req, db }) => {
  const sp = urlOf(req).searchParams;
  const raw = sp.get("status");
  const status = raw ? StudioStatusEnum.safeParse(raw) : null;
  if (status && !status.success) throw new ApiError("VALIDATION_ERROR", "query.status: not a studio status");
  const q = sp.get("q")?.trim().slice(0, 100) || undefined;
  return ok(await listStudios(db, { status: status?.data, q }));
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
