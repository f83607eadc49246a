// Screenshots of each template's home page (desktop 1280 and mobile 375) as test artifacts,
// usability at 375 px, first-load JavaScript of the home page, and no layout shift when the
// availability arrives. UPDATE_SCREENSHOTS=1 also refreshes docs/screenshots/ for the README and docs/sites.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { E2E, siteUrl } from "./env";
import { bookOnSite, daysAhead, docsScreenshot, expect, test, uniqueEmail } from "./fixtures";

const ARTIFACTS = join(process.cwd(), "tests/artifacts");

for (const tpl of ["stage", "daylight"] as const) {
  const s = E2E[tpl];
  const locale = tpl === "stage" ? "es" : "ca";

  test(`${tpl}: home page screenshots, desktop and mobile`, async ({ page }) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const [name, width, height] of [
      ["desktop", 1280, 900],
      ["mobile", 375, 812],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${siteUrl(s.slug)}/${locale}`);
      await page.evaluate(() => document.fonts.ready);
      // Usable at this width: nothing wider than the viewport.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${tpl} ${name} horizontal overflow`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(ARTIFACTS, `${tpl}-${name}.png`), fullPage: true });
      await docsScreenshot(page, name === "desktop" ? `${tpl}.png` : `${tpl}-mobile.png`);
    }
  });

  test(`${tpl}: confirmation screenshots, desktop and mobile`, async ({ page }) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const [name, width, height, after] of [
      ["desktop", 1280, 900, 20],
      ["mobile", 375, 812, 23],
    ] as const) {
      await page.setViewportSize({ width, height });
      await bookOnSite(page, {
        url: `${siteUrl(s.slug)}/${locale}/rooms/${s.roomOnSite}`,
        locale,
        name: "Laia Vidal",
        email: uniqueEmail(`shot-${tpl}-${name}`),
        after: daysAhead(after),
      });
      await page.evaluate(() => document.fonts.ready);
      // The banner's heading has focus (given once the page's own arrival is done) and sits below any sticky header.
      await expect(page.getByTestId("booking-done").getByRole("heading", { level: 2 })).toBeFocused();
      const top = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
      const header = await page.evaluate(() => {
        const h = document.querySelector("[data-sticky-header]");
        return h && getComputedStyle(h).position === "sticky" ? h.getBoundingClientRect().bottom : 0;
      });
      expect(top).toBeGreaterThanOrEqual(header);
      await page.screenshot({ path: join(ARTIFACTS, `${tpl}-confirmation-${name}.png`), fullPage: true });
      await docsScreenshot(page, `${tpl}-confirmation${name === "desktop" ? "" : "-mobile"}.png`);
    }
  });

  // Both widths: on phones the next-available line, on desktop the second month must not move anything.
  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    test(`${tpl}: room page is usable at ${width} px and does not shift when availability loads`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`${siteUrl(s.slug)}/${locale}/rooms/${s.roomOnSite}`);
      await expect(page.locator('button.day[data-loading="true"]')).toHaveCount(0);
      await page.locator("#book").scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, "cumulative layout shift").toBeLessThan(0.05);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (width === 375) await page.screenshot({ path: join(ARTIFACTS, `${tpl}-room-mobile.png`), fullPage: true });
    });
  }
}

test("first-load JavaScript of the home page", async ({ page }) => {
  const sizes: Record<string, { transfer: number; decoded: number; files: number }> = {};
  for (const tpl of ["stage", "daylight"] as const) {
    await page.goto(`${siteUrl(E2E[tpl].slug)}/en`, { waitUntil: "load" });
    const js = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((r) => r.initiatorType === "script" || r.name.endsWith(".js"))
        .map((r) => ({ name: r.name, transfer: r.encodedBodySize, decoded: r.decodedBodySize })),
    );
    sizes[tpl] = {
      transfer: js.reduce((a, r) => a + r.transfer, 0),
      decoded: js.reduce((a, r) => a + r.decoded, 0),
      files: js.length,
    };
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, "first-load-js.json"), JSON.stringify(sizes, null, 2));
  console.log("first-load JS of the home page (bytes):", JSON.stringify(sizes));
  // Budget: the home page has no client component of ours; this is React + Next's runtime.
  for (const v of Object.values(sizes)) expect(v.transfer).toBeLessThan(200 * 1024);
});
