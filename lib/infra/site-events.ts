// Site changes across processes (docs/decisions-sites.md, Site cache): the studio import runs in its own process, and
// every app instance keeps site records and rendered studio pages in memory. Triggers on
// studio, site_config and room (prisma/migrations/20261127000000_site_changed) bump a
// version stamp and pg_notify('site_changed', {studioId, slugs, domains}) in the writing
// transaction. Each app process holds one LISTEN connection (started by lib/infra/page-cache-events.ts)
// and hands each notification to the caches that registered with onSiteChanged().
// PostgreSQL delivers every notification committed while the LISTEN session is up, so the
// backstop flushes only when one may have been missed: on a reconnect, when the stamp table
// (read on every (re)connect and every POLL_MS) moved since the last read; and when the stamp
// moved with no notification heard since that read (a change that bypassed the triggers'
// notify). Otherwise the notifications covered the change: flushing every studio's pages on
// every import anywhere would empty the page cache of all studios every 15 s under steady
// imports. The caches' own TTLs are the last resort.
// State lives on globalThis: Next bundles each route with its own copy of our modules, and
// they must all see the same listeners.
import pg from "pg";
import { log, errorFields } from "./log";
import { setDatabaseDown } from "./db-state";
import { processSingleton } from "./process-global";
import { fieldOf } from "../contract/shapes";

const SITE_CHANNEL = "site_changed";
const POLL_MS = 15_000;
const RECONNECT_MS = 1_000;
/** How long a moved stamp waits for its notification: a writer's commit is visible before it signals. */
const GRACE_MS = 1_000;

/** A studio whose site changed (its hosts' cache entries must go), or `all`: flush everything. */
export type SiteChange = { all: true } | { all?: false; studioId: string; slugs: string[]; domains: string[] };
type Listener = (c: SiteChange) => void;

type State = {
  listeners: Map<string, Listener>;
  started?: { url: string; users: number; stop: () => Promise<void> };
};
const state = processSingleton<State>("site-events", () => ({ listeners: new Map() }));

/** Registers (or replaces, by name: each bundle's copy of a module registers once) a cache's listener. */
export function onSiteChanged(name: string, fn: Listener): void {
  state().listeners.set(name, fn);
}

/** Hands a change to every registered cache (also used by tests and by the poll). */
export function emitSiteChange(c: SiteChange): void {
  for (const [name, fn] of state().listeners) {
    try {
      fn(c);
    } catch (e) {
      log.error("site change listener failed", { name, ...errorFields(e) });
    }
  }
}

function parse(payload: string | undefined): SiteChange {
  try {
    const p: unknown = JSON.parse(payload ?? "");
    const [studioId, slugs, domains] = [fieldOf(p, "studioId"), fieldOf(p, "slugs"), fieldOf(p, "domains")];
    if (typeof studioId === "string" && Array.isArray(slugs) && Array.isArray(domains)) {
      return { studioId, slugs: slugs.map(String), domains: domains.map(String) };
    }
  } catch {
    /* fall through */
  }
  return { all: true };
}

/**
 * LISTENs on `site_changed` for this process (one connection: a second call with the same URL
 * shares it; it closes when every caller has called the returned stop). Reconnects after a
 * second when the connection drops; never throws.
 */
export function startSiteEvents(url: string, opts: { pollMs?: number } = {}): () => Promise<void> {
  const s = state();
  if (s.started?.url === url) {
    s.started.users++;
    return s.started.stop;
  }
  let client: pg.Client | null = null;
  let stopped = false;
  let lastStamp: string | null = null;
  let reconnectTimer: NodeJS.Timeout | undefined;
  /** Notifications heard since the stamp was last read. */
  let heard = 0;

  const pollMs = opts.pollMs ?? POLL_MS;
  let polling = false;
  const poll = async (afterReconnect = false) => {
    const c = client;
    if (!c || (polling && !afterReconnect)) return; // a reconnect's poll never waits its turn
    polling = true;
    // A notification heard after the stamp's read was sent may be for a commit the read did not
    // see: it stays counted for the next poll, or that poll would take its change for a missed one.
    const heardBeforeRead = heard;
    try {
      const { rows } = await c.query<{ stamp: string }>(
        `SELECT count(*)::text || ':' || coalesce(sum("version"), 0)::text AS stamp FROM "site_version"`,
      );
      const stamp = rows[0]?.stamp ?? "";
      let flush = lastStamp !== null && stamp !== lastStamp;
      if (flush && !afterReconnect) {
        // A writer signals listeners only after its commit is visible, and this session sends a
        // notification when it is next idle: on a busy machine that gap outlasts a round trip, so
        // a grace of a second (whatever the poll's period) and one more round trip come first.
        if (heard === 0) {
          await new Promise((r) => setTimeout(r, GRACE_MS));
          await c.query("SELECT 1");
        }
        flush = heard === 0;
      }
      heard -= heardBeforeRead;
      lastStamp = stamp;
      if (flush) emitSiteChange({ all: true });
    } catch (e) {
      log.warn("site_version poll failed", errorFields(e));
    } finally {
      polling = false;
    }
  };

  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    c.on("error", () => {}); // 'end' follows; handled there
    c.on("notification", (m) => {
      if (m.channel !== SITE_CHANNEL) return;
      heard++;
      emitSiteChange(parse(m.payload));
    });
    c.on("end", () => {
      if (client === c) client = null;
      // The session ended without our stop: PostgreSQL went away (db-state.ts).
      if (!stopped) setDatabaseDown(true);
      scheduleReconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${SITE_CHANNEL}`);
      const reconnect = lastStamp !== null;
      client = c;
      setDatabaseDown(false);
      // After a reconnect, changes may have been missed: the poll below sees them (the stamp moved).
      await poll(reconnect);
      if (reconnect) log.info("site_changed listener reconnected");
    } catch (e) {
      log.warn("site_changed listener could not connect", errorFields(e));
      setDatabaseDown(true);
      await c.end().catch(() => {});
      scheduleReconnect();
    }
  };
  const scheduleReconnect = () => {
    clearTimeout(reconnectTimer);
    if (!stopped) reconnectTimer = setTimeout(() => void connect(), RECONNECT_MS);
  };

  void connect();
  const pollTimer = setInterval(() => void poll(), pollMs);
  pollTimer.unref();
  const stop = async () => {
    if (s.started && s.started.url === url && --s.started.users > 0) return;
    stopped = true;
    clearInterval(pollTimer);
    clearTimeout(reconnectTimer);
    const c = client;
    client = null;
    if (s.started?.url === url) s.started = undefined;
    await c?.end().catch(() => {});
  };
  s.started = { url, users: 1, stop };
  return stop;
}
