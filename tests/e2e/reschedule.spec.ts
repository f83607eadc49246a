// The guest changes the time of a booking on the manage page (docs/studio-actions.md, Guest
// reschedule), in Spanish: "Cambiar la hora", a free start of the room for the same length, one
// confirmation; the page shows the new time, announced, with the same link. axe on each step.
import { E2E, siteUrl } from "./env";
import { DICTS, bookOnSite, daysAhead, expect, expectAccessible, test, uniqueEmail } from "./fixtures";

test("stage (es): a guest moves the booking to another free start on the manage page", async ({ page }) => {
  const t = DICTS.es;
  const out = await bookOnSite(page, {
    url: `${siteUrl(E2E.stage.slug)}/es/rooms/${E2E.stage.roomOnSite}`,
    locale: "es",
    name: "Núria Vidal",
    email: uniqueEmail("reschedule-es"),
    after: daysAhead(4),
  });
  await page.goto(siteUrl(E2E.stage.slug) + out.manageHref);
  await expect(page.getByTestId("manage-when")).toContainText(`${out.start}–`);
  await page.getByRole("button", { name: t.manage.changeTime }).click();
  await expect(page.getByRole("heading", { name: t.manage.changeTitle })).toBeFocused();
  const select = page.getByLabel(t.manage.newStart);
  await expect(select).toBeVisible();
  const options = await select.locator("option").evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
  const next = options.find((o) => o !== out.start)!;
  expect(next).toMatch(/^\d{2}:\d{2}$/);
  await select.selectOption(next);
  await expectAccessible(page, "manage page, change the time (es)");
  await page.getByRole("button", { name: t.manage.changeSubmit }).click();
  const notice = page.getByTestId("moved-notice");
  await expect(notice).toHaveText(t.manage.changeDone);
  await expect(notice).toBeFocused();
  await expect(page.getByTestId("manage-when")).toContainText(`${next}–`);
  await expect(page).toHaveURL(new RegExp(`${out.manageHref}$`));
  await expectAccessible(page, "manage page, moved (es)");
  // Reloaded, the same link opens the booking at its new time.
  await page.reload();
  await expect(page.getByTestId("manage-when")).toContainText(`${next}–`);
});
