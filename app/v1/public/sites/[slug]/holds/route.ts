import { route, ok, preflight, readBody, otherMethods } from "@/lib/http/route";
import { CreateHoldBody, Slug } from "@/lib/contract/schemas";
import { notFound } from "@/lib/contract/errors";
import { createHold } from "@/lib/domain/holds/create";

// POST /v1/public/sites/{slug}/holds — createHold. The per-IP write limit (every request,
// replays included) runs in the wrapper before anything else; then the body, then lib.
export const POST = route<{ slug: string }>({ limit: "write" }, async ({ req, params, db, clock, ip }) => {
  const body = await readBody(req, CreateHoldBody);
  if (!Slug.safeParse(params.slug).success) throw notFound("Studio");
  return ok(await createHold(db, clock, { slug: params.slug, body, ip }), 201);
});
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
