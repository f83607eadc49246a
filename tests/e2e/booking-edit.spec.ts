// Editing a booking in the dashboard (docs/studio-actions.md, Editing a booking), on the studio's own
// e2e app: a staff member (not the owner) corrects a guest's email and adds an internal note in the
// booking detail; the dashboard shows the note; the guest's new address gets "details updated" with a
// renewed manage link, the old link no longer opens the booking, and the guest's manage page has the
// booking but not the note. axe on the detail with both forms and after saving.
import { E2E } from "./env";
import { DICTS, daysAhead, expect, expectAccessible, test, uniqueEmail } from "./fixtures";
import { studioApp } from "./studio-app";
import { money } from "../../lib/i18n/core";
import { get as httpGet } from "node:http";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const S = DICTS.en.studio;
// Ports of its own: studio.spec.ts uses +4/+5, settings.spec.ts +8/+9.
const { root, site, control, mailMatch, bookAsGuest, signIn } = studioApp(12);

test("staff edit a contact and add an internal note; the guest's manage page never shows the note", async ({ page }) => {
  const made = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(9), name: "Elena Edit" });
  const note = `Owes a string set ${Date.now().toString(36)}`;
  const fresh = uniqueEmail("edit-new");

  await signIn(page, E2E.staff.member);
  await page.goto(`${root()}/studio/en/bookings/${made.id}`, { waitUntil: "networkidle" });
  await expect(page.getByTestId("edit-form")).toBeVisible();
  await expect(page.getByTestId("note-form")).toBeVisible();
  await expectAccessible(page, "booking detail, edit forms");

  // Edit details: a new email and guest notes.
  const email = page.getByLabel(S.actions.editEmail, { exact: true });
  await email.fill(fresh);
  await expect(email).toHaveValue(fresh);
  await page.getByLabel(S.actions.editNotes).fill("Bringing a bass amp");
  await page.getByRole("button", { name: S.actions.editSubmit }).click();
  await expect(page.getByTestId("edit-done")).toHaveText(S.actions.editDone);

  // Internal note, labelled as staff only.
  const field = page.getByLabel(S.actions.noteLabel);
  await expect(field).toHaveAccessibleDescription(S.actions.noteHint);
  await field.fill(note);
  await expect(field).toHaveValue(note);
  await page.getByRole("button", { name: S.actions.noteSubmit }).click();
  await expect(page.getByTestId("note-done")).toHaveText(S.actions.noteDone);
  await expect(page.getByTestId("detail-internal-note")).toHaveText(note);
  await expect(page.getByTestId("audit-table")).toContainText(S.detail.auditActions.booking_edit);
  await expectAccessible(page, "booking detail, edited");

  // The guest: the new address has the renewed link; the old one opens nothing any more.
  const link = await mailMatch(fresh, /https?:\/\/\S+\/manage\/[0-9a-f]{64}/);
  const manage = `${site(E2E.stage.slug)}${new URL(link[0]).pathname}`;
  await page.goto(manage);
  await expect(page.getByTestId("manage-when")).toContainText(`${made.start}–`);
  await expect(page.locator("body")).toContainText("Bringing a bass amp");
  await expect(page.locator("body")).not.toContainText(note);
  expect(await page.content()).not.toContain(note);
  // The manage page reads the booking over the public API: the old link's answer is 404, shown as "not valid".
  await page.goto(`${site(E2E.stage.slug)}${new URL(made.manageUrl).pathname}`);
  await expect(page.locator('[data-error-code="RESOURCE_NOT_FOUND"]')).toBeVisible();
});

test("an owner changes a booking's price with a reason in three clicks; the guest is told; axe", async ({ page }) => {
  const made = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(10), name: "Pau Price" });
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en/bookings/${made.id}`, { waitUntil: "networkidle" });
  const form = page.getByTestId("price-form");
  await expect(form).toBeVisible();
  let clicks = 0;
  // Each click a member makes, counted (docs/studio-actions.md, Changing the price: the amount, the reason, one button).
  await page.getByLabel(S.actions.priceAmount.replace("{currency}", "EUR")).click();
  clicks++;
  await page.keyboard.type("12,50");
  await page.getByLabel(S.actions.priceReason).click();
  clicks++;
  await page.keyboard.type("Short session discount");
  await form.getByRole("button", { name: S.actions.priceSubmit }).click();
  clicks++;
  expect(clicks).toBeLessThanOrEqual(4);
  await expect(page.getByTestId("action-done")).toHaveText(S.actions.priceDone);
  await expect(page.getByTestId("audit-table")).toContainText(S.detail.auditActions.booking_price);
  await expect(page.getByTestId("audit-table")).toContainText("Short session discount");
  await expectAccessible(page, "booking detail, price changed");
  // The guest's message, in the site's language, with the new price and the reason.
  await mailMatch(made.email, /Short session discount/);
});

test("staff take part of the price in cash, void it when wrong (asked first), then the rest by transfer; the guest's page says what is left; axe", async ({
  page,
}) => {
  const made = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(11), name: "Pia Pay" });
  const P = DICTS.en.money.bookingPayments;
  await signIn(page, E2E.staff.member);
  await page.goto(`${root()}/studio/en/bookings/${made.id}`, { waitUntil: "networkidle" });
  const panel = page.getByTestId("booking-payments");
  const owed = await panel.getByTestId("payments-owed").textContent();

  // Part of it in cash, with a note.
  await panel.getByLabel(P.amountIn.replace("{currency}", "EUR")).fill("10");
  await panel.getByLabel(P.note).fill("Half now");
  await panel.getByRole("button", { name: P.record }).click();
  await expect(panel.getByTestId("payments-feedback")).toContainText(P.recorded);
  await expect(panel.getByTestId("payments-paid")).toHaveText(money(1000, "EUR", "en"));
  await expect(panel.getByTestId("payments-table")).toContainText(P.methods.cash);
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.deposit_paid);
  await expectAccessible(page, "booking detail, a part payment");
  // The guest's manage page: what is left after the cash.
  const left = await panel.getByTestId("payments-owed").textContent();
  await page.goto(`${site(E2E.stage.slug)}${new URL(made.manageUrl).pathname}`);
  await expect(page.getByTestId("manage-rest")).toHaveText(left!);
  await page.goto(`${root()}/studio/en/bookings/${made.id}`, { waitUntil: "networkidle" });

  // Voiding asks first, in place; nothing is voided before the confirm.
  await panel.getByRole("button", { name: P.void }).click();
  await expect(panel.getByTestId("payment-ask")).toContainText(P.voidAsk);
  await expect(panel.getByLabel(P.voidReason)).toBeFocused();
  await panel.getByLabel(P.voidReason).fill("Wrong booking");
  await panel.getByRole("button", { name: P.voidConfirm }).click();
  await expect(panel.getByTestId("payments-feedback")).toContainText(P.voidDone);
  await expect(panel.getByTestId("payments-table")).toContainText(P.voidedWhy.replace("{reason}", "Wrong booking"));
  await expect(panel.getByTestId("payments-owed")).toHaveText(owed!);

  // The rest by transfer: the amount owed is offered.
  await panel.getByLabel(P.method).selectOption("bank_transfer");
  await panel.getByRole("button", { name: P.record }).click();
  await expect(panel.getByTestId("payments-feedback")).toContainText(P.recorded);
  await expect(panel.getByTestId("payments-owed")).toHaveText(money(0, "EUR", "en"));
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.paid);
  await expect(page.getByTestId("audit-table")).toContainText(S.detail.auditActions.booking_payment_void);
  await expectAccessible(page, "booking detail, paid by transfer");
});

test("a card deposit, cash at the desk and a payment link for the rest: the guest pays the link on the Stripe fake and the booking is paid in full; axe", async ({
  page,
}) => {
  const made = await bookAsGuest(E2E.stage.roomCard, { payment: "card", minutes: 120, after: daysAhead(12), name: "Lino Link" });
  const P = DICTS.en.money.bookingPayments;
  const L = DICTS.en.money.paymentLinks;
  await signIn(page, E2E.staff.member);
  await page.goto(`${root()}/studio/en/bookings/${made.id}`, { waitUntil: "networkidle" });
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.deposit_paid);
  const panel = page.getByTestId("booking-payments");

  // €20 in cash at the desk.
  await panel.getByLabel(P.amountIn.replace("{currency}", "EUR")).fill("20");
  await panel.getByRole("button", { name: P.record }).click();
  await expect(panel.getByTestId("payments-feedback")).toContainText(P.recorded);
  // The page refreshed with the cash listed: what is owed now.
  await expect(panel.getByTestId("payments-table")).toContainText(P.methods.cash);
  const owedText = (await panel.getByTestId("payments-owed").textContent())!;

  // A link for the rest: the form offers what is owed.
  const links = page.getByTestId("payment-links");
  await expect(links.getByLabel(L.amountIn.replace("{currency}", "EUR"))).toHaveValue(/^\d+\.\d{2}$/);
  await links.getByLabel(L.note).fill("The rest of the session");
  await links.getByRole("button", { name: L.ask }).click();
  await expect(links.getByTestId("links-feedback")).toContainText(L.sent);
  await expect(links).toContainText(L.states.open);
  const url = await links.getByLabel(L.link).inputValue();
  expect(url).toMatch(/\/en\/manage\/pay\/[0-9a-f]{64}$/);
  await expectAccessible(page, "booking detail, a payment link open");

  // The guest's page: the amount, the booking; Stripe's card form is asked for its intent.
  await page.goto(`${site(E2E.stage.slug)}${new URL(url).pathname}`);
  await expect(page.getByTestId("pay-amount")).toHaveText(owedText);
  await expect(page.getByText("The rest of the session")).toBeVisible();
  await expectAccessible(page, "payment link page, open");
  const records = async () =>
    (await (await fetch(`${control()}/stripe-records`)).json()) as { intents: { id: string; amount: number; bookingId: string | null }[] };
  await expect.poll(async () => (await records()).intents.filter((i) => i.bookingId === made.id).length).toBe(2);
  const intent = (await records()).intents.filter((i) => i.bookingId === made.id).at(-1)!;
  // The card form's success at Stripe, then its signed webhook.
  expect((await fetch(`${control()}/pay/${intent.id}`, { method: "POST" })).status).toBe(200);
  await page.reload();
  await expect(page.getByTestId("pay-state")).toContainText("Paid on");
  await expectAccessible(page, "payment link page, paid");

  await page.goto(`${root()}/studio/en/bookings/${made.id}`, { waitUntil: "networkidle" });
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.paid);
  await expect(panel.getByTestId("payments-owed")).toHaveText(money(0, "EUR", "en"));
  await expect(panel.getByTestId("payments-table")).toContainText(P.methods.online);
  await expect(page.getByTestId("payment-links")).toContainText(L.states.paid);
});

test("the owner sets the tax details; staff issue a full invoice, open its PDF and correct it; the chain check holds; axe", async ({
  page,
}) => {
  const made = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(14), name: "Ina Invoice" });
  const I = DICTS.en.invoices;
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en/payments`, { waitUntil: "networkidle" });
  await page.getByTestId("invoices-link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(I.page.title);
  // Typed once the form is live (keys typed before hydration are lost).
  await page.waitForLoadState("networkidle");
  const form = page.getByTestId("invoice-profile");
  await form.getByLabel(I.page.legalName).fill("Sala Prova SL");
  await form.getByLabel(I.page.taxId).fill("B87654321");
  await form.getByLabel(I.page.address).fill("Carrer de Verdi 1, 08012 Barcelona");
  await expect(form.getByLabel(I.page.taxRate)).toHaveValue("21");
  await form.getByRole("button", { name: I.page.save }).click();
  await expect(form.getByRole("status")).toHaveText(I.page.saved);
  await expectAccessible(page, "invoices and tax details");

  await page.context().clearCookies();
  await signIn(page, E2E.staff.member);
  await page.goto(`${root()}/studio/en/bookings/${made.id}`, { waitUntil: "networkidle" });
  const section = page.getByTestId("invoices");
  await expect(section).toContainText(I.ui.none);
  await section.getByLabel(I.ui.issueFull).check();
  await section.getByLabel(I.ui.customerName).fill("Los Brillantes SL");
  await section.getByLabel(I.ui.customerTaxId).fill("B12345678");
  await section.getByLabel(I.ui.customerAddress).fill("Carrer Gran 1, 08012 Barcelona");
  await section.getByRole("button", { name: I.ui.issue }).click();
  await expect(section.getByTestId("invoices-feedback")).toContainText(I.ui.issuedDone);
  await expect(section.getByTestId("invoices-feedback")).toBeFocused();
  const link = section.getByRole("link", { name: /^PDF F\d{4}-000001$/ });
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  // The PDF, asked of the site's host (the browser resolves *.localhost; Node is given the Host header).
  const siteUrl = new URL(site(E2E.stage.slug));
  const pdf = await new Promise<{ status: number; type: string }>((resolve, reject) => {
    const path = new URL(href as string).pathname;
    httpGet({ host: "127.0.0.1", port: siteUrl.port, path, headers: { host: siteUrl.host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]) });
    }).on("error", reject);
  });
  expect(pdf).toEqual({ status: 200, type: "application/pdf" });
  await expectAccessible(page, "booking detail, an invoice issued");

  await section.getByRole("button", { name: /^Correct F\d{4}-000001$/ }).click();
  await section.getByLabel(I.ui.rectifyReason).fill("The customer's address");
  await section.getByRole("button", { name: I.ui.rectifyConfirm }).click();
  await expect(section.getByTestId("invoices-feedback")).toContainText(I.ui.rectifiedDone);
  await expect(section).toContainText(/Replaced by R\d{4}-000001/);

  await page.context().clearCookies();
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en/payments/invoices`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: I.page.check }).click();
  await expect(page.getByTestId("chain-result")).toHaveText(/^The chain holds: \d+ records? checked\.$/);

  // The guest's manage page lists the invoice in force (the correction), with no form: a full one stands.
  await page.goto(`${site(E2E.stage.slug)}${new URL(made.manageUrl).pathname}`, { waitUntil: "networkidle" });
  const mine = page.getByTestId("guest-invoice");
  await expect(mine.getByRole("link", { name: /^Invoice R\d{4}-000001 \(PDF\)$/ })).toBeVisible();
  await expect(mine.getByRole("button", { name: I.guest.ask })).toHaveCount(0);
  await expectAccessible(page, "manage page with an invoice");
});
