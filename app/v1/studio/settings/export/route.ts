import { otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioExportSettings } from "@/lib/http/operations/studio/settings";
import { requireOwner } from "@/lib/domain/staff/actor";
import { exportStudio } from "@/lib/domain/studios/export";

// GET /v1/studio/settings/export — the studio file of the signed-in owner's studio as a download:
// the owner's backup of their setup, the format `npm run studio:import` reads (docs/photos.md, Export).
export const GET = studioRoute(studioExportSettings, async ({ db, actor }) => {
  requireOwner(actor, "settings");
  const file = await exportStudio(db, { id: actor.studioId });
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    status: 200,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.studio.slug}.json"`,
      "Cache-Control": "no-store",
    },
  });
});
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
