// A room's photos edited by its owner (docs/photos.md, Editing): upload through the pipeline to
// storage (folder and the S3 fake), delete with its files, re-order, alt text; owners only,
// audited, the site version moves, per-studio upload limit.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { manualClock, systemClock } from "../../lib/infra/clock";
import { folderStorage, s3Storage, type Storage } from "../../lib/infra/storage";
import { getLiveSite } from "../../lib/domain/sites";
import {
  deleteRoomPhoto,
  listRoomPhotos,
  PHOTO_UPLOADS,
  reorderRoomPhotos,
  setPhotoAlt,
  uploadRoomPhoto,
} from "../../lib/domain/photos/room-photos";
import { actorFor } from "../helpers/dashboard";
import { bookableStudio } from "../api/holds.helpers";
import { startFakeS3 } from "../fakes/s3";
import { fail, testDb } from "../helpers/test-db";

let dir: string;
let s3: Awaited<ReturnType<typeof startFakeS3>>;

const db = testDb(4);
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "photos-db-"));
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const version = async (studioId: string) =>
  (
    await db.$queryRaw<
      { v: number }[]
    >`SELECT COALESCE((SELECT version FROM site_version WHERE "studioId" = ${studioId}::uuid), 0)::float8 AS v`
  )[0].v;
const jpeg = (colour: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 23/1 0/1" } })
    .toBuffer();

async function roomWithoutPhotos() {
  const s = await bookableStudio({ db }, (f) => {
    for (const r of f.rooms) r.photos = [];
  });
  return { s, roomId: s.roomIds[0], owner: actorFor(s, "owner") };
}

describe("room photos on the folder storage", () => {
  it("an owner uploads: files stored without EXIF, the photo appended, audited, the site payload shows it at once", async () => {
    const store = folderStorage(dir);
    const { s, roomId, owner } = await roomWithoutPhotos();
    const v0 = await version(s.studioId);
    const r = await uploadRoomPhoto(db, systemClock, store, owner, roomId, {
      bytes: await jpeg("#884422"),
      alt: { es: "La sala", en: "The room" },
    });
    expect(r.photo.url).toMatch(new RegExp(`^/uploads/photos/${s.studioId}/[0-9a-f]{32}-1600\\.webp$`));
    expect(r.photo).toMatchObject({ alt: { es: "La sala", en: "The room" }, width: 1200, height: 800 });
    const files = await readdir(join(dir, "photos", s.studioId));
    expect(files.filter((f) => f.startsWith(r.photo.url.split("/").pop()!.slice(0, 32))).sort()).toHaveLength(6); // "1600" (the 1200 px original), 800 and 400, WebP + JPEG
    const stored = await store.get(r.photo.url.replace("/uploads/", ""));
    expect((await sharp(stored!.body).metadata()).exif).toBeUndefined();
    expect(await version(s.studioId)).toBeGreaterThan(v0);
    const room = (await getLiveSite(db, s.slug)).payload.rooms.find((x) => x.id === roomId)!;
    expect(room.photos).toEqual([r.photo.url]);
    const audits = await db.studioAudit.findMany({ where: { studioId: s.studioId, action: "settings.update" } });
    expect(audits.map((a) => a.detail)).toEqual([{ section: "photos", roomId, added: r.photo.url }]);
  });

  it("staff get 403 and another studio's room is 404; nothing is written", async () => {
    const store = folderStorage(dir);
    const { s, roomId } = await roomWithoutPhotos();
    const other = await roomWithoutPhotos();
    expect((await fail(uploadRoomPhoto(db, systemClock, store, actorFor(s, "staff"), roomId, { bytes: await jpeg("#000") })))?.code).toBe(
      "FORBIDDEN",
    );
    expect((await fail(uploadRoomPhoto(db, systemClock, store, other.owner, roomId, { bytes: await jpeg("#000") })))?.code).toBe(
      "RESOURCE_NOT_FOUND",
    );
    expect((await fail(uploadRoomPhoto(db, systemClock, store, other.owner, "not-a-uuid", { bytes: await jpeg("#000") })))?.code).toBe(
      "RESOURCE_NOT_FOUND",
    );
    expect(await listRoomPhotos(db, actorFor(s, "owner"), roomId)).toEqual([]);
  });

  it("a script renamed .jpg is refused and the room is unchanged", async () => {
    const store = folderStorage(dir);
    const { roomId, owner } = await roomWithoutPhotos();
    const e = await fail(uploadRoomPhoto(db, systemClock, store, owner, roomId, { bytes: Buffer.from("#!/bin/sh\necho owned\n") }));
    expect(e?.code).toBe("VALIDATION_ERROR");
    expect(await listRoomPhotos(db, owner, roomId)).toEqual([]);
  });

  it("re-order (every id once), alt text, delete with its files", async () => {
    const store = folderStorage(dir);
    const { s, roomId, owner } = await roomWithoutPhotos();
    const a = (await uploadRoomPhoto(db, systemClock, store, owner, roomId, { bytes: await jpeg("#aa0000") })).photo;
    const b = (await uploadRoomPhoto(db, systemClock, store, owner, roomId, { bytes: await jpeg("#00aa00") })).photo;
    expect((await fail(reorderRoomPhotos(db, systemClock, owner, roomId, [b.id])))?.message).toMatch(/^photoIds: must list every photo/);
    expect((await reorderRoomPhotos(db, systemClock, owner, roomId, [b.id, a.id])).map((p) => p.url)).toEqual([b.url, a.url]);
    expect((await getLiveSite(db, s.slug)).payload.rooms.find((x) => x.id === roomId)!.photos).toEqual([b.url, a.url]);
    const withAlt = await setPhotoAlt(db, systemClock, owner, roomId, a.id, { ca: "La sala gran" });
    expect(withAlt.find((p) => p.id === a.id)?.alt).toEqual({ ca: "La sala gran" });
    expect((await fail(setPhotoAlt(db, systemClock, actorFor(s, "staff"), roomId, a.id, {})))?.code).toBe("FORBIDDEN");
    const left = await deleteRoomPhoto(db, systemClock, store, owner, roomId, a.id);
    expect(left.map((p) => p.url)).toEqual([b.url]);
    expect(await store.get(a.url.replace("/uploads/", ""))).toBeNull();
    expect(await store.get(b.url.replace("/uploads/", ""))).not.toBeNull();
    expect((await fail(deleteRoomPhoto(db, systemClock, store, owner, roomId, a.id)))?.code).toBe("RESOURCE_NOT_FOUND");
  });

  it("uploads are rate limited per studio", async () => {
    const store = folderStorage(dir);
    const { roomId, owner } = await roomWithoutPhotos();
    const clock = manualClock("2031-01-01T10:00:00Z");
    const bytes = Buffer.from("not an image"); // refused after counting: cheap
    for (let i = 0; i < PHOTO_UPLOADS.max; i++)
      expect((await fail(uploadRoomPhoto(db, clock, store, owner, roomId, { bytes })))?.code).toBe("VALIDATION_ERROR");
    const e = await fail(uploadRoomPhoto(db, clock, store, owner, roomId, { bytes }));
    expect(e?.code).toBe("RATE_LIMIT_EXCEEDED");
  });
});

describe("room photos on an S3-compatible bucket", () => {
  it("files go to the bucket through the SDK; the photo URL is the bucket's public URL; delete removes them", async () => {
    const store: Storage = s3Storage({
      endpoint: s3.endpoint,
      region: "auto",
      bucket: s3.bucket,
      accessKeyId: "k",
      secretAccessKey: "s",
      publicUrl: "https://cdn.photos.test",
    });
    const { s, roomId, owner } = await roomWithoutPhotos();
    const r = await uploadRoomPhoto(db, systemClock, store, owner, roomId, { bytes: await jpeg("#123456") });
    expect(r.photo.url).toMatch(new RegExp(`^https://cdn\\.photos\\.test/photos/${s.studioId}/[0-9a-f]{32}-1600\\.webp$`));
    const key = r.photo.url.replace("https://cdn.photos.test/", "");
    expect(s3.objects.get(key)?.contentType).toBe("image/webp");
    expect(s3.objects.get(key.replace(".webp", ".jpg"))?.contentType).toBe("image/jpeg");
    await deleteRoomPhoto(db, systemClock, store, owner, roomId, r.photo.id);
    expect(s3.objects.has(key)).toBe(false);
  });
});
