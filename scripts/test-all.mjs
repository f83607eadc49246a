// `npm test`: every stage in order, stopping at the first failure with its exit code, then one
// line per stage with its duration (also after a failure or Ctrl-C). Lint and typecheck are
// light and independent, so they run side by side (their output is printed whole as each ends);
// the heavy stages run one after another, with vitest's and Playwright's output as is
// (docs/development.md, Tests).
//
//   npm test                                   every stage
//   npm test -- test:contract test:e2e         only these, in the usual order
import { spawn } from "node:child_process";

/** Each entry runs after the previous one succeeded; an array's scripts run in parallel. */
const PIPELINE = [["lint", "typecheck"], "build", "test:api", "test:contract", "test:faults", "test:e2e"];
const ALL = PIPELINE.flat();

const wanted = process.argv.slice(2);
const unknown = wanted.filter((s) => !ALL.includes(s));
if (unknown.length) {
  console.error(`test-all: unknown stage ${unknown.join(", ")} (stages: ${ALL.join(", ")})`);
  process.exit(2);
}
const steps = PIPELINE.map((s) => [s].flat().filter((x) => !wanted.length || wanted.includes(x))).filter((s) => s.length);

/** @type {Map<string, {ms?: number, code?: number | null, signal?: string | null}>} */
const results = new Map(ALL.map((s) => [s, {}]));
const running = new Set();
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function runScript(name, buffered) {
  const started = performance.now();
  return new Promise((resolve) => {
    if (!buffered) console.log(`\n> ${name}`);
    const child = spawn(npm, ["run", "--silent", name], { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    running.add(child);
    let out = "";
    if (buffered) {
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (out += d));
    }
    child.on("close", (code, signal) => {
      running.delete(child);
      if (buffered && out) process.stdout.write(`\n> ${name}\n${out}`);
      const r = { ms: performance.now() - started, code, signal };
      results.set(name, r);
      resolve(r);
    });
  });
}

function fmt(ms) {
  const s = ms / 1000;
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, "0")} s`;
}

function summary(total) {
  const width = Math.max(...ALL.map((s) => s.length));
  console.log("\nStage times:");
  for (const name of ALL) {
    if (wanted.length && !wanted.includes(name)) continue;
    const r = results.get(name);
    const state = r.ms === undefined ? "not run" : r.code === 0 ? "passed" : r.signal ? `stopped (${r.signal})` : `failed (exit ${r.code})`;
    console.log(`  ${name.padEnd(width)}  ${(r.ms === undefined ? "" : fmt(r.ms)).padStart(12)}  ${state}`);
  }
  console.log(`  ${"total".padEnd(width)}  ${fmt(total).padStart(12)}`);
}

const started = performance.now();
let stopping = false;
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    for (const c of running) c.kill(sig);
  });
}

let exitCode = 0;
for (const step of steps) {
  const rs = await Promise.all(step.map((name) => runScript(name, step.length > 1)));
  const failed = rs.find((r) => r.code !== 0);
  if (failed || stopping) {
    exitCode = failed?.code || (stopping ? 130 : 1);
    break;
  }
}
summary(performance.now() - started);
process.exit(exitCode);
