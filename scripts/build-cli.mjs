// Second half of `npm run build`, after `next build`:
// 1. The standalone server gets the files Next leaves for the operator to copy
//    (.next/static and public/), so `node .next/standalone/server.js` serves everything.
// 2. The standalone copy of Next's router gets the one-line fix that keeps middleware rewrites
//    internal when the server is bound to a loopback address (docs/decisions.md, Loopback
//    binding).
// 3. The launcher, the worker and the operator commands are bundled into dist/*.mjs with
//    esbuild, so production runs plain JavaScript (no tsx at run time); their packages stay
//    imports from node_modules.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const standalone = ".next/standalone";
if (!existsSync(`${standalone}/server.js`)) throw new Error(`${standalone}/server.js is missing: run next build first`);
rmSync(`${standalone}/.next/static`, { recursive: true, force: true });
cpSync(".next/static", `${standalone}/.next/static`, { recursive: true });
rmSync(`${standalone}/public`, { recursive: true, force: true });
if (existsSync("public")) cpSync("public", `${standalone}/public`, { recursive: true });

// Next's router compares a middleware rewrite's origin with `http://<HOSTNAME>:<PORT>`, while the
// URL the middleware sees (NextURL) names every loopback address `localhost`: bound to 127.0.0.1
// or ::1, each rewrite looks external and Next proxies it to localhost (500, "Failed to proxy").
// The router's origin gets the same loopback normalization. The build fails when the line is
// not found, so a Next upgrade makes us look again (it may carry the fix itself).
const router = `${standalone}/node_modules/next/dist/server/lib/router-utils/resolve-routes.js`;
const BOUND = "(0, _formathostname.formatHostname)(opts.hostname || 'localhost')";
const MARK = "__studioLoopbackHost";
const routerSrc = readFileSync(router, "utf8");
if (!routerSrc.includes(MARK)) {
  if (routerSrc.split(BOUND).length !== 2)
    throw new Error(`${router}: the bound-hostname expression to normalize was not found (Next changed?)`);
  const helper = `
// studio-booking (scripts/build-cli.mjs): loopback addresses as NextURL names them.
const ${MARK}Cache = new Map();
function ${MARK}(h) {
    let v = ${MARK}Cache.get(h);
    if (v === undefined) {
        try {
            v = /^(?:127(?:\\.(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)){3}|\\[::1\\])$/.test(new URL('http://' + h).hostname) ? 'localhost' : h;
        } catch {
            v = h;
        }
        ${MARK}Cache.set(h, v);
    }
    return v;
}
`;
  // A fresh file, not an edit in place: the standalone copy must never write through to node_modules.
  rmSync(router);
  writeFileSync(router, routerSrc.replace(BOUND, `${MARK}(${BOUND})`) + helper);
}

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
