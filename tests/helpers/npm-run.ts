// `npm start`, `npm run worker` as an operator runs them, for the fault tests of the process
// tree (docs/deployment.md, Build and run): npm in a process group of its own (the test signals
// npm alone, or the whole group to clean up), its output kept, and the processes under it found
// by their parent.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

export type NpmRun = {
  child: ChildProcess;
  pid: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when the output contains `text`; throws when npm exits first or after `ms`. */
  waitFor: (text: string, ms?: number) => Promise<void>;
  /** SIGKILL to npm's whole group (the test's clean-up). */
  killGroup: () => void;
};

/** `npm <args>` in the project with `env` over this process's (undefined removes a variable). */
export function startNpm(args: string[], env: Record<string, string | undefined>): NpmRun {
  const vars: NodeJS.ProcessEnv = { ...process.env };
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete vars[k];
    else vars[k] = v;
  }
  const child = spawn("npm", [...args, "--silent"], { cwd: process.cwd(), env: vars, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let out = "";
  child.stdout!.on("data", (c) => (out += String(c)));
  child.stderr!.on("data", (c) => (out += String(c)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    pid: child.pid!,
    output: () => out,
    exited,
    waitFor: async (text, ms = 90_000) => {
      const deadline = Date.now() + ms;
      while (!out.includes(text)) {
        if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline)
          throw new Error(`"${text}" never came (npm ${child.exitCode ?? child.signalCode ?? "still running"}):\n${out.slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    killGroup: () => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // gone already
      }
    },
  };
}

/** The pids of `pid`'s children whose command line contains `match`. */
export function childrenOf(pid: number, match = ""): number[] {
  let out = "";
  try {
    out = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(pid)], { encoding: "utf8" });
  } catch {
    return []; // ps exits 1 when there is none
  }
  return out
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && l.includes(match))
    .map((l) => Number(l.split(/\s+/)[0]));
}

/** Whether `pid` runs (a zombie, exited but not yet reaped by its new parent, does not). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once("error", () => resolve(false));
    s.listen(port, "0.0.0.0", () => s.close(() => resolve(true)));
  });
}

/** Poll `ok` every 100 ms until it holds or `ms` pass; returns the milliseconds it took, or null. */
export async function within(ms: number, ok: () => boolean | Promise<boolean>): Promise<number | null> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await ok()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  return (await ok()) ? Date.now() - start : null;
}

/** SIGKILL to each pid that still runs (the test's clean-up of what it started). */
export function killAll(pids: (number | undefined)[]): void {
  for (const pid of pids)
    if (pid && alive(pid))
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // gone meanwhile
      }
}
