// Child process entry: the production server (our server in front of Next, exactly what
// `npm start` runs) on PORT against DATABASE_URL, with TRUST_PROXY honoured so that the load
// generator can give every request its own client IP through X-Forwarded-For.
import { startAppServer } from "../../lib/infra/server";

const port = Number(process.env.PORT);
const server = await startAppServer({ dev: false, port, hostname: "127.0.0.1", trustProxy: process.env.TRUST_PROXY === "1" });
process.stderr.write(`bench server ready on ${server.url} (pid ${process.pid})\n`);
const stop = () => {
  server.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
