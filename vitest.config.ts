import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// A hostile process time zone (+05:45, no DST): code that forgets the studio's zone fails here. Set
// at config load, so the vitest process and every fork it starts inherit it and
// `npx vitest run <file>` runs exactly as `npm test` (docs/development.md, Tests).
const TZ = "Asia/Kathmandu";
process.env.TZ = TZ;

const resolve = { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } };
const common = {
  pool: "forks" as const,
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // Tests start the workers they need themselves (lib/worker/index.ts createWorker): an in-app worker
  // would run the global sweeps with whatever clock a test file installed.
  env: { LOG_SILENT: "1", WORKER_IN_APP: "0", TZ },
};

/**
 * Files that measure time (a budget, a stall of the event loop, a bound on an answer's time, a
 * flush within a deadline) or load the whole machine (the soak): the project `timed`, one file at
 * a time, a stage of its own (`npm run test:timed`) that runs when nothing else does
 * (docs/development.md, Tests).
 */
const TIMED = [
  "tests/unit/photos-process.test.ts",
  "tests/db/abuse.test.ts",
  "tests/db/calendar-budget.test.ts",
  "tests/db/staff-auth.test.ts",
  "tests/db/sweep-messages.test.ts",
  "tests/db/webhooks-attack.test.ts",
  "tests/api/site-cache.test.ts",
  "tests/soak.test.ts",
];

/**
 * Files that start the app over HTTP with a database of their own (ownDatabase, startStaffEnv): a
 * process and a Next server each (project `http-own`). The server's start makes the job queue
 * ready, records the deployment mode and listens for site changes on one database
 * (lib/infra/server-start.ts), so the files sharing a server share the run's database. Also the
 * OpenAPI document's file: the server builds the document once, with the environment of its first
 * request (lib/http/openapi/builder.ts), and the file compares it with one built for its own.
 */
const OWN_PROCESS = [
  "tests/db/client-networks.test.ts",
  "tests/db/request-bodies.test.ts",
  "tests/db/staff-members.test.ts",
  "tests/db/staff-passkeys.test.ts",
  "tests/api/change-extras.test.ts",
  "tests/api/change-price.test.ts",
  "tests/api/check-in.test.ts",
  "tests/api/client-ip-http.test.ts",
  "tests/api/custom-domains-http.test.ts",
  "tests/api/holds-production.test.ts",
  "tests/api/openapi.test.ts",
  "tests/api/unverified-messages.test.ts",
  "tests/api/webhook-contract.test.ts",
];

export default defineConfig({
  resolve,
  test: {
    ...common,
    // The files of `npm run test:api` (projects lib and http): the recordings' global setup keeps a
    // run's recordings only when every one of them ran and passed (tests/setup/recordings.ts).
    include: ["tests/unit/**/*.test.ts", "tests/db/**/*.test.ts", "tests/api/**/*.test.ts"],
    exclude: ["**/node_modules/**", ...TIMED],
    // Once for the whole run, whatever projects it runs; the projects inherit what it provides.
    globalSetup: ["tests/setup/global.ts", "tests/setup/recordings.ts"],
    projects: [
      {
        resolve,
        test: {
          ...common,
          name: "lib",
          // Unit and database files call lib/ directly and put back what they change (the clock,
          // process.env through testDb/setEnv): a worker process runs file after file, each module
          // loaded once (about a third of these files' CPU time was their imports, run again per file).
          include: ["tests/unit/**/*.test.ts", "tests/db/**/*.test.ts"],
          exclude: [...TIMED, ...OWN_PROCESS.filter((f) => f.startsWith("tests/db/"))],
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        resolve,
        test: {
          ...common,
          name: "http",
          // A worker process runs file after file against one Next server (tests/helpers/app.ts):
          // loading the app's bundles again for each file was about half of the project's CPU time
          // (docs/development.md, Tests).
          include: ["tests/api/**/*.test.ts"],
          exclude: [...TIMED, ...OWN_PROCESS],
          isolate: false,
          maxWorkers: 2,
          setupFiles: ["tests/setup/shared-process-file.ts"],
          env: { ...common.env, TEST_SHARED_APP: "1" },
        },
      },
      {
        resolve,
        test: { ...common, name: "http-own", include: OWN_PROCESS, maxWorkers: 2 },
      },
      {
        resolve,
        test: { ...common, name: "timed", include: TIMED, fileParallelism: false },
      },
    ],
  },
});
