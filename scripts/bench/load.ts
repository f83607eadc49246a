// Child process entry: one autocannon run, so that the load generator never shares an event loop
// (or a CPU slice) with the orchestrator. Input: a job file (JSON, see LoadJob); output: the
// result file (JSON, see LoadResult).
//
// Every request carries its own X-Forwarded-For (the server runs with TRUST_PROXY=1), so the
// per-IP limits (reads, writes and hourly holds per IP) never turn a benchmark into
// a 429 benchmark. Items are walked in order by all connections together: "cycle" wraps around
// (reads), "once" means each item should be sent once (writes: distinct slot, key, contact) and
// a wrap-around is reported as `wrapped`.
import { readFileSync, writeFileSync } from "node:fs";
import autocannon, { type RawRequest, type Result } from "autocannon";
import { ipFor } from "./util";

/**
 * `host`: the Host header (studio pages are routed by host; default: the server's address).
 * `headers`: more request headers (pages are asked for as a browser does, compression included).
 */
export type LoadItem = { method: "GET" | "POST"; path: string; body?: string; host?: string; headers?: Record<string, string> };

/** What a browser sends with a page request: the path users take (compressed answers). */
export const BROWSER_HEADERS = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, br", "user-agent": "Mozilla/5.0" };
export type LoadJob = {
  url: string;
  connections: number;
  duration?: number;
  /** Stop after this many responses instead of after `duration`. */
  amount?: number;
  /** First client-IP number of this run (runs use disjoint ranges). */
  ipBase: number;
  /** Reads: rotate over this many client IPs (visitors making several requests, each well under
   * the 120/min limit); unset: every request from a new IP (writes). */
  clients?: number;
  items: LoadItem[];
  mode: "cycle" | "once";
  /** Keep holdId and devCode of 2xx hold replies (create hold). */
  collectHolds?: boolean;
};
type LoadStats = {
  requests: number;
  durationS: number;
  rps: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  status: Record<string, number>;
  non2xx: number;
  s4xx: number;
  s5xx: number;
  socketErrors: number;
  timeouts: number;
  wrapped: boolean;
};
export type LoadResult = LoadStats & { holds?: { holdId: string; devCode: string }[]; errorSamples: string[]; loadCpuMs: number };

function statsOf(r: Result, wrapped: boolean): LoadStats {
  const status: Record<string, number> = {};
  for (const [code, v] of Object.entries(r.statusCodeStats ?? {})) status[code] = Number(v.count);
  const requests = Object.values(status).reduce((a, b) => a + b, 0);
  return {
    requests,
    durationS: r.duration,
    rps: r.duration > 0 ? requests / r.duration : 0,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, mean: r.latency.mean },
    status,
    non2xx: r.non2xx,
    s4xx: r["4xx"],
    s5xx: r["5xx"],
    socketErrors: r.errors,
    timeouts: r.timeouts,
    wrapped,
  };
}

async function main(): Promise<void> {
  const [jobPath, outPath] = process.argv.slice(2);
  const job = JSON.parse(readFileSync(jobPath, "utf8")) as LoadJob;
  if (job.items.length === 0) throw new Error("no items");
  let next = 0;
  let wrapped = false;
  let ipNo = job.ipBase;
  const holds: { holdId: string; devCode: string }[] = [];
  const errorSamples: string[] = [];
  const headersFor = (item: LoadItem): Record<string, string> => ({
    "x-forwarded-for": ipFor(job.clients ? job.ipBase + (ipNo++ % job.clients) : ipNo++),
    ...(item.body !== undefined ? { "content-type": "application/json" } : {}),
    ...(item.host !== undefined ? { host: item.host } : {}),
    ...item.headers,
  });
  const setupRequest = (req: RawRequest): RawRequest => {
    if (next >= job.items.length) {
      next = 0;
      if (job.mode === "once") wrapped = true;
    }
    const item = job.items[next++];
    return { ...req, method: item.method, path: item.path, headers: headersFor(item), body: item.body };
  };
  const onResponse = (status: number, body: string) => {
    if (status >= 200 && status < 300) {
      if (job.collectHolds) {
        const data = (JSON.parse(body) as { data?: { holdId?: string; devCode?: string } }).data;
        if (data?.holdId && data.devCode) holds.push({ holdId: data.holdId, devCode: data.devCode });
      }
    } else if (errorSamples.length < 5) {
      errorSamples.push(`${status} ${body.slice(0, 300)}`);
    }
  };
  const result = await new Promise<Result>((resolve, reject) => {
    autocannon(
      {
        url: job.url,
        connections: job.connections,
        ...(job.amount ? { amount: job.amount } : { duration: job.duration ?? 10 }),
        timeout: 30,
        requests: [{ method: "GET", path: "/", setupRequest, onResponse }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
  const cpu = process.cpuUsage();
  const out: LoadResult = {
    ...statsOf(result, wrapped),
    ...(job.collectHolds ? { holds } : {}),
    errorSamples,
    loadCpuMs: (cpu.user + cpu.system) / 1000,
  };
  writeFileSync(outPath, JSON.stringify(out));
}

if (process.argv[1] && /load\.ts$/.test(process.argv[1])) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
