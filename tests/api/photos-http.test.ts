// Photo uploads over HTTP against the production build (docs/photos.md, Editing): an owner's
// multipart upload is 201 and the file is served at /uploads/… with immutable cache headers on
// the platform host and the studio's host; staff get 403; a script renamed .jpg is 400; the
// studio file downloads as an attachment.
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startTestApp, errorOf, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { platformEnv, requestWithHost, staffLogin } from "../helpers/staff";

let app: TestApp;
let studio: TestStudio;
let dir: string;
const origin = "http://studios.test";

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "uploads-http-"));
  app = await startTestApp({ env: { ...platformEnv(), UPLOADS_DIR: dir } });
  studio = await createStudio(app.db);
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

function form(bytes: Buffer, name = "photo.jpg", type = "image/jpeg"): FormData {
  const f = new FormData();
  f.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
  f.set("alt.en", "The big room");
  return f;
}

describe("POST /v1/studio/rooms/{roomId}/photos", () => {
  it("owner: 201, the photo is served with immutable caching on the platform and the studio host", async () => {
    const owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#884422" } })
      .jpeg()
      .toBuffer();
    const r = await app.fetch(`/v1/studio/rooms/${studio.roomIds[0]}/photos`, {
      method: "POST",
      body: form(jpeg),
      headers: { cookie: owner.cookie, origin },
    });
    expect(r.status).toBe(201);
    const body = (await r.json()) as { data: { photo: { url: string; alt: Record<string, string> } } };
    expect(body.data.photo.url).toMatch(/^\/uploads\/photos\/[0-9a-f-]{36}\/[0-9a-f]{32}-1600\.webp$/);
    expect(body.data.photo.alt).toEqual({ en: "The big room" });
    const file = await app.fetch(body.data.photo.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const onSite = await requestWithHost(app.url, `${studio.slug}.studios.test`, body.data.photo.url);
    expect(onSite.status).toBe(200);
    expect((await app.fetch("/uploads/photos/../../etc/passwd.jpg")).status).toBe(404);
  });

  it("staff: 403 FORBIDDEN; a script renamed .jpg: 400 VALIDATION_ERROR", async () => {
    const staff = await staffLogin(app.db, { studioId: studio.studioId, role: "staff" });
    const owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    const denied = await app.fetch(`/v1/studio/rooms/${studio.roomIds[0]}/photos`, {
      method: "POST",
      body: form(jpeg),
      headers: { cookie: staff.cookie, origin },
    });
    expect(denied.status).toBe(403);
    const script = await app.fetch(`/v1/studio/rooms/${studio.roomIds[0]}/photos`, {
      method: "POST",
      body: form(Buffer.from("#!/bin/sh\necho hi\n")),
      headers: { cookie: owner.cookie, origin },
    });
    expect(script.status).toBe(400);
    expect(((await script.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
  });
});

describe("GET /v1/studio/settings/export", () => {
  it("owner: the studio file as an attachment named by slug; staff: 403", async () => {
    const owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
    const staff = await staffLogin(app.db, { studioId: studio.studioId, role: "staff" });
    const r = await app.fetch("/v1/studio/settings/export", { headers: { cookie: owner.cookie } });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-disposition")).toBe(`attachment; filename="${studio.slug}.json"`);
    expect(((await r.json()) as { studio: { slug: string } }).studio.slug).toBe(studio.slug);
    const denied = await app.get("/v1/studio/settings/export", { headers: { cookie: staff.cookie } });
    expect(errorOf(denied)).toEqual({ status: 403, code: "FORBIDDEN", envelope: true });
  });
});

describe("the uploads folder refuses the write (docs/photos.md, When storage fails)", () => {
  it("503 STORAGE_UNAVAILABLE saying storage failed, no temporary file left, the room unchanged", async () => {
    const owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
    const room = `/v1/studio/rooms/${studio.roomIds[1] ?? studio.roomIds[0]}/photos`;
    const before = (await (await app.fetch(room, { headers: { cookie: owner.cookie } })).json()) as { data: unknown[] };
    // The studio's folder cannot be created: a file holds its place (root ignores permissions, not this).
    await rm(join(dir, "photos"), { recursive: true, force: true });
    await writeFile(join(dir, "photos"), "not a folder");
    try {
      const jpeg = await sharp({ create: { width: 500, height: 400, channels: 3, background: "#225588" } })
        .jpeg()
        .toBuffer();
      const r = await app.fetch(room, { method: "POST", body: form(jpeg), headers: { cookie: owner.cookie, origin } });
      expect(r.status).toBe(503);
      const body = (await r.json()) as { success: boolean; error: { code: string; message: string } };
      expect(errorOf({ status: r.status, headers: r.headers, body }).envelope).toBe(true);
      expect(body.error.code).toBe("STORAGE_UNAVAILABLE");
      expect(body.error.message).toMatch(/photo could not be saved/);
      expect((await readdir(dir, { recursive: true })).filter((n) => n.endsWith(".tmp"))).toEqual([]);
      const after = (await (await app.fetch(room, { headers: { cookie: owner.cookie } })).json()) as { data: unknown[] };
      expect(after.data).toEqual(before.data);
    } finally {
      await rm(join(dir, "photos"), { force: true });
    }
  });

  it("a logo upload: 503 STORAGE_UNAVAILABLE, the studio's logo unchanged", async () => {
    const owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
    const before = await app.db.studio.findUniqueOrThrow({ where: { id: studio.studioId }, select: { logoUrl: true } });
    await rm(join(dir, "photos"), { recursive: true, force: true });
    await writeFile(join(dir, "photos"), "not a folder");
    try {
      const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#336699" } })
        .png()
        .toBuffer();
      const f = new FormData();
      f.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
      const r = await app.fetch("/v1/studio/settings/images/logo", { method: "POST", body: f, headers: { cookie: owner.cookie, origin } });
      const body = (await r.json()) as { success: boolean; error: { code: string } };
      expect(errorOf({ status: r.status, headers: r.headers, body })).toEqual({ status: 503, code: "STORAGE_UNAVAILABLE", envelope: true });
      expect((await readdir(dir, { recursive: true })).filter((n) => n.endsWith(".tmp"))).toEqual([]);
      expect(await app.db.studio.findUniqueOrThrow({ where: { id: studio.studioId }, select: { logoUrl: true } })).toEqual(before);
    } finally {
      await rm(join(dir, "photos"), { force: true });
    }
  });
});
