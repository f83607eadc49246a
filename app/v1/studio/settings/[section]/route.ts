import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioSaveSettings } from "@/lib/http/operations/studio/settings";
import { notFound } from "@/lib/contract/errors";
import { isSection, saveSection, withVersions } from "@/lib/domain/settings/save";
import { requireOwner } from "@/lib/domain/staff/actor";

// PATCH /v1/studio/settings/{studio|booking|site|hours|policies} {fields…, confirm?, version?} — save one section
// (docs/studio-settings.md). Answers {saved: true, settings} or {saved: false, confirmRequired, bookings}.
export const PATCH = studioRoute<{ section: string }>(studioSaveSettings, async ({ req, params, db, clock, actor }) => {
  requireOwner(actor, "settings"); // staff are refused before the section is looked at
  if (!isSection(params.section)) throw notFound("Settings section");
  const { confirm, version, ...patch } = await readBody(req, studioSaveSettings.body.schema);
  const r = await saveSection(db, clock, actor, params.section, patch, { confirm: confirm === true, version });
  return ok(r.saved ? { ...r, settings: withVersions(r.settings) } : r);
});
export const { GET, POST, PUT, DELETE } = otherMethods(["PATCH"], { cors: false });
