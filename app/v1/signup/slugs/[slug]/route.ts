// GET /v1/signup/slugs/{slug} — whether a new studio may take this address (docs/signup.md, Slugs):
// the wizard's live check. Reserved and malformed slugs are refused whatever the database holds.
import { otherMethods, ok } from "@/lib/http/route";
import { signupRoute } from "@/lib/http/platform-route";
import { signUpSlug } from "@/lib/http/operations/platform/signup";
import { slugAvailability } from "@/lib/domain/signup/studio";

export const dynamic = "force-dynamic";
export const GET = signupRoute<{ slug: string }>(signUpSlug, async ({ db, params }) =>
  ok(await slugAvailability(db, decodeURIComponent(params.slug).slice(0, 100))),
);
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
