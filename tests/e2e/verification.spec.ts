// Getting verified from the dashboard home on a phone (docs/dashboard.md, Verification and notices), on
// the main e2e app (pre-production, no email or SMS provider): a new owner (signed up by the link
// pre-production shows, the studio made by the wizard's request) opens the home at 390 × 844, fills
// in the business details, texts the studio's phone a code (shown as devCode), types it, asks for
// verification and sees "Asked"; after a rejection (the operator's reason on the card) they fix the
// details and ask again. axe on each state, no violation of any impact (the dashboard's rule).
import pg from "pg";
import type { Page } from "@playwright/test";
import { controlUrl, rootUrl } from "./env";
import { docsScreenshot, expect, expectAccessible, test, uniqueEmail } from "./fixtures";
import { fetchRetrying } from "./retry";
import { wizardAnswers } from "../helpers/signup";
import { getDict } from "../../lib/i18n";

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 }, locale: "en-US" });

const TV = getDict("en").verification;
const slug = `e2e-verify-${Date.now().toString(36)}`;
// The first test's session, kept for the second (sign-up links are limited per address and hour).
let cookies: Awaited<ReturnType<ReturnType<Page["context"]>["storageState"]>>["cookies"] = [];

/** A signed-in owner of a new draft studio: the sign-up link, then the wizard's own request. */
async function newOwner(page: Page): Promise<void> {
  const email = uniqueEmail("verify");
  const r = await fetchRetrying(`${rootUrl()}/v1/signup`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.89.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: JSON.stringify({ email, locale: "en" }),
  });
  expect(r.status).toBe(202);
  const { devLink } = ((await r.json()) as { data: { devLink: string } }).data;
  await page.goto(devLink);
  await expect(page).toHaveURL(/\/studio\/onboarding$/);
  const made = await page.request.post(`${rootUrl()}/v1/signup/studio`, {
    data: wizardAnswers(slug, ["en"]),
    headers: { origin: rootUrl() },
  });
  expect(made.status(), await made.text()).toBe(201);
}

async function atHome(page: Page): Promise<void> {
  await page.goto(`${rootUrl()}/studio/en`);
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("verification")).toBeVisible();
}

test("a new owner gives the details, confirms the phone by its code and asks, on a phone; then fixes and asks again", async ({ page }) => {
  await newOwner(page);
  await atHome(page);
  const card = page.getByTestId("verification");
  const status = page.getByTestId("verification-status");
  await expect(status).toHaveText(TV.status.draft);
  await expect(page.getByTestId("verification-not-ready")).toHaveText(TV.request.notReady);
  await expectAccessible(page, "verification card, draft", { minor: true });

  // 1. Business details: the address starts as the studio's own.
  await expect(card.getByLabel(TV.details.addressLine1, { exact: true })).toHaveValue("Carrer Nou 1");
  await card.getByLabel(TV.details.legalName).fill("Sala Verifica SL");
  await card.getByLabel(TV.details.taxId).fill("X-1");
  await card.getByRole("button", { name: TV.details.submit }).click();
  await expect(card.getByText(TV.details.saved)).toBeVisible();
  await expect(card.getByRole("heading", { name: new RegExp(`^${TV.details.title} ${TV.stepDone}$`) })).toBeVisible();
  await expectAccessible(page, "verification card, details saved", { minor: true });

  // 2. The phone: a code texted (shown here in pre-production), typed where focus lands.
  await card.getByRole("button", { name: TV.phone.send }).click();
  const code = (await page.getByTestId("verification-dev-code").textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);
  const input = card.getByLabel(TV.phone.codeLabel, { exact: true });
  await expect(input).toBeFocused();
  await expectAccessible(page, "verification card, code sent", { minor: true });
  await docsScreenshot(page, "studio-verification-mobile.png");
  await input.fill(code === "000000" ? "111111" : "000000");
  await card.getByRole("button", { name: TV.phone.confirm }).click();
  await expect(card.getByRole("alert")).toContainText(TV.errors.CODE_INVALID);
  await expect(card.getByText(TV.phone.attemptsLeft.replace("{n}", "4"))).toBeVisible();
  await expectAccessible(page, "verification card, wrong code", { minor: true });
  await input.fill(code);
  await card.getByRole("button", { name: TV.phone.confirm }).click();
  await expect(page.getByTestId("verification-phone-confirmed")).toContainText("+34931234567");

  // 3. The request.
  await expectAccessible(page, "verification card, ready to ask", { minor: true });
  await card.getByRole("button", { name: TV.request.submit }).click();
  await expect(status).toHaveText(TV.status.awaiting_verification);
  await expect(page.getByTestId("verification-done")).toHaveText(TV.request.asked);
  // Focus stays on the card's status, where the news is (the pressed button is gone).
  await expect(page.getByTestId("verification-feedback")).toBeFocused();
  await expect(card.getByRole("button")).toHaveCount(0);
  await expect(card).toContainText("Sala Verifica SL");
  await expectAccessible(page, "verification card, asked", { minor: true });
  cookies = (await page.context().storageState()).cookies;
});

test("after a rejection the card shows the reason; the owner fixes the details and asks again", async ({ page }) => {
  // The operator's rejection as actOnStudio writes it (the console's action is tests/api's): status and reason.
  const db = new pg.Client({ connectionString: await (await fetch(`${controlUrl()}/database-url`)).text() });
  await db.connect();
  try {
    await db.query(
      `UPDATE studio SET "verificationStatus" = 'rejected', "statusReason" = $2, "statusChangedAt" = now() WHERE slug = $1 AND "verificationStatus" = 'awaiting_verification'`,
      [slug, "The tax id X-1 is not a Spanish tax id"],
    );
  } finally {
    await db.end();
  }
  expect(cookies.length).toBeGreaterThan(0);
  await page.context().addCookies(cookies);
  await atHome(page);
  const card = page.getByTestId("verification");
  await expect(page.getByTestId("verification-status")).toHaveText(TV.status.rejected);
  await expect(page.getByTestId("verification-reason")).toContainText("The tax id X-1 is not a Spanish tax id");
  await expect(card.getByText(TV.fixAndAsk)).toBeVisible();
  await expectAccessible(page, "verification card, rejected", { minor: true });

  await card.getByLabel(TV.details.taxId).fill("B12345678");
  await card.getByRole("button", { name: TV.details.submit }).click();
  await expect(card.getByText(TV.details.saved)).toBeVisible();
  // The phone stays confirmed: only the request is left.
  await expect(page.getByTestId("verification-phone-confirmed")).toBeVisible();
  await card.getByRole("button", { name: TV.request.again }).click();
  await expect(page.getByTestId("verification-status")).toHaveText(TV.status.awaiting_verification);
  await expect(card).toContainText("B12345678");
  await expectAccessible(page, "verification card, asked again", { minor: true });
});
