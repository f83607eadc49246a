// A room's photos edited by its studio's owner (docs/photos.md, Editing): upload, delete,
// re-order and alt text. Each change is one transaction under the room's row lock, writes the
// room's photos (jsonb, display order) and an audit row; the room row's trigger bumps the site
// version and notifies `site_changed`, so pages and the site payload follow at once
// (docs/decisions-sites.md, Site cache). Files are written before the transaction (a failed one
// leaves unreferenced files, never a photo without its file) and deleted after it.
import { createHash } from "node:crypto";
import { z } from "zod";
import { ApiError, notFound } from "../../contract/errors";
import { Locale } from "../../contract/schemas";
import { isLocale } from "../../contract/locales";
import type { Limit } from "../../contract/limits";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { consume } from "../../infra/rate-limit";
import type { Storage } from "../../infra/storage";
import { errorFields, log } from "../../infra/log";
import { requireOwner, type StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { RoomPhoto } from "../studios/import";
import { roomPhotosOf } from "../json-columns";
import { PHOTO_WIDTHS, processPhoto } from "./process";

/** Most photos a room may have (the studio file's cap). */
export const MAX_ROOM_PHOTOS = 12;
/** Uploads per studio per hour: far above an owner's afternoon of editing, far below a flood. */
export const PHOTO_UPLOADS: Limit = { name: "photo-upload", max: 60, windowSeconds: 3600 };

export type Alt = Partial<Record<Locale, string>>;
type StoredPhoto = { url: string; alt: Alt; width?: number; height?: number };
/** A photo as the dashboard sees it: `id` is stable across re-orders (a hash of the URL). */
export type PhotoView = StoredPhoto & { id: string };

export const AltText = z.partialRecord(Locale, z.string().trim().max(200)).transform((a) => {
  // An empty text removes the language's alt.
  const out: Alt = {};
  for (const [k, v] of Object.entries(a)) if (v && isLocale(k)) out[k] = v;
  return out;
});

export const photoId = (url: string) => createHash("sha256").update(url).digest("hex").slice(0, 16);
const view = (p: StoredPhoto): PhotoView => ({ id: photoId(p.url), ...p });

/** Where one studio's uploads live in the storage. */
const prefixOf = (studioId: string) => `photos/${studioId}/`;

async function lockedRoom(tx: DbOrTx, actor: StaffActor, roomId: string): Promise<StoredPhoto[]> {
  if (!z.uuid().safeParse(roomId).success) throw notFound("Room");
  const rows = await tx.$queryRaw<{ photos: StoredPhoto[] }[]>`
    SELECT photos FROM room WHERE id = ${roomId}::uuid AND "studioId" = ${actor.studioId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw notFound("Room");
  return rows[0].photos;
}

async function write(tx: DbOrTx, roomId: string, photos: StoredPhoto[]): Promise<void> {
  // The studio file's own rule for a room's photos.
  const checked = z.array(RoomPhoto).max(MAX_ROOM_PHOTOS).parse(photos);
  await tx.room.update({ where: { id: roomId }, data: { photos: checked as object[] } });
}

export async function listRoomPhotos(db: DbOrTx, actor: StaffActor, roomId: string): Promise<PhotoView[]> {
  requireOwner(actor, "settings");
  if (!z.uuid().safeParse(roomId).success) throw notFound("Room");
  const room = await db.room.findFirst({ where: { id: roomId, studioId: actor.studioId }, select: { photos: true } });
  if (!room) throw notFound("Room");
  return roomPhotosOf(room.photos).map(view);
}

/** Check, convert, store and append one photo (201 with the room's photos). */
export async function uploadRoomPhoto(
  db: Db,
  clock: Clock,
  store: Storage,
  actor: StaffActor,
  roomId: string,
  input: { bytes: Buffer; alt?: Alt },
): Promise<{ photo: PhotoView; photos: PhotoView[] }> {
  requireOwner(actor, "settings");
  const before = await listRoomPhotos(db, actor, roomId);
  if (before.length >= MAX_ROOM_PHOTOS) throw new ApiError("VALIDATION_ERROR", `photos: a room has at most ${MAX_ROOM_PHOTOS} photos`);
  // Counted per studio, whoever's network it comes from; refused uploads are not decoded at all.
  await consume(db, clock, PHOTO_UPLOADS, `studio:${actor.studioId}`);
  const p = await processPhoto(input.bytes);
  const prefix = prefixOf(actor.studioId);
  for (const f of p.files) await store.put(prefix + f.name, f.body, f.contentType);
  const photo: StoredPhoto = { url: store.publicUrl(prefix + p.main), alt: input.alt ?? {}, width: p.width, height: p.height };
  return inTransaction(db, async (tx) => {
    const photos = await lockedRoom(tx, actor, roomId);
    if (photos.some((x) => x.url === photo.url)) throw new ApiError("VALIDATION_ERROR", "file: this photo is already in the room");
    if (photos.length >= MAX_ROOM_PHOTOS) throw new ApiError("VALIDATION_ERROR", `photos: a room has at most ${MAX_ROOM_PHOTOS} photos`);
    const next = [...photos, photo];
    await write(tx, roomId, next);
    await audit(tx, actor, { action: "settings.update", detail: { section: "photos", roomId, added: photo.url }, at: clock.now() });
    return { photo: view(photo), photos: next.map(view) };
  });
}

async function change(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  roomId: string,
  edit: (photos: StoredPhoto[]) => { next: StoredPhoto[]; detail: Record<string, string | string[]> },
): Promise<{ photos: PhotoView[]; removed: StoredPhoto[] }> {
  requireOwner(actor, "settings");
  return inTransaction(db, async (tx) => {
    const photos = await lockedRoom(tx, actor, roomId);
    const { next, detail } = edit(photos);
    await write(tx, roomId, next);
    await audit(tx, actor, { action: "settings.update", detail: { section: "photos", roomId, ...detail }, at: clock.now() });
    return { photos: next.map(view), removed: photos.filter((p) => !next.some((n) => n.url === p.url)) };
  });
}

const find = (photos: StoredPhoto[], id: string) => {
  const i = photos.findIndex((p) => photoId(p.url) === id);
  if (i < 0) throw notFound("Photo");
  return i;
};

/** Remove one photo; its files go too once no room of the studio shows it. */
export async function deleteRoomPhoto(
  db: Db,
  clock: Clock,
  store: Storage,
  actor: StaffActor,
  roomId: string,
  id: string,
): Promise<PhotoView[]> {
  const r = await change(db, clock, actor, roomId, (photos) => {
    const i = find(photos, id);
    return { next: photos.filter((_, k) => k !== i), detail: { removed: photos[i].url } };
  });
  // After the commit: a failure here (database or storage gone) leaves unused files, never an
  // error for a removal that was saved (docs/decisions-platform.md, A 503 changed nothing).
  for (const p of r.removed)
    await deleteFilesIfUnused(db, store, actor.studioId, p.url).catch((e: unknown) =>
      log.warn("unused photo files not deleted", { studioId: actor.studioId, ...errorFields(e) }),
    );
  return r.photos;
}

/** New display order: every photo id of the room exactly once. */
export async function reorderRoomPhotos(db: Db, clock: Clock, actor: StaffActor, roomId: string, ids: string[]): Promise<PhotoView[]> {
  return (
    await change(db, clock, actor, roomId, (photos) => {
      const current = photos.map((p) => photoId(p.url));
      if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((x) => current.includes(x)))
        throw new ApiError("VALIDATION_ERROR", "photoIds: must list every photo of the room exactly once");
      return { next: ids.map((x) => photos[current.indexOf(x)]), detail: { order: ids } };
    })
  ).photos;
}

/** Replace one photo's alt texts (per language; an empty text removes it). */
export async function setPhotoAlt(db: Db, clock: Clock, actor: StaffActor, roomId: string, id: string, alt: Alt): Promise<PhotoView[]> {
  return (
    await change(db, clock, actor, roomId, (photos) => {
      const i = find(photos, id);
      return { next: photos.map((p, k) => (k === i ? { ...p, alt } : p)), detail: { alt: photos[i].url } };
    })
  ).photos;
}

/** Every storage key of an uploaded photo, from its URL; null for a URL that is not one of ours. */
function uploadKeys(store: Storage, studioId: string, url: string): string[] | null {
  const base = store.publicUrl(prefixOf(studioId));
  if (!url.startsWith(base)) return null;
  const m = /^([0-9a-f]{32})-\d+\.webp$/.exec(url.slice(base.length));
  if (!m) return null;
  return PHOTO_WIDTHS.flatMap((w) => [`${prefixOf(studioId)}${m[1]}-${w}.webp`, `${prefixOf(studioId)}${m[1]}-${w}.jpg`]);
}

async function deleteFilesIfUnused(db: Db, store: Storage, studioId: string, url: string): Promise<void> {
  const keys = uploadKeys(store, studioId, url);
  if (!keys) return;
  const users = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM room WHERE "studioId" = ${studioId}::uuid AND photos @> ${JSON.stringify([{ url }])}::jsonb`;
  if (users[0].n > 0) return;
  for (const k of keys) await store.delete(k);
}
