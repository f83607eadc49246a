// Booking from any room page (docs/sites.md, Room page): a way to book above the fold at 1280×800 ("Check
// availability") and 375×800 (the booking bar) in both templates, the studio's address with its map link, and on a phone the booking bar at the bottom
// of the window (price from, lengths, "Book") that jumps to the booking step, where a guest books; axe on the bar.
// After "Book" nothing of the bar's resting place shows under stage's sticky header (or at daylight's top), and a
// phone held sideways (812×375, touch) has the bar too, its "Book" on the first screen.
import { E2E, siteUrl } from "./env";
import { DICTS, bookOnSite, daysAhead, expect, expectAccessible, test, uniqueEmail } from "./fixtures";
import type { Page } from "@playwright/test";

const ROOMS = [
  ["stage", E2E.stage.slug, E2E.stage.roomBoth],
  ["daylight", E2E.daylight.slug, E2E.daylight.roomBoth],
] as const;

for (const [tpl, slug, roomId] of ROOMS) {
  for (const [w, locale] of [
    [1280, "es"],
    [375, "ca"],
  ] as const) {
    test(`${tpl} at ${w} px (${locale}): "Check availability" above the fold, the address and its map link`, async ({ page }) => {
      const t = DICTS[locale];
      await page.setViewportSize({ width: w, height: 800 });
      await page.goto(`${siteUrl(slug)}/${locale}/rooms/${roomId}`);
      const cta = page.getByTestId("check-availability");
      await expect(cta).toHaveText(t.room.checkAvailability);
      // Above the fold: on a wide screen the link by the title, on a phone the bar's "Book" (the link may be below
      // the photos there).
      const first = w < 640 ? page.getByTestId("book-bar-book") : cta;
      await expect(first).toBeVisible();
      const box = (await first.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      const where = page.getByTestId("room-where");
      await expect(where.locator("address")).toContainText(/\d{5}/);
      await expect(where.getByRole("link", { name: t.home.openMap })).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\//);
      // The bar is for phones only.
      await expect(page.getByTestId("book-bar")).toBeVisible({ visible: w < 640 });
      await cta.click();
      await expect(page).toHaveURL(/#book$/);
      await expect(page.locator("#book-title")).toBeInViewport();
    });
  }
}

/**
 * How many pixels of the booking bar show in the window below the sticky header (stage; daylight's header
 * scrolls away, so there the whole window counts), and where the booking heading's top is relative to it.
 */
async function barBelowHeader(page: Page): Promise<{ peek: number; titleGap: number }> {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>("[data-sticky-header]");
    const pos = header ? getComputedStyle(header).position : "";
    const top = header && (pos === "sticky" || pos === "fixed") ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    const bar = document.querySelector<HTMLElement>('[data-testid="book-bar"]')!.getBoundingClientRect();
    const title = document.getElementById("book-title")!.getBoundingClientRect();
    return { peek: Math.max(0, Math.min(bar.bottom, window.innerHeight) - Math.max(bar.top, top)), titleGap: title.top - top };
  });
}

/** The bar's "Book" lands on the booking heading, below the header, with no strip of the bar in view; axe there. */
async function bookFromBar(page: Page, what: string): Promise<void> {
  await page.getByTestId("book-bar-book").tap();
  await expect(page).toHaveURL(/#book$/);
  await expect(page.locator("#book-title")).toBeInViewport();
  await expect.poll(async () => (await barBelowHeader(page)).peek, `${what}: no part of the bar under the header`).toBe(0);
  expect((await barBelowHeader(page)).titleGap, `${what}: the heading clear of the header`).toBeGreaterThanOrEqual(0);
  await expectAccessible(page, `${what} after Book`, { minor: true });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  for (const [tpl, slug, roomId] of ROOMS) {
    test(`${tpl}: the booking bar stays at the bottom of the window and rests above the booking section`, async ({ page }) => {
      const t = DICTS.en;
      await page.goto(`${siteUrl(slug)}/en/rooms/${roomId}`);
      const bar = page.getByTestId("book-bar");
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(/From €\d/);
      await expect(bar.getByRole("link", { name: t.room.bookNow })).toBeVisible();
      // At the window's bottom edge while the room scrolls past.
      for (const y of [0, 300]) {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        await expect.poll(async () => Math.round((await bar.boundingBox())!.y + (await bar.boundingBox())!.height)).toBe(812);
      }
      await expectAccessible(page, `${tpl} room page with the booking bar`);
      // Once the booking section is in view, the bar is back in the flow above it, covering nothing.
      await page.locator("#book").evaluate((el) => el.scrollIntoView());
      const book = (await page.locator("#book").boundingBox())!;
      const rest = (await bar.boundingBox())!;
      expect(rest.y + rest.height).toBeLessThanOrEqual(book.y + 1);
    });
  }

  for (const [tpl, slug, roomId] of ROOMS) {
    test(`${tpl}: after the bar's Book, nothing of the bar peeks out under the header`, async ({ page }) => {
      await page.goto(`${siteUrl(slug)}/en/rooms/${roomId}`);
      await bookFromBar(page, `${tpl} at 375×812`);
    });
  }

  test("a guest opens a room page, taps the bar's Book and books", async ({ page }) => {
    const url = `${siteUrl(E2E.stage.slug)}/en/rooms/${E2E.stage.roomBoth}`;
    await page.goto(url);
    await page.getByTestId("book-bar-book").tap();
    await expect(page).toHaveURL(/#book$/);
    await expect(page.locator("#book-title")).toBeInViewport();
    const made = await bookOnSite(page, {
      url: `${url}#book`,
      locale: "en",
      name: "Pau Phone",
      email: uniqueEmail("roombook"),
      after: daysAhead(17),
    });
    expect(made.reference).toBeTruthy();
  });
});

test.describe("on a phone held sideways", () => {
  test.use({ viewport: { width: 812, height: 375 }, hasTouch: true, isMobile: true });

  for (const [tpl, slug, roomId] of ROOMS) {
    test(`${tpl} at 812×375: the booking bar's Book is on the first screen and lands clear of the header`, async ({ page }) => {
      await page.goto(`${siteUrl(slug)}/en/rooms/${roomId}`);
      const book = page.getByTestId("book-bar-book");
      await expect(book).toBeVisible();
      const box = (await book.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(375);
      await expectAccessible(page, `${tpl} room page at 812×375`, { minor: true });
      await bookFromBar(page, `${tpl} at 812×375`);
    });
  }
});
