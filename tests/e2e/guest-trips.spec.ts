// What a guest used to trip over in the booking flow (docs/booking-flow.md): the cancellation
// terms before anything commits, inside and outside the room's notice window; a language switch
// at every step keeping the step and the chosen time; the tries left after a wrong code; and the
// plural forms of counts in es, ca and en. axe runs where the steps change.
import type { Page } from "@playwright/test";
import { fmt } from "../../lib/i18n/core";
import { E2E, siteUrl } from "./env";
import { DICTS, daysAhead, expect, expectAccessible, pickFirstFreeDay, test, uniqueEmail } from "./fixtures";

type Loc = "es" | "ca" | "en";
const HREFLANG: Record<Loc, string> = { es: "es-ES", ca: "ca-ES", en: "en-GB" };
/** Plató Blanc of the daylight demo: 48 h of cancellation notice, on-site and card. */
const roomUrl = (locale: Loc) => `${siteUrl(E2E.daylight.slug)}/${locale}/rooms/${E2E.daylight.roomBoth}`;

/** Step 1 → step 2 on the first free day on or after `after`: returns the chosen date and start. */
async function toDetails(page: Page, locale: Loc, after = ""): Promise<{ date: string; start: string }> {
  const t = DICTS[locale];
  await page.goto(roomUrl(locale));
  const date = await pickFirstFreeDay(page, t, after);
  const chip = page.locator(".chip").first();
  const start = (await chip.locator("input").getAttribute("value"))!;
  await chip.click();
  await page.getByRole("button", { name: t.booking.continue }).click();
  await expect(page.getByRole("heading", { name: t.booking.stepDetails })).toBeVisible();
  return { date, start };
}

/** Step 2 → step 3: name, email, captcha when shown; returns the dev code. */
async function toCode(page: Page, locale: Loc, tag: string): Promise<string> {
  const t = DICTS[locale];
  await page.getByLabel(t.booking.yourName).fill("Guest Trips");
  await page.getByLabel(t.booking.channelEmail, { exact: true }).check();
  await page.getByLabel(t.booking.email, { exact: true }).fill(uniqueEmail(tag));
  if (await page.getByText(t.booking.captcha).count()) await page.getByTestId("fake-hcaptcha").click();
  await page.getByRole("button", { name: t.booking.holdSlot }).click();
  return (await page.getByTestId("dev-code").textContent({ timeout: 15_000 }))!.trim();
}

const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000");
const prefix = (template: string) => template.split("{")[0].trim();

async function switchTo(page: Page, to: Loc) {
  await page.locator(`a[hreflang="${HREFLANG[to]}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/${to}/rooms/`));
}

test.describe("cancellation terms before confirm", () => {
  test("inside the 48 h notice: 'cannot be cancelled online' on the details and payment steps", async ({ page }) => {
    const t = DICTS.es;
    await toDetails(page, "es");
    const policy = page.getByTestId("booking-policy");
    await expect(policy).toHaveAttribute("data-cancellable", "false");
    await expect(policy).toContainText(prefix(t.booking.policyNoCancel));
    await expectAccessible(page, "details step with the policy (es)");
    const code = await toCode(page, "es", "policy-in");
    await page.getByLabel(t.booking.codeLabel).fill(code);
    await page.getByRole("button", { name: t.booking.verify }).click();
    await expect(page.getByRole("heading", { name: t.booking.paymentTitle })).toBeVisible();
    await expect(page.getByTestId("booking-policy")).toHaveAttribute("data-cancellable", "false");
    // Where a card deposit is offered, what happens to it on cancelling is said next to "Confirm".
    if (await page.locator('input[name="mode"][value="card"]').count())
      await expect(page.getByTestId("booking-policy")).toContainText(t.booking.policyDeposit);
    await expectAccessible(page, "payment step with the policy (es)");
  });

  test("outside the notice: 'free cancellation until' a date and the studio's zone", async ({ page }) => {
    const t = DICTS.en;
    await toDetails(page, "en", daysAhead(6));
    const policy = page.getByTestId("booking-policy");
    await expect(policy).toHaveAttribute("data-cancellable", "true");
    await expect(policy).toContainText(prefix(t.booking.policyFreeUntil));
    await expect(policy).toContainText(fmt(t.booking.zoneTime, { city: "Madrid" }));
  });
});

test.describe("language switch keeps the place", () => {
  test("at each step (es → ca → en → es), the step and the chosen time stay", async ({ page }) => {
    await page.goto(roomUrl("es"));
    const date = await pickFirstFreeDay(page, DICTS.es);
    const chip = page.locator(".chip").first();
    const start = (await chip.locator("input").getAttribute("value"))!;
    await chip.click();
    // Step 1, a time chosen: the same day and time are chosen in Catalan.
    await switchTo(page, "ca");
    await expect(page.locator(`.chip input[value="${start}"]`)).toBeChecked();
    expect(new URL(page.url()).searchParams.get("date")).toBe(date);
    await page.getByRole("button", { name: DICTS.ca.booking.continue }).click();
    // Step 2 → English: still the details of that slot.
    await expect(page.getByRole("heading", { name: DICTS.ca.booking.stepDetails })).toBeVisible();
    await switchTo(page, "en");
    await expect(page.getByRole("heading", { name: DICTS.en.booking.stepDetails })).toBeVisible();
    await expect(page.getByText(start, { exact: false }).first()).toBeVisible();
    const code = await toCode(page, "en", "lang");
    // Step 3 → Spanish: the code step with its countdown, not step 1.
    await switchTo(page, "es");
    await expect(page.getByRole("heading", { name: DICTS.es.booking.codeTitle })).toBeVisible();
    await expect(page.getByTestId("hold-countdown")).toHaveText(/^\d{2}:\d{2}$/);
    await page.getByLabel(DICTS.es.booking.codeLabel).fill(code);
    await page.getByRole("button", { name: DICTS.es.booking.verify }).click();
    // Step 4 → Catalan: still the payment step.
    await expect(page.getByRole("heading", { name: DICTS.es.booking.paymentTitle })).toBeVisible();
    await switchTo(page, "ca");
    await expect(page.getByRole("heading", { name: DICTS.ca.booking.paymentTitle })).toBeVisible();
    await expectAccessible(page, "payment step after a language switch (ca)");
  });
});

for (const locale of ["es", "ca", "en"] as const) {
  test(`wrong codes (${locale}): tries left shown with plural forms, the last try warned, the field kept`, async ({ page }) => {
    const t = DICTS[locale];
    await toDetails(page, locale);
    const code = await toCode(page, locale, `tries-${locale}`);
    // Sends left after the first send: the plural form.
    await expect(page.locator("#bf-resend-hint")).toContainText(fmt(t.booking.resendsLeft, { count: 2 }, locale));
    const wrong = wrongOf(code);
    const field = page.getByLabel(t.booking.codeLabel);
    for (let left = 4; left >= 1; left--) {
      await field.fill(wrong);
      await page.getByRole("button", { name: t.booking.verify }).click();
      await expect(page.getByTestId("tries-left")).toContainText(fmt(t.booking.triesLeft, { count: left }, locale));
      await expect(field).toHaveValue(wrong);
    }
    // One try left: the singular form and the warning that the next wrong code releases the time.
    await expect(page.getByTestId("tries-left")).toContainText(t.booking.lastTry);
    await expectAccessible(page, `code step, last try (${locale})`);
    await field.fill(code);
    await page.getByRole("button", { name: t.booking.verify }).click();
    await expect(page.getByRole("heading", { name: t.booking.paymentTitle })).toBeVisible();
  });
}

test.describe("changing details after holding", () => {
  test("back from the code step with a corrected name and email: the same time is held again and booked", async ({ page }) => {
    const t = DICTS.en;
    const { start } = await toDetails(page, "en");
    await toCode(page, "en", "fix-before");
    // The hold the page made first, as it keeps it for a reload.
    const storageKey = `studio-booking.flow.${E2E.daylight.slug}.${E2E.daylight.roomBoth}`;
    const oldHoldId = await page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? "{}").hold?.holdId as string, storageKey);
    expect(oldHoldId).toBeTruthy();

    await page.getByRole("button", { name: t.booking.changeDetails }).click();
    await expect(page.getByRole("heading", { name: t.booking.stepDetails })).toBeVisible();
    await page.getByLabel(t.booking.yourName).fill("Guest Trips Corrected");
    const email = uniqueEmail("fix-after");
    await page.getByLabel(t.booking.email, { exact: true }).fill(email);
    if (await page.getByText(t.booking.captcha).count()) await page.getByTestId("fake-hcaptcha").click();
    await page.getByRole("button", { name: t.booking.holdSlot }).click();

    // A new hold of the same time, its code sent to the corrected address; never "someone else took it".
    await expect(page.getByRole("heading", { name: t.booking.codeTitle })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-error-code="SLOT_TAKEN"]')).toHaveCount(0);
    await expect(page.getByTestId("hold-summary")).toContainText(`${start}–`);
    const newHoldId = await page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? "{}").hold?.holdId as string, storageKey);
    expect(newHoldId).toBeTruthy();
    expect(newHoldId).not.toBe(oldHoldId);
    const code = (await page.getByTestId("dev-code").textContent({ timeout: 15_000 }))!.trim();
    expect(code).toMatch(/^\d{6}$/);

    // The first hold was let go, not left pending to block the slot.
    const oldStatus = await page.evaluate(
      async (id) => ((await (await fetch(`/v1/public/holds/${id}`)).json()) as { data: { status: string } }).data.status,
      oldHoldId,
    );
    expect(oldStatus).toBe("expired");

    await page.getByLabel(t.booking.codeLabel).fill(code);
    await page.getByRole("button", { name: t.booking.verify }).click();
    await expect(page.getByRole("heading", { name: t.booking.paymentTitle })).toBeVisible();
    await page.getByLabel(t.booking.payOnSite).check();
    await page.getByRole("button", { name: t.booking.confirm }).click();
    await expect(page).toHaveURL(/\/manage\/[0-9a-f]{64}\?confirmed=1$/, { timeout: 15_000 });
    await expect(page.getByTestId("booking-done")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Guest Trips Corrected")).toBeVisible();
    await expect(page.getByTestId("manage-when")).toContainText(`${start}–`);
  });

  test("unchanged details go on with the same hold", async ({ page }) => {
    const t = DICTS.es;
    await toDetails(page, "es");
    await toCode(page, "es", "fix-same");
    const storageKey = `studio-booking.flow.${E2E.daylight.slug}.${E2E.daylight.roomBoth}`;
    const holdId = await page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? "{}").hold?.holdId as string, storageKey);
    await page.getByRole("button", { name: t.booking.changeDetails }).click();
    await expect(page.getByRole("heading", { name: t.booking.stepDetails })).toBeVisible();
    await expect(page.getByTestId("own-hold")).toBeVisible();
    await page.getByRole("button", { name: t.booking.continue }).click();
    await expect(page.getByRole("heading", { name: t.booking.codeTitle })).toBeVisible();
    expect(await page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? "{}").hold?.holdId as string, storageKey)).toBe(holdId);
  });
});
