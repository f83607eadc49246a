// The one small interface photos are stored behind (docs/photos.md, Storage): a folder by
// default, any S3-compatible bucket when every S3_* variable is set. Keys are plain relative
// paths of safe segments ("photos/<studio>/<hash>-1600.webp"); objects are never rewritten
// under one key (content-hash names), so they may be cached forever.
import { ApiError } from "../../contract/errors";
import { log } from "../log";
import { fieldOf } from "../../contract/shapes";

type StoredObject = { body: Buffer; contentType: string };

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** The URL pages use for the object: a path on this app (folder) or the bucket's public URL. */
  publicUrl(key: string): string;
}

/** One key segment: a name, never "..", ".", hidden, or a separator. */
const SEGMENT_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Whether `key` is a storage key we write: 1–6 safe segments, the last with an extension. */
export function isSafeKey(key: string): boolean {
  const parts = key.split("/");
  return parts.length >= 1 && parts.length <= 6 && parts.every((p) => SEGMENT_RE.test(p) && !p.includes("..")) && /\.[a-z0-9]+$/.test(key);
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Refused storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  avif: "image/avif",
  png: "image/png",
};

export function contentTypeOfKey(key: string): string | null {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? null;
}

/**
 * A write the storage refused (disk full, read-only or missing folder, bucket unreachable): 503
 * STORAGE_UNAVAILABLE with a text the owner can act on (docs/photos.md, When storage fails). The
 * cause is logged here, on the server only (a path or a bucket error is no business of the page).
 */
export function storageFailed(err: unknown): ApiError {
  log.error("storage: write failed", { code: fieldOf(err, "code") ?? fieldOf(err, "name"), message: fieldOf(err, "message") });
  return new ApiError(
    "STORAGE_UNAVAILABLE",
    "storage: the photo could not be saved (the platform's photo storage is full or not writable); nothing was changed. Try again later, or tell the platform's operator",
  );
}
