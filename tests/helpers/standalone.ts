// The build's standalone server (`node .next/standalone/server.js`) in a child process, as both
// deployments run it, with this process's environment (DATABASE_URL, APP_ENV, …).
import { spawn } from "node:child_process";

export type Standalone = { url: string; close: () => Promise<void> };

/**
 * `env`: variables over this process's (undefined removes one). `hostname`: the address it binds
 * (HOSTNAME; 0.0.0.0 unless given): the test reaches it on the loopback address of its family.
 * `server`: another copy of the build's server.js (default the worktree's own).
 */
export async function startStandalone(opts: {
  port: number;
  hostname?: string;
  env?: Record<string, string | undefined>;
  server?: string;
}): Promise<Standalone> {
  const hostname = opts.hostname ?? "0.0.0.0";
  const url = `http://${hostname.includes(":") ? "[::1]" : "127.0.0.1"}:${opts.port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(opts.port), HOSTNAME: hostname };
  for (const [k, v] of Object.entries(opts.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  const child = spawn(process.execPath, [opts.server ?? ".next/standalone/server.js"], {
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 90_000;
  while (
    !(await fetch(`${url}/v1/health`).then(
      (r) => r.status === 200,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the standalone server did not start (exit ${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    close: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
