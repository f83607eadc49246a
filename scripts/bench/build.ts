// The production build the bench and the soak run against: `npm run build` when .next/BUILD_ID is
// missing (or when forced with --build). Kept simple on purpose: a stale build is the caller's
// call (--build), not guessed from file times.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export function ensureBuild(opts: { force: boolean; cwd?: string }): { built: boolean } {
  const cwd = opts.cwd ?? process.cwd();
  const have = existsSync(join(cwd, ".next", "BUILD_ID"));
  if (have && !opts.force) return { built: false };
  console.log(have ? "Rebuilding (--build) …" : "No production build (.next/BUILD_ID) found: running `npm run build` …");
  const r = spawnSync("npm", ["run", "build"], { cwd, stdio: "inherit", env: process.env });
  if (r.status !== 0) throw new Error(`npm run build failed (exit ${r.status ?? r.signal})`);
  return { built: true };
}
