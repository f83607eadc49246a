// `npm test`: every stage, each as soon as the stages it needs have passed, then a table of the
// stages with their start, duration and CPU time (also after a failure or Ctrl-C). Independent
// stages run side by side (docs/development.md, Tests): each waits on a database, a server or a
// browser part of the time, and the stages beside it use the CPU it leaves. One stage's output is shown as it comes; the
// others' is held and printed whole after it, so no two stages' lines ever mix. The first failure
// stops the stages still running, and `npm test` exits with the failed stage's code.
//
//   npm test                                   every stage
//   npm test -- test:contract test:e2e         only these (what they need is taken as done)
//
// A failed stage's failures are printed again just above the table: the stage's output may have
// scrolled far up (test:api's is printed whole before e2e's), and CI shows the end of the log.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * Each stage and the stages it needs (docs/development.md, Tests). typecheck reads `.next/types`
 * (tsconfig.json, written by `next build`, which empties `.next` first), so it starts after the
 * build rather than beside it. test:api and test:e2e run side by side once the build is there:
 * neither has a limit a busy machine breaks (their test files with time budgets are the stage
 * test:timed), and each alone leaves a core idle part of the time (e2e on its browser, test:api
 * on the database), which the other then uses: together the two cores stay busy. The contract
 * replays the recordings test:api leaves (docs/development.md, Contract recordings). The stages
 * that measure time start when both are over: test:timed first, then test:faults alone, whose
 * budgets (a restart served within 5 s, a drain that accepts what was sent before the signal) are
 * promises about a machine doing nothing else; beside the soak they failed on a loaded CI.
 */
const STAGES = {
  lint: [],
  build: [],
  typecheck: ["build"],
  "test:api": ["build"],
  "test:e2e": ["build"],
  "test:contract": ["test:api"],
  "test:timed": ["test:api", "test:e2e"],
  "test:faults": ["test:api", "test:e2e", "test:timed"],
};
const ALL = Object.keys(STAGES);

const wanted = process.argv.slice(2);
const unknown = wanted.filter((s) => !ALL.includes(s));
if (unknown.length) {
  console.error(`test-all: unknown stage ${unknown.join(", ")} (stages: ${ALL.join(", ")})`);
  process.exit(2);
}
const chosen = ALL.filter((s) => !wanted.length || wanted.includes(s));
const needs = (s) => STAGES[s].filter((d) => chosen.includes(d));

/** CPU seconds (user + system) of every child this process has waited for: /proc/self/stat cutime + cstime. */
function childCpu() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(f[13]) + Number(f[14])) / 100; // clock ticks of 1/100 s on Linux
  } catch {
    return NaN; // not Linux: the table leaves the column empty
  }
}

/**
 * CPU seconds the whole machine spent busy so far (/proc/stat: every state but idle and iowait) and
 * its number of cores; null where there is no /proc. The stages' own column misses the processes
 * that outlive the process that started them (a database server, a browser's helpers), whose time
 * no stage waits for: this counts everything, other programs on the machine included.
 */
function machineCpu() {
  try {
    const lines = readFileSync("/proc/stat", "utf8").split("\n");
    const t = lines[0].split(/\s+/).slice(1, 9).map(Number); // user nice system idle iowait irq softirq steal
    return { busy: (t.reduce((a, b) => a + b, 0) - t[3] - t[4]) / 100, cores: lines.filter((l) => /^cpu\d/.test(l)).length };
  } catch {
    return null;
  }
}
const machineAtStart = machineCpu();

/**
 * @typedef {{ name: string, child: import("node:child_process").ChildProcess, chunks: Buffer[],
 *   output: Buffer[], startMs: number, ms?: number, cpu?: number, code?: number | null, signal?: string | null,
 *   done?: boolean, stopped?: string }} Run
 */
/** @type {Map<string, Run>} */
const runs = new Map();
/** @type {Run | undefined} the stage whose output goes straight to the terminal */
let live;
const t0 = performance.now();
let cpuSeen = childCpu();
let stopping = false;
let firstFailure = 0;
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
// Children write into pipes: keep their colours when this process writes to a terminal.
const childEnv = process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: "1" } : process.env;

function header(run) {
  process.stdout.write(`\n> ${run.name}\n`);
}

/** Hand the terminal to the next stage: print every finished stage's output, then the earliest running one's. */
function nextLive() {
  live = undefined;
  const order = [...runs.values()].sort((a, b) => a.startMs - b.startMs);
  for (const r of order.filter((r) => r.done && r.chunks)) {
    header(r);
    for (const c of r.chunks) process.stdout.write(c);
    r.chunks = null;
  }
  live = order.find((r) => !r.done && r.chunks);
  if (live) {
    header(live);
    for (const c of live.chunks) process.stdout.write(c);
    live.chunks = null;
  }
}

function start(name) {
  // A process group of its own, signalled as a whole on Ctrl-C or SIGTERM: npm does not pass a
  // signal on to the test runner it started, which then ran on (with its database) after `npm test`.
  const child = spawn(npm, ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"], env: childEnv, detached: true });
  /** @type {Run} */
  const run = { name, child, chunks: [], output: [], startMs: performance.now() - t0 };
  runs.set(name, run);
  const out = (d) => {
    run.output.push(d);
    return run.chunks ? run.chunks.push(d) : process.stdout.write(d);
  };
  child.stdout.on("data", out);
  child.stderr.on("data", out);
  if (!live) nextLive();
  // "exit" rather than "close": the CPU time is read right after this child was waited for.
  child.on("exit", (code, signal) => {
    const cpu = childCpu();
    Object.assign(run, { ms: performance.now() - t0 - run.startMs, cpu: cpu - cpuSeen, code, signal });
    cpuSeen = cpu;
    // A process the stage left behind may still hold its output pipe open: the stage is over anyway.
    setTimeout(() => [child.stdout, child.stderr].forEach((s) => s.destroy()), 10_000).unref();
  });
  child.on("close", () => {
    run.done = true;
    if (run.code !== 0 && !firstFailure && !interrupted) {
      // The first failure decides: the stages still running are stopped (their output so far is printed).
      firstFailure = run.code || 1;
      stopping = true;
      for (const r of runs.values()) if (!r.done && r !== run) kill(r, "SIGTERM");
    }
    if (live === run) nextLive();
    schedule();
  });
}

function schedule() {
  if (!stopping) for (const s of chosen) if (!runs.has(s) && needs(s).every((d) => runs.get(d)?.done && runs.get(d).code === 0)) start(s);
  if ([...runs.values()].every((r) => r.done) && (stopping || runs.size === chosen.length)) finish();
}

function fmt(ms) {
  const s = ms / 1000;
  if (s < 59.95) return `${s.toFixed(1)} s`;
  // Rounded once, before the split: 479.6 s is "8 min 00 s", not "7 min 60 s".
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

/**
 * What a failed stage said about its failures: vitest's failed suites and tests, Playwright's numbered
 * failures, or else the stage's last lines; at most 120 lines, without colour codes.
 */
function failures(run) {
  // Decoded whole: a chunk may end inside a character.
  const lines = Buffer.concat(run.output)
    .toString()
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n");
  const vitest = lines.findIndex((l) => /Failed (Suites|Tests) \d+|Unhandled Errors/.test(l));
  const playwright = lines.findIndex((l) => /^\s+1\) /.test(l));
  const at = vitest >= 0 ? vitest : playwright;
  const picked = at >= 0 ? lines.slice(at) : lines.slice(-40);
  return picked.slice(0, 120).join("\n");
}

function finish() {
  const total = performance.now() - t0;
  for (const r of runs.values()) {
    if (r.code === 0 || r.stopped || r.signal) continue;
    console.log(`\n> ${r.name} failed (exit ${r.code}); its failures again:\n${failures(r)}`);
  }
  const width = Math.max(...chosen.map((s) => s.length));
  const rows = chosen.map((name) => {
    const r = runs.get(name);
    const state = !r
      ? "not run"
      : r.code === 0
        ? "passed"
        : r.stopped || r.signal
          ? `stopped (${r.stopped || r.signal})`
          : `failed (exit ${r.code})`;
    const cpu = r && Number.isFinite(r.cpu) ? `${r.cpu.toFixed(0)} s` : "";
    return [name.padEnd(width), r ? fmt(r.startMs) : "", r ? fmt(r.ms) : "", cpu, state];
  });
  const cpuTotal = [...runs.values()].reduce((a, r) => a + (r.cpu || 0), 0);
  console.log(`\nStage times (start after the beginning, duration, CPU user + system):`);
  for (const [n, s, d, c, st] of rows) console.log(`  ${n}  ${s.padStart(10)}  ${d.padStart(12)}  ${c.padStart(7)}  ${st}`);
  console.log(`  ${"total".padEnd(width)}  ${"".padStart(10)}  ${fmt(total).padStart(12)}  ${`${cpuTotal.toFixed(0)} s`.padStart(7)}`);
  const m = machineCpu();
  if (m && machineAtStart) {
    const busy = m.busy - machineAtStart.busy;
    const of = (m.cores * total) / 1000;
    console.log(
      `  machine: ${busy.toFixed(0)} CPU seconds busy of ${of.toFixed(0)} (${m.cores} cores), ${((100 * busy) / of).toFixed(0)} %`,
    );
  }
  process.exit(interrupted ? 130 : firstFailure);
}

/** Stop a stage with every process it started; its state then reads "stopped" whatever its exit code. */
function kill(run, sig) {
  run.stopped = sig;
  try {
    process.kill(-run.child.pid, sig);
  } catch {
    run.child.kill(sig);
  }
}

let interrupted = false;
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    if (interrupted) return;
    interrupted = stopping = true;
    for (const r of runs.values()) if (!r.done) kill(r, sig);
  });
}

schedule();
