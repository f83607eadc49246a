// npm run db:migrate — apply prisma/migrations to DATABASE_URL (or the embedded database).
import { withDatabase } from "./database";

await withDatabase(async (_url, r) => {
  console.log(JSON.stringify({ msg: "migrations", applied: r.applied, alreadyApplied: r.skipped.length }));
});
