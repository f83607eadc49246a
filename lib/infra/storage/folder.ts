// Storage in a local folder (default <project>/.data/uploads), served by the app at /uploads/<key>
// (app/uploads/[...key]/route.ts). Writes go to a temporary name first and are renamed, so a
// reader never sees half a file; a write that fails (disk full, folder read-only or gone)
// removes its temporary file and answers 503 STORAGE_UNAVAILABLE (docs/photos.md, When storage fails).
import { mkdir, readFile, rename, rm, writeFile, realpath } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { randomBytes } from "node:crypto";
import { assertSafeKey, contentTypeOfKey, isSafeKey, storageFailed, type Storage } from "./types";

const UPLOADS_PATH = "/uploads";

export function folderStorage(dir: string): Storage {
  const root = resolve(dir);
  const pathOf = (key: string) => join(root, ...key.split("/"));
  return {
    async put(key, body) {
      assertSafeKey(key);
      const file = pathOf(key);
      const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(tmp, body);
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true }).catch(() => {});
        throw storageFailed(err);
      }
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      try {
        // Symlinks included: the real file must lie inside the real folder.
        const [r, f] = await Promise.all([realpath(root), realpath(pathOf(key))]);
        if (!f.startsWith(r + sep)) return null;
        return { body: await readFile(f), contentType };
      } catch {
        return null;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(pathOf(key), { force: true });
    },
    publicUrl: (key) => `${UPLOADS_PATH}/${key}`,
  };
}
