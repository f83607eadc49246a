// Recordings for the contract replay (tests/helpers/recording.ts), one folder per run of the
// integration tests: a run writes only into its own folder, and the `latest` pointer moves to it
// only when every test file of the config ran and none failed. So a one-file run
// (`npx vitest run tests/api/x.test.ts`) leaves the last complete set in place for
// `npm run test:contract` (docs/development.md, Contract recordings).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { RECORDINGS_ROOT, LATEST_POINTER } from "../helpers/recording";

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's recordings folder; absent in configs that record nothing (faults). */
    recordingsDir: string;
  }
}

/** A folder left by a run that was killed before its teardown: gone after a day. */
const ORPHAN_AGE_MS = 24 * 3600_000;

function latestRun(): string | undefined {
  const p = join(RECORDINGS_ROOT, LATEST_POINTER);
  return existsSync(p) ? readFileSync(p, "utf8").trim() || undefined : undefined;
}

/** Every test file of the config ran (no file, name or shard filter) and none failed. */
async function complete(project: TestProject): Promise<boolean> {
  const config = project.vitest.config;
  if (config.testNamePattern || config.shard) return false;
  const { testFiles } = await project.globTestFiles();
  const states = new Map(project.vitest.state.getTestModules().map((m) => [m.moduleId, m.state()]));
  return testFiles.length > 0 && testFiles.every((f) => states.get(f) === "passed" || states.get(f) === "skipped");
}

export default function setup(project: TestProject) {
  const run = `${Date.now()}-${process.pid}`;
  const dir = join(RECORDINGS_ROOT, run);
  mkdirSync(dir, { recursive: true });
  const keep = latestRun();
  for (const e of readdirSync(RECORDINGS_ROOT, { withFileTypes: true })) {
    const p = join(RECORDINGS_ROOT, e.name);
    if (e.isDirectory() && e.name !== keep && e.name !== run && Date.now() - statSync(p).mtimeMs > ORPHAN_AGE_MS)
      rmSync(p, { recursive: true, force: true });
  }
  project.provide("recordingsDir", dir);

  return async () => {
    if (!(await complete(project))) {
      rmSync(dir, { recursive: true, force: true });
      return;
    }
    const previous = latestRun();
    const tmp = join(RECORDINGS_ROOT, `${LATEST_POINTER}.${run}`);
    writeFileSync(tmp, run + "\n");
    renameSync(tmp, join(RECORDINGS_ROOT, LATEST_POINTER)); // atomic: a reader sees the old set or the new one
    if (previous && previous !== run) rmSync(join(RECORDINGS_ROOT, previous), { recursive: true, force: true });
  };
}
