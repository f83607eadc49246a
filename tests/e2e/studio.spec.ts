// The studio dashboard end to end (docs/dashboard.md, Pages), on its own app: the e2e server with
// E2E_SMTP=1 (email to a local SMTP fake that the control server lists), started by this file on
// two ports of its own, with its own throwaway database. A staff member signs in by the magic link
// from the mail server, finds a booking made through the public API in the calendar and the list,
// marks it paid, cancels a card booking with a refund (Stripe fake) and the guest's manage page
// shows it, blocks a room and takes a phone booking (public availability then excludes both),
// and one flow is done with the keyboard alone. axe runs on every dashboard page.
//
// Texts come from the dictionaries, so a label change does not break it. With UPDATE_SCREENSHOTS=1
// the week view and a booking's detail are also saved as the README's screenshots
// (docs/screenshots/studio-*.png).
import { E2E } from "./env";
import { DICTS, daysAhead, docsScreenshot, expect, expectAccessible, expectFeedbackFocused, test, uniqueEmail } from "./fixtures";
import { studioApp } from "./studio-app";
import { fmt, money } from "../../lib/i18n/core";
import { MOVE_NOTICE_WINDOW_MINUTES } from "../../lib/contract/limits";
import { getDict } from "../../lib/i18n";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const T = DICTS.en;
const S = T.studio;
// Ports of its own: settings.spec.ts uses +8/+9.
const { root, site, control, isFree, firstFree, bookAsGuest, signIn } = studioApp(4);

test("owner: calendar, list, mark paid, cancel with refund, block, phone booking — axe on every page", async ({ page }) => {
  const after = daysAhead(5);
  const onSite = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after, name: "Pau Calendar" });
  const card = await bookAsGuest(E2E.stage.roomCard, { payment: "card", minutes: 120, after, name: "Carla Card" });

  await signIn(page, E2E.staff.owner);
  // The owner's language is English: /studio went to /studio/en.
  await expect(page).toHaveURL(/\/studio\/en/);
  await expect(page.getByRole("navigation", { name: S.navLabel }).getByRole("link", { name: S.nav.calendar })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const res = await page.goto(`${root()}/studio/en?view=day&date=${onSite.date}`);
  expect(res!.headers()["x-robots-tag"]).toContain("noindex");
  expect(res!.headers()["cache-control"]).toContain("no-store");
  expect(res!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);

  // Calendar, day view: the booking is there, labelled with its kind, and opens its page.
  const item = page.locator(`.cal-item[data-id="${onSite.id}"]`);
  await expect(item).toContainText(onSite.guestName);
  await expect(item).toContainText(S.calendar.kinds.confirmed);
  await expectAccessible(page, "calendar, day");
  await page.getByRole("link", { name: S.calendar.week, exact: true }).click();
  await expect(page.locator(`.cal-item[data-id="${onSite.id}"]`)).toBeVisible();
  await expectAccessible(page, "calendar, week");
  await page.setViewportSize({ width: 1280, height: 800 });
  await docsScreenshot(page, "studio-calendar.png");

  // Bookings list: upcoming, found by search, CSV link with the same filter.
  await page.getByRole("link", { name: S.nav.bookings }).click();
  await expect(page.getByTestId("bookings-table")).toContainText(onSite.reference);
  await expectAccessible(page, "bookings list");
  await page.getByLabel(S.bookings.search, { exact: true }).fill(onSite.reference);
  await page.getByRole("button", { name: S.bookings.apply }).click();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("csv-export")).toHaveAttribute("href", new RegExp(`q=${onSite.reference}`));

  // Detail: mark paid.
  await page.getByRole("link", { name: onSite.reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(onSite.reference);
  await expectAccessible(page, "booking detail");
  // Mark paid asks first, showing the guest's message (docs/studio-actions.md, Mark paid).
  await page.getByRole("button", { name: S.actions.markPaid }).click();
  await page.getByRole("button", { name: getDict("en").money.markPaidConfirm }).click();
  await expect(page.getByTestId("mark-paid-done")).toHaveText(S.actions.markPaidDone);
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.paid);
  await expect(page.getByTestId("audit-table")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await docsScreenshot(page, "studio-booking.png");

  // The card booking: cancel with the deposit refunded (owner), the guest's page says why.
  await page.goto(`${root()}/studio/en/bookings/${card.id}`);
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.deposit_paid);
  await page.getByLabel(S.actions.cancelReason).fill("Water leak in the room");
  await page.getByRole("radio", { name: S.actions.refundYes }).check();
  await expectAccessible(page, "booking detail, cancel form");
  // Cancel asks first, in the browser's own dialog (docs/dashboard.md, Pages).
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: S.actions.cancelSubmit }).click();
  await expect(page.getByTestId("detail-status")).toHaveText(S.statusValues.cancelled);
  await expect(page.getByTestId("detail-cancel-reason")).toHaveText("Water leak in the room");
  await expect(page.getByTestId("detail-refunded")).toHaveText(money(card.depositCents, "EUR", "en"));
  const manage = new URL(card.manageUrl);
  await page.goto(`${site(E2E.stage.slug)}${manage.pathname}`);
  await expect(page.getByTestId("manage-status")).toHaveText(T.manage.statusValues.cancelled);
  await expect(page.locator("main")).toContainText("Water leak in the room");

  // Block Sala A for two hours on a free day: availability loses them.
  const blockDay = await firstFree(E2E.stage.roomBoth, daysAhead(9), 300);
  const blockStart = blockDay.start;
  const plusHours = (h: number) => `${String(Number(blockStart.slice(0, 2)) + h).padStart(2, "0")}:${blockStart.slice(3)}`;
  const blockEnd = plusHours(2);
  // A block claims the room's buffer after it too (docs/studio-actions.md), so the phone booking
  // starts an hour after the block's end.
  const phoneStart = plusHours(3);
  expect(await isFree(E2E.stage.roomBoth, blockDay.date, blockStart, 120)).toBe(true);
  await page.goto(`${root()}/studio/en?view=day&date=${blockDay.date}`);
  await page.getByRole("link", { name: S.block.title }).click();
  await expectAccessible(page, "block form");
  await page.getByLabel(S.block.room, { exact: true }).selectOption(E2E.stage.roomBoth);
  await page.getByLabel(S.block.start, { exact: true }).fill(blockStart);
  await page.getByLabel(S.block.end, { exact: true }).fill(blockEnd);
  await page.getByLabel(S.block.note).fill("Maintenance");
  await page.getByRole("button", { name: S.block.submit }).click();
  // What was blocked is said where the focus goes, with the way back to the calendar on that day.
  const roomName = await page.getByLabel(S.block.room, { exact: true }).locator("option:checked").textContent();
  await expectFeedbackFocused(
    page.getByTestId("block-done"),
    fmt(S.block.done, { room: roomName ?? "", date: blockDay.date, start: blockStart, end: blockEnd }),
  );
  await expectAccessible(page, "block made");
  await page.getByTestId("block-calendar").click();
  await expect(page).toHaveURL(new RegExp(`date=${blockDay.date}`));
  await expect(page.locator('.cal-item[data-kind="manual_block"]')).toContainText("Maintenance");
  expect(await isFree(E2E.stage.roomBoth, blockDay.date, blockStart, 60)).toBe(false);

  // Phone booking right after the block: confirmed at once, availability loses it too.
  await page.getByRole("link", { name: S.phone.title }).click();
  await expectAccessible(page, "phone booking form");
  await page.getByLabel(S.phone.room).selectOption(E2E.stage.roomBoth);
  await page.getByLabel(S.phone.startTime).fill(phoneStart);
  await page.getByLabel(S.phone.minutes).fill("60");
  await page.getByLabel(S.phone.guestName).fill("Telma Phone");
  await page.getByLabel(S.phone.email).fill(uniqueEmail("phone"));
  await page.getByRole("button", { name: S.phone.submit }).click();
  await expect(page.getByTestId("phone-done")).toContainText(S.phone.open);
  expect(await isFree(E2E.stage.roomBoth, blockDay.date, phoneStart, 60)).toBe(false);

  // Connections and staff pages.
  await page.getByRole("link", { name: S.nav.connections }).click();
  await expectAccessible(page, "connections");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: S.connections.rotate }).click();
  await expect(page.getByTestId("feed-url")).toHaveValue(/\/v1\/feeds\//);
  await page.getByRole("link", { name: S.nav.staff }).click();
  await expect(page.getByTestId("staff-table")).toContainText(E2E.staff.member);
  await expectAccessible(page, "staff");
});

test("the calendar shows a new booking by itself within 30 s", async ({ page }) => {
  await signIn(page, E2E.staff.owner);
  const slot = await firstFree(E2E.stage.roomOnSite, daysAhead(12), 60);
  await page.goto(`${root()}/studio/en?view=day&date=${slot.date}`);
  const made = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: slot.date, name: "Late Arrival" });
  expect(made.date).toBe(slot.date);
  await expect(page.locator(`.cal-item[data-id="${made.id}"]`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("calendar-live")).toHaveText(S.calendar.refreshed);
});

test.describe("in a Spanish browser", () => {
  test.use({ locale: "es-ES" });
  test("staff member (es): no staff section; keyboard only: open a booking from the calendar and mark it paid", async ({ page }) => {
    const es = DICTS.es.studio;
    const made = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(15), name: "Teclado" });
    await signIn(page, E2E.staff.member, "es");
    await expect(page).toHaveURL(/\/studio\/es/);
    await expect(page.getByRole("link", { name: es.nav.staff })).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", /.+/);
    await expect(page.locator(".studio")).toHaveAttribute("lang", "es-ES");

    await page.goto(`${root()}/studio/es?view=day&date=${made.date}`);
    const tabTo = async (selector: string, text?: string, max = 120) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press("Tab");
        const there = await page.evaluate(
          ([sel, txt]) => {
            const el = document.activeElement;
            return !!el?.matches(sel) && (!txt || el.textContent?.trim() === txt);
          },
          [selector, text ?? ""] as const,
        );
        if (there) return;
      }
      throw new Error(`Tab never reached ${selector} ${text ?? ""}`);
    };
    // The focused element must show a visible focus ring.
    const focusVisible = () => page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle !== "none");
    await tabTo(`a.cal-item[data-id="${made.id}"]`);
    expect(await focusVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(made.reference);
    // Its buttons act once the page's scripts have run (an Enter before hydration does nothing).
    await page.waitForLoadState("networkidle");
    await tabTo("button", es.actions.markPaid);
    expect(await focusVisible()).toBe(true);
    await page.keyboard.press("Enter");
    // The confirmation dialog takes the focus on its first button, "Sí, marcar como pagada".
    await expect(page.getByRole("button", { name: getDict("es").money.markPaidConfirm })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("mark-paid-done")).toHaveText(es.actions.markPaidDone);
    await expect(page.getByTestId("mark-paid-done")).toBeFocused();
    await expect(page.getByTestId("detail-payment")).toHaveText(es.paymentValues.paid);
  });
});

test("staff move a booking with the keyboard; the guest's manage page shows the new time", async ({ page }) => {
  const made = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(12), name: "Marc Move" });
  const at = (h: number) => `${String(Number(made.start.slice(0, 2)) + h).padStart(2, "0")}:${made.start.slice(3)}`;
  let to = "";
  for (const h of [2, 3, 4, 5])
    if (!to && Number(made.start.slice(0, 2)) + h < 22 && (await isFree(E2E.stage.roomOnSite, made.date, at(h), 60))) to = at(h);
  expect(to).not.toBe("");
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en/bookings/${made.id}`);
  await expect(page.getByTestId("move-form")).toBeVisible();
  await expect(page.getByTestId("move-free")).toContainText(to);
  // Its own time is free for itself: the start it has is offered too (the public availability shows it taken).
  expect(await isFree(E2E.stage.roomOnSite, made.date, made.start, 60)).toBe(false);
  await expect(page.getByTestId("move-free")).toContainText(new RegExp(`(^|\\D)${made.start}(\\D|$)`));
  await expectAccessible(page, "booking detail, move form");
  const start = page.getByLabel(S.actions.moveStart, { exact: true });
  await start.focus();
  await start.fill(to);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("move-done")).toContainText(fmt(S.actions.moveDone, { minutes: MOVE_NOTICE_WINDOW_MINUTES }, "en"));
  await expect(page.getByTestId("audit-table")).toContainText(S.detail.auditActions.booking_move);
  await expectAccessible(page, "booking detail, moved");
  await page.goto(`${site(E2E.stage.slug)}${new URL(made.manageUrl).pathname}`);
  await expect(page.getByTestId("manage-when")).toContainText(`${to}–`);
});

test("the owner changes a price with a reason in four clicks from the calendar; the guest's page and mail show it", async ({ page }) => {
  const made = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(16), name: "Rita Rate" });
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en?view=day&date=${made.date}`);
  const mailsBefore = ((await (await fetch(`${control()}/mails`)).json()) as unknown[]).length;
  // The clicks a member makes (docs/studio-actions.md, Changing the price): the booking, the amount, the reason, the button.
  await page.locator(`.cal-item[data-id="${made.id}"]`).click();
  // The booking page settled (its forms hydrated): keys typed before that are lost on a loaded machine.
  await page.waitForURL(new RegExp(`/bookings/${made.id}`));
  await page.waitForLoadState("networkidle");
  const form = page.getByTestId("price-form");
  await form.getByLabel(fmt(S.actions.priceAmount, { currency: "EUR" })).click();
  await page.keyboard.type("9,50");
  await form.getByLabel(S.actions.priceReason).click();
  await page.keyboard.type("Regular band");
  await form.getByRole("button", { name: S.actions.priceSubmit }).click();
  await expect(page.getByRole("status").filter({ hasText: S.actions.priceDone })).toBeVisible();
  await expect(page.getByTestId("audit-table")).toContainText(money(950, "EUR", "en"));
  await expectAccessible(page, "booking detail, price changed");
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${control()}/mails`)).json()) as { subject: string; text: string }[];
      return mails.slice(mailsBefore).some((m) => m.text.includes("Regular band") && /9[.,]50/.test(m.text));
    })
    .toBe(true);
  await page.goto(`${site(E2E.stage.slug)}${new URL(made.manageUrl).pathname}`);
  await expect(page.getByTestId("manage-price")).toContainText(/9[.,]50/);
});
