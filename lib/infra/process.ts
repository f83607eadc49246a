// Process-level safety nets for the long-running processes (app, worker): a rejection nobody
// handled is logged (with its stack, server-side) instead of vanishing or killing the process
// in the middle of other requests; an uncaught exception is logged, then the process exits
// (its state is unknown), which the supervisor restarts.
import { log, errorFields } from "./log";

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
