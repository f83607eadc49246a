// TXT lookups, for the proof of a studio's own domain (docs/decisions-sites.md, Custom domains): Node's own
// resolver (c-ares), asking the servers of DNS_SERVERS when set (tests point it at a local DNS server), else
// the system's. A lookup never throws: it answers the records, none, or why it could not ask.
import { Resolver } from "node:dns/promises";
import type { Env } from "./env";
import { fieldOf } from "../contract/shapes";

/** What a TXT lookup found: each record's strings joined (a long value is split in 255-byte strings), none, or a failure. */
export type TxtAnswer = { kind: "records"; values: string[] } | { kind: "none" } | { kind: "error"; code: string };
export type TxtLookup = (name: string) => Promise<TxtAnswer>;

/** Per try and server; two tries: a check answers within seconds even when a server is silent. */
const TIMEOUT_MS = 2_000;
const TRIES = 2;

export function txtLookup(e: Pick<Env, "DNS_SERVERS">): TxtLookup {
  const servers = (e.DNS_SERVERS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return async (name) => {
    const r = new Resolver({ timeout: TIMEOUT_MS, tries: TRIES });
    if (servers.length) r.setServers(servers);
    try {
      const rows = await r.resolveTxt(name);
      return { kind: "records", values: rows.map((chunks) => chunks.join("")) };
    } catch (err) {
      const code = String(fieldOf(err, "code") ?? "EUNKNOWN");
      // NXDOMAIN, or the name with no TXT record: nothing published (yet).
      if (code === "ENOTFOUND" || code === "ENODATA") return { kind: "none" };
      return { kind: "error", code };
    }
  };
}
