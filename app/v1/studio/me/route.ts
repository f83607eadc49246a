// GET /v1/studio/me — the signed-in staff member and their studio role (docs/studio-accounts.md).
import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioMe } from "@/lib/http/operations/studio/staff";

export const dynamic = "force-dynamic";
export const GET = studioRoute(studioMe, async ({ actor }) => ok(actor));
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
