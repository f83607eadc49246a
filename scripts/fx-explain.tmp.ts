import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmbeddedPostgres } from "../lib/infra/embedded-postgres";
import { migrate } from "../lib/infra/migrate";
import { createDb } from "../lib/infra/db";
import { seedFigures } from "./bench/figures";

const pg = await startEmbeddedPostgres({ dataDir: mkdtempSync(join(tmpdir(), "fx-")), persistent: false, database: "fx" });
await migrate(pg.url);
const seed = await seedFigures(pg.url, Date.now(), "x".repeat(40), "http://bench.localhost:1");
const db = createDb(pg.url, 2);
const st = await db.studio.findFirstOrThrow({ where: { slug: "bench-figures" } });
await db.$executeRawUnsafe("VACUUM ANALYZE booking");
const DAY = 86_400_000;
const sql = readFileSync("/tmp/fx/report.sql", "utf8")
  .replaceAll("SID", st.id)
  .replaceAll("PADFROM", new Date(Date.parse(`${seed.from}T00:00:00Z`) - DAY).toISOString())
  .replaceAll("PADTO", new Date(Date.parse(`${seed.to}T00:00:00Z`) + 2 * DAY).toISOString())
  .replaceAll("'FROM'", `'${seed.from}'`)
  .replaceAll("'TO'", `'${seed.to}'`);
for (let i = 0; i < 5; i++) await db.$queryRawUnsafe(sql);
const plan = (await db.$queryRawUnsafe(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`)) as { "QUERY PLAN": string }[];
console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
const variants = (process.env.VARIANTS ?? "").split(";;").filter(Boolean);
for (const v of variants) { await db.$executeRawUnsafe(v); }
if (variants.length) {
  await db.$executeRawUnsafe("VACUUM ANALYZE booking");
  for (let i = 0; i < 5; i++) await db.$queryRawUnsafe(sql);
  const p2 = (await db.$queryRawUnsafe(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`)) as { "QUERY PLAN": string }[];
  console.log("---- after variants\n" + p2.map((r) => r["QUERY PLAN"]).join("\n"));
}
await db.$disconnect();
await pg.stop();
