// npm run studio:import -- <file.json> — upsert one studio from a studio file.
import { readFileSync } from "node:fs";
import { parseStudioFile, importStudio, StudioFileError } from "../lib/domain/studios/import";
import { createDb } from "../lib/infra/db";
import { withDatabase } from "./database";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run studio:import -- <studio.json>");
  process.exit(2);
}
let raw: unknown;
try {
  raw = JSON.parse(readFileSync(file, "utf8"));
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
await withDatabase(async (url) => {
  // Checked once the mode is settled: http:// image URLs are for pre-production only.
  let parsed;
  try {
    parsed = parseStudioFile(raw);
  } catch (e) {
    console.error((e as Error).message);
    process.exitCode = 1;
    return;
  }
  const db = createDb(url, 2);
  try {
    const r = await importStudio(db, parsed);
    console.log(`Imported studio "${parsed.studio.slug}" (${r.rooms} rooms, ${r.blocks} calendar blocks, ${r.feeds} calendar feeds)`);
    // Shown this once (docs/webhooks.md, Subscriptions): only the sealed secret is stored.
    for (const w of r.webhookSecrets) console.log(`Webhook ${w.url}: signing secret ${w.secret} (shown once; store it now)`);
  } catch (e) {
    // The file's fault (a domain or room another studio has): its message, not a stack.
    if (!(e instanceof StudioFileError)) throw e;
    console.error(e.message);
    process.exitCode = 1;
  } finally {
    await db.$disconnect();
  }
});
