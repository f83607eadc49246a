// Uploads survive a release (docs/photos.md, Where uploads live). The standalone server works in
// <project>/.next/standalone, and `next build` empties .next: uploads written under the working
// directory were deleted by the next release's build. Here a private copy of the build plays
// the deployed project (hard links, so the worktree's build is never touched by other test
// files running beside this one): the server stores an upload, the "rebuild" deletes the whole
// .next folder and puts a fresh copy of the build in its place (what `npm run build` does to
// it; a real `next build` inside a test would take minutes), the server starts again and still
// serves the photo. A file an older release left in .next/standalone/.data/uploads is moved
// out at start and served too.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDb, type Db } from "../../lib/infra/db";
import { freePort } from "../../lib/infra/embedded-postgres";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { platformEnv, staffLogin } from "../helpers/staff";
import { startStandalone, type Standalone } from "../helpers/standalone";

const BUILD = resolve(".next/standalone");
const project = mkdtempSync(join(tmpdir(), "deployed-"));
const server = join(project, ".next", "standalone", "server.js");
let db: Db;
let studio: TestStudio;
let port: number;
let running: Standalone | undefined;

/** `npm run build` as far as uploads care: .next emptied, a new build in its place. */
function build(): void {
  rmSync(join(project, ".next"), { recursive: true, force: true });
  mkdirSync(join(project, ".next"));
  execFileSync("cp", ["-al", BUILD, join(project, ".next", "standalone")]);
}

async function start(): Promise<Standalone> {
  const env: Record<string, string | undefined> = {
    ...platformEnv(),
    // The platform host is the one this test calls: the staff session counts there only.
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: "production",
    DATABASE_URL: inject("databaseUrl"),
    WORKER_IN_APP: "0",
    LOG_SILENT: "1",
    // The default folder: nothing tells the server where uploads go.
    UPLOADS_DIR: undefined,
  };
  for (const k of ["S3_ENDPOINT", "S3_REGION", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"])
    env[k] = undefined;
  running = await startStandalone({ port, env, server });
  return running;
}

beforeAll(async () => {
  db = createDb(inject("databaseUrl"), 2);
  studio = await createStudio(db);
  port = await freePort();
}, 120_000);

afterAll(async () => {
  await running?.close();
  await db?.$disconnect();
  rmSync(project, { recursive: true, force: true });
});

describe("uploads and a new release", () => {
  it("an upload lives outside .next and is served after the build is replaced; an older release's file is moved out", async () => {
    build();
    // What an older release left: a photo under the standalone server's working directory.
    const oldKey = `photos/${studio.studioId}/${"a".repeat(32)}-1600.webp`;
    const oldBytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } })
      .webp()
      .toBuffer();
    const oldFile = join(project, ".next", "standalone", ".data", "uploads", ...oldKey.split("/"));
    mkdirSync(join(oldFile, ".."), { recursive: true });
    writeFileSync(oldFile, oldBytes);

    let app = await start();
    expect(existsSync(oldFile)).toBe(false);
    expect(readFileSync(join(project, ".data", "uploads", ...oldKey.split("/")))).toEqual(oldBytes);

    const owner = await staffLogin(db, { studioId: studio.studioId, role: "owner" });
    const jpeg = await sharp({ create: { width: 1000, height: 700, channels: 3, background: "#884422" } })
      .jpeg()
      .toBuffer();
    const f = new FormData();
    f.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "room.jpg");
    const up = await fetch(`${app.url}/v1/studio/rooms/${studio.roomIds[0]}/photos`, {
      method: "POST",
      body: f,
      headers: { cookie: owner.cookie, origin: `http://127.0.0.1:${port}`, "x-forwarded-for": "192.0.2.90" },
    });
    expect(up.status, await up.clone().text()).toBe(201);
    const url = ((await up.json()) as { data: { photo: { url: string } } }).data.photo.url;
    const key = url.replace(/^\/uploads\//, "");
    const stored = join(project, ".data", "uploads", ...key.split("/"));
    // In the project's .data, not under the server's working directory inside .next.
    expect(existsSync(stored)).toBe(true);
    const underBuild = join(project, ".next", "standalone", ".data");
    expect(existsSync(underBuild) ? readdirSync(underBuild, { recursive: true }) : []).not.toContainEqual(expect.stringMatching(/\.webp$/));
    const served = Buffer.from(await (await fetch(app.url + url)).arrayBuffer());
    expect(served).toEqual(readFileSync(stored));

    // The next release.
    await app.close();
    running = undefined;
    build();
    app = await start();
    for (const [path, bytes] of [
      [url, served],
      [`/uploads/${oldKey}`, oldBytes],
    ] as const) {
      const r = await fetch(app.url + path);
      expect(r.status, path).toBe(200);
      expect(Buffer.from(await r.arrayBuffer())).toEqual(bytes);
    }
    // The pages link the 400 px rendition beside it, which survived too.
    expect((await fetch(app.url + url.replace("-1600.webp", "-400.webp"))).status).toBe(200);
  }, 240_000);
});
