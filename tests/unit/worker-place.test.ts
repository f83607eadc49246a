// One place for the job worker per deployment shape (docs/architecture.md, Processes), and the
// launcher hands Next the operator's WORKER_IN_APP unchanged: the launcher, Next's instrumentation
// and the health check read the same value and agree on where the worker is.
import { describe, expect, it } from "vitest";
import { launcherChildEnv, workerPlace } from "../../lib/infra/worker-place";

/** A parent environment (Next's types require NODE_ENV). */
const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: "production", ...vars });
const asNext = (parent: NodeJS.ProcessEnv) => {
  const child = launcherChildEnv(parent, { databaseUrl: "postgres://db/app", port: 3100 });
  return { WORKER_IN_APP: (child.WORKER_IN_APP ?? "1") as "0" | "1", LAUNCHER_IPC: (child.LAUNCHER_IPC ?? "0") as "0" | "1", child };
};

describe("where the job worker runs", () => {
  it("npm start / npm run dev: in the launcher, and Next's process (its child) knows it without a rewritten WORKER_IN_APP", () => {
    for (const parent of [env({}), env({ WORKER_IN_APP: "1" })]) {
      expect(workerPlace({ WORKER_IN_APP: "1", LAUNCHER_IPC: "0" }, { launcher: true })).toBe("launcher");
      const next = asNext(parent);
      expect(next.child.WORKER_IN_APP).toBe(parent.WORKER_IN_APP);
      expect(next.child).not.toHaveProperty("LAUNCHER_WORKER");
      expect(workerPlace(next)).toBe("launcher"); // so instrumentation.ts does not start a second one, and health owns it
    }
  });

  it("the standalone server alone: in its own process", () => {
    expect(workerPlace({ WORKER_IN_APP: "1", LAUNCHER_IPC: "0" })).toBe("app");
  });

  it("WORKER_IN_APP=0: only in `npm run worker` processes, under a launcher or not", () => {
    expect(workerPlace({ WORKER_IN_APP: "0", LAUNCHER_IPC: "0" }, { launcher: true })).toBe("apart");
    expect(workerPlace(asNext(env({ WORKER_IN_APP: "0" })))).toBe("apart");
    expect(workerPlace({ WORKER_IN_APP: "0", LAUNCHER_IPC: "0" })).toBe("apart");
  });

  it("Next under the launcher gets the database, port, listening address and IPC tie, nothing else changed", () => {
    const parent = env({ WORKER_IN_APP: "0", SMTP_URL: "smtp://x", HOSTNAME: "box-7" });
    expect(launcherChildEnv(parent, { databaseUrl: "postgres://db/app", port: 3100 })).toEqual({
      ...parent,
      DATABASE_URL: "postgres://db/app",
      PORT: "3100",
      HOSTNAME: "0.0.0.0",
      LAUNCHER_IPC: "1",
    });
    // The production server drains by our handler, not Next's (lib/infra/drain.ts); `next dev` keeps its own.
    expect(launcherChildEnv(parent, { databaseUrl: "postgres://db/app", port: 3100, drain: true }).NEXT_MANUAL_SIG_HANDLE).toBe("true");
  });
});
