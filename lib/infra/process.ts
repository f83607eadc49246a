// Process-level safety nets for the long-running processes (app, worker): a rejection nobody
// handled is logged (with its stack, server-side) instead of vanishing or killing the process
// in the middle of other requests; an uncaught exception is logged, then the process exits
// (its state is unknown), which the supervisor restarts.
import { log, errorFields } from "./log";
import { firstInProcess } from "./process-global";

/** How long Next may drain after its launcher died before the process exits regardless. */
const ORPHAN_DRAIN_MS = 10_000;

export function installProcessHandlers(): void {
  if (!firstInProcess("process-handlers")) return;
  process.on("unhandledRejection", (reason) => {
    log.error("unhandled rejection", errorFields(reason));
  });
  process.on("uncaughtException", (err, origin) => {
    log.error("uncaught exception", { origin, ...errorFields(err) });
    process.exit(1);
  });
}

/**
 * Next's process under the launcher (`npm start`) stops when the launcher is gone, however it
 * went (a `kill -9` too): serving on without the launcher's job worker would hold the port
 * while nothing sends the messages owed (docs/deployment.md, Build and run). Node has no
 * parent-death signal; the launcher gives Next an IPC channel, which closes when the launcher
 * dies. Then Next gets SIGTERM, its own graceful stop (requests in flight finish), and the
 * process exits after ORPHAN_DRAIN_MS at the latest.
 */
export function stopWithLauncher(): void {
  if (!process.channel || !firstInProcess("stop-with-launcher")) return;
  const stop = () => {
    log.error("launcher gone: stopping", { pid: process.pid });
    setTimeout(() => process.exit(1), ORPHAN_DRAIN_MS).unref();
    process.kill(process.pid, "SIGTERM");
  };
  // The channel carries no messages; it must not keep the process alive by itself.
  process.channel.unref();
  if (!process.connected) return stop();
  process.once("disconnect", stop);
}

/** How often a process looks whether its parent is still there. */
const PARENT_POLL_MS = 500;

/**
 * Calls `stop` (once) when this process's parent is gone. npm cannot pass on a SIGKILL, and with
 * `exec` in the script npm stays the parent (only its shell is replaced): a `kill -9` of npm
 * would leave the launcher or worker running with nothing to stop them (docs/deployment.md,
 * Build and run). Node has no parent-death signal, but `process.ppid` is read afresh each time,
 * and a process whose parent died is handed to init or a subreaper: its ppid changes. A process
 * started by init itself (ppid 1, or 0 for PID 1) has nothing to watch.
 */
export function stopWithParent(stop: () => void): void {
  const parent = process.ppid;
  if (parent <= 1) return;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    log.error("parent gone: stopping", { pid: process.pid, parent });
    stop();
  }, PARENT_POLL_MS);
  timer.unref();
}
