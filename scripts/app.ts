// Shared start-up of `npm run dev` and `npm start`: database (DATABASE_URL or embedded),
// migrations, demo studios on an empty database (never in production), then our server in front of Next.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ensureDatabase } from "./database";
import { migrate } from "../lib/infra/migrate";
import { createDb } from "../lib/db";
import { parseStudioFile, importStudio } from "../lib/studios/import";
import { demoStudiosWanted } from "../lib/studios/demo";
import { startAppServer } from "../lib/infra/server";
import { env } from "../lib/env";
import { stopWorker } from "../lib/jobs";

export async function runApp(dev: boolean): Promise<void> {
  const database = await ensureDatabase();
  const e = env();
  await migrate(database.url);
  const db = createDb(database.url, 2);
  if (demoStudiosWanted(e, await db.studio.count())) {
    const dir = join(process.cwd(), "prisma/demo");
    for (const f of readdirSync(dir).filter((n) => n.endsWith(".json")).sort()) {
      await importStudio(db, parseStudioFile(JSON.parse(readFileSync(join(dir, f), "utf8"))));
      console.log(`Imported demo studio from prisma/demo/${f}`);
    }
  }
  await db.$disconnect();
  const server = await startAppServer({ dev, port: e.PORT, trustProxy: e.TRUST_PROXY === "1" });
  console.log(`Ready on http://localhost:${server.port} (${dev ? "development" : "production"}, database: ${database.embedded ? "embedded .data/postgres" : "DATABASE_URL"})`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close().catch(() => {});
    // Let messages being sent finish before the database goes away.
    await stopWorker().catch(() => {});
    await database.stop().catch(() => {});
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
