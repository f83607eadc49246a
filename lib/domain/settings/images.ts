// The studio's logo and cover uploaded from the dashboard (docs/studio-settings.md, Logo and cover):
// the room photos' pipeline (type sniffed, size and pixels capped, metadata stripped, resized),
// their storage and their per-studio upload limit; the URL is then saved as one `studio` section
// save, so it is validated, locked, audited and reaches pages exactly like any other settings save.
// Files are written before the save (a failed save leaves unreferenced files, never a URL without
// its file); the replaced picture's files are deleted after it.
import { ApiError, notFound } from "../../contract/errors";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { consume } from "../../infra/rate-limit";
import type { Storage } from "../../infra/storage";
import { errorFields, log } from "../../infra/log";
import { PHOTO_WIDTHS, processPhoto } from "../photos/process";
import { PHOTO_UPLOADS } from "../photos/room-photos";
import { requireOwner, type StaffActor } from "../staff/actor";
import { readSettings } from "./read";
import { saveSection, type SaveResult } from "./save";

export type StudioImageKind = "logo" | "cover";

/**
 * Per kind: the studio field and the widths made. The logo is drawn at 32 or 40 px beside the
 * name (the templates' Brand) and is the favicon: 160 px covers a 4× screen. The cover is the
 * share card (og:image, 1200 px wide) and the structured-data image: the room photos' widths.
 */
const STUDIO_IMAGES: Record<StudioImageKind, { field: "logoUrl" | "coverImageUrl"; widths: readonly number[] }> = {
  logo: { field: "logoUrl", widths: [160] },
  cover: { field: "coverImageUrl", widths: PHOTO_WIDTHS },
};

export const isStudioImageKind = (k: string): k is StudioImageKind => Object.hasOwn(STUDIO_IMAGES, k);

/** Apart from the room photos' files, so deleting one never touches the other's. */
const prefixOf = (studioId: string) => `photos/${studioId}/studio/`;

function kindOf(kind: string): StudioImageKind {
  if (!isStudioImageKind(kind)) throw notFound("Studio image");
  return kind;
}

/** Check, convert and store one picture, then save its URL as the studio's logo or cover. */
export async function uploadStudioImage(
  db: Db,
  clock: Clock,
  store: Storage,
  actor: StaffActor,
  kind: string,
  bytes: Buffer,
): Promise<SaveResult> {
  requireOwner(actor, "settings");
  const { field, widths } = STUDIO_IMAGES[kindOf(kind)];
  // The room photos' limit, counted per studio: a refused upload is counted before it is decoded.
  await consume(db, clock, PHOTO_UPLOADS, `studio:${actor.studioId}`);
  const p = await processPhoto(bytes, widths);
  const prefix = prefixOf(actor.studioId);
  for (const f of p.files) await store.put(prefix + f.name, f.body, f.contentType);
  return replace(db, clock, store, actor, field, store.publicUrl(prefix + p.main));
}

/** Clear the studio's logo or cover; an uploaded picture's files go too. */
export async function removeStudioImage(db: Db, clock: Clock, store: Storage, actor: StaffActor, kind: string): Promise<SaveResult> {
  requireOwner(actor, "settings");
  return replace(db, clock, store, actor, STUDIO_IMAGES[kindOf(kind)].field, null);
}

async function replace(
  db: Db,
  clock: Clock,
  store: Storage,
  actor: StaffActor,
  field: "logoUrl" | "coverImageUrl",
  url: string | null,
): Promise<SaveResult> {
  const before = (await readSettings(db, actor.studioId)).studio[field] ?? null;
  const r = await saveSection(db, clock, actor, "studio", { [field]: url });
  if (!r.saved) throw new ApiError("INTERNAL_ERROR", "studio image: the save asked for a confirmation");
  // A concurrent save may have put the old URL back: only files no longer shown are deleted.
  const now = r.settings.studio;
  // After the commit: a storage failure leaves unused files, never an error for a saved change
  // (docs/decisions-platform.md, A 503 changed nothing).
  if (before && before !== now.logoUrl && before !== now.coverImageUrl)
    try {
      for (const k of studioImageKeys(store, actor.studioId, before) ?? []) await store.delete(k);
    } catch (e) {
      log.warn("replaced studio image files not deleted", { studioId: actor.studioId, ...errorFields(e) });
    }
  return r;
}

/** Every storage key of an uploaded logo or cover, from its URL; null for a URL that is not one. */
function studioImageKeys(store: Storage, studioId: string, url: string): string[] | null {
  const base = store.publicUrl(prefixOf(studioId));
  if (!url.startsWith(base)) return null;
  const m = /^([0-9a-f]{32})-\d+\.webp$/.exec(url.slice(base.length));
  if (!m) return null;
  const widths = new Set([...STUDIO_IMAGES.logo.widths, ...STUDIO_IMAGES.cover.widths]);
  return [...widths].flatMap((w) => [`${prefixOf(studioId)}${m[1]}-${w}.webp`, `${prefixOf(studioId)}${m[1]}-${w}.jpg`]);
}
