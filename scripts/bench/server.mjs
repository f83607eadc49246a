// Child process entry: the production server (the build's standalone server, exactly what
// `npm start` runs) on PORT against DATABASE_URL; the load generator gives every request its own
// client IP through X-Forwarded-For, as the operator's proxy would. Plain JavaScript run by plain
// node, as in production: tsx's module hooks would add a thread round trip to Next's imports.
//
// With BENCH_PROFILE_DIR set (npm run bench -- --profile), SIGUSR2 toggles the V8 CPU profiler:
// the first signal starts it, the next writes <BENCH_PROFILE_DIR>/<n>.cpuprofile, so the bench
// can profile exactly one measured scenario at a time.
import { appendFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Session } from "node:inspector";

// Not 127.0.0.1: Next then takes its own middleware rewrites for external URLs (docs/deployment.md).
process.env.HOSTNAME = "0.0.0.0";
// The standalone server sets NODE_ENV=production; bench and tests run pre-production (devCodes).
process.env.APP_ENV ??= "preproduction";
const standalone = join(process.cwd(), ".next/standalone/server.js");

const profileDir = process.env.BENCH_PROFILE_DIR;
if (profileDir) {
  const session = new Session();
  session.connect();
  let running = false;
  let n = 0;
  process.on("SIGUSR2", () => {
    if (!running) {
      running = true;
      session.post("Profiler.enable", () =>
        session.post("Profiler.setSamplingInterval", { interval: 200 }, () => session.post("Profiler.start")),
      );
    } else {
      running = false;
      session.post("Profiler.stop", (err, res) => {
        if (!err) writeFileSync(join(profileDir, `${++n}.cpuprofile`), JSON.stringify(res.profile));
      });
    }
  });
}

// With BENCH_MEMORY_LOG set, the process's memory (process.memoryUsage(), bytes) is appended to
// that file as one JSON line every second: where RSS goes (V8 heap, external, array buffers).
const memoryLog = process.env.BENCH_MEMORY_LOG;
if (memoryLog)
  setInterval(() => appendFileSync(memoryLog, `${JSON.stringify({ at: Date.now(), ...process.memoryUsage() })}\n`), 1000).unref();

// Next's server drains and exits on SIGTERM itself.
await import(standalone);
process.stderr.write(`bench server starting on http://127.0.0.1:${process.env.PORT} (pid ${process.pid})\n`);
