// Pages before JavaScript (docs/sites.md, Without JavaScript): with scripts off, the home, room, legal
// and manage pages show their content from the server; a room page gives the studio's phone and email
// in place of the booking steps, and the manage page the booking itself, with contacts in place of
// the change and cancel buttons. axe cannot run where scripts do not: it checks the same server HTML
// with its scripts removed and its <noscript> content shown, at a phone's and a desk's width.
import type { Browser, Page } from "@playwright/test";
import { E2E, siteUrl } from "./env";
import { DICTS, bookOnSite, daysAhead, expect, expectAccessible, isolate, test, uniqueEmail } from "./fixtures";

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** axe on `url` as a browser without JavaScript shows it: the server's HTML, no script, <noscript> content shown. */
async function expectAccessibleWithoutScript(page: Page, url: string, what: string) {
  const target = new URL(url);
  const only = (u: URL) => u.origin === target.origin && u.pathname === target.pathname;
  await page.route(only, async (route) => {
    // Node resolves no *.localhost name: the request goes to the loopback address with the site's Host.
    const res = await route.fetch({
      url: `http://127.0.0.1:${target.port}${target.pathname}`,
      headers: { ...route.request().headers(), host: target.host },
    });
    const html = (await res.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<(\/?)noscript>/gi, "<$1div>");
    await route.fulfill({ response: res, body: html });
  });
  try {
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto(url);
      await expectAccessible(page, `${what} at ${size.width}`);
    }
  } finally {
    await page.unroute(only);
  }
}

/** A page in a context of its own with JavaScript off, isolated as the fixtures isolate theirs. */
async function withoutScript<T>(browser: Browser, ip: string, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await isolate(context, ip);
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const [tpl, slug, roomId, phone] of [
  ["stage", E2E.stage.slug, E2E.stage.roomBoth, "+34930000000"],
  ["daylight", E2E.daylight.slug, E2E.daylight.roomBoth, "+34931111111"],
] as const) {
  test(`${tpl}: home, room and legal pages show their content without JavaScript; the room page gives the studio's contacts`, async ({
    page: checked,
    browser,
    ip,
  }) => {
    const t = DICTS.es;
    await withoutScript(browser, ip, async (page) => {
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.goto(`${siteUrl(slug)}/es`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const roomLink = page.locator(`a[href$="/rooms/${roomId}"]`).first();
        await expect(roomLink).toBeVisible();

        await page.goto(`${siteUrl(slug)}/es/rooms/${roomId}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const notice = page.getByTestId("no-script");
        await expect(notice).toContainText(t.room.noScript);
        await expect(notice.locator(`a[href="tel:${phone}"]`)).toBeVisible();
        await expect(notice.locator('a[href^="mailto:"]')).toBeVisible();
        // The steps a script would run are not offered: no calendar whose days cannot be picked.
        await expect(page.locator(".booking[data-step]")).toBeHidden();

        await page.goto(`${siteUrl(slug)}/es/legal`);
        await expect(page.getByRole("heading", { name: t.legal.title, level: 1 })).toBeVisible();
      }
    });
    await expectAccessibleWithoutScript(checked, `${siteUrl(slug)}/es`, `${tpl} home without JavaScript`);
    await expectAccessibleWithoutScript(checked, `${siteUrl(slug)}/es/rooms/${roomId}`, `${tpl} room page without JavaScript`);
  });
}

test("the manage page shows the booking without JavaScript, with the studio's contacts for a change", async ({ page, browser, ip }) => {
  const made = await bookOnSite(page, {
    url: `${siteUrl(E2E.stage.slug)}/en/rooms/${E2E.stage.roomOnSite}`,
    locale: "en",
    name: "Quiet Browser",
    email: uniqueEmail("nojs"),
    // Far enough ahead to be outside the cancellation notice: the page with JavaScript offers cancel.
    after: daysAhead(12),
  });
  const t = DICTS.en.manage;
  await withoutScript(browser, ip, async (guest) => {
    for (const size of WIDTHS) {
      await guest.setViewportSize(size);
      await guest.goto(new URL(made.manageHref, page.url()).toString());
      await expect(guest.getByTestId("manage-reference")).toHaveText(made.reference);
      await expect(guest.getByTestId("manage-status")).toHaveText(t.statusValues.confirmed);
      await expect(guest.getByText(t.loading)).toHaveCount(0);
      await expect(guest.getByTestId("no-script")).toContainText(t.noScriptChange);
      // Cancel and change work by script only: not offered here.
      await expect(guest.getByRole("button", { name: t.cancel })).toBeHidden();
    }
  });
  await expectAccessibleWithoutScript(page, new URL(made.manageHref, page.url()).toString(), "manage page without JavaScript");
  // With JavaScript the same page still offers them.
  await page.goto(new URL(made.manageHref, page.url()).toString());
  await expect(page.getByRole("button", { name: t.cancel })).toBeVisible();
  await expect(page.getByTestId("no-script")).toBeHidden();
});
