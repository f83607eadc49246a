// Stripe Connect from the dashboard (docs/payments-connect.md), on its own app like settings.spec.ts:
// the owner opens Payments (axe), connects through the Stripe fake's onboarding page, comes back to
// the payments page, which now says the account can take card payments, and the site offers card
// deposits on the studio's account (the site payload names it for Stripe.js); then Stripe disables
// charges (account.updated) and card deposits go off while the page lists what Stripe still needs.
// In between, a guest pays a deposit: the fake records the PaymentIntent on the studio's account with
// the platform fee (PLATFORM_FEE_BPS, set for this spec's app), and the owner's refund from the
// dashboard runs on that account too.
import { E2E } from "./env";
import { DICTS, daysAhead, expect, expectAccessible, test } from "./fixtures";
import { studioApp } from "./studio-app";
import { getDict } from "../../lib/i18n";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const P = getDict("en").payments;
const S = DICTS.en.studio;
// The platform's fee on this spec's own app (studioApp passes the environment on): 5 %.
const FEE_BPS = 500;
process.env.PLATFORM_FEE_BPS = String(FEE_BPS);
type Records = {
  intents: { id: string; amount: number; account: string | null; applicationFeeAmount: number | null; bookingId: string | null }[];
  refunds: { paymentIntent: string; amount: number; account: string | null }[];
};
// Ports of its own: the other studio specs use +4…+31.
const { root, control, api, signIn, bookAsGuest } = studioApp(40);

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

  // A guest pays a deposit: a direct charge on the studio's account, with the platform's fee.
  const card = await bookAsGuest(E2E.stage.roomCard, { payment: "card", minutes: 120, after: daysAhead(6), name: "Carla Connect" });
  const records = async () => (await (await fetch(`${control()}/stripe-records`)).json()) as Records;
  const intent = (await records()).intents.find((i) => i.bookingId === card.id)!;
  expect(intent).toMatchObject({ account: site.stripeAccount, amount: card.depositCents });
  expect(intent.applicationFeeAmount).toBe(Math.round((card.depositCents * FEE_BPS) / 10_000));
  // The owner refunds it from the dashboard: the refund runs on the studio's account.
  await page.goto(`${root()}/studio/en/bookings/${card.id}`, { waitUntil: "networkidle" });
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.deposit_paid);
  await page.getByLabel(S.actions.cancelReason).fill("Studio closed for repairs");
  await page.getByRole("radio", { name: S.actions.refundYes }).check();
  // Cancel asks first, in the browser's own dialog (docs/dashboard.md, Pages).
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: S.actions.cancelSubmit }).click();
  await expect(page.getByTestId("detail-status")).toHaveText(S.statusValues.cancelled);
  expect((await records()).refunds.filter((r) => r.paymentIntent === intent.id)).toEqual([
    { paymentIntent: intent.id, amount: card.depositCents, account: site.stripeAccount },
  ]);

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
