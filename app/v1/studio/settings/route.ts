import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { requireOwner } from "@/lib/domain/staff/actor";
import { readSettings } from "@/lib/domain/settings/read";

// GET /v1/studio/settings — the studio's settings in the studio file's shape, owners only (docs/studio-settings.md).
export const GET = studioRoute({ limit: "read", owner: "settings" }, async ({ db, actor }) => {
  requireOwner(actor, "settings");
  return ok(await readSettings(db, actor.studioId));
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
