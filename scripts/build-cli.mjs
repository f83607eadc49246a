// Second half of `npm run build`, after `next build`:
// 1. The standalone server gets the files Next leaves for the operator to copy
//    (.next/static and public/), so `node .next/standalone/server.js` serves everything.
// 2. The launcher, the worker and the operator commands are bundled into dist/*.mjs with
//    esbuild, so production runs plain JavaScript (no tsx at run time); their packages stay
//    imports from node_modules.
import { cpSync, existsSync, rmSync } from "node:fs";
import { build } from "esbuild";

const standalone = ".next/standalone";
if (!existsSync(`${standalone}/server.js`)) throw new Error(`${standalone}/server.js is missing: run next build first`);
rmSync(`${standalone}/.next/static`, { recursive: true, force: true });
cpSync(".next/static", `${standalone}/.next/static`, { recursive: true });
rmSync(`${standalone}/public`, { recursive: true, force: true });
if (existsSync("public")) cpSync("public", `${standalone}/public`, { recursive: true });

/** The entry points of dist/ (scripts/<name>.ts → dist/<name>.mjs). */
export const CLI_ENTRIES = [
  "start",
  "worker",
  "migrate",
  "studio-import",
  "studio-mark",
  "studio-invite",
  "studio-export",
  "studio-feed",
  "calendar-sync",
];

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: CLI_ENTRIES.map((n) => `scripts/${n}.ts`),
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // CommonJS helpers some bundled modules expect.
  banner: { js: 'import { createRequire as __cr } from "node:module"; const require = __cr(import.meta.url);' },
});
console.log(`Bundled ${CLI_ENTRIES.length} commands into dist/ and completed ${standalone}/`);
