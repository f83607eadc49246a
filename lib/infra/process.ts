// Process-level safety nets for the long-running processes (app, worker): a rejection nobody
// handled is logged (with its stack, server-side) instead of vanishing or killing the process
// in the middle of other requests; an uncaught exception is logged, then the process exits
// (its state is unknown), which the supervisor restarts.
import { log, errorFields } from "./log";

/** How long Next may drain after its launcher died before the process exits regardless. */
const ORPHAN_DRAIN_MS = 10_000;
const ORPHAN_KEY = Symbol.for("studio-booking.stop-with-launcher");

const KEY = Symbol.for("studio-booking.process-handlers");

export function installProcessHandlers(): void {
  const g = globalThis as typeof globalThis & { [KEY]?: boolean };
  if (g[KEY]) return;
  g[KEY] = true;
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
  const g = globalThis as typeof globalThis & { [ORPHAN_KEY]?: boolean };
  if (g[ORPHAN_KEY] || !process.channel) return;
  g[ORPHAN_KEY] = true;
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
