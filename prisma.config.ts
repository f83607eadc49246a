// Prisma 7 CLI config. The connection URL is only needed by CLI commands that touch a
// database; `prisma generate` ignores it. Runtime queries go through lib/infra/db.ts.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost/unused" },
});
