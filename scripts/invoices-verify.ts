// npm run invoices:verify -- <studio slug> — checks a studio's invoice chain (docs/invoices.md, The chain):
// every record against its hash and its predecessor's. Exits 1 when the chain is broken.
import { verifyChain } from "../lib/domain/invoices/chain";
import { runCommand } from "./database";

const [slug] = process.argv.slice(2);
if (!slug) {
  console.error("usage: npm run invoices:verify -- <studio slug>");
  process.exit(2);
}
await runCommand(async (db) => {
  const studio = await db.studio.findUnique({ where: { slug }, select: { id: true } });
  if (!studio) {
    console.error(`No studio "${slug}"`);
    return 2;
  }
  const r = await verifyChain(db, studio.id);
  if (r.ok) {
    console.log(`Invoice chain of ${slug}: ${r.checked} records, all match`);
    return 0;
  }
  console.error(`Invoice chain of ${slug} broken at ${r.brokenAt}: ${r.problem} (${r.checked} records before it match)`);
  return 1;
});
