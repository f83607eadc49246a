// Moving uploads an older release wrote inside the build output (docs/photos.md, Where uploads
// live). Plain JavaScript: `npm run build` runs it before `next build` empties .next
// (scripts/keep-uploads.mjs), and every server process at start (lib/infra/storage).
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/**
 * Move every file under `from` to the same place under `to`. Names are content hashes, so a
 * file already at its place is the same photo and the old copy goes; a `.tmp` file is half a
 * write that never finished and is dropped. Emptied folders go too.
 */
export function moveUploads(from, to) {
  const result = { moved: 0, duplicates: 0, dropped: 0, failed: [] };
  if (!existsSync(from) || !lstatSync(from).isDirectory()) return result;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const src = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(src);
        try {
          rmdirSync(src);
        } catch {
          // not empty: a file failed to move
        }
        continue;
      }
      if (!entry.isFile()) continue;
      try {
        if (entry.name.endsWith(".tmp")) {
          rmSync(src, { force: true });
          result.dropped++;
          continue;
        }
        const dest = join(to, relative(from, src));
        if (existsSync(dest)) {
          rmSync(src, { force: true });
          result.duplicates++;
          continue;
        }
        mkdirSync(dirname(dest), { recursive: true });
        try {
          renameSync(src, dest);
        } catch (e) {
          if (e.code !== "EXDEV") throw e;
          // Another file system: copy under a temporary name, then rename, as every write does.
          const tmp = `${dest}.moving.tmp`;
          copyFileSync(src, tmp);
          renameSync(tmp, dest);
          rmSync(src, { force: true });
        }
        result.moved++;
      } catch (e) {
        result.failed.push(`${src}: ${e.message}`);
      }
    }
  };
  walk(from);
  try {
    rmdirSync(from);
  } catch {
    // not empty
  }
  return result;
}
