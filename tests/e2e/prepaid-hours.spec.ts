// Prepaid hours (docs/prepaid-hours.md) as the studio and the buyer use them: the owner adds a pack
// and sells it at the desk (the code shown once, focus on it), the buyer books on the studio's site
// with the code at the last step (paid by the hours), a wrong code is said next to the field, and
// the site's hours page reads the code from the link's fragment and shows what is left. axe on the
// dashboard page, the booking's last step and the hours page.
import { E2E } from "./env";
import { DICTS, bookOnSite, daysAhead, expect, expectAccessible, test, uniqueEmail } from "./fixtures";
import { studioApp } from "./studio-app";
import { fmt } from "../../lib/i18n/core";

const { root, site, control, signIn, mailMatch, mailCount } = studioApp(78);

test("the owner sells ten hours at the desk; the band books an hour with the code and sees nine left", async ({ page }) => {
  const P = DICTS.en.prepaid;
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en/payments/prepaid`, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(P.dashboard.title);
  const packForm = page.getByTestId("hour-pack-form");
  await packForm.getByLabel(P.dashboard.name).fill("Ten hours");
  await packForm.getByLabel(P.dashboard.hours).fill("10");
  await packForm.getByLabel(new RegExp(`^${P.dashboard.price}`)).fill("100");
  await packForm.getByRole("button", { name: P.dashboard.addPack }).click();
  await expect(page.getByRole("row", { name: /Ten hours/ })).toBeVisible();

  const sale = page.getByTestId("hour-pass-form");
  const packId = await sale.locator("option", { hasText: "Ten hours" }).first().getAttribute("value");
  await sale.getByLabel(P.dashboard.pack).selectOption(packId!);
  await sale.getByLabel(P.dashboard.buyer).fill("Los Planetas");
  await sale.getByRole("button", { name: P.dashboard.sellButton }).click();
  const code = (await page.getByTestId("hour-pass-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  // Focus goes to the outcome that carries the code.
  await expect(page.locator(":focus")).toContainText(code);
  await expect(page.getByRole("row", { name: new RegExp(`···${code.slice(-4)}`) })).toBeVisible();
  await expectAccessible(page, "prepaid hours, a pack sold");

  const email = uniqueEmail("prepaid");
  const mailsBefore = await mailCount();
  await bookOnSite(page, {
    url: `${site(E2E.stage.slug)}/en/rooms/${E2E.stage.roomOnSite}`,
    locale: "en",
    name: "Los Planetas",
    email,
    codeOf: async () => (await mailMatch(email, /\b(\d{6})\b/, mailsBefore))[1],
    after: daysAhead(11),
    check: async (step) => {
      // Sala C is paid at the studio only: the code step is the last one, with the prepaid code's field.
      if (step !== "confirm") return;
      const field = page.getByLabel(P.step.label);
      // A code that is not one of the studio's is said next to the field; the guest stays on the step (the six-digit
      // code accepted, only the confirm left).
      await field.fill("ZZZZ-ZZZZ-ZZZZ");
      await page.getByRole("button", { name: DICTS.en.booking.confirm }).click();
      await expect(page.getByTestId("prepaid-problem")).toContainText(P.step.invalid);
      await expect(page.getByTestId("code-accepted")).toBeVisible();
      await expectAccessible(page, "code step, a wrong prepaid code");
      await field.fill(code.toLowerCase());
    },
  });
  // Paid by the hours: the manage page says so.
  await expect(page.getByTestId("manage-payment")).toHaveText(DICTS.en.manage.paymentValues.paid);

  // The buyer's email links to the hours page with the code in the fragment.
  await page.goto(`${site(E2E.stage.slug)}/en/hours#${code}`, { waitUntil: "networkidle" });
  await expect(page.getByLabel(P.page.codeLabel, { exact: true })).toHaveValue(code);
  await page.getByRole("button", { name: P.page.check }).click();
  await expect(page.getByTestId("prepaid-hours-found")).toContainText(fmt(P.page.left, { hours: "9" }, "en"));
  await expect(page.getByTestId("prepaid-hours-found")).toContainText(fmt(P.page.of, { hours: "9", total: "10" }, "en"));
  await expectAccessible(page, "prepaid hours page");

  // Another band buys the pack on the site by card: the code comes by email once Stripe says it was paid.
  const buyer = uniqueEmail("buyer");
  const buy = page.getByTestId("buy-hours");
  await buy.getByLabel(/Ten hours/).check();
  await buy.getByLabel(P.buy.name).fill("Los Brillantes");
  await buy.getByLabel(P.buy.email).fill(buyer);
  await buy.getByRole("button", { name: P.buy.next }).click();
  await expect(page.getByTestId("buy-hours-card")).toBeVisible();
  const records = async () =>
    (await (await fetch(`${control()}/stripe-records`)).json()) as {
      intents: { id: string; amount: number; account: string | null; applicationFeeAmount: number | null; hourPassId: string | null }[];
    };
  await expect.poll(async () => (await records()).intents.filter((i) => i.hourPassId).length).toBe(1);
  const intent = (await records()).intents.find((i) => i.hourPassId)!;
  expect(intent.amount).toBe(10000);
  const mailsBeforePay = await mailCount();
  expect((await fetch(`${control()}/pay/${intent.id}`, { method: "POST" })).status).toBe(200);
  const bought = (await mailMatch(buyer, /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/, mailsBeforePay))[1];
  expect(bought).not.toBe(code);
  await page.goto(`${site(E2E.stage.slug)}/en/hours#${bought}`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: P.page.check }).click();
  await expect(page.getByTestId("prepaid-hours-found")).toContainText(fmt(P.page.left, { hours: "10" }, "en"));
});
