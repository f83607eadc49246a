// POST /v1/studio/verification/phone-code — text a one-time code to the studio's phone (owners only;
// docs/operators.md, Verification).
import { otherMethods, ok } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioSendPhoneCode } from "@/lib/http/operations/studio/verification";
import { sendPhoneCode } from "@/lib/domain/platform/verification";

export const dynamic = "force-dynamic";
export const POST = studioRoute(studioSendPhoneCode, async ({ db, clock, actor }) => ok(await sendPhoneCode(db, clock, actor)));
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
