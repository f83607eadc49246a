// The contract replay reads the latest complete run of the integration tests: a later one-file
// or failing run must not take its recordings away (docs/development.md, Contract recordings).
// Runs a miniature config (tests/fixtures/recordings-run) with the real setup and helper.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = mkdtempSync(join(tmpdir(), "studio-recordings-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(
    process.execPath,
    ["node_modules/vitest/vitest.mjs", "run", "--config", "tests/fixtures/recordings-run/vitest.config.ts", ...args],
    { env: { ...process.env, ...env, CONTRACT_RECORDINGS_DIR: root }, encoding: "utf8" },
  );
  return r.status;
}
/** The sites the latest complete set recorded, e.g. ["a", "b"]. */
function latestSet(): string[] {
  const dir = join(root, readFileSync(join(root, "latest"), "utf8").trim());
  return readdirSync(dir)
    .flatMap((f) => readFileSync(join(dir, f), "utf8").split("\n").filter(Boolean))
    .map((l) => (JSON.parse(l) as { path: string }).path.split("/").pop()!)
    .sort();
}
const runFolders = () => readdirSync(root).filter((f) => f !== "latest");

describe("contract recordings", () => {
  it("a complete run becomes the latest set; a one-file, a name-filtered or a failing run leaves it", () => {
    expect(run([])).toBe(0);
    expect(latestSet()).toEqual(["a", "b"]);
    const first = readFileSync(join(root, "latest"), "utf8");

    expect(run(["a.test.ts"])).toBe(0);
    expect(run(["-t", "records"])).toBe(0);
    expect(run([], { FAIL_FIXTURE: "b" })).toBe(1);
    expect(readFileSync(join(root, "latest"), "utf8")).toBe(first);
    expect(latestSet()).toEqual(["a", "b"]);
    expect(runFolders()).toHaveLength(1); // the partial runs cleaned up after themselves

    expect(run([])).toBe(0);
    expect(readFileSync(join(root, "latest"), "utf8")).not.toBe(first);
    expect(runFolders()).toHaveLength(1); // and the replaced set is gone
  });
});
