// npm run studio:import -- <file.json> — upsert one studio from a studio file.
import { readFileSync } from "node:fs";
import { parseStudioFile, importStudio } from "../lib/domain/studios/import";
import { createDb } from "../lib/infra/db";
import { migrate } from "../lib/infra/migrate";
import { withDatabase } from "./database";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run studio:import -- <studio.json>");
  process.exit(2);
}
let parsed;
try {
  parsed = parseStudioFile(JSON.parse(readFileSync(file, "utf8")));
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
await withDatabase(async (url) => {
  await migrate(url);
  const db = createDb(url, 2);
  try {
    const r = await importStudio(db, parsed);
    console.log(`Imported studio "${parsed.studio.slug}" (${r.rooms} rooms, ${r.blocks} calendar blocks, ${r.feeds} calendar feeds)`);
  } finally {
    await db.$disconnect();
  }
});
