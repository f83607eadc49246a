// `prisma generate` needs no schema engine, but the CLI tries to download one unless
// PRISMA_SCHEMA_ENGINE_BINARY points at an existing file. Point it at node itself.
import { spawnSync } from "node:child_process";

const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
};
const r = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], { stdio: "inherit", env });
process.exit(r.status ?? 1);
