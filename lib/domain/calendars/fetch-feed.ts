// Calendars in, step 1: fetch a feed URL safely.
//
// - Production: https only, and the connection must not go to a loopback, private, link-local
//   (cloud metadata 169.254.169.254 included) or otherwise non-public address. The check runs
//   on the address the socket actually connects to, after DNS (request-filtering-agent), and
//   again on every redirect hop, which we follow ourselves (at most 5) so each hop is checked
//   for its scheme too. Pre-production also allows http:// and loopback (127.0.0.1, ::1) so
//   tests and the dev server can serve fixture feeds; private networks stay blocked.
// - Conditional requests (If-None-Match / If-Modified-Since) → 304 costs no parsing.
// - One deadline for the whole fetch (connect, redirects, body), a size cap counted on the wire
//   and after gunzip, and no cookies or credentials of ours sent anywhere.
import http from "node:http";
import https from "node:https";
import { gunzipSync } from "node:zlib";
import { useAgent as filteringAgent } from "request-filtering-agent";

const FEED_TIMEOUT_MS = 15_000;
const FEED_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 5;

export type FetchOptions = { production: boolean; timeoutMs?: number; maxBytes?: number };
export type Validators = { etag: string | null; lastModified: string | null };
export type FetchResult = { status: 304 } | { status: 200; body: string; etag: string | null; lastModified: string | null };

// Not an ApiError on purpose: a failed fetch never reaches the API; sync.ts catches it and
// records its message as the feed's lastError.
export class FeedFetchError extends Error {}

/** Why a feed URL is refused before any request ("" when it is acceptable). */
export function feedUrlProblem(raw: string, production: boolean): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return "is not a URL";
  }
  if (u.protocol === "https:") return "";
  if (u.protocol === "http:" && !production) return "";
  return production ? "must be an https:// URL" : "must be an http:// or https:// URL";
}

/** The connection guard of every outbound request to a URL someone else chose (feeds, webhooks: docs/webhooks.md). */
export function safeAgent(url: string, production: boolean) {
  return filteringAgent(url, {
    allowPrivateIPAddress: false,
    allowMetaIPAddress: false,
    allowIPAddressList: production ? [] : ["127.0.0.1", "::1"],
  });
}

export async function fetchFeed(url: string, validators: Validators, opts: FetchOptions): Promise<FetchResult> {
  const deadline = Date.now() + (opts.timeoutMs ?? FEED_TIMEOUT_MS);
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const problem = feedUrlProblem(current, opts.production);
    if (problem) throw new FeedFetchError(hop ? `redirect target ${problem}` : `feed URL ${problem}`);
    const r = await request(current, validators, opts, deadline);
    if (r.kind === "redirect") {
      current = new URL(r.location, current).toString();
      continue;
    }
    return r.result;
  }
  throw new FeedFetchError(`more than ${MAX_REDIRECTS} redirects`);
}

type Hop = { kind: "redirect"; location: string } | { kind: "done"; result: FetchResult };

function request(url: string, v: Validators, opts: FetchOptions, deadline: number): Promise<Hop> {
  const maxBytes = opts.maxBytes ?? FEED_MAX_BYTES;
  const agent = safeAgent(url, opts.production);
  const headers: Record<string, string> = {
    Accept: "text/calendar, */*;q=0.5",
    "Accept-Encoding": "gzip, identity",
    "User-Agent": "StudioBooking-CalendarSync/1.0",
  };
  if (v.etag) headers["If-None-Match"] = v.etag;
  if (v.lastModified) headers["If-Modified-Since"] = v.lastModified;
  const mod = url.startsWith("https:") ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const fail = (msg: string) => {
      req.destroy();
      reject(new FeedFetchError(msg));
    };
    const timer = setTimeout(
      () => fail(`timed out after ${Math.round((opts.timeoutMs ?? FEED_TIMEOUT_MS) / 1000)} s`),
      Math.max(0, deadline - Date.now()),
    );
    const req = mod.get(url, { agent, headers }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304 && res.headers.location) {
        clearTimeout(timer);
        res.resume();
        return resolve({ kind: "redirect", location: res.headers.location });
      }
      if (status === 304) {
        clearTimeout(timer);
        res.resume();
        return resolve({ kind: "done", result: { status: 304 } });
      }
      if (status !== 200) {
        clearTimeout(timer);
        res.resume();
        return reject(new FeedFetchError(`HTTP ${status}`));
      }
      if (Number(res.headers["content-length"] ?? 0) > maxBytes) return fail(`larger than ${maxBytes} bytes`);
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (c: Buffer) => {
        size += c.length;
        if (size > maxBytes) return fail(`larger than ${maxBytes} bytes`);
        chunks.push(c);
      });
      res.on("error", (e) => fail(`read failed (${e.message})`));
      res.on("end", () => {
        clearTimeout(timer);
        if (size > maxBytes) return;
        let buf = Buffer.concat(chunks);
        if (/gzip/i.test(String(res.headers["content-encoding"] ?? ""))) {
          try {
            buf = gunzipSync(buf, { maxOutputLength: maxBytes });
          } catch {
            return reject(new FeedFetchError(`bad gzip body or larger than ${maxBytes} bytes`));
          }
        }
        const header = (h: string | string[] | undefined) => (typeof h === "string" && h.length <= 512 ? h : null);
        resolve({
          kind: "done",
          result: {
            status: 200,
            body: buf.toString("utf8"),
            etag: header(res.headers.etag),
            lastModified: header(res.headers["last-modified"]),
          },
        });
      });
    });
    req.on("error", (e) => {
      clearTimeout(timer);
      // request-filtering-agent refuses a forbidden address with an error naming it.
      reject(
        new FeedFetchError(
          /is not allowed|DNS lookup .* is not allowed/i.test(e.message)
            ? "address not allowed (private, loopback or link-local)"
            : `connection failed (${e.message.slice(0, 120)})`,
        ),
      );
    });
  });
}
