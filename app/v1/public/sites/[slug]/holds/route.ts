import { route, ok, preflight, otherMethods, Problems, readJsonObject, checkBody } from "@/lib/http/route";
import { CreateHoldBody, Slug, Uuid } from "@/lib/contract/schemas";
import { roomRuleProblems } from "@/lib/contract/hold-rules";
import { createHold } from "@/lib/domain/holds/create";
import { getLiveSite } from "@/lib/domain/sites";
import type { Db } from "@/lib/infra/db";

// POST /v1/public/sites/{slug}/holds — createHold. The per-IP write limit (every request,
// replays included) runs in the wrapper before anything else; then the path and body, all
// their problems in one VALIDATION_ERROR (Validation details, docs/api.md); then lib.
export const POST = route<{ slug: string }>({ limit: "write" }, async ({ req, params, db, clock, ip }) => {
  const problems = new Problems();
  const read = await readJsonObject(req);
  const slug = problems.check("path", Slug, params.slug, "slug");
  const body = checkBody(problems, CreateHoldBody, read);
  // The room's grid and durations, checked against the room whenever it can be found, even
  // when other fields failed; a missing studio or room is left to createHold's own answer.
  const raw = "value" in read ? (read.value as Record<string, unknown>) : {};
  const rules = slug !== undefined ? await roomRules(db, slug, raw.roomId) : null;
  if (rules) for (const [field, reason] of roomRuleProblems(rules, raw)) problems.add(`body.${field}`, reason);
  problems.throwIfAny();
  return ok(await createHold(db, clock, { slug: slug!, body: body!, ip }), 201);
});
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"]);

async function roomRules(db: Db, slug: string, roomId: unknown) {
  if (!Uuid.safeParse(roomId).success) return null;
  try {
    return (await getLiveSite(db, slug, { cached: true })).rooms.find((r) => r.id === roomId) ?? null;
  } catch {
    return null; // unknown or unpublished studio: createHold answers that
  }
}
