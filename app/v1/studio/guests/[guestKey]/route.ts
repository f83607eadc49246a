import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioGuestProfile, studioSaveGuestNotes } from "@/lib/http/operations/studio/guests";
import { guestProfile, saveGuestNotes } from "@/lib/domain/guests/profile";

// GET /v1/studio/guests/{guestKey} — a guest's profile; PATCH saves the studio's notes and tags about them (docs/guests.md).
export const GET = studioRoute<{ guestKey: string }>(studioGuestProfile, async ({ params, db, clock, actor }) =>
  ok(await guestProfile(db, clock, actor, params.guestKey)),
);
export const PATCH = studioRoute<{ guestKey: string }>(studioSaveGuestNotes, async ({ req, params, db, clock, actor }) => {
  const body = await readBody(req, studioSaveGuestNotes.body.schema);
  return ok(await saveGuestNotes(db, clock, actor, params.guestKey, body));
});
export const { POST, PUT, DELETE } = otherMethods(["GET", "PATCH"], { cors: false });
