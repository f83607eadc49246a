// One deployment mode in every process (docs/decisions-platform.md, Deployment mode). Both deployments
// run the production build with NODE_ENV=production, while the worker and the scripts start
// without NODE_ENV; so the mode is recorded in the database (table deployment_mode, one row)
// and every process settles its own against it before doing anything:
// - APP_ENV, or NODE_ENV=production, decides when set; otherwise the recorded mode does (a
//   worker or script started bare on a production database runs as production);
// - APP_ENV=preproduction against a database recorded as production is refused;
// - production is checked (lib/infra/env.ts productionProblems) and then recorded; production
//   wins for good, a pre-production process only records its mode when there is none yet.
import { createDb, type Db } from "./db";
import { channelConfigured } from "./delivery";
import { parseEnv, reloadEnv, type AppEnv, type Env } from "./env";

/** What the environment alone says about the mode; null when it leaves it to the database. */
export function claimedMode(source: { APP_ENV?: string; NODE_ENV?: string }): AppEnv | null {
  if (source.APP_ENV === "production" || source.APP_ENV === "preproduction") return source.APP_ENV;
  return source.NODE_ENV === "production" ? "production" : null;
}

/** The database's recorded mode and since when; null before any process recorded one. */
export async function recordedMode(db: Db): Promise<{ mode: AppEnv; recordedAt: Date } | null> {
  const row = await db.deploymentMode.findUnique({ where: { id: 1 } });
  // The column's CHECK allows these two modes only.
  return row ? { mode: row.mode === "production" ? "production" : "preproduction", recordedAt: row.recordedAt } : null;
}

/**
 * Settle this process's mode against the database at `target` (a client or a URL) and return
 * it. May set process.env.APP_ENV (then env() is parsed again). Throws, with a message for a
 * person and no need of a stack: an explicit pre-production on a production database (one
 * line), or an unsafe production configuration (every problem, one line each).
 */
export async function settleMode(target: Db | string): Promise<AppEnv> {
  if (typeof target !== "string") return settleWith(target);
  const db = createDb(target, 1);
  try {
    return await settleWith(db);
  } finally {
    await db.$disconnect();
  }
}

async function settleWith(db: Db): Promise<AppEnv> {
  const claimed = claimedMode(process.env);
  if (claimed !== "production") {
    // Insert when absent, then read in a statement of its own: a production row committed by
    // another process in between is seen here.
    await db.$executeRaw`INSERT INTO deployment_mode (id, mode) VALUES (1, 'preproduction') ON CONFLICT (id) DO NOTHING`;
    const recorded = await recordedMode(db);
    if (recorded?.mode === "production") {
      if (claimed === "preproduction")
        throw new Error(
          `Refusing to run: APP_ENV=preproduction, but this database is a production deployment's (recorded ${recorded.recordedAt.toISOString()}); unset APP_ENV to run as production, or point DATABASE_URL at a pre-production database.`,
        );
      // Checked before process.env changes, so a refusal leaves this process as it was.
      parseEnv({ ...process.env, APP_ENV: "production" }, { why: "APP_ENV unset and this database is recorded as production" });
      process.env.APP_ENV = "production";
    }
  }
  const e = reloadEnv(); // production: throws naming every unsafe setting (productionProblems)
  if (e.APP_ENV === "production") {
    await db.$executeRaw`
      INSERT INTO deployment_mode (id, mode) VALUES (1, 'production')
      ON CONFLICT (id) DO UPDATE SET mode = 'production', "recordedAt" = now() WHERE deployment_mode.mode <> 'production'`;
  }
  return e.APP_ENV;
}

/**
 * The one line a pre-production process prints at start: what it does that production would
 * not. null in production.
 */
export function modeBanner(e: Env): string | null {
  if (e.APP_ENV === "production") return null;
  const devChannels = (["email", "phone"] as const).filter((c) => !channelConfigured(c, e));
  const differences = [
    devChannels.length > 0 && `codes by ${devChannels.join(" and ")} are shown as devCode, not sent (no provider configured)`,
    !e.CODE_HASH_SECRET && "codes and tokens are keyed with the public development secret (CODE_HASH_SECRET unset)",
    "demo studios are imported into an empty database",
    "http:// URLs are accepted for providers, studio images and calendar feeds (loopback and /demo/ feeds too)",
    "production configuration checks are skipped",
  ].filter(Boolean);
  return `Pre-production mode: ${differences.join("; ")}. Set APP_ENV=production for a real deployment.`;
}
