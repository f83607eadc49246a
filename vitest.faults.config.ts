import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Fault tests (npm run test:faults): a PostgreSQL stop/start under load, a worker killed
// mid-send, SIGTERM with requests in flight. Two files at a time: each file stops only what it
// started (its own embedded PostgreSQL, its own server process on a port of its own), and the
// stage mostly waits (on outages, retry delays, timeouts), about a core's quarter of CPU; `npm test`
// starts it once the busy stages are over (docs/development.md, Tests).

// A hostile process time zone (+05:45, no DST): code that forgets the studio's zone fails here. Set
// at config load, so the vitest process and every fork it starts inherit it and
// `npx vitest run <file>` runs exactly as `npm test` (docs/development.md, Tests).
const TZ = "Asia/Kathmandu";
process.env.TZ = TZ;

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["tests/faults/**/*.test.ts"],
    globalSetup: ["tests/setup/global.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    env: { LOG_SILENT: process.env.LOG_SILENT ?? "1", WORKER_IN_APP: "0", TZ },
  },
});
