// Whether this process knows its database to be unreachable right now, for the answers that
// must not wait for a query to fail (docs/decisions-platform.md, Pages during a database outage). The
// process's LISTEN connection (site-events.ts) is the signal: PostgreSQL ends it the moment it
// stops, and it comes back within a second of PostgreSQL accepting connections again. Unknown
// (no listener in this process) reads as reachable. On globalThis: Next bundles the middleware
// and each route with their own copies of our modules.
const KEY = Symbol.for("studio-booking.database-down");
type G = typeof globalThis & { [KEY]?: boolean };

export function setDatabaseDown(down: boolean): void {
  (globalThis as G)[KEY] = down;
}

export function databaseDown(): boolean {
  return (globalThis as G)[KEY] === true;
}
