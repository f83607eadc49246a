// Finding a room (docs/sites.md, Finding a room): the home page's search finds the rooms free for a
// day, start, length and party, and "Book this room" opens that room's details step with the time
// chosen; a closed day answers no room and the nearest free times, each a link to its details step.
// The form is a plain GET, so it works with JavaScript off too. axe on each state at both widths.
import type { Page } from "@playwright/test";
import { E2E, siteUrl } from "./env";
import { DICTS, expect, expectAccessible, isolate, test } from "./fixtures";

const t = DICTS.en.roomSearch;

/** The first date from `after` days ahead that falls on `weekday` (0 = Sunday), as YYYY-MM-DD. */
function nextWeekday(after: number, weekday: number): string {
  const d = new Date(Date.now() + after * 86_400_000);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function searchFromHome(page: Page, q: { date: string; start: string; minutes: string; party: string }) {
  await page.goto(`${siteUrl(E2E.stage.slug)}/en`);
  const form = page.getByTestId("room-search");
  await form.getByLabel(t.date).fill(q.date);
  await form.getByLabel(t.start).fill(q.start);
  await form.getByLabel(t.length).selectOption(q.minutes);
  await form.getByLabel(t.party).fill(q.party);
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByTestId("room-search-results")).toBeVisible();
}

test("the home page's search finds the free rooms and opens one at its details step", async ({ page }) => {
  // A Wednesday a few weeks ahead at noon, two hours, two people: the stage studio's rooms are open.
  const date = nextWeekday(20, 3);
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await searchFromHome(page, { date, start: "12:00", minutes: "120", party: "2" });
    expect(await page.getByTestId("room-search-free").count()).toBeGreaterThan(0);
    await expectAccessible(page, `room search results at ${size.width}`);
  }
  const first = page.getByTestId("room-search-free").first();
  const name = (await first.getByRole("heading").textContent())!.trim();
  await first.getByRole("link", { name: new RegExp(t.book) }).click();
  // The room's page at the details step, that day and start chosen.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator('.booking[data-step="details"]')).toBeVisible();
  expect(new URL(page.url()).searchParams.get("date")).toBe(date);
  expect(new URL(page.url()).searchParams.get("start")).toBe("12:00");
});

test("a closed day answers no room and the nearest free times, each reaching its details step", async ({ page }) => {
  // The stage studio is closed on Saturdays.
  const saturday = nextWeekday(10, 6);
  await searchFromHome(page, { date: saturday, start: "12:00", minutes: "120", party: "2" });
  await expect(page.getByTestId("room-search-none")).toHaveText(t.noneFree);
  await expect(page.getByText(t.reasons.closed).first()).toBeVisible();
  const nearest = page.getByTestId("room-search-nearest").first();
  await expect(nearest).toBeVisible();
  await expectAccessible(page, "room search, none free");
  await nearest.click();
  await expect(page.locator('.booking[data-step="details"]')).toBeVisible();
  expect(new URL(page.url()).searchParams.get("date")).not.toBe(saturday);
});

test("the search works with JavaScript off", async ({ browser, ip }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await isolate(context, ip);
  try {
    const page = await context.newPage();
    await searchFromHome(page, { date: nextWeekday(20, 3), start: "12:00", minutes: "120", party: "2" });
    const heading = page.getByTestId("room-search-results").getByRole("heading", { level: 2 });
    await expect(heading).toContainText("12:00");
    expect(await page.getByTestId("room-search-free").count()).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
