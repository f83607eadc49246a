// First step of `npm run build`, before `next build` empties .next: an older release's
// standalone server wrote the uploads under its working directory, .next/standalone, so move
// them to where the server now keeps them (docs/photos.md, Where uploads live): UPLOADS_DIR,
// a relative one taken from the project's root, else .data/uploads.
import { resolve } from "node:path";
import { moveUploads } from "../lib/infra/storage/legacy-uploads.mjs";

const root = resolve(import.meta.dirname, "..");
const given = process.env.UPLOADS_DIR || undefined;
const from = resolve(root, ".next/standalone", given ?? ".data/uploads");
const to = resolve(root, given ?? ".data/uploads");
if (from !== to) {
  const r = moveUploads(from, to);
  if (r.moved + r.duplicates > 0)
    console.log(`Moved ${r.moved} uploaded files of an older release out of .next to ${to} (${r.duplicates} were there already).`);
  if (r.failed.length > 0) {
    console.error(
      `${r.failed.length} uploaded files could not be moved out of .next (first: ${r.failed[0]}); the build stops so they are not deleted.`,
    );
    process.exit(1);
  }
}
