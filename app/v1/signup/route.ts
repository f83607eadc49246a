// POST /v1/signup — a studio's sign-up by magic link (docs/signup.md, Sign-up): limited per
// client network and per address; pre-production without email answers the link (`devLink`).
import { otherMethods, ok, readBody } from "@/lib/http/route";
import { signupRoute } from "@/lib/http/platform-route";
import { signUp } from "@/lib/http/operations/platform/signup";
import { requestSignUp } from "@/lib/domain/signup/request";

export const dynamic = "force-dynamic";
export const POST = signupRoute(signUp, async ({ req, db, clock, ip }) => {
  const body = await readBody(req, signUp.body.schema);
  return ok(await requestSignUp(db, clock, { ...body, ip }), 202);
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
