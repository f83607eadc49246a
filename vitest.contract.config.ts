// Second vitest run of `npm test`: the contract tests, after the integration tests have
// recorded their replies (tests/helpers/recording.ts). No database, no global setup: it replays
// the latest complete run's recordings (tests/setup/recordings.ts).
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
    include: ["tests/contract/**/*.test.ts"],
    pool: "forks",
    testTimeout: 30_000,
    env: { LOG_SILENT: "1", TZ },
  },
});
