import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// A hostile process time zone (+05:45, no DST): code that forgets the studio's zone fails here. Set
// at config load, so the vitest process and every fork it starts inherit it and
// `npx vitest run <file>` runs exactly as `npm test` (docs/development.md, Tests).
const TZ = "Asia/Kathmandu";
process.env.TZ = TZ;

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/db/**/*.test.ts", "tests/api/**/*.test.ts", "tests/soak.test.ts"],
    globalSetup: ["tests/setup/global.ts", "tests/setup/recordings.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Tests start the workers they need themselves (lib/worker/index.ts createWorker): an in-app worker
    // would run the global sweeps with whatever clock a test file installed.
    env: { LOG_SILENT: "1", WORKER_IN_APP: "0", TZ },
  },
});
