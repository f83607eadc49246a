// The returning guest (docs/booking-flow.md, The returning guest) on its own app with a local SMTP fake
// (studio-app.ts): a first-time guest books a room paid at the studio and never sees a payment step, ticking
// "Remember my details on this device"; then on the same device, in new tabs, they book the same room again from the
// manage page and another room from the home page's search, each in at most 4 screens and 6 taps, counted in the page
// (a screen: each page load and each change of step after the page the guest starts from; a tap: each pointer press;
// typing is not a tap); the confirmation email carries "Book again"; "Forget them" forgets. axe on every new state at
// 390 and 1280 px. The daylight studio asks for no captcha (a captcha studio's guest taps it once more).
import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { DICTS, daysAhead, expect, expectAccessible, pickFirstFreeDay, test, uniqueEmail } from "./fixtures";
import { studioApp } from "./studio-app";

test.describe.configure({ mode: "serial", timeout: 300_000 });

const T = DICTS.en;
const B = T.booking;
const { site, mailMatch, mailCount } = studioApp(26);
const SLUG = E2E.daylight.slug;
/** Sala Nord and Racó de Producte: both paid at the studio only. */
const NORD = E2E.daylight.roomOnSite;
const RACO = E2E.daylight.roomSmall;
const STORE = "studio-booking.guest";

type Journey = { screens: string[]; taps: string[]; reset: () => void };

/**
 * Records the guest's screens and taps in the page: a screen is the page's path plus the booking flow's step once the
 * flow has restored its place (the first paint of a room page is not yet a step), recorded on each change; a tap is a
 * trusted pointer press (Playwright's click; `fill` types without one). `reset` starts the count on the current page.
 */
async function record(page: Page): Promise<Journey> {
  const j: Journey = {
    screens: [],
    taps: [],
    reset() {
      j.screens.length = 0;
      j.taps.length = 0;
    },
  };
  await page.exposeBinding("__journey", (_source, kind: "screen" | "tap", what: string) => {
    (kind === "screen" ? j.screens : j.taps).push(what);
  });
  await page.addInitScript(() => {
    const say = (kind: string, what: string) => (window as unknown as { __journey: (k: string, w: string) => void }).__journey(kind, what);
    const screen = () => {
      const flow = document.querySelector(".booking[data-step]");
      if (flow && !flow.hasAttribute("data-restored")) return null;
      return flow ? `${location.pathname} ${flow.getAttribute("data-step")}` : location.pathname;
    };
    let last = "";
    const check = () => {
      const now = screen();
      if (now === null || now === last) return;
      last = now;
      say("screen", now);
    };
    addEventListener(
      "pointerdown",
      (e) => {
        if (!e.isTrusted) return;
        const el = (e.target as Element).closest("a, button, label, input, select, textarea") ?? (e.target as Element);
        const name = el.getAttribute("aria-label") || el.textContent?.trim() || (el as HTMLInputElement).name || el.id;
        say("tap", (name || el.tagName).slice(0, 40));
      },
      true,
    );
    addEventListener("DOMContentLoaded", () => {
      check();
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["data-step", "data-restored"],
      });
    });
  });
  return j;
}

/** axe on the state as it stands, at 390 and at 1280 px, then back to the width the guest uses. */
async function axeBoth(page: Page, what: string) {
  const size = page.viewportSize()!;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectAccessible(page, `${what} at ${width} px`);
  }
  await page.setViewportSize(size);
}

/** The first date from `after` days ahead that falls on `weekday` (0 = Sunday), as YYYY-MM-DD. */
function nextWeekday(after: number, weekday: number): string {
  const d = new Date(Date.now() + after * 86_400_000);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The code step that confirms: the code from the mail, then "Confirm booking"; lands on the manage page. */
async function codeAndConfirm(page: Page, email: string, before: number) {
  await expect(page.getByRole("heading", { name: B.codeTitle })).toBeVisible({ timeout: 15_000 });
  const code = (await mailMatch(email, /\b(\d{6})\b/, before))[1];
  await page.getByLabel(B.codeLabel).fill(code);
  await page.getByRole("button", { name: B.confirm }).click();
  await expect(page).toHaveURL(/\/manage\/[0-9a-f]{64}\?confirmed=1$/, { timeout: 15_000 });
  await expect(page.getByTestId("booking-done")).toBeVisible();
}

async function expectWithinTarget(j: Journey, what: string) {
  // The manage page's arrival is told by the page a moment after it shows.
  await expect.poll(() => j.screens.at(-1) ?? "").toMatch(/\/manage\/[0-9a-f]{64}$/);
  console.log(`${what}: ${j.screens.length} screens (${j.screens.join(" → ")}), ${j.taps.length} taps (${j.taps.join(" · ")})`);
  expect(j.screens.length, `${what}: screens ${j.screens.join(" → ")}`).toBeLessThanOrEqual(4);
  expect(j.taps.length, `${what}: taps ${j.taps.join(" · ")}`).toBeLessThanOrEqual(6);
  expect(j.screens.filter((s) => s.endsWith(" payment"))).toEqual([]);
}

test("a first-time guest pays at the studio without a payment step; back on the same device they book again from the manage page and the home page in 4 screens and 6 taps", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("returning");
  let manageUrl = "";

  await test.step("first time: no payment step, the box unticked until ticked, the confirm on the code step", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const j = await record(page);
    await page.goto(`${site(SLUG)}/en/rooms/${NORD}`);
    await pickFirstFreeDay(page, T, daysAhead(8));
    await page.locator(".chip").first().click();
    await page.getByLabel(B.duration).selectOption("120");
    await page.getByRole("button", { name: B.continue }).click();
    await expect(page.getByRole("heading", { name: B.stepDetails })).toBeVisible();
    // Nothing to choose or pay online: no payment step in the list either.
    await expect(page.locator(".steps li")).toHaveText([
      `1. ${B.stepWhen}`,
      `2. ${B.stepDetails}`,
      `3. ${B.stepVerify}`,
      `4. ${B.stepDone}`,
    ]);
    const remember = page.getByLabel(B.rememberMe);
    await expect(remember).not.toBeChecked();
    await expect(page.getByTestId("remembered")).toHaveCount(0);
    await page.getByLabel(B.yourName).fill("Rita Return");
    await page.getByLabel(B.channelEmail, { exact: true }).check();
    await page.getByLabel(B.email, { exact: true }).fill(email);
    await page.getByLabel(B.notes).fill("We bring our own amps.");
    await remember.check();
    await axeBoth(page, "details step with the remember box and the notes");
    const before = await mailCount();
    await page.getByRole("button", { name: B.holdSlot }).click();
    // The last step: the summary, the terms and "Confirm booking" with the code.
    await expect(page.getByRole("heading", { name: B.codeTitle })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("hold-summary")).toContainText("Sala Nord");
    await expect(page.getByTestId("booking-policy")).toBeVisible();
    await expect(page.getByText(B.payOnSiteHint)).toBeVisible();
    await expect(page.getByRole("button", { name: B.verify })).toHaveCount(0);
    await axeBoth(page, "code step that confirms");
    await codeAndConfirm(page, email, before);
    expect(j.screens.filter((s) => s.endsWith(" payment"))).toEqual([]);
    expect(j.screens.some((s) => s.endsWith(" verify"))).toBe(true);
    await expect(page.getByRole("heading", { name: B.paymentTitle })).toHaveCount(0);
    // Remembered on the device, as booked; never a token.
    const stored = await page.evaluate((k) => localStorage.getItem(k), STORE);
    expect(JSON.parse(stored!)).toEqual({ name: "Rita Return", channel: "email", contact: email });
    expect(stored).not.toMatch(/[0-9a-f]{64}/);
    // The notes went with the confirm.
    await expect(page.getByText("We bring our own amps.")).toBeVisible();
    manageUrl = page.url().replace(/\?confirmed=1$/, "");
    // The manage page: "Book another time" with the room and length, and that the device remembers the details.
    await expect(page.getByTestId("book-again")).toHaveText(B.bookAnother);
    await expect(page.getByTestId("book-again")).toHaveAttribute("href", `/en/rooms/${NORD}?minutes=120#book`);
    await expect(page.getByTestId("remembered-device")).toBeVisible();
    await axeBoth(page, "manage page with Book again");
    // The confirmation email carries the same way back.
    const again = (await mailMatch(email, new RegExp(`(https?://\\S+/en/rooms/${NORD}\\?minutes=120#book)`)))[1];
    expect(new URL(again).host).toBe(new URL(manageUrl).host);
  });

  await test.step("the same room again, from the manage page in a new tab", async () => {
    const tab = await context.newPage();
    await tab.setViewportSize({ width: 1280, height: 800 });
    const j = await record(tab);
    await tab.goto(manageUrl);
    await expect(tab.getByTestId("book-again")).toBeVisible();
    j.reset();
    await tab.getByTestId("book-again").click();
    await expect(tab.locator(".booking[data-restored]")).toBeVisible();
    // From tomorrow: today's first start may leave less than the two hours before closing (at the
    // desk's width the next month is shown beside this one, so no tap is added at a month's end).
    await pickFirstFreeDay(tab, T, daysAhead(1));
    await tab.locator(".chip").first().click();
    // The length came with the link.
    await expect(tab.getByLabel(B.duration)).toHaveValue("120");
    await tab.getByRole("button", { name: B.continue }).click();
    // Filled in from the device, the box ticked, with the way to forget them.
    await expect(tab.getByLabel(B.yourName)).toHaveValue("Rita Return");
    await expect(tab.getByLabel(B.email, { exact: true })).toHaveValue(email);
    await expect(tab.getByLabel(B.rememberMe)).toBeChecked();
    await expect(tab.getByTestId("remembered")).toContainText(B.rememberedHere);
    await axeBoth(tab, "details step filled in from the device");
    const before = await mailCount();
    await tab.getByRole("button", { name: B.holdSlot }).click();
    await codeAndConfirm(tab, email, before);
    await expectWithinTarget(j, "book again from the manage page");
    await tab.close();
  });

  await test.step("another room, from the home page's search in a new tab", async () => {
    const tab = await context.newPage();
    await tab.setViewportSize({ width: 390, height: 844 });
    const j = await record(tab);
    await tab.goto(`${site(SLUG)}/en`);
    const form = tab.getByTestId("room-search");
    await expect(form).toBeVisible();
    j.reset();
    // A Wednesday a few weeks ahead at noon, the form's two hours: the daylight studio is open.
    const S = T.roomSearch;
    await form.getByLabel(S.date).click();
    await form.getByLabel(S.date).fill(nextWeekday(20, 3));
    await form.getByLabel(S.start).click();
    await form.getByLabel(S.start).fill("12:00");
    await form.getByRole("button", { name: S.submit }).click();
    await tab.getByRole("link", { name: `${S.book}: Racó de Producte` }).click();
    await expect(tab.locator('.booking[data-step="details"]')).toBeVisible();
    expect(new URL(tab.url()).pathname).toBe(`/en/rooms/${RACO}`);
    await expect(tab.getByLabel(B.yourName)).toHaveValue("Rita Return");
    await expect(tab.getByLabel(B.email, { exact: true })).toHaveValue(email);
    const before = await mailCount();
    await tab.getByRole("button", { name: B.holdSlot }).click();
    await codeAndConfirm(tab, email, before);
    await expect(tab.getByTestId("manage-when")).toContainText("12:00–14:00");
    await expectWithinTarget(j, "another room from the home page");

    // "Forget them" on the manage page: gone from the device, said so.
    await tab.getByTestId("remembered-device").getByRole("button", { name: T.manage.forgetDetails }).click();
    await expect(tab.getByTestId("details-forgotten")).toHaveText(T.manage.detailsForgotten);
    expect(await tab.evaluate((k) => localStorage.getItem(k), STORE)).toBeNull();
    await axeBoth(tab, "manage page, details forgotten");
    await tab.close();
  });

  await test.step("forgotten: the next details step starts empty and unticked; remembered again, 'Forget them' there empties it", async () => {
    await page.goto(`${site(SLUG)}/en/rooms/${RACO}`);
    await pickFirstFreeDay(page, T, daysAhead(30));
    await page.locator(".chip").first().click();
    await page.getByRole("button", { name: B.continue }).click();
    await expect(page.getByLabel(B.yourName)).toHaveValue("");
    await expect(page.getByLabel(B.rememberMe)).not.toBeChecked();
    // Details remembered by another tab (as a booking with the box ticked leaves them): a fresh tab fills them in.
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [
      STORE,
      JSON.stringify({ name: "Rita Return", channel: "email", contact: email }),
    ] as const);
    const tab = await context.newPage();
    await tab.goto(page.url());
    await expect(tab.getByTestId("remembered")).toBeVisible();
    await tab.getByTestId("remembered").getByRole("button", { name: B.forgetDetails }).click();
    await expect(tab.getByTestId("details-forgotten")).toHaveText(B.detailsForgotten);
    await expect(tab.getByLabel(B.yourName)).toHaveValue("");
    await expect(tab.getByLabel(B.yourName)).toBeFocused();
    await expect(tab.getByLabel(B.rememberMe)).not.toBeChecked();
    expect(await tab.evaluate((k) => localStorage.getItem(k), STORE)).toBeNull();
    await axeBoth(tab, "details step, details forgotten");
  });
});
