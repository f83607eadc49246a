// The launcher, the worker and the operator commands bundled into dist/*.mjs with esbuild, so
// production runs plain JavaScript with no tsx (docs/deployment.md, What production installs).
// Their packages stay imports from node_modules: production dependencies only, which
// tests/unit/production-install.test.ts checks on this same bundle.
import { build } from "esbuild";

/** The entry points of dist/ (scripts/<name>.ts → dist/<name>.mjs). */
export const CLI_ENTRIES = [
  "start",
  "worker",
  "migrate",
  "studio-import",
  "studio-mark",
  "studio-invite",
  "platform-admin",
  "studio-export",
  "studio-feed",
  "calendar-sync",
  "invoices-verify",
];

/**
 * Bundle every entry into `outdir`; `write: false` keeps the files in memory (the test).
 * @param {{ outdir?: string, write?: boolean }} [opts]
 */
export function bundleCli({ outdir = "dist", write = true } = {}) {
  return build({
    entryPoints: CLI_ENTRIES.map((n) => `scripts/${n}.ts`),
    outdir,
    write,
    metafile: true,
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
}
