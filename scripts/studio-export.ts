// npm run studio:export -- <slug> [--out file.json] — one studio as a studio file (docs/studio-file.md;
// the export: docs/photos.md, Export): the format `npm run studio:import` reads, on stdout or into a file.
import { writeFileSync } from "node:fs";
import { ApiError } from "../lib/contract/errors";
import { exportStudio } from "../lib/domain/studios/export";
import { runCommand } from "./database";

const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
const out = outAt >= 0 ? args[outAt + 1] : undefined;
const [slug, ...extra] = args.filter((_, i) => outAt < 0 || (i !== outAt && i !== outAt + 1));
if (!slug || extra.length > 0 || (outAt >= 0 && !out)) {
  console.error("usage: npm run studio:export -- <slug> [--out <file.json>]");
  process.exit(2);
}
await runCommand(
  async (db) => {
    const json = `${JSON.stringify(await exportStudio(db, { slug }), null, 2)}\n`;
    if (out) {
      writeFileSync(out, json);
      console.error(`Exported studio "${slug}" to ${out}`);
    } else await new Promise<void>((done) => process.stdout.write(json, () => done())); // flushed before the exit
  },
  { expected: [ApiError] },
);
