// Child process entry: the production server (our server in front of Next, exactly what
// `npm start` runs) on PORT against DATABASE_URL, with TRUST_PROXY honoured so that the load
// generator can give every request its own client IP through X-Forwarded-For.
//
// With BENCH_PROFILE_DIR set (npm run bench -- --profile), SIGUSR2 toggles the V8 CPU profiler:
// the first signal starts it, the next writes <BENCH_PROFILE_DIR>/<n>.cpuprofile, so the bench
// can profile exactly one measured scenario at a time.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Session } from "node:inspector";
import { startAppServer } from "../../lib/http/server";

const port = Number(process.env.PORT);
const server = await startAppServer({ dev: false, port, hostname: "127.0.0.1", trustProxy: process.env.TRUST_PROXY === "1" });

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

process.stderr.write(`bench server ready on ${server.url} (pid ${process.pid})\n`);
const stop = () => {
  server.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
