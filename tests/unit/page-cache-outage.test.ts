// The page cache during a database outage (docs/decisions-platform.md, Pages during a database
// outage): middleware.ts asks it whether a page is held (isPageCached), and a held page past its
// expire is handed to Next without it, so that Next serves it instead of rendering it first.
import { afterEach, describe, expect, it } from "vitest";
import PageCacheHandler, { dropAll, dropHosts, isPageCached } from "../../lib/infra/next-cache-handler.mjs";
import { setDatabaseDown } from "../../lib/infra/db-state";

/** A key as Next 16 makes it: the route's hash, then the page's path. */
const key = (path: string) => `/route-cache/APP_PAGE/0f3a9c/$${path}`;
const page = (html: string, status = 200) => ({ kind: "APP_PAGE", status, html, headers: {} });
const cacheControl = { revalidate: 300, expire: 360 };

/** Stores a render as Next does: looked up first, then set (a drop in between would keep it out). */
async function render(h: PageCacheHandler, path: string, value: unknown): Promise<void> {
  await new Promise((r) => setTimeout(r, 2)); // a millisecond after any earlier drop
  await h.get(key(path));
  await h.set(key(path), value, { cacheControl });
}

afterEach(() => {
  setDatabaseDown(false);
  dropAll();
});

describe("page cache during an outage", () => {
  it("knows a stored page by its path, until it is dropped; never a page it did not store", async () => {
    const h = new PageCacheHandler({});
    await render(h, "/s/a.example/es", page("<p>a</p>"));
    await render(h, "/s/a.example/ca", page("<p>404</p>", 404));
    await render(h, "/s/b.example/es", page("x".repeat(7 * 2 ** 20))); // over an eighth of the budget
    expect(isPageCached("/s/a.example/es")).toBe(true);
    expect(isPageCached("/s/a.example/ca")).toBe(false);
    expect(isPageCached("/s/b.example/es")).toBe(false);
    expect(isPageCached("/s/a.example/en")).toBe(false);
    dropHosts(["a.example"]);
    expect(isPageCached("/s/a.example/es")).toBe(false);
    await render(h, "/s/a.example/es", page("<p>a</p>"));
    expect(isPageCached("/s/a.example/es")).toBe(true);
    dropAll();
    expect(isPageCached("/s/a.example/es")).toBe(false);
  });

  it("hands a page over without its expire while the database is down only", async () => {
    const h = new PageCacheHandler({});
    await render(h, "/s/a.example/es", page("<p>a</p>"));
    expect((await h.get(key("/s/a.example/es")))?.cacheControl).toEqual(cacheControl);
    setDatabaseDown(true);
    expect((await h.get(key("/s/a.example/es")))?.cacheControl).toEqual({ revalidate: 300, expire: undefined });
    setDatabaseDown(false);
    expect((await h.get(key("/s/a.example/es")))?.cacheControl).toEqual(cacheControl);
  });
});
