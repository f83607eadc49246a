// The deployment mode of a script or worker, settled against its database before it does
// anything (lib/infra/deployment.ts). Apart from scripts/database.ts so that the worker does not
// load the embedded PostgreSQL (and its exit hooks) when DATABASE_URL is set.
import { env } from "../lib/infra/env";
import { modeBanner, settleMode } from "../lib/infra/deployment";

/**
 * Settle this process's mode against the (migrated) database at `url` and print the
 * pre-production banner. A refusal is the operator's to fix: its message, no stack, `stop`, exit 1.
 */
export async function settleModeOrExit(url: string, stop: () => Promise<void>): Promise<void> {
  try {
    await settleMode(url);
  } catch (e) {
    console.error((e as Error).message);
    await stop().catch(() => {});
    process.exit(1);
  }
  const banner = modeBanner(env());
  if (banner) console.error(banner); // stderr: a command's output stays what it prints
}
