// First-load JavaScript of each page of the production build, compressed (gzip and brotli, as
// served), split into the framework (React + Next.js runtime: the chunks every route loads)
// and ours (what a route adds). Reads .next/diagnostics/route-bundle-stats.json, which
// `next build` writes; run `npx next build` first. Usage: npm run weight
import { readFileSync, existsSync } from "node:fs";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const STATS = ".next/diagnostics/route-bundle-stats.json";
if (!existsSync(STATS)) {
  console.error(`${STATS} not found: run \`npx next build\` first.`);
  process.exit(1);
}
const routes = JSON.parse(readFileSync(STATS, "utf8")).filter(
  (r) => !r.route.startsWith("/v1") && !r.route.includes("seo-") && !r.route.startsWith("/docs"),
);
const sizes = new Map();
function size(path) {
  if (!sizes.has(path)) {
    const b = readFileSync(path);
    sizes.set(path, {
      raw: b.length,
      gz: gzipSync(b, { level: 9 }).length,
      br: brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(path);
}
const common = routes.map((r) => new Set(r.firstLoadChunkPaths)).reduce((a, b) => new Set([...a].filter((x) => b.has(x))));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sum = (paths, k) => paths.reduce((a, p) => a + size(p)[k], 0);
const rows = routes.map((r) => {
  const fw = r.firstLoadChunkPaths.filter((p) => common.has(p));
  const ours = r.firstLoadChunkPaths.filter((p) => !common.has(p));
  return {
    page: r.route.startsWith("/s/[host]") ? `site ${r.route.slice(9) || "/"}` : r.route,
    framework: sum(fw, "gz"),
    ours: sum(ours, "gz"),
    total: sum(r.firstLoadChunkPaths, "gz"),
    brotli: sum(r.firstLoadChunkPaths, "br"),
  };
});
const w = Math.max(...rows.map((r) => r.page.length), 4);
console.log(`First-load JS per page (production build, gzip -9; brotli total for comparison)\n`);
console.log(`${"page".padEnd(w)}  ${"framework".padStart(10)}  ${"ours".padStart(9)}  ${"total".padStart(9)}  ${"brotli".padStart(9)}`);
for (const r of rows)
  console.log(
    `${r.page.padEnd(w)}  ${kb(r.framework).padStart(10)}  ${kb(r.ours).padStart(9)}  ${kb(r.total).padStart(9)}  ${kb(r.brotli).padStart(9)}`,
  );
console.log(`\nframework = the ${common.size} chunks every page loads (React, Next.js runtime); ours = what the page adds.`);
console.log(
  "Loaded later, only when needed (not counted): hCaptcha (details step of a captcha studio), Stripe.js (payment step of a card booking).",
);
