// A write the uploads folder refuses (docs/photos.md, When storage fails): no temporary file is
// left behind, and the answer is 503 STORAGE_UNAVAILABLE with a text the owner can act on, not
// a 500. Three real failures, none of which root escapes: the disk "full" mid-write (a file size
// limit, `ulimit -f`, in a child process: the kernel stops the write part-way with EFBIG), the
// final name taken by a folder (rename fails after the whole temporary file was written), and
// the folder's place taken by a file (nothing can be created).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ApiError } from "../../lib/contract/errors";
import { ERROR_STATUS } from "../../lib/contract/error-codes";
import { folderStorage, s3Storage } from "../../lib/infra/storage";
import { freePort } from "../../lib/infra/embedded-postgres";

const temp = mkdtempSync(join(tmpdir(), "storage-failure-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Every file name under `dir`, recursively. */
const names = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).sort();

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe("a failed write to the uploads folder", () => {
  it("the disk fills mid-write: the partial .tmp file is removed, 503 STORAGE_UNAVAILABLE", () => {
    const dir = join(temp, "full");
    mkdirSync(dir);
    // 8 blocks of 512 bytes may be written, the photo is 100 KB: the write stops part-way.
    const script = `
      import { folderStorage } from "./lib/infra/storage/index.ts";
      try {
        await folderStorage(${JSON.stringify(dir)}).put("photos/s/aa-1600.webp", Buffer.alloc(100_000, 1), "image/webp");
        console.log(JSON.stringify({ ok: true }));
      } catch (e) {
        console.log(JSON.stringify({ code: e.code, status: e.status, message: e.message }));
      }`;
    const r = spawnSync("sh", ["-c", `ulimit -f 8 && exec "${process.execPath}" --import tsx --input-type=module -e "$0"`, script], {
      cwd: process.cwd(),
      env: { ...process.env, LOG_SILENT: "1" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout.trim().split("\n").at(-1)!) as { code?: string; status?: number; message?: string };
    expect(out.code, r.stdout).toBe("STORAGE_UNAVAILABLE");
    expect(out.status).toBe(503);
    expect(out.message).toMatch(/could not be saved/);
    expect(names(dir).filter((n) => n.endsWith(".tmp"))).toEqual([]);
    expect(names(dir)).not.toContain(join("photos", "s", "aa-1600.webp"));
  });

  it("the final name is taken by a folder: the written .tmp file is removed, 503", async () => {
    const dir = join(temp, "taken");
    mkdirSync(join(dir, "photos", "s", "bb-1600.webp", "inside"), { recursive: true });
    const e = await failure(folderStorage(dir).put("photos/s/bb-1600.webp", Buffer.from("photo"), "image/webp"));
    expect(e.code).toBe("STORAGE_UNAVAILABLE");
    expect(e.status).toBe(ERROR_STATUS.STORAGE_UNAVAILABLE);
    expect(e.status).toBe(503);
    expect(names(dir).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });

  it("the folder's place is taken by a file (nothing can be created): 503, no stack or path in the message", async () => {
    const file = join(temp, "not-a-folder");
    writeFileSync(file, "x");
    const e = await failure(folderStorage(join(file, "uploads")).put("photos/s/cc-1600.webp", Buffer.from("photo"), "image/webp"));
    expect(e.code).toBe("STORAGE_UNAVAILABLE");
    expect(e.message).not.toContain(temp);
    expect(e.message).not.toMatch(/ENOTDIR|EEXIST/);
  });
});

describe("a failed write to the bucket", () => {
  it("an unreachable S3 endpoint: 503 STORAGE_UNAVAILABLE, not a 500", async () => {
    const st = s3Storage({
      endpoint: `http://127.0.0.1:${await freePort()}`,
      region: "auto",
      bucket: "photos",
      accessKeyId: "k",
      secretAccessKey: "s",
      publicUrl: "https://cdn.test",
    });
    const e = await failure(st.put("photos/s/dd-1600.webp", Buffer.from("photo"), "image/webp"));
    expect(e.code).toBe("STORAGE_UNAVAILABLE");
  });
});
