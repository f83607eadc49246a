// The studio pages' response cache (issue 13), in our server in front of Next (server.ts).
// A studio page (home, room, legal, robots.txt, sitemap.xml of a host and locale) changes only
// when the studio's file is imported; bookings never change it (the browser fetches
// availability from the API). So the first request renders it through Next, and the answer is
// kept here, keyed by host and path, and replayed to later requests without entering Next.
//
// Why here and not Next's own cache (ISR, or cache components): the root layout's <html lang>
// and the studio 404 pages read request headers, so ISR would need a root layout per locale
// segment plus database lookups in middleware for every 404; self-hosted ISR also writes
// rendered pages to .next/ on disk (shared by every process using the build, whatever its
// database) and its revalidateTag() reaches only the calling process, so a custom cacheHandler
// would be needed anyway. A replayed response skips middleware and rendering altogether.
//
// What keeps it correct:
// - The key is the normalized Host plus the path; only GET/HEAD of the page paths below, with
//   no query string and no RSC/router header (client navigation payloads are not cached),
//   and only 200 answers without Set-Cookie or Content-Encoding are stored.
// - Invalidation: a site change in any process reaches this one through PostgreSQL
//   (lib/infra/site-events.ts) and drops the studio's hosts here. A render that started before
//   any invalidation is not stored (generation counter). TTL_MS bounds staleness if a notification
//   is missed (the stamp poll flushes everything when it sees a change).
// - Pages stay per-request in Next (the manage page, the root domain, 404s, redirects are
//   never stored); the cached ones carry a CSP without nonce (security-headers.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { isRootHost, normalizeHost } from "../contract/hosts";
import { onSiteChanged } from "../infra/site-events";

export const PAGE_CACHE_HEADER = "x-page-cache";
const TTL_S = 300;
const TTL_MS = TTL_S * 1000;
const MAX_ENTRIES = 5_000;
/** Bytes of bodies kept per process (a page is 30–100 KB): past it, everything is dropped. */
const MAX_BYTES = 64 * 2 ** 20;
/** What a shared cache (CDN) may do with a stored studio page. */
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${TTL_S}, stale-while-revalidate=60`;

/** Page paths of a studio host that are the same for every guest. */
const CACHEABLE_PATH = /^\/[a-z]{2}(?:\/legal|\/rooms\/[0-9a-f-]{1,64})?$|^\/(?:robots\.txt|sitemap\.xml)$/;
/** Request headers that make Next answer something else than the page's HTML. */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "next-url"];
/** Response headers that belong to one answer only. */
const NOT_REPLAYED = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "x-request-id",
  PAGE_CACHE_HEADER,
]);

type Entry = {
  at: number;
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
};
type HostEntries = Map<string, Entry>;

export type PageCacheStats = {
  hits: number;
  misses: number;
  stored: number;
  entries: number;
};

export class PageCache {
  private readonly hosts = new Map<string, HostEntries>();
  private size = 0;
  private bytes = 0;
  /** Bumped by every invalidation: a render that started before one is not stored. */
  private gen = 0;
  readonly stats = { hits: 0, misses: 0, stored: 0 };

  constructor(
    public rootDomain: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cache key of a request, or null when it must go to Next uncached. */
  keyOf(req: IncomingMessage): { host: string; path: string } | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const url = req.url ?? "/";
    if (url.includes("?") || !CACHEABLE_PATH.test(url)) return null;
    for (const h of ROUTER_HEADERS) if (req.headers[h] !== undefined) return null;
    const host = normalizeHost(req.headers.host ?? "");
    if (!host || isRootHost(host, this.rootDomain)) return null;
    return { host, path: url };
  }

  /** Drops every page of these hosts (and fences off renders already under way). */
  invalidateHosts(hosts: Iterable<string>): void {
    this.gen++;
    for (const raw of hosts) {
      const host = normalizeHost(raw);
      const h = this.hosts.get(host);
      if (!h) continue;
      this.size -= h.size;
      for (const e of h.values()) this.bytes -= e.body.length;
      this.hosts.delete(host);
    }
  }

  clear(): void {
    this.gen++;
    this.hosts.clear();
    this.size = 0;
    this.bytes = 0;
  }

  /** Answers from the cache if it can; true when it did. */
  serve(req: IncomingMessage, res: ServerResponse, k: { host: string; path: string }): boolean {
    const e = this.hosts.get(k.host)?.get(k.path);
    if (!e || this.now() - e.at >= TTL_MS) {
      this.stats.misses++;
      return false;
    }
    this.stats.hits++;
    for (const [name, v] of e.headers) res.setHeader(name, v);
    res.setHeader("Content-Length", e.body.length);
    res.setHeader("Age", Math.floor((this.now() - e.at) / 1000));
    res.setHeader(PAGE_CACHE_HEADER, "HIT");
    res.writeHead(e.status);
    res.end(req.method === "HEAD" ? undefined : e.body);
    return true;
  }

  /**
   * Lets Next answer `res` and keeps the answer if it can be replayed. The shared-cache
   * Cache-Control is set on it as it goes out.
   */
  capture(req: IncomingMessage, res: ServerResponse, k: { host: string; path: string }): void {
    // No per-host state until a page is stored: unknown Host headers cost nothing here.
    const gen = this.gen;
    const store = req.method === "GET";
    const chunks: Buffer[] = [];
    let ok = true;
    const toBuf = (chunk: unknown, enc?: unknown): Buffer | null => {
      if (chunk == null || typeof chunk === "function") return null;
      if (Buffer.isBuffer(chunk)) return chunk;
      if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (typeof chunk === "string") return Buffer.from(chunk, typeof enc === "string" ? (enc as BufferEncoding) : "utf8");
      ok = false;
      return null;
    };
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const status = typeof args[0] === "number" ? args[0] : this.statusCode;
      const headersArg = args.find((a, i) => i > 0 && a && typeof a === "object" && !Array.isArray(a)) as
        Record<string, unknown> | undefined;
      if (headersArg) for (const name of Object.keys(headersArg)) if (name.toLowerCase() === "cache-control") delete headersArg[name];
      if (status === 200) {
        this.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
        this.setHeader(PAGE_CACHE_HEADER, "MISS");
      }
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.writeHead;
    const write = res.write;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      const b = store ? toBuf(chunk, rest[0]) : null;
      if (b) chunks.push(Buffer.from(b)); // copied: the caller may reuse its buffer
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    const end = res.end;
    const finish = (r: ServerResponse) => {
      if (store && ok && this.gen === gen) this.keep(k.host, k.path, r, Buffer.concat(chunks));
    };
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      const b = store ? toBuf(chunk, rest[0]) : null;
      if (b) chunks.push(Buffer.from(b));
      finish(this);
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as typeof res.end;
  }

  private keep(host: string, path: string, res: ServerResponse, body: Buffer): void {
    if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined || res.getHeader("content-encoding") !== undefined) return;
    const headers: [string, string | string[]][] = [];
    for (const [name, v] of Object.entries(res.getHeaders())) {
      if (v === undefined || NOT_REPLAYED.has(name)) continue;
      headers.push([name, typeof v === "number" ? String(v) : v]);
    }
    if (this.size >= MAX_ENTRIES || this.bytes + body.length > MAX_BYTES) this.clear();
    let h = this.hosts.get(host);
    if (!h) this.hosts.set(host, (h = new Map()));
    const old = h.get(path);
    if (old) this.bytes -= old.body.length;
    else this.size++;
    this.bytes += body.length;
    h.set(path, { at: this.now(), status: 200, headers, body });
    this.stats.stored++;
  }

  entries(): number {
    return this.size;
  }
}

const KEY = Symbol.for("studio-booking.page-cache");

/**
 * The process's page cache (one per process, whatever the number of servers started in it),
 * dropped host by host when a studio changes anywhere.
 */
export function processPageCache(rootDomain: string): PageCache {
  const g = globalThis as typeof globalThis & { [KEY]?: PageCache };
  let c = g[KEY];
  if (!c) {
    const cache = (c = g[KEY] = new PageCache(rootDomain));
    onSiteChanged("page-cache", (change) => {
      if (change.all) return cache.clear();
      const root = normalizeHost(cache.rootDomain);
      cache.invalidateHosts([...change.slugs.map((s) => `${s}.${root}`), ...change.domains]);
    });
  }
  c.rootDomain = rootDomain;
  return c;
}
