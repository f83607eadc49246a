// Find my booking (docs/decisions-bookings.md, Finding a booking) on its own app with a local SMTP fake (studio-app.ts):
// a wrong reference/email pair gets the page's one answer and no mail; the right pair gets the same answer and the
// mail server receives a new manage link, which opens the booking while the old link no longer does. axe on every
// state; no layout shift at 375 and 1280 px.
import { E2E } from "./env";
import { DICTS, daysAhead, expect, expectAccessible, test } from "./fixtures";
import { studioApp } from "./studio-app";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const T = DICTS.en;
const { site, mailMatch, mailCount, bookAsGuest } = studioApp(60);

/** Counts layout shifts not caused by input, from the first paint (as tests/e2e/visual.spec.ts). */
const CLS_OBSERVER = () => {
  (window as unknown as { __cls: number }).__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
};

test("a guest recovers a booking with its reference and email; a wrong pair gets the same page and no mail", async ({ page }) => {
  const made = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(9), name: "Lucía Lookup" });
  const url = `${site(E2E.stage.slug)}/en/find-booking`;

  await page.goto(`${site(E2E.stage.slug)}/en`);
  await page.getByRole("link", { name: T.nav.findBooking }).click();
  await expect(page).toHaveURL(/\/en\/find-booking$/);
  await expect(page.getByRole("heading", { level: 1, name: T.lookup.title })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, "find my booking");

  // A wrong pair: the reference with someone else's email.
  const before = await mailCount();
  await page.getByLabel(T.lookup.reference).fill(made.reference);
  await page.getByLabel(T.lookup.contact).fill("somebody-else@example.com");
  await page.getByRole("button", { name: T.lookup.submit }).click();
  const result = page.getByTestId("find-booking-result");
  await expect(result).toHaveText(T.lookup.sent);
  const wrongAnswer = await page.locator("main").innerText();
  await expectAccessible(page, "find my booking, answered");
  // Nothing reaches the mail server (the worker sends within a second or two when there is something to send).
  await page.waitForTimeout(4000);
  expect(await mailCount()).toBe(before);

  // The right pair (typed loosely): the same page, and the new link arrives by mail.
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await page.getByLabel(T.lookup.reference).fill(made.reference.toLowerCase().replace("-", " "));
  await page.getByLabel(T.lookup.contact).fill(made.email.toUpperCase());
  await page.getByRole("button", { name: T.lookup.submit }).click();
  await expect(result).toHaveText(T.lookup.sent);
  expect(await page.locator("main").innerText()).toBe(wrongAnswer);
  await expect(page.locator("main")).not.toContainText("/manage/");
  const link = (await mailMatch(made.email, /(https?:\/\/\S+\/manage\/[0-9a-f]{64})/, before))[1];
  expect(link).not.toBe(made.manageUrl);

  await page.goto(link);
  await expect(page.getByTestId("manage-reference")).toHaveText(made.reference);
  await expectAccessible(page, "manage page from the new link");
  // The old link no longer opens the booking.
  await page.goto(made.manageUrl);
  await expect(page.getByTestId("manage-reference")).toHaveCount(0);
  await expect(page.getByText(T.manage.notFound)).toBeVisible();
});

for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  test(`find my booking does not shift at ${width} px, before or after answering`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(CLS_OBSERVER);
    await page.goto(`${site(E2E.daylight.slug)}/es/find-booking`);
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, `find my booking (daylight, es) at ${width} px`);
    const t = DICTS.es.lookup;
    await page.getByLabel(t.reference).fill("ABCD-EFGH");
    await page.getByLabel(t.contact).fill("nadie@example.com");
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByTestId("find-booking-result")).toHaveText(t.sent);
    await page.waitForTimeout(300);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, "cumulative layout shift").toBeLessThan(0.05);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}
