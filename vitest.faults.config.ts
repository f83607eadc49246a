import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { longestFirst } from "./tests/setup/longest-first";

// Fault tests (npm run test:faults): a PostgreSQL stop/start under load, a worker killed
// mid-send, SIGTERM with requests in flight. Two files at a time:
// each file stops only what it started (its own embedded PostgreSQL, its own server process on a
// port of its own), and the stage mostly waits (on outages, retry delays, timeouts), under a core
// of CPU; `npm test` starts it once the busy stages are over (docs/development.md, Tests).

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
    // The long files first (on a quiet 2-core machine: db-outage up to 52 s, dev-calendar 45,
    // message-crash 32, launcher-kill 17), so the two workers end close together.
    // db-outage starts after message-crash rather than beside dev-calendar's start: `next dev`
    // compiling takes most of the machine, and the outage's recovery has a deadline
    // (bench/results/test-loop.md, The faults' order).
    sequence: {
      sequencer: longestFirst([
        "tests/faults/dev-calendar.test.ts",
        "tests/faults/message-crash.test.ts",
        "tests/faults/db-outage.test.ts",
        "tests/faults/launcher-kill.test.ts",
      ]),
    },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    env: { LOG_SILENT: process.env.LOG_SILENT ?? "1", WORKER_IN_APP: "0", TZ },
  },
});
