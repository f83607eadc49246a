// The photo storage of this process (docs/photos.md, Storage): the S3 bucket when every S3_*
// variable is set, else the folder UPLOADS_DIR (default .data/uploads).
import { join } from "node:path";
import { env, s3Configured, type Env } from "../env";
import { folderStorage } from "./folder";
import { s3Storage } from "./s3";
import type { Storage } from "./types";

export type { Storage, StoredObject } from "./types";
export { folderStorage, UPLOADS_PATH } from "./folder";
export { s3Storage, IMMUTABLE } from "./s3";

export const DEFAULT_UPLOADS_DIR = join(/*turbopackIgnore: true*/ process.cwd(), ".data", "uploads");

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
  return folderStorage(e.UPLOADS_DIR ?? DEFAULT_UPLOADS_DIR);
}

const KEY = Symbol.for("studio-booking.storage");
type G = typeof globalThis & { [KEY]?: { env: Env; storage: Storage } };

/** This process's storage (made again when the environment was reloaded). */
export function storage(): Storage {
  const g = globalThis as G;
  const e = env();
  if (g[KEY]?.env !== e) g[KEY] = { env: e, storage: storageFor(e) };
  return g[KEY].storage;
}
