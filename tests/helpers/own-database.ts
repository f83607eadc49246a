// A migrated database of one test file's own, on the run's PostgreSQL server. For tests that
// record something database-wide: a production app or settleMode records the deployment mode
// (lib/infra/deployment.ts), and on the shared database that would turn every later
// pre-production test process away.
import { inject } from "vitest";
import { copyDatabase, type CopiedDatabase } from "./database-copy";

export type OwnDatabase = CopiedDatabase;

/**
 * Create (afresh) and migrate database `name` next to `serverUrl`'s; drop() removes it. Migrated by
 * copying the run's template (tests/setup/global.ts), the same schema as every migration run anew.
 */
export function ownDatabase(serverUrl: string, name: string): Promise<OwnDatabase> {
  return copyDatabase(serverUrl, name, inject("templateDatabase"));
}
