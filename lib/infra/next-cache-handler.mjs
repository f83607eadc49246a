// Next's incremental cache for this app (next.config.mjs `cacheHandler`): where rendered studio
// pages live between requests (docs/decisions-sites.md, Page cache). Plain JavaScript because Next
// loads this file itself, outside the bundles, in every server process (`next start`, the
// standalone server, the test harness).
//
// Why not Next's default file-system cache: it writes pages under .next/ (shared by every
// process using the build, whatever its database) and its revalidateTag() reaches only the
// calling process. Here entries live in this process's memory, and a studio change anywhere
// reaches every process through PostgreSQL: instrumentation.ts listens for `site_changed`
// (lib/infra/site-events.ts) and calls dropHosts() below.
//
// What is stored: only answers Next itself marked cacheable (it calls set() for ISR renders
// only, never for prefetch or per-request answers), and of those only 200s, so requests for
// arbitrary Host values (404s) or redirects cannot fill memory. Bounded by entries and bytes,
// least recently used first out, one entry at a time (lru-cache, as lib/infra/bounded-cache.ts).
import { LRUCache } from "lru-cache";

/** Bytes of page bodies kept per process; past it the least recently used entries go. */
const MAX_BYTES = 48 * 2 ** 20;
/** Pages kept per process, whatever their size. */
const MAX_ENTRIES = 5_000;

/**
 * @typedef {{ value: any, lastModified: number, cacheControl: any, tags: string[], bytes: number }} Entry
 */

/** The one store of this process (Next makes a handler instance per request). */
const STORE_KEY = Symbol.for("studio-booking.next-cache");
/**
 * Shared through globalThis: Next loads this file for its cache, and the bundles of
 * instrumentation.ts (dropHosts()) and middleware.ts (isPageCached()) have their own copies.
 * `paths`: the key of each stored page by its path, for isPageCached().
 * @typedef {{ entries: LRUCache<string, Entry>, paths: Map<string, string>, revalidatedAt: Map<string, number>,
 *   droppedAt: Map<string, number>, lookedUpAt: LRUCache<string, number> }} Store
 * @returns {Store}
 */
function store() {
  const g = /** @type {any} */ (globalThis);
  if (g[STORE_KEY]) return g[STORE_KEY];
  /** @type {Map<string, string>} */
  const paths = new Map();
  return (g[STORE_KEY] = {
    entries: new LRUCache({
      max: MAX_ENTRIES,
      maxSize: MAX_BYTES,
      // One page may not take more than an eighth of the budget.
      maxEntrySize: MAX_BYTES / 8,
      sizeCalculation: (/** @type {Entry} */ e) => e.bytes,
      // Evicted, dropped or replaced: the path no longer names this key.
      dispose: (_value, key) => {
        if (paths.get(pathOf(key)) === key) paths.delete(pathOf(key));
      },
    }),
    paths,
    revalidatedAt: new Map(),
    droppedAt: new Map(),
    lookedUpAt: new LRUCache({ max: MAX_LOOKUPS }),
  });
}

/**
 * Whether this process holds a rendered page for this internal path (`/s/{host}/{locale}/…`):
 * while the database is down, middleware.ts lets only those through, the others could only
 * fail (docs/decisions-platform.md, Pages during a database outage). A peek: it leaves the
 * least-recently-used order as it was.
 * @param {string} path
 */
export function isPageCached(path) {
  const s = store();
  const key = s.paths.get(path);
  return key !== undefined && s.entries.has(key);
}

/** What db-state.ts sets while the database is known to be unreachable (read here: Next loads this file outside the bundles). */
const DATABASE_DOWN_KEY = Symbol.for("studio-booking.database-down");

/** How long a drop is remembered: longer than any render takes. */
const DROP_MEMORY_MS = 60_000;
/** Bound of the lookup times kept (lookups of 404s never reach set()). */
const MAX_LOOKUPS = 10_000;

/** @param {string} key */
function remove(key) {
  store().entries.delete(key);
}

/** @param {any} value */
function sizeOf(value) {
  if (!value) return 0;
  let n = 0;
  if (typeof value.html === "string") n += value.html.length;
  if (value.rscData) n += value.rscData.length;
  if (value.body) n += value.body.length;
  if (value.segmentData instanceof Map) for (const b of value.segmentData.values()) n += b.length;
  if (value.data?.body) n += value.data.body.length;
  return n + 512;
}

/** @param {any} value @param {any} ctx @returns {string[]} */
function tagsOf(value, ctx) {
  const tags = new Set(ctx?.tags ?? value?.tags ?? []);
  const header = value?.headers?.["x-next-cache-tags"];
  if (typeof header === "string") for (const t of header.split(",")) if (t) tags.add(t);
  return [...tags];
}

/** @param {any} value */
function storable(value) {
  if (!value) return false;
  if (value.kind === "APP_PAGE" || value.kind === "PAGES") return (value.status ?? 200) === 200;
  if (value.kind === "APP_ROUTE") return value.status === 200;
  return value.kind === "FETCH";
}

/**
 * The page path inside a cache key: Next 16 keys a page as
 * `/route-cache/APP_PAGE/{hash of the route's source}/$/s/{host}/{locale}/…` (plain paths in older versions).
 * @param {string} key
 */
function pathOf(key) {
  const i = key.indexOf("/$/");
  return i === -1 ? key : key.slice(i + 2);
}

/** The internal route prefix of a host's pages (middleware.ts rewrites a studio host to /s/{host}). */
function hostPrefixes(host) {
  return [`/s/${host}/`, `/s/${encodeURIComponent(host)}/`];
}

/** Drops every entry of these hosts (a studio's slug host and custom domains). */
export function dropHosts(hosts) {
  const s = store();
  const prefixes = hosts.flatMap(hostPrefixes);
  const now = Date.now();
  for (const p of prefixes) s.droppedAt.set(p, now);
  for (const key of [...s.entries.keys()]) {
    const path = pathOf(key);
    if (prefixes.some((p) => path.startsWith(p) || `${path}/` === p)) remove(key);
  }
}

/** Drops everything (a change notification may have been missed). */
export function dropAll() {
  const s = store();
  s.entries.clear();
  s.droppedAt.set("/", Date.now());
}

/**
 * Whether the render being stored under `key` may have read the site as it was before a drop:
 * Next looks a page up (get) before it renders it, so a drop of its host after that lookup
 * means the render raced the change, and storing it would bring the old page back.
 */
function raced(key) {
  const s = store();
  const now = Date.now();
  const since = s.lookedUpAt.get(key) ?? 0;
  s.lookedUpAt.delete(key);
  const path = pathOf(key);
  for (const [prefix, at] of s.droppedAt) {
    if (now - at > DROP_MEMORY_MS) s.droppedAt.delete(prefix);
    else if (at >= since && (prefix === "/" || path.startsWith(prefix) || `${path}/` === prefix)) return true;
  }
  return false;
}

/** Entries and bytes held (tests, health). */
export function cacheStats() {
  const s = store();
  return { entries: s.entries.size, bytes: s.entries.calculatedSize };
}

export default class PageCacheHandler {
  /** @param {unknown} _ctx */
  constructor(_ctx) {}

  /** @param {string} key */
  async get(key) {
    const s = store();
    s.lookedUpAt.set(key, Date.now());
    // A hit becomes the most recently used entry.
    const e = s.entries.get(key);
    if (!e) return null;
    // A tag revalidated after this entry was stored (revalidateTag in this process).
    for (const t of e.tags) {
      const at = s.revalidatedAt.get(t);
      if (at !== undefined && at >= e.lastModified) {
        remove(key);
        return null;
      }
    }
    // Past its expire Next would render the page before answering, which fails while the
    // database is down: without `expire` Next serves it stale and renders in the background, and
    // keeps it when that fails (docs/decisions-platform.md, Pages during a database outage).
    const down = /** @type {any} */ (globalThis)[DATABASE_DOWN_KEY] === true;
    const cacheControl = down && e.cacheControl ? { ...e.cacheControl, expire: undefined } : e.cacheControl;
    return { value: e.value, lastModified: e.lastModified, cacheControl };
  }

  /** @param {string} key @param {any} value @param {any} ctx */
  async set(key, value, ctx) {
    remove(key);
    if (raced(key) || !storable(value)) return;
    const s = store();
    const entry = { value, lastModified: Date.now(), cacheControl: ctx?.cacheControl, tags: tagsOf(value, ctx), bytes: sizeOf(value) };
    s.entries.set(key, entry);
    if (s.entries.has(key)) s.paths.set(pathOf(key), key); // not kept when too big
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const s = store();
    const now = Date.now();
    for (const t of Array.isArray(tags) ? tags : [tags]) s.revalidatedAt.set(t, now);
  }

  resetRequestCache() {}
}
