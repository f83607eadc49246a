// `prisma generate` needs no schema engine, but the CLI tries to download one unless
// PRISMA_SCHEMA_ENGINE_BINARY points at an existing file. Point it at node itself.
// `--if-installed` (postinstall): a production install (`npm ci --omit=dev`) has no prisma CLI
// and needs no client: the build output (.next and dist/) carries the generated one
// (docs/deployment.md, What production installs). `npm run build` needs it, so fails without it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const cli = "node_modules/prisma/build/index.js";
if (!existsSync(cli)) {
  if (process.argv.includes("--if-installed")) {
    console.log("prisma generate skipped: no prisma CLI (a production install; the build output carries the generated client)");
    process.exit(0);
  }
  console.error("prisma generate: the prisma CLI is not installed; building needs every dependency (npm ci, without --omit=dev)");
  process.exit(1);
}
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
};
const r = spawnSync(process.execPath, [cli, "generate"], { stdio: "inherit", env });
process.exit(r.status ?? 1);
