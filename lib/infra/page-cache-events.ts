// Keeps this process's page cache (lib/infra/next-cache-handler.mjs, Next's incremental
// cache) in step with the database: a studio change anywhere (an import in another process,
// another instance) arrives as a PostgreSQL `site_changed` notification and drops that
// studio's hosts here (docs/decisions-sites.md, Page cache). Started once per server process by
// instrumentation.ts.
import { normalizeHost } from "../contract/hosts";
import { dropAll, dropHosts } from "./next-cache-handler.mjs";
import { onSiteChanged, startSiteEvents } from "./site-events";

/** Starts listening; returns the stop function. */
export function startPageCacheEvents(databaseUrl: string, rootDomain: string): () => Promise<void> {
  const root = normalizeHost(rootDomain);
  onSiteChanged("page-cache", (change) => {
    if (change.all) return dropAll();
    dropHosts([...change.slugs.map((s) => `${s}.${root}`), ...change.domains.map(normalizeHost)]);
  });
  return startSiteEvents(databaseUrl);
}
