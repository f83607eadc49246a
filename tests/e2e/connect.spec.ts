// Stripe Connect from the dashboard (docs/payments-connect.md), on its own app like settings.spec.ts:
// the owner opens Payments (axe), connects through the Stripe fake's onboarding page, comes back to
// the payments page, which now says the account can take card payments, and the site offers card
// deposits on the studio's account (the site payload names it for Stripe.js); then Stripe disables
// charges (account.updated) and card deposits go off while the page lists what Stripe still needs.
import { E2E } from "./env";
import { DICTS, expect, expectAccessible, test } from "./fixtures";
import { studioApp } from "./studio-app";
import { PAYMENTS_TEXTS } from "../../lib/i18n/studio-payments";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const P = PAYMENTS_TEXTS.en;
// Ports of its own: the other studio specs use +4…+31.
const { root, control, api, signIn } = studioApp(40);

test("owner connects Stripe through the hosted onboarding; card deposits go to the studio's account; axe", async ({ page }) => {
  await signIn(page, E2E.staff.owner);
  await page.getByRole("navigation", { name: DICTS.en.studio.navLabel }).getByRole("link", { name: P.nav }).click();
  await expect(page).toHaveURL(/\/studio\/en\/payments$/);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(P.title);
  await expect(page.getByText(P.noAccount)).toBeVisible();
  await expectAccessible(page, "payments");

  await page.getByTestId("payments-connect").click();
  await expect(page.getByRole("button", { name: "Agree and submit" })).toBeVisible();
  await page.getByRole("button", { name: "Agree and submit" }).click();
  await expect(page).toHaveURL(/\/studio\/en\/payments\?stripe=return$/);
  await expect(page.getByTestId("payments-charges")).toHaveText(P.chargesOn);
  await expect(page.getByText(P.nothingDue)).toBeVisible();
  await expectAccessible(page, "payments connected");

  const site = await api<{ cardPayments: boolean; stripeAccount?: string }>("GET", `${root()}/v1/public/sites/${E2E.stage.slug}`);
  expect(site).toMatchObject({ cardPayments: true, stripeAccount: expect.stringMatching(/^acct_/) });

  // Stripe disables charges (account.updated, signed, from the connected account): card deposits off, and the page says why.
  const r = await fetch(`${control()}/connect-disable/${site.stripeAccount}`, { method: "POST" });
  expect(r.status).toBe(200);
  const after = await api<{ cardPayments: boolean; stripeAccount?: string }>("GET", `${root()}/v1/public/sites/${E2E.stage.slug}`);
  expect(after.cardPayments).toBe(false);
  expect(after.stripeAccount).toBeUndefined();
  await page.goto(`${root()}/studio/en/payments`, { waitUntil: "networkidle" });
  await expect(page.getByTestId("payments-charges")).toHaveText(P.chargesOff);
  await expect(page.getByTestId("payments-requirements")).toContainText("individual.verification.document");
  await expect(page.getByTestId("payments-card")).toContainText(P.cardOff);
  await expectAccessible(page, "payments disabled");
});
