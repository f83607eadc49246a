// Second half of `npm run build`, after `next build`:
// 1. The standalone server gets the files Next leaves for the operator to copy
//    (.next/static and public/), so `node .next/standalone/server.js` serves everything.
// 2. The launcher, the worker and the operator commands are bundled into dist/*.mjs
//    (scripts/cli-bundle.mjs), so production runs plain JavaScript (no tsx at run time).
import { cpSync, existsSync, rmSync } from "node:fs";
import { bundleCli, CLI_ENTRIES } from "./cli-bundle.mjs";

const standalone = ".next/standalone";
if (!existsSync(`${standalone}/server.js`)) throw new Error(`${standalone}/server.js is missing: run next build first`);
rmSync(`${standalone}/.next/static`, { recursive: true, force: true });
cpSync(".next/static", `${standalone}/.next/static`, { recursive: true });
rmSync(`${standalone}/public`, { recursive: true, force: true });
if (existsSync("public")) cpSync("public", `${standalone}/public`, { recursive: true });

rmSync("dist", { recursive: true, force: true });
await bundleCli();
console.log(`Bundled ${CLI_ENTRIES.length} commands into dist/ and completed ${standalone}/`);
