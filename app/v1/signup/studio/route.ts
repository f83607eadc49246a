// POST /v1/signup/studio — the onboarding wizard's studio (docs/signup.md, The wizard): the signed-in
// person (no studio yet) makes one and becomes its owner. Writes need the platform origin, as on the
// studio API; nobody signed in is 401 UNAUTHENTICATED.
import { ApiError } from "@/lib/contract/errors";
import { fromOwnOrigin, signedInUser } from "@/lib/auth/session";
import { otherMethods, ok, readBody } from "@/lib/http/route";
import { signupRoute } from "@/lib/http/platform-route";
import { signUpStudio } from "@/lib/http/operations/platform/signup";
import { createOnboardedStudio } from "@/lib/domain/signup/studio";

export const dynamic = "force-dynamic";
export const POST = signupRoute(signUpStudio, async ({ req, db, clock }) => {
  if (!fromOwnOrigin(req))
    throw new ApiError("FORBIDDEN", "Cross-origin request refused: only the platform's own pages may create a studio");
  const user = await signedInUser(req, db);
  if (!user) throw new ApiError("UNAUTHENTICATED", "Sign in first: ask for a sign-up link");
  return ok(await createOnboardedStudio(db, clock, user, await readBody(req, signUpStudio.body.schema)), 201);
});
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
