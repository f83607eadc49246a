import { ok, preflight, otherMethods, Problems, readJsonObject, checkBody } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicCreateHold } from "@/lib/http/operations/public/holds";
import { Slug } from "@/lib/contract/schemas";
import { createHold } from "@/lib/domain/holds/create";

// POST /v1/public/sites/{slug}/holds — createHold. The per-IP write limit (every request,
// replays included) runs in the wrapper before anything else; then the path and body. Their
// problems go to createHold, which adds the room's rules and answers all of them in one
// VALIDATION_ERROR (Validation details, docs/api.md) before anything else.
export const POST = publicRoute<{ slug: string }>(publicCreateHold, async ({ req, params, db, clock, ip }) => {
  const problems = new Problems();
  const read = await readJsonObject(req);
  const slug = problems.check("path", Slug, params.slug, "slug");
  const body = checkBody(problems, publicCreateHold.body.schema, read);
  const sent = "value" in read ? read.value : {};
  return ok(await createHold(db, clock, { slug, body, sent, problems, ip }), 201);
});
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);
