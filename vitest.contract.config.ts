// Second vitest run of `npm test`: the contract tests, after the integration tests have
// recorded their replies (tests/helpers/recording.ts). No database, no global setup: the
// first run's setup clears the recordings, this one must not.
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["tests/contract/**/*.test.ts"],
    pool: "forks",
    testTimeout: 30_000,
    env: { LOG_SILENT: "1" },
  },
});
