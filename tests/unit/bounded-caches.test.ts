// In-process caches are bounded by entries and bytes and evict the least recently used entry,
// one at a time, instead of flushing everything (docs/performance.md, Bounded memory).
import { describe, expect, it } from "vitest";
import { boundedCache } from "../../lib/infra/bounded-cache";
import PageCacheHandler, { cacheStats, dropAll } from "../../lib/infra/next-cache-handler.mjs";

describe("boundedCache", () => {
  it("past its entry bound, only the least recently used entry goes", () => {
    const c = boundedCache<string, string>({ max: 3, maxBytes: 1_000, bytesOf: () => 1 });
    c.set("a", "A");
    c.set("b", "B");
    c.set("c", "C");
    expect(c.get("a")).toBe("A"); // a is now the most recently used
    c.set("d", "D");
    expect([...c.keys()].sort()).toEqual(["a", "c", "d"]);
  });

  it("past its byte bound, the least recently used entries go until it fits", () => {
    const c = boundedCache<string, string>({ max: 100, maxBytes: 100, bytesOf: (v) => v.length });
    for (const k of ["a", "b", "c", "d"]) c.set(k, k.repeat(30));
    expect(c.calculatedSize).toBe(90);
    expect([...c.keys()].sort()).toEqual(["b", "c", "d"]);
    c.set("e", "e".repeat(95));
    expect([...c.keys()]).toEqual(["e"]);
  });

  it("an entry bigger than the whole budget is not kept, and evicts nothing", () => {
    const c = boundedCache<string, string>({ max: 100, maxBytes: 100, bytesOf: (v) => v.length });
    c.set("a", "a");
    c.set("big", "x".repeat(101));
    expect(c.has("big")).toBe(false);
    expect(c.get("a")).toBe("a");
  });
});

function page(html: string) {
  return { kind: "APP_PAGE", status: 200, html, headers: {} };
}

describe("page cache handler", () => {
  it("keeps at most 5,000 pages and evicts the least recently used one, not all", async () => {
    const h = new PageCacheHandler({});
    for (let i = 0; i < 5_000; i++) await h.set(`/s/h${i}.example/en`, page("<p>x</p>"), {});
    expect(cacheStats().entries).toBe(5_000);
    expect(await h.get("/s/h0.example/en")).not.toBeNull(); // used: now the most recent
    await h.set("/s/new.example/en", page("<p>y</p>"), {});
    expect(cacheStats().entries).toBe(5_000);
    expect(await h.get("/s/h0.example/en")).not.toBeNull();
    expect(await h.get("/s/h1.example/en")).toBeNull();
    expect(await h.get("/s/new.example/en")).not.toBeNull();
  });

  it("stays within its byte budget, one eviction at a time", async () => {
    const h = new PageCacheHandler({});
    const html = "x".repeat(2 ** 20); // ~1 MB a page, 48 MB budget
    for (let i = 0; i < 120; i++) await h.set(`/s/b${i}.example/en`, page(html), {});
    const { entries, bytes } = cacheStats();
    expect(bytes).toBeLessThanOrEqual(48 * 2 ** 20);
    expect(entries).toBeGreaterThanOrEqual(45);
    expect(await h.get("/s/b119.example/en")).not.toBeNull();
    expect(await h.get("/s/b0.example/en")).toBeNull();
    dropAll();
  });
});
