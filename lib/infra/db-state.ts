// Whether this process knows its database to be unreachable right now, for the answers that
// must not wait for a query to fail (docs/decisions-platform.md, Pages during a database outage). The
// process's LISTEN connection (site-events.ts) is the signal: PostgreSQL ends it the moment it
// stops, and it comes back within a second of PostgreSQL accepting connections again. Unknown
// (no listener in this process) reads as reachable. On globalThis: Next bundles the middleware
// and each route with their own copies of our modules, and the page cache
// (next-cache-handler.mjs, loaded by Next outside the bundles) reads the same key.
import { processSlot } from "./process-global";

const down = processSlot<boolean>("database-down");

export function setDatabaseDown(isDown: boolean): void {
  down.set(isDown);
}

export function databaseDown(): boolean {
  return down.get() === true;
}
