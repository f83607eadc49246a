// The render loop of the memory check (docs/performance.md, Bounded memory): studio pages rendered
// again and again with the page cache bypassed, and the server's resident memory read from /proc
// before and after. The bypass is Next's draft mode: a request with the cookie
// `__prerender_bypass=<previewModeId of the build>` (.next/prerender-manifest.json) is rendered
// afresh and not stored, whatever the cache holds: the work of a cache miss, every time.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { request } from "node:http";

export function previewModeId(): string {
  const m = JSON.parse(readFileSync(join(process.cwd(), ".next/prerender-manifest.json"), "utf8")) as {
    preview: { previewModeId: string };
  };
  return m.preview.previewModeId;
}

/** Resident set size of a process in MB (Linux). */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : NaN;
}

export type RenderTarget = { host: string; path: string };

function get(baseUrl: string, t: RenderTarget, headers: Record<string, string>): Promise<number> {
  const u = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path: t.path, headers: { ...headers, host: t.host } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

export type RenderLoopResult = {
  renders: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  peakMb: number;
  errors: number;
  msPerRender: number;
};

/** `count` renders over `targets` (round robin), `concurrency` at a time, RSS sampled every 250 renders. */
export async function renderLoop(opts: {
  baseUrl: string;
  pid: number;
  targets: RenderTarget[];
  count: number;
  concurrency?: number;
  bypass?: boolean;
  onSample?: (done: number, rssMb: number) => void;
}): Promise<RenderLoopResult> {
  const headers: Record<string, string> = {
    "accept-encoding": process.env.C2_NOGZIP ? "identity" : "gzip",
    "x-forwarded-for": "10.250.0.2",
  };
  if (opts.bypass !== false) headers.cookie = `__prerender_bypass=${previewModeId()}`;
  const rssBeforeMb = rssMb(opts.pid);
  let peakMb = rssBeforeMb;
  let next = 0;
  let errors = 0;
  const t0 = Date.now();
  const one = async () => {
    for (;;) {
      const i = next++;
      if (i >= opts.count) return;
      const status = await get(opts.baseUrl, opts.targets[i % opts.targets.length], headers).catch(() => 0);
      if (status !== 200) errors++;
      if (i % 250 === 249) {
        const r = rssMb(opts.pid);
        peakMb = Math.max(peakMb, r);
        opts.onSample?.(i + 1, r);
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, one));
  const rssAfterMb = rssMb(opts.pid);
  return {
    renders: opts.count,
    rssBeforeMb,
    rssAfterMb,
    peakMb: Math.max(peakMb, rssAfterMb),
    errors,
    msPerRender: (Date.now() - t0) / opts.count,
  };
}
