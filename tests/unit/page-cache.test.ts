// Which requests the studio page cache may answer (lib/http/page-cache.ts): the pages every
// guest sees alike, on a studio host, and nothing else. The HTTP side is tests/api/site-cache.test.ts.
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { PageCache } from "../../lib/http/page-cache";

const req = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  ({
    url,
    method,
    headers: { host: "sala.studios.test:3000", ...headers },
  }) as unknown as IncomingMessage;
const cache = new PageCache("studios.test");

describe("page cache key", () => {
  it("caches home, room, legal, robots.txt and sitemap.xml of a studio host, keyed by normalized host", () => {
    for (const p of ["/es", "/ca/legal", "/en/rooms/0b7d6c7e-2f0a-4c59-9a53-3c1e8f0a9b11", "/robots.txt", "/sitemap.xml"]) {
      expect(cache.keyOf(req(p)), p).toEqual({
        host: "sala.studios.test",
        path: p,
      });
    }
    expect(cache.keyOf(req("/es", { host: "SALA.Studios.Test." }))).toEqual({
      host: "sala.studios.test",
      path: "/es",
    });
    expect(cache.keyOf(req("/es", {}, "HEAD"))).not.toBeNull();
  });

  it("never the manage page, the root domain, a query, an RSC request, a write, the internal routes", () => {
    for (const p of [
      "/es/manage/abc",
      "/manage/abc",
      "/",
      "/es?x=1",
      "/es/rooms/x/y",
      "/s/other.studios.test/es",
      "/v1/health",
      "/_next/static/a.js",
      "/es/",
    ]) {
      expect(cache.keyOf(req(p)), p).toBeNull();
    }
    expect(cache.keyOf(req("/es", { host: "studios.test" }))).toBeNull();
    expect(cache.keyOf(req("/es", { host: "www.studios.test" }))).toBeNull();
    expect(cache.keyOf(req("/es", { rsc: "1" }))).toBeNull();
    expect(cache.keyOf(req("/es", { "next-router-prefetch": "1" }))).toBeNull();
    expect(cache.keyOf(req("/es", {}, "POST"))).toBeNull();
  });
});
