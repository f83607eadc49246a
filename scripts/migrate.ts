// npm run db:migrate — apply prisma/migrations to DATABASE_URL (or the embedded database).
import { migrate } from "../lib/infra/migrate";
import { withDatabase } from "./database";

await withDatabase(async (url) => {
  const r = await migrate(url);
  console.log(JSON.stringify({ msg: "migrations", applied: r.applied, alreadyApplied: r.skipped.length }));
});
