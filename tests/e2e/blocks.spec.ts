// Blocks of the whole studio and weekly repeats from the dashboard (docs/studio-actions.md,
// Blocking several rooms or every week), on the studio side's own app (tests/e2e/studio-app.ts): the
// owner blocks a room every Monday 09:00–12:00 for four weeks and the whole studio on a Wednesday,
// and the public availability loses those times; the same repeat again lists its four conflicts
// with a skip box each; removing "all" from one block frees every Monday again. Two rooms ticked
// over a guest's booking: the conflict names the booking's reference, the end is prefilled an hour
// after the start, and what was made is said, focused, with a link to the calendar. axe on each state.
import { E2E } from "./env";
import { DICTS, axeAtWidths, daysAhead, expect, expectAccessible, expectFeedbackFocused, test } from "./fixtures";
import { fmt } from "../../lib/i18n/core";
import { studioApp } from "./studio-app";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const S = DICTS.en.studio;
// Ports of its own: studio.spec.ts uses +4/+5, settings.spec.ts +8/+9.
const { root, isFree, signIn, bookAsGuest } = studioApp(30);

/** The first date on or after `days` days from now that falls on ISO weekday `weekday`. */
function nextWeekday(weekday: number, days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  while (((d.getUTCDay() + 6) % 7) + 1 !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test("every Monday 09:00–12:00 for four weeks and the whole studio on a date leave public availability", async ({ page }) => {
  const mondays = [0, 7, 14, 21].map((n) => plusDays(nextWeekday(1, 3), n));
  const wednesday = nextWeekday(3, 3);
  const rooms = [E2E.stage.roomBoth, E2E.stage.roomOnSite, E2E.stage.roomCard];
  // The studio opens at 10:00: 10:00–12:00 of each Monday is bookable before.
  for (const m of mondays) expect(await isFree(E2E.stage.roomBoth, m, "10:00", 60), m).toBe(true);
  for (const r of rooms) expect(await isFree(r, wednesday, "11:00", 60), r).toBe(true);

  await signIn(page, E2E.staff.owner);
  const form = async (date: string) => {
    await page.goto(`${root()}/studio/en/block?date=${date}`, { waitUntil: "networkidle" });
    await expect(page.getByTestId("block-form")).toBeVisible();
  };

  // Every Monday, 09:00–12:00, four dates.
  await form(mondays[0]);
  await page.getByLabel(S.block.room, { exact: true }).selectOption(E2E.stage.roomBoth);
  await page.getByLabel(S.block.start, { exact: true }).fill("09:00");
  await page.getByLabel(S.block.end, { exact: true }).fill("12:00");
  await page.getByLabel(S.block.repeat, { exact: true }).check();
  await expect(page.getByLabel(S.block.weekdayNames[0], { exact: true })).toBeChecked();
  await page.getByLabel(S.block.count, { exact: true }).fill("4");
  await page.getByLabel(S.block.note).fill("Weekly maintenance");
  await expectAccessible(page, "block form, weekly repeat");
  await page.getByRole("button", { name: S.block.submitGroup }).click();
  // What was made is said where the focus goes, with the way to the calendar on that date.
  await expectFeedbackFocused(page.getByTestId("block-done"), fmt(S.block.doneGroup, { count: 4 }));
  await expectAccessible(page, "block form, blocks made");
  await page.getByTestId("block-calendar").click();
  await expect(page).toHaveURL(new RegExp(`/studio/en\\?.*date=${mondays[0]}`));
  await expect(page.locator('.cal-item[data-kind="manual_block"]')).toContainText("Weekly maintenance");
  for (const m of mondays) {
    expect(await isFree(E2E.stage.roomBoth, m, "10:00", 60), m).toBe(false);
    expect(await isFree(E2E.stage.roomBoth, m, "11:00", 60), m).toBe(false);
  }
  // The week after the fourth is untouched.
  expect(await isFree(E2E.stage.roomBoth, plusDays(mondays[3], 7), "10:00", 60)).toBe(true);

  // The whole studio on the Wednesday.
  await form(wednesday);
  await page.getByLabel(S.block.start, { exact: true }).fill("10:00");
  await page.getByLabel(S.block.end, { exact: true }).fill("14:00");
  await page.getByLabel(S.block.allRooms).check();
  await page.getByLabel(S.block.note).fill("Studio closed");
  await page.getByRole("button", { name: S.block.submitGroup }).click();
  await expectFeedbackFocused(page.getByTestId("block-done"), fmt(S.block.doneGroup, { count: 3 }));
  await page.getByTestId("block-calendar").click();
  await expect(page).toHaveURL(new RegExp(`/studio/en\\?.*date=${wednesday}`));
  await expect(page.locator('.cal-item[data-kind="manual_block"]').filter({ hasText: "Studio closed" })).toHaveCount(3);
  for (const r of rooms) expect(await isFree(r, wednesday, "11:00", 60), r).toBe(false);

  // The same repeat again: each Monday is in the way, listed with a skip box; nothing is made.
  await form(mondays[0]);
  await page.getByLabel(S.block.room, { exact: true }).selectOption(E2E.stage.roomBoth);
  await page.getByLabel(S.block.start, { exact: true }).fill("09:00");
  await page.getByLabel(S.block.end, { exact: true }).fill("12:00");
  await page.getByLabel(S.block.repeat, { exact: true }).check();
  await page.getByLabel(S.block.count, { exact: true }).fill("4");
  await page.getByRole("button", { name: S.block.submitGroup }).click();
  const conflicts = page.getByTestId("block-conflicts");
  await expect(conflicts.getByRole("checkbox")).toHaveCount(4);
  await expectAccessible(page, "block form, conflicts listed");
  await expect(page).toHaveURL(/\/block\?/);

  // Remove every block of the repeat from the calendar: the Mondays are free again.
  await page.goto(`${root()}/studio/en?view=day&date=${mondays[1]}`, { waitUntil: "networkidle" });
  const item = page.locator("li[data-block-id]").filter({ hasText: "Weekly maintenance" });
  await expect(item.getByRole("combobox")).toBeVisible();
  await expectAccessible(page, "calendar with a grouped block");
  await item.getByRole("combobox").selectOption("all");
  page.once("dialog", (d) => void d.accept());
  await item.getByRole("button", { name: new RegExp(S.calendar.removeBlock) }).click();
  await expect.poll(() => isFree(E2E.stage.roomBoth, mondays[3], "10:00", 60)).toBe(true);
  for (const m of mondays) expect(await isFree(E2E.stage.roomBoth, m, "11:00", 60), m).toBe(true);
});

test("two rooms over a guest's booking: the conflict names its reference; skipped, the other room is blocked and it says so", async ({
  page,
}) => {
  const guest = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(24), name: "Rita Blocked" });
  expect(await isFree(E2E.stage.roomCard, guest.date, guest.start, 60)).toBe(true);
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en/block?date=${guest.date}&roomId=${E2E.stage.roomOnSite}&start=${guest.start}`, {
    waitUntil: "networkidle",
  });
  // The end starts an hour after the start.
  const hour = `${String(Number(guest.start.slice(0, 2)) + 1).padStart(2, "0")}${guest.start.slice(2)}`;
  await expect(page.getByLabel(S.block.end, { exact: true })).toHaveValue(hour);
  await page.getByTestId("block-more-rooms").locator(`#block-room-${E2E.stage.roomCard}`).check();
  await page.getByRole("button", { name: S.block.submitGroup }).click();
  const conflict = page.getByTestId("block-conflicts").getByRole("checkbox");
  await expect(conflict).toHaveCount(1);
  await expect(page.getByTestId("block-conflicts")).toContainText(fmt(S.block.inTheWayBooking, { reference: guest.reference }));
  await axeAtWidths(page, "block form, a booking in the way of two rooms");
  await conflict.check();
  await page.getByRole("button", { name: S.block.submitGroup }).click();
  await expectFeedbackFocused(page.getByTestId("block-done"), fmt(S.block.doneGroup, { count: 1 }));
  expect(await isFree(E2E.stage.roomCard, guest.date, guest.start, 60)).toBe(false);
});
