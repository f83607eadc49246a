// Every photo of a room full screen (docs/sites.md, Room page), both templates: opened from "Show all photos" and
// from the main photo; arrows, Home/End and Escape; a swipe on a touch phone; the counter; each photo's alt text in
// the page's language; Tab kept inside; focus back on the opener; the frame's accessible name; axe while open.
import { E2E, siteUrl } from "./env";
import { DICTS, expect, expectAccessible, test } from "./fixtures";
import type { Page } from "@playwright/test";

const counter = (page: Page) => page.getByTestId("gallery-counter");

/** The photo drawn whole: its box inside the screen below the bar, scaled to fit (contain), its proportions kept. */
async function expectWholePhoto(page: Page, screen: { width: number; height: number }) {
  const img = page.getByTestId("gallery-dialog").locator("img");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const box = (await img.boundingBox())!;
  expect(box.y).toBeGreaterThan(0);
  expect(box.y + box.height).toBeLessThanOrEqual(screen.height + 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(screen.width + 0.5);
  const fit = await img.evaluate((el: HTMLImageElement) => getComputedStyle(el).objectFit);
  expect(fit).toBe("contain");
}

for (const [tpl, slug, roomId, locale] of [
  ["stage", E2E.stage.slug, E2E.stage.roomBoth, "es"],
  ["daylight", E2E.daylight.slug, E2E.daylight.roomBoth, "en"],
] as const) {
  test(`${tpl} (${locale}): the full-screen gallery with the keyboard`, async ({ page }) => {
    const t = DICTS[locale];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${siteUrl(slug)}/${locale}/rooms/${roomId}`);
    const frame = page.getByTestId("gallery-frame");
    const total = await page.locator("[data-testid=room-gallery] .gallery-thumb").count();
    expect(total).toBeGreaterThan(1);
    await expect(frame).toHaveAccessibleName(t.room.galleryFrame.replace("{n}", "1").replace("{total}", String(total)));

    const all = page.getByTestId("gallery-show-all");
    await expect(all).toContainText(t.room.galleryAll);
    await all.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(new RegExp(`^${t.room.galleryDialog.split("{room}")[0].trim()} `));
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    const photo = page.getByTestId("gallery-dialog").locator("img");
    // The studio file's alt text in the page's language, the frame's own.
    const firstAlt = await photo.getAttribute("alt");
    expect(firstAlt).toBeTruthy();
    expect(firstAlt).toBe(await frame.locator("img").getAttribute("alt"));
    await expectWholePhoto(page, { width: 1280, height: 800 });
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    // A screen reader hears the new photo's alt text with its number.
    const secondAlt = (await photo.getAttribute("alt"))!;
    await expect(page.getByTestId("gallery-announce")).toHaveText(`${secondAlt}. 2 / ${total}`);
    await expectWholePhoto(page, { width: 1280, height: 800 });
    await page.keyboard.press("End");
    await expect(counter(page)).toHaveText(`${total} / ${total}`);
    await page.keyboard.press("ArrowRight"); // wraps round
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toHaveText(`${total} / ${total}`);
    await page.keyboard.press("Home");
    await expect(photo).toHaveAttribute("alt", firstAlt!);
    // Tab never leaves the dialog.
    for (let k = 0; k < 5; k++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    await expectAccessible(page, `${tpl} gallery open`);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("gallery-dialog")).toHaveCount(0);
    await expect(all).toBeFocused();

    // From the main photo (a click), and from the frame with Enter; focus comes back to the frame.
    await page.getByTestId("gallery-main-photo").click();
    await expect(page.getByTestId("gallery-dialog")).toBeVisible();
    await page.getByRole("button", { name: t.room.galleryClose }).click();
    await expect(page.getByTestId("gallery-dialog")).toHaveCount(0);
    await expect(frame).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    await page.keyboard.press("Escape");
    await expect(frame).toBeFocused();
  });
}

test.describe("on a touch phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("a swipe changes the photo in the full-screen gallery", async ({ page }) => {
    await page.goto(`${siteUrl(E2E.daylight.slug)}/ca/rooms/${E2E.daylight.roomBoth}`);
    const total = await page.locator("[data-testid=room-gallery] .gallery-thumb").count();
    await page.getByTestId("gallery-show-all").tap();
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await expectWholePhoto(page, { width: 375, height: 812 });
    const swipe = (from: number, to: number) =>
      page.getByTestId("gallery-stage").evaluate(
        (el, [a, b]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
          el.dispatchEvent(new TouchEvent("touchstart", { bubbles: true, touches: [touch(a)], changedTouches: [touch(a)] }));
          el.dispatchEvent(new TouchEvent("touchmove", { bubbles: true, touches: [touch(b)], changedTouches: [touch(b)] }));
          el.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(b)] }));
        },
        [from, to],
      );
    await swipe(300, 80); // to the left: the next photo
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    await swipe(80, 300); // back
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await swipe(200, 190); // a tap-sized move changes nothing
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await expectAccessible(page, "daylight gallery open on a phone");
    await page.getByRole("button", { name: DICTS.ca.room.galleryClose }).tap();
    await expect(page.getByTestId("gallery-dialog")).toHaveCount(0);
    await expect(page.getByTestId("gallery-show-all")).toBeFocused();
  });
});
