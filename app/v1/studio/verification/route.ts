// GET /v1/studio/verification — the studio's status, the reason of the last decision and the evidence;
// POST — ask for verification (owners only; docs/operators.md, Verification).
import { otherMethods, ok } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioVerification } from "@/lib/http/operations/studio/verification";
import { studioRequestVerification } from "@/lib/http/operations/studio/verification";
import { getVerification, requestVerification } from "@/lib/domain/platform/verification";

export const dynamic = "force-dynamic";
export const GET = studioRoute(studioVerification, async ({ db, actor }) => ok(await getVerification(db, actor)));
export const POST = studioRoute(studioRequestVerification, async ({ db, clock, actor }) => ok(await requestVerification(db, clock, actor)));
export const { PUT, PATCH, DELETE } = otherMethods(["GET", "POST"], { cors: false });
