// Party size (docs/decisions-bookings.md, Party size) on its own app with a local SMTP fake (studio-app.ts): in Sala C
// (capacity 3) a party of 4 is refused with the room's capacity named, before anything is held; a party of 3 books,
// the guest's summary and manage page show it, and the studio's new-booking email names it. axe on the new states;
// the details step does not shift at 375 and 1280 px.
import { E2E } from "./env";
import { DICTS, expect, expectAccessible, pickFirstFreeDay, test, uniqueEmail } from "./fixtures";
import { studioApp } from "./studio-app";
import { fmt } from "../../lib/i18n/core";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const T = DICTS.en;
const B = T.booking;
const { site, mailMatch, mailCount } = studioApp(62);
const STUDIO_EMAIL = "hola@sala-gracia.example";

test("a party of 4 is refused in a room for 3; a party of 3 books and the studio's email shows it", async ({ page }) => {
  const email = uniqueEmail("party");
  await page.goto(`${site(E2E.stage.slug)}/en/rooms/${E2E.stage.roomOnSite}`);
  await page.waitForLoadState("networkidle");
  await pickFirstFreeDay(page, T, new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10));
  await page.locator(".chip").first().click();
  await page.getByRole("button", { name: B.continue }).click();

  await page.getByLabel(B.yourName).fill("Pere Party");
  await expect(page.getByText(fmt(B.partySizeHint, { count: 3 }, "en"))).toBeVisible();
  await page.getByLabel(B.partySize).fill("4");
  await page.getByLabel(B.channelEmail, { exact: true }).check();
  await page.getByLabel(B.email, { exact: true }).fill(email);
  if (await page.getByText(B.captcha).count()) await page.getByTestId("fake-hcaptcha").click();
  const before = await mailCount();
  await page.getByRole("button", { name: B.holdSlot }).click();
  const refusal = page.getByTestId("error-party");
  await expect(refusal).toHaveText(fmt(B.partySizeTooMany, { count: 3 }, "en"));
  await expect(page.getByLabel(B.partySize)).toBeFocused();
  await expect(page.getByLabel(B.partySize)).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "details step, party too large");
  // Nothing was held: still the details step, and no code was sent.
  await expect(page.getByRole("heading", { name: B.codeTitle })).toHaveCount(0);
  expect(await mailCount()).toBe(before);

  await page.getByLabel(B.partySize).fill("3");
  await expect(refusal).toHaveCount(0);
  if (await page.getByText(B.captcha).count()) {
    const captcha = page.getByTestId("fake-hcaptcha");
    if ((await captcha.getAttribute("aria-pressed")) !== "true") await captcha.click();
  }
  await page.getByRole("button", { name: B.holdSlot }).click();
  await expect(page.getByRole("heading", { name: B.codeTitle })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("hold-party")).toHaveText("3");
  await expectAccessible(page, "code step with the party size");
  const code = (await mailMatch(email, /\b(\d{6})\b/, before))[1];
  await page.getByLabel(B.codeLabel).fill(code);
  // Sala C is paid at the studio only: the code step confirms.
  await page.getByRole("button", { name: B.confirm }).click();

  await expect(page).toHaveURL(/\/manage\/[0-9a-f]{64}\?confirmed=1$/, { timeout: 15_000 });
  await expect(page.getByTestId("manage-party")).toHaveText("3");
  await expectAccessible(page, "manage page with the party size");
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();

  // The studio's new-booking email (in the studio's language) names the party.
  const studioMail = await mailMatch(STUDIO_EMAIL, new RegExp(`${reference}[\\s\\S]*(People|Personas|Persones): 3`));
  expect(studioMail[1]).toBeTruthy();
});

for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  test(`the details step with the party field does not shift at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${site(E2E.daylight.slug)}/ca/rooms/${E2E.daylight.roomSmall}`);
    await page.waitForLoadState("networkidle");
    const C = DICTS.ca;
    await pickFirstFreeDay(page, C);
    await page.locator(".chip").first().click();
    await page.getByRole("button", { name: C.booking.continue }).click();
    await expect(page.getByLabel(C.booking.partySize)).toBeVisible();
    await page.waitForTimeout(300);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, "cumulative layout shift").toBeLessThan(0.05);
    await expectAccessible(page, `details step with the party field at ${width} px`);
  });
}
