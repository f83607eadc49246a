import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/db/**/*.test.ts", "tests/api/**/*.test.ts"],
    globalSetup: ["tests/setup/global.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Tests run in a hostile process time zone (see package.json): code that forgets the
    // studio's zone fails here.
    env: { LOG_SILENT: "1" },
  },
});
