// POST /v1/studio/verification/phone-code/verify — confirm the studio's phone with the code (owners
// only; docs/operators.md, Verification).
import { otherMethods, ok, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioConfirmPhone } from "@/lib/http/operations/studio/verification";
import { confirmPhone } from "@/lib/domain/platform/verification";

export const dynamic = "force-dynamic";
export const POST = studioRoute(studioConfirmPhone, async ({ req, db, clock, actor }) =>
  ok(await confirmPhone(db, clock, actor, (await readBody(req, studioConfirmPhone.body.schema)).code)),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
