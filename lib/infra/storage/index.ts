// The photo storage of this process (docs/photos.md, Storage): the S3 bucket when every S3_*
// variable is set, else the folder UPLOADS_DIR (default <project>/.data/uploads).
import { join, resolve } from "node:path";
import { env, s3Configured, type Env } from "../env";
import { outsideBuildOutput } from "../paths";
import { log } from "../log";
import { moveUploads } from "./legacy-uploads.mjs";
import { folderStorage } from "./folder";
import { s3Storage } from "./s3";
import type { Storage } from "./types";
import { processSlot } from "../process-global";
import { errorMessage } from "../../contract/shapes";

export type { Storage } from "./types";
export { folderStorage } from "./folder";
export { s3Storage, IMMUTABLE } from "./s3";

/**
 * The project's root as this process sees it: its working directory outside the build output.
 * `npm start` (scripts/app.ts) works in the root and so do `next start`/`next dev`; the standalone
 * server changes to its own folder, `<project>/.next/standalone`, whoever started it and from where.
 */
export function projectRoot(cwd = process.cwd()): string {
  return outsideBuildOutput(cwd);
}

/** Where an older release wrote uploads: UPLOADS_DIR (or .data/uploads) taken from the working directory. */
const LEGACY_DEFAULT = join(".data", "uploads");

/**
 * The uploads folder (docs/photos.md, Where uploads live): UPLOADS_DIR, a relative one taken from
 * the project's root, else <project>/.data/uploads. Never the working directory, which for the
 * standalone server lies inside .next, emptied by every build.
 */
export function uploadsDirOf(e: Pick<Env, "UPLOADS_DIR">, cwd = process.cwd()): string {
  return resolve(/*turbopackIgnore: true*/ projectRoot(cwd), e.UPLOADS_DIR ?? LEGACY_DEFAULT);
}

/** The storage an environment configures. */
export function storageFor(e: Env): Storage {
  if (s3Configured(e))
    return s3Storage({
      endpoint: e.S3_ENDPOINT!,
      region: e.S3_REGION!,
      bucket: e.S3_BUCKET!,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      publicUrl: e.S3_PUBLIC_URL!,
    });
  return folderStorage(uploadsDirOf(e));
}

const made = processSlot<{ env: Env; storage: Storage }>("storage");

/** This process's storage (made again when the environment was reloaded). */
export function storage(): Storage {
  const e = env();
  const cur = made.get();
  if (cur?.env === e) return cur.storage;
  const s = storageFor(e);
  made.set({ env: e, storage: s });
  return s;
}

/**
 * An instance of an older release wrote its uploads under its working directory, inside
 * `.next/standalone` (docs/photos.md, Where uploads live): move them to the uploads folder once,
 * at start. Nothing to do with S3, or when the working directory is not inside a build output.
 */
export function relocateLegacyUploads(e: Env = env(), cwd = process.cwd()): void {
  if (s3Configured(e)) return;
  const from = resolve(/*turbopackIgnore: true*/ cwd, e.UPLOADS_DIR ?? LEGACY_DEFAULT);
  const to = uploadsDirOf(e, cwd);
  if (from === to) return;
  try {
    const r = moveUploads(from, to);
    if (r.moved + r.duplicates > 0)
      log.warn("uploads: moved the files of an older release out of the build output", {
        from,
        to,
        moved: r.moved,
        alreadyThere: r.duplicates,
      });
    if (r.failed.length > 0)
      log.error("uploads: files of an older release are left inside the build output; move them by hand", {
        from,
        to,
        failed: r.failed.length,
        first: r.failed[0],
      });
  } catch (err) {
    log.error("uploads: could not move files of an older release", { from, to, error: errorMessage(err) });
  }
}
