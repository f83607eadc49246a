// Where data folders lie relative to the build (docs/photos.md, Where uploads live). Plain
// string work, no node:path: env.ts uses it and is bundled for every runtime.

/** Whether `path` is absolute (POSIX, or a Windows drive). */
export function isAbsolutePath(path: string): boolean {
  return path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path);
}

/** Whether `path` lies inside a Next build output (a `.next` segment), which `next build` empties. */
export function insideBuildOutput(path: string): boolean {
  return path.split(/[\\/]+/).includes(".next");
}

/**
 * The folder `dir` lies in outside any build output: the part before its first `.next`
 * segment. The standalone server works in `<project>/.next/standalone` (its server.js changes
 * to its own folder), so the project's root is found from there the same as from the root.
 */
export function outsideBuildOutput(dir: string): string {
  const parts = dir.split(/[\\/]/);
  const i = parts.indexOf(".next");
  if (i < 0) return dir;
  return parts.slice(0, i).join("/") || "/";
}
