import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioSettings } from "@/lib/http/operations/studio/settings";
import { requireOwner } from "@/lib/domain/staff/actor";
import { readSettings } from "@/lib/domain/settings/read";
import { withVersions } from "@/lib/domain/settings/save";

// GET /v1/studio/settings — the studio's settings in the studio file's shape with each part's `versions`, owners only (docs/studio-settings.md).
export const GET = studioRoute(studioSettings, async ({ db, actor }) => {
  requireOwner(actor, "settings");
  return ok(withVersions(await readSettings(db, actor.studioId)));
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
