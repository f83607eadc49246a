import { route, otherMethods } from "@/lib/http/route";
import { notFound } from "@/lib/contract/errors";
import { openFeed } from "@/lib/domain/calendars/feed-out";

// Errors stay no-store (the wrapper's default): a rotated URL must not look alive from a cache.
const CACHE = "private, max-age=300";

// GET /v1/feeds/{secret}.ics — a studio's secret bookings feed (docs/calendars.md). The secret is a
// password: request logs redact it (lib/infra/log.ts), no Referer; unknown or malformed → 404.
export const GET = route<{ file: string }>(
  { limit: "read", cors: false, headers: { "Referrer-Policy": "no-referrer" } },
  async ({ req, params, db, clock }) => {
    const m = /^(.*)\.ics$/.exec(params.file);
    if (!m) throw notFound("Feed");
    // A matching If-None-Match is answered from the feed's version stamp, before any building.
    const feed = await openFeed(db, clock, m[1], req.headers.get("if-none-match"));
    const headers = { ETag: feed.etag, "Cache-Control": CACHE };
    if (feed.notModified) return new Response(null, { status: 304, headers });
    return new Response(feed.body, { status: 200, headers: { ...headers, "Content-Type": "text/calendar; charset=utf-8" } });
  },
);
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
