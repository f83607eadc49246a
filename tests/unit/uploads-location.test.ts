// Where uploads live (docs/photos.md, Where uploads live): never under the working directory of
// the standalone server, which lies inside .next and is emptied by every build; production
// refuses a folder that would be; an older release's files are moved out of the build output.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../lib/infra/env";
import { insideBuildOutput, isAbsolutePath, outsideBuildOutput } from "../../lib/infra/paths";
import { folderStorage, projectRoot, relocateLegacyUploads, storageFor, uploadsDirOf } from "../../lib/infra/storage";
import { moveUploads } from "../../lib/infra/storage/legacy-uploads.mjs";
import { PRODUCTION_ENV } from "../helpers/production-env";
import { PROJECT_ROOT } from "../../scripts/root";

const temp = mkdtempSync(join(tmpdir(), "uploads-location-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Every file under `dir`, relative, sorted. */
function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(dir.length + 1))
    .sort();
}

describe("the uploads folder", () => {
  it("is <project>/.data/uploads from the root and from the standalone server's folder alike", () => {
    const e = parseEnv({});
    expect(uploadsDirOf(e, "/srv/app")).toBe("/srv/app/.data/uploads");
    expect(uploadsDirOf(e, "/srv/app/.next/standalone")).toBe("/srv/app/.data/uploads");
    expect(projectRoot("/srv/app/.next/standalone")).toBe("/srv/app");
    expect(insideBuildOutput(uploadsDirOf(e, "/srv/app/.next/standalone"))).toBe(false);
  });

  it("a relative UPLOADS_DIR is taken from the project's root; an absolute one as given", () => {
    const rel = parseEnv({ UPLOADS_DIR: "media/uploads" });
    expect(uploadsDirOf(rel, "/srv/app/.next/standalone")).toBe("/srv/app/media/uploads");
    expect(uploadsDirOf(rel, "/srv/app")).toBe("/srv/app/media/uploads");
    const abs = parseEnv({ UPLOADS_DIR: "/var/lib/studio/uploads" });
    expect(uploadsDirOf(abs, "/srv/app/.next/standalone")).toBe("/var/lib/studio/uploads");
  });

  it("the storage of the process writes there, outside .next", async () => {
    // The default folder of this process (vitest works in the project's root).
    const st = storageFor(parseEnv({}));
    expect(st.publicUrl("photos/s/a-1600.webp")).toBe("/uploads/photos/s/a-1600.webp");
    expect(insideBuildOutput(uploadsDirOf(parseEnv({})))).toBe(false);
  });

  it("path helpers: absolute, inside a build output, the folder outside it", () => {
    expect(isAbsolutePath("/a")).toBe(true);
    expect(isAbsolutePath("C:\\data")).toBe(true);
    expect(isAbsolutePath(".data/uploads")).toBe(false);
    expect(insideBuildOutput("/srv/app/.next/standalone/.data/uploads")).toBe(true);
    expect(insideBuildOutput("/srv/app/.nextcloud/uploads")).toBe(false);
    expect(outsideBuildOutput("/srv/app/.next/standalone")).toBe("/srv/app");
    expect(outsideBuildOutput("/.next/standalone")).toBe("/");
    expect(outsideBuildOutput("/srv/app")).toBe("/srv/app");
  });
});

describe("production refuses an uploads folder a build would empty", () => {
  const refusal = (extra: Record<string, string>) => {
    try {
      parseEnv({ ...PRODUCTION_ENV, ...extra });
      return "";
    } catch (e) {
      return (e as Error).message;
    }
  };

  it("a relative UPLOADS_DIR, naming the variable", () => {
    const msg = refusal({ UPLOADS_DIR: ".data/uploads" });
    expect(msg).toContain("Refusing to start in production");
    expect(msg).toMatch(/UPLOADS_DIR: "\.data\/uploads" is relative/);
  });

  it("an UPLOADS_DIR inside a build output (.next)", () => {
    expect(refusal({ UPLOADS_DIR: "/srv/app/.next/standalone/.data/uploads" })).toMatch(
      /UPLOADS_DIR: .* lies inside a build output \(\.next\)/,
    );
  });

  it("accepts an absolute folder outside the build, the default, and anything with S3", () => {
    expect(refusal({ UPLOADS_DIR: "/var/lib/studio-booking/uploads" })).toBe("");
    expect(refusal({})).toBe("");
    const s3 = {
      S3_ENDPOINT: "https://s3.example.com",
      S3_REGION: "auto",
      S3_BUCKET: "b",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
      S3_PUBLIC_URL: "https://cdn.example.com",
    };
    expect(refusal({ ...s3, UPLOADS_DIR: ".data/uploads" })).toBe("");
  });

  it("pre-production takes a relative folder (from the project's root)", () => {
    expect(() => parseEnv({ UPLOADS_DIR: ".data/uploads" })).not.toThrow();
  });
});

describe("an older release's uploads inside .next/standalone", () => {
  it("are moved to the uploads folder at start and served from there; a half write is dropped", async () => {
    const project = join(temp, "project");
    const standalone = join(project, ".next", "standalone");
    const old = join(standalone, ".data", "uploads", "photos", "s1");
    mkdirSync(old, { recursive: true });
    writeFileSync(join(old, "aa-1600.webp"), "photo");
    writeFileSync(join(old, "aa-400.webp"), "small");
    writeFileSync(join(old, "bb-1600.webp.1234.tmp"), "half");
    // One already at its new place (same name: same content).
    mkdirSync(join(project, ".data", "uploads", "photos", "s1"), { recursive: true });
    writeFileSync(join(project, ".data", "uploads", "photos", "s1", "aa-400.webp"), "small");

    relocateLegacyUploads(parseEnv({}), standalone);

    expect(files(join(project, ".data", "uploads"))).toEqual(["photos/s1/aa-1600.webp", "photos/s1/aa-400.webp"]);
    expect(existsSync(join(standalone, ".data", "uploads"))).toBe(false);
    const st = folderStorage(uploadsDirOf(parseEnv({}), standalone));
    expect((await st.get("photos/s1/aa-1600.webp"))?.body.toString()).toBe("photo");
    // The build's output goes; the photos stay.
    rmSync(join(project, ".next"), { recursive: true });
    expect((await st.get("photos/s1/aa-1600.webp"))?.body.toString()).toBe("photo");
  });

  it("nothing moves when the working directory is the project's root or UPLOADS_DIR is absolute", () => {
    const project = join(temp, "root-cwd");
    mkdirSync(join(project, ".data", "uploads", "photos"), { recursive: true });
    writeFileSync(join(project, ".data", "uploads", "photos", "cc-1600.webp"), "x");
    relocateLegacyUploads(parseEnv({}), project);
    relocateLegacyUploads(parseEnv({ UPLOADS_DIR: join(temp, "elsewhere") }), project);
    expect(files(join(project, ".data", "uploads"))).toEqual(["photos/cc-1600.webp"]);
    expect(existsSync(join(temp, "elsewhere"))).toBe(false);
  });

  it("npm run build's first step moves them out before next build empties .next (scripts/keep-uploads.mjs)", () => {
    // The script and its module in a project of their own: the script finds the project from where it lies.
    const project = join(temp, "building");
    mkdirSync(join(project, "scripts"), { recursive: true });
    mkdirSync(join(project, "lib", "infra", "storage"), { recursive: true });
    copyFileSync(join(PROJECT_ROOT, "scripts", "keep-uploads.mjs"), join(project, "scripts", "keep-uploads.mjs"));
    copyFileSync(
      join(PROJECT_ROOT, "lib", "infra", "storage", "legacy-uploads.mjs"),
      join(project, "lib", "infra", "storage", "legacy-uploads.mjs"),
    );
    const old = join(project, ".next", "standalone", ".data", "uploads", "photos", "s2");
    mkdirSync(old, { recursive: true });
    writeFileSync(join(old, "ee-1600.webp"), "photo");
    const { UPLOADS_DIR: _u, ...env } = process.env;
    const r = spawnSync(process.execPath, [join(project, "scripts", "keep-uploads.mjs")], { cwd: tmpdir(), env, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(files(join(project, ".data", "uploads"))).toEqual(["photos/s2/ee-1600.webp"]);
    expect(files(join(project, ".next"))).toEqual([]);
  });

  it("the launcher and the scripts find the project from where their code lies (scripts/root.ts)", () => {
    expect(PROJECT_ROOT).toBe(resolve(import.meta.dirname, "..", ".."));
  });

  it("moveUploads reports a file it cannot move and leaves it in place", () => {
    const from = join(temp, "m-from");
    const to = join(temp, "m-to");
    mkdirSync(join(from, "photos"), { recursive: true });
    writeFileSync(join(from, "photos", "dd-1600.webp"), "x");
    writeFileSync(to, "a file where the folder should be");
    const r = moveUploads(from, to);
    expect(r.moved).toBe(0);
    expect(r.failed).toHaveLength(1);
    expect(files(from)).toEqual(["photos/dd-1600.webp"]);
  });
});
