// Photo storage (docs/photos.md, Storage): the folder and an S3-compatible bucket behind one
// interface; the bucket through the real SDK against the in-process S3 fake.
import { mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folderStorage, s3Storage, storageFor, type Storage } from "../../lib/infra/storage";
import { storageImageOrigins } from "../../lib/infra/storage/origin";
import { isSafeKey } from "../../lib/infra/storage/types";
import { parseEnv } from "../../lib/infra/env";
import { pageCsp } from "../../lib/http/security-headers";
import { startFakeS3 } from "../fakes/s3";

let dir: string;
let s3: Awaited<ReturnType<typeof startFakeS3>>;
const S3_ENV = () => ({
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: "auto",
  S3_BUCKET: s3.bucket,
  S3_ACCESS_KEY_ID: "test-key",
  S3_SECRET_ACCESS_KEY: "test-secret",
  S3_PUBLIC_URL: "https://photos.cdn.test/base/",
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "uploads-"));
  s3 = await startFakeS3();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await s3.close();
});

async function roundTrip(st: Storage) {
  const key = "photos/studio-1/abc123-800.webp";
  expect(await st.get(key)).toBeNull();
  await st.put(key, Buffer.from("RIFF....WEBPdata"), "image/webp");
  const got = await st.get(key);
  expect(got?.body.toString()).toBe("RIFF....WEBPdata");
  expect(got?.contentType).toBe("image/webp");
  await st.delete(key);
  expect(await st.get(key)).toBeNull();
  await st.delete(key); // deleting twice is fine
}

describe("storage", () => {
  it("keys are plain relative paths with an extension", () => {
    expect(isSafeKey("photos/s/abc-400.jpg")).toBe(true);
    for (const k of ["../etc/passwd.jpg", "photos/../../x.jpg", "/abs.jpg", "photos//x.jpg", "photos/.hidden.jpg", "photos/x", "a\\b.jpg"])
      expect(isSafeKey(k), k).toBe(false);
  });

  it("folder: put, get, delete; URLs under /uploads; never a path outside the folder", async () => {
    const st = folderStorage(dir);
    await roundTrip(st);
    expect(st.publicUrl("photos/a/b-400.jpg")).toBe("/uploads/photos/a/b-400.jpg");
    await expect(st.put("../escape.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(/Refused storage key/);
    expect(await st.get("../escape.jpg")).toBeNull();
    // A symlink inside the folder pointing out of it is not served.
    const outside = join(await mkdtemp(join(tmpdir(), "outside-")), "secret.jpg");
    await writeFile(outside, "secret");
    await symlink(outside, join(dir, "link.jpg"));
    expect(await st.get("link.jpg")).toBeNull();
  });

  it("S3: the real SDK against an S3-compatible server (path-style), immutable cache header, public URL", async () => {
    const st = s3Storage({
      endpoint: s3.endpoint,
      region: "auto",
      bucket: s3.bucket,
      accessKeyId: "k",
      secretAccessKey: "s",
      publicUrl: "https://photos.cdn.test/base/",
    });
    await roundTrip(st);
    await st.put("photos/s/h-1600.jpg", Buffer.from([0xff, 0xd8, 0xff]), "image/jpeg");
    const o = s3.objects.get("photos/s/h-1600.jpg");
    expect(o?.contentType).toBe("image/jpeg");
    expect(o?.cacheControl).toBe("public, max-age=31536000, immutable");
    expect(o?.body).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(s3.calls.map((c) => c.method)).toEqual(expect.arrayContaining(["PUT", "GET", "DELETE"]));
    expect(st.publicUrl("photos/s/h-1600.jpg")).toBe("https://photos.cdn.test/base/photos/s/h-1600.jpg");
  });

  it("the environment picks the bucket with every S3_* variable, the folder with none, and refuses a partial set", async () => {
    const withS3 = parseEnv(S3_ENV());
    expect(storageFor(withS3).publicUrl("a.jpg")).toBe("https://photos.cdn.test/base/a.jpg");
    expect(storageImageOrigins(withS3)).toEqual(["https://photos.cdn.test"]);
    const none = parseEnv({ UPLOADS_DIR: dir });
    expect(storageFor(none).publicUrl("a.jpg")).toBe("/uploads/a.jpg");
    expect(storageImageOrigins(none)).toEqual([]);
    // The dashboard (no remote images otherwise) gets the bucket's origin only when S3 is set.
    const imgSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("img-src"));
    expect(imgSrc(pageCsp("studio", "n", storageImageOrigins(withS3)))).toBe("img-src 'self' data: blob: https://photos.cdn.test");
    expect(imgSrc(pageCsp("studio", "n", storageImageOrigins(none)))).toBe("img-src 'self' data: blob:");
    const { S3_SECRET_ACCESS_KEY: _s, S3_PUBLIC_URL: _p, ...partial } = S3_ENV();
    expect(() => parseEnv(partial)).toThrow(/S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL: S3 storage is configured partially/);
  });
});
