// Orchestrator side of a load run: spawn the autocannon child (scripts/bench/load.ts), and account
// the CPU time the server process and PostgreSQL spent meanwhile (from /proc, Linux only).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LoadJob, LoadResult } from "./load";

const TICK_MS = 10; // USER_HZ is 100 on Linux

function procTicks(pid: number, withChildren: boolean): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // after "(comm) ": state=0 ppid=1 … utime=11 stime=12 cutime=13 cstime=14
    return Number(f[11]) + Number(f[12]) + (withChildren ? Number(f[13]) + Number(f[14]) : 0);
  } catch {
    return 0;
  }
}

function childrenOf(ppid: number): number[] {
  if (!existsSync("/proc")) return [];
  const out: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(f[1]) === ppid) out.push(Number(name));
    } catch {
      /* gone */
    }
  }
  return out;
}

/** CPU milliseconds used so far by the server process and by PostgreSQL (postmaster + backends). */
function cpuSnapshot(serverPid: number | undefined, postmasterPid: number | undefined): { serverMs: number; dbMs: number } {
  const serverMs = serverPid ? procTicks(serverPid, true) * TICK_MS : 0;
  let dbTicks = 0;
  if (postmasterPid) {
    dbTicks += procTicks(postmasterPid, true);
    for (const c of childrenOf(postmasterPid)) dbTicks += procTicks(c, false);
  }
  return { serverMs, dbMs: dbTicks * TICK_MS };
}

/** The postmaster's pid from its data folder, or undefined. */
export function postmasterPid(dbUrl: string): number | undefined {
  // startStack puts the cluster in <tmp>/studio-<label>-XXXX/pg; find it by the port.
  const port = new URL(dbUrl).port;
  for (const name of existsSync("/proc") ? readdirSync("/proc") : []) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmd = readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0");
      if (/postgres$/.test(cmd[0]) && cmd.includes("-p") && cmd[cmd.indexOf("-p") + 1] === port) return Number(name);
    } catch {
      /* gone */
    }
  }
  return undefined;
}

export type RunOutcome = LoadResult & { serverCpuMs: number; dbCpuMs: number };

/** Run one autocannon job in a child process and return its figures. */
export async function runLoad(job: LoadJob, pids: { server?: number; postmaster?: number }): Promise<RunOutcome> {
  const dir = mkdtempSync(join(tmpdir(), "bench-load-"));
  try {
    const jobPath = join(dir, "job.json");
    const outPath = join(dir, "out.json");
    writeFileSync(jobPath, JSON.stringify(job));
    const before = cpuSnapshot(pids.server, pids.postmaster);
    const child = spawn(process.execPath, ["--import", "tsx", join("scripts", "bench", "load.ts"), jobPath, outPath], {
      cwd: process.cwd(),
      stdio: ["ignore", "inherit", "inherit"],
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
    const after = cpuSnapshot(pids.server, pids.postmaster);
    if (code !== 0) throw new Error(`load generator exited with code ${code}`);
    const res = JSON.parse(readFileSync(outPath, "utf8")) as LoadResult;
    return { ...res, serverCpuMs: after.serverMs - before.serverMs, dbCpuMs: after.dbMs - before.dbMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Several runs of one job as one (the slices of a read scenario): counts and CPU summed, req/s
 * over the summed durations, p50 the median of the runs' p50s, p90/p99/max the highest of theirs
 * (percentiles cannot be merged exactly; the highest is the cautious figure).
 */
export function mergeRuns(rs: RunOutcome[]): RunOutcome {
  if (rs.length === 1) return rs[0];
  const sum = (f: (r: RunOutcome) => number) => rs.reduce((a, r) => a + f(r), 0);
  const most = (f: (r: RunOutcome) => number) => Math.max(...rs.map(f));
  const p50s = rs.map((r) => r.latencyMs.p50).sort((a, b) => a - b);
  const mid = p50s.length >> 1;
  const status: Record<string, number> = {};
  for (const r of rs) for (const [code, n] of Object.entries(r.status)) status[code] = (status[code] ?? 0) + n;
  const requests = sum((r) => r.requests);
  const durationS = sum((r) => r.durationS);
  return {
    requests,
    durationS,
    rps: durationS > 0 ? requests / durationS : 0,
    latencyMs: {
      p50: p50s.length % 2 ? p50s[mid] : (p50s[mid - 1] + p50s[mid]) / 2,
      p90: most((r) => r.latencyMs.p90),
      p99: most((r) => r.latencyMs.p99),
      max: most((r) => r.latencyMs.max),
      mean: requests ? sum((r) => r.latencyMs.mean * r.requests) / requests : 0,
    },
    status,
    non2xx: sum((r) => r.non2xx),
    s4xx: sum((r) => r.s4xx),
    s5xx: sum((r) => r.s5xx),
    socketErrors: sum((r) => r.socketErrors),
    timeouts: sum((r) => r.timeouts),
    wrapped: rs.some((r) => r.wrapped),
    holds: rs.flatMap((r) => r.holds ?? []),
    errorSamples: rs.flatMap((r) => r.errorSamples).slice(0, 5),
    loadCpuMs: sum((r) => r.loadCpuMs),
    serverCpuMs: sum((r) => r.serverCpuMs),
    dbCpuMs: sum((r) => r.dbCpuMs),
  };
}
