// The studio's logo and cover uploaded by its owner (docs/studio-settings.md, Logo and cover): the
// room photos' pipeline and storage, saved as one audited `studio` save the site payload shows at
// once; a replaced or removed upload's files go; owners only; bad files refused, nothing saved.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { manualClock, systemClock } from "../../lib/infra/clock";
import { folderStorage } from "../../lib/infra/storage";
import { getLiveSite } from "../../lib/domain/sites";
import { readSettings } from "../../lib/domain/settings/read";
import { removeStudioImage, uploadStudioImage } from "../../lib/domain/settings/images";
import { PHOTO_UPLOADS, uploadRoomPhoto } from "../../lib/domain/photos/room-photos";
import { actorFor } from "../helpers/dashboard";
import { bookableStudio } from "../api/holds.helpers";
import { fail, testDb } from "../helpers/test-db";

let dir: string;

const db = testDb(4);
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "studio-images-db-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const version = async (studioId: string) =>
  (
    await db.$queryRaw<
      { v: number }[]
    >`SELECT COALESCE((SELECT version FROM site_version WHERE "studioId" = ${studioId}::uuid), 0)::float8 AS v`
  )[0].v;
const jpeg = (colour: string, width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 23/1 0/1" } })
    .toBuffer();
const studioFiles = async (studioId: string) => (await readdir(join(dir, "photos", studioId, "studio")).catch(() => [])).sort();

async function studio() {
  const s = await bookableStudio({ db });
  return { s, owner: actorFor(s, "owner") };
}

describe("studio logo and cover", () => {
  it("an owner uploads a logo: stored small and without EXIF, saved as logoUrl, audited, the site payload shows it at once", async () => {
    const store = folderStorage(dir);
    const { s, owner } = await studio();
    const before = (await readSettings(db, s.studioId)).studio.logoUrl ?? null;
    const v0 = await version(s.studioId);
    const r = await uploadStudioImage(db, systemClock, store, owner, "logo", await jpeg("#884422", 600, 600));
    if (!r.saved) throw new Error("not saved");
    const url = r.settings.studio.logoUrl!;
    expect(url).toMatch(new RegExp(`^/uploads/photos/${s.studioId}/studio/[0-9a-f]{32}-160\\.webp$`));
    expect(await studioFiles(s.studioId)).toHaveLength(2); // WebP + JPEG at 160 px
    const stored = await store.get(url.replace("/uploads/", ""));
    const meta = await sharp(stored!.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(160);
    expect(await version(s.studioId)).toBeGreaterThan(v0);
    expect((await getLiveSite(db, s.slug)).payload.studio.logoUrl).toBe(url);
    const audits = await db.studioAudit.findMany({ where: { studioId: s.studioId, action: "settings.update" } });
    expect(audits.map((a) => a.detail)).toEqual([{ section: "studio", changes: { logoUrl: { from: before, to: url } } }]);
    expect([audits[0].actorEmail, audits[0].actorRole]).toEqual(["owner@studio.example", "owner"]);
  });

  it("a new cover replaces the old one's files; removing it clears coverImageUrl and deletes its files", async () => {
    const store = folderStorage(dir);
    const { s, owner } = await studio();
    const first = await uploadStudioImage(db, systemClock, store, owner, "cover", await jpeg("#aa0000"));
    const a = first.saved ? first.settings.studio.coverImageUrl! : "";
    expect(a).toMatch(/-1600\.webp$/);
    expect(await studioFiles(s.studioId)).toHaveLength(6); // the 1200 px original as "1600", 800 and 400; WebP + JPEG
    const second = await uploadStudioImage(db, systemClock, store, owner, "cover", await jpeg("#00aa00"));
    const b = second.saved ? second.settings.studio.coverImageUrl! : "";
    expect(b).not.toBe(a);
    expect(await store.get(a.replace("/uploads/", ""))).toBeNull();
    expect(await studioFiles(s.studioId)).toHaveLength(6);
    const cleared = await removeStudioImage(db, systemClock, store, owner, "cover");
    expect(cleared.saved && cleared.settings.studio.coverImageUrl).toBeNull();
    expect((await getLiveSite(db, s.slug)).payload.studio.coverImageUrl).toBeNull();
    expect(await studioFiles(s.studioId)).toEqual([]);
  });

  it("the same picture as a room photo and as the cover: removing the cover keeps the room's files", async () => {
    const store = folderStorage(dir);
    const { s, owner } = await studio();
    const bytes = await jpeg("#123456");
    const room = await uploadRoomPhoto(db, systemClock, store, owner, s.roomIds[0], { bytes });
    await uploadStudioImage(db, systemClock, store, owner, "cover", bytes);
    await removeStudioImage(db, systemClock, store, owner, "cover");
    expect(await store.get(room.photo.url.replace("/uploads/", ""))).not.toBeNull();
  });

  it("staff get 403 and an unknown kind 404; nothing is written", async () => {
    const store = folderStorage(dir);
    const { s, owner } = await studio();
    const bytes = await jpeg("#000000");
    expect((await fail(uploadStudioImage(db, systemClock, store, actorFor(s, "staff"), "logo", bytes)))?.code).toBe("FORBIDDEN");
    expect((await fail(removeStudioImage(db, systemClock, store, actorFor(s, "staff"), "logo")))?.code).toBe("FORBIDDEN");
    expect((await fail(uploadStudioImage(db, systemClock, store, owner, "banner", bytes)))?.code).toBe("RESOURCE_NOT_FOUND");
    expect((await fail(removeStudioImage(db, systemClock, store, owner, "banner")))?.code).toBe("RESOURCE_NOT_FOUND");
    expect(await studioFiles(s.studioId)).toEqual([]);
    expect(await db.studioAudit.count({ where: { studioId: s.studioId } })).toBe(0);
  });

  it("a script renamed .png is refused with VALIDATION_ERROR and the logo is unchanged", async () => {
    const store = folderStorage(dir);
    const { s, owner } = await studio();
    const before = (await readSettings(db, s.studioId)).studio.logoUrl ?? null;
    const e = await fail(uploadStudioImage(db, systemClock, store, owner, "logo", Buffer.from("#!/bin/sh\necho owned\n")));
    expect(e?.code).toBe("VALIDATION_ERROR");
    expect(e?.message).toMatch(/^file: /);
    expect((await readSettings(db, s.studioId)).studio.logoUrl ?? null).toBe(before);
    expect(await db.studioAudit.count({ where: { studioId: s.studioId } })).toBe(0);
  });

  it("uploads share the room photos' per-studio limit", async () => {
    const store = folderStorage(dir);
    const { owner } = await studio();
    const clock = manualClock("2031-01-01T10:00:00Z");
    const bytes = Buffer.from("not an image"); // refused after counting: cheap
    for (let i = 0; i < PHOTO_UPLOADS.max; i++)
      expect((await fail(uploadStudioImage(db, clock, store, owner, i % 2 ? "logo" : "cover", bytes)))?.code).toBe("VALIDATION_ERROR");
    expect((await fail(uploadStudioImage(db, clock, store, owner, "logo", bytes)))?.code).toBe("RATE_LIMIT_EXCEEDED");
  });
});
