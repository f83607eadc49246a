// Regular bookings end to end (docs/series.md, Dashboard), on the studio side's own app: staff
// open "Regular booking" from the phone-booking page, ask for four Tuesdays, see the one date
// another booking is in the way of, give it another time, create the series; then cancel one
// occurrence with the booking's own cancel and move "this and following" to another start; the
// bookings list shows the result. axe on the form, the preview and the occurrence's page.
import { DateTime } from "luxon";
import { E2E } from "./env";
import { DICTS, expect, expectAccessible, expectFeedbackFocused, tabTo, test, uniqueEmail } from "./fixtures";
import { studioApp } from "./studio-app";
import { getDict } from "../../lib/i18n";
import { fmt } from "../../lib/i18n/core";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const S = DICTS.en.studio;
const TS = getDict("en").series;
// Ports of its own: studio.spec.ts uses +4/+5, settings.spec.ts +8/+9.
const { root, signIn, mailMatch } = studioApp(20);

test("staff create a weekly series with one conflict resolved, cancel one date and move this and following", async ({ page }) => {
  // Tuesdays some weeks ahead, in Sala Gràcia's zone (open Tuesdays 10:00–23:00).
  const first = DateTime.now().setZone("Europe/Madrid").plus({ weeks: 3 }).set({ weekday: 2 });
  const dates = [0, 1, 2, 3].map((w) => first.plus({ weeks: w }).toISODate()!);
  const room = E2E.stage.roomBoth;
  const guest = `Banda Serie ${Date.now().toString(36)}`;
  const guestEmail = uniqueEmail("series");

  await signIn(page, E2E.staff.owner);
  // Another guest's booking on the second Tuesday at 19:00: the series' conflict.
  const other = await page.request.post(`${root()}/v1/studio/bookings`, {
    headers: { origin: root() },
    data: { roomId: room, date: dates[1], startTime: "19:00", minutes: 60, guestName: "In The Way", email: uniqueEmail("series-way") },
  });
  expect(other.status()).toBe(201);

  await page.goto(`${root()}/studio/en/phone-booking?date=${dates[0]}&roomId=${room}`, { waitUntil: "networkidle" });
  await page.getByTestId("series-link").click();
  await expect(page.getByRole("heading", { name: TS.title, level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, "regular booking form");
  await page.getByLabel(S.phone.room, { exact: true }).selectOption(room);
  await expect(page.getByLabel(S.phone.date, { exact: true })).toHaveValue(dates[0]);
  await page.getByLabel(S.phone.startTime, { exact: true }).fill("19:00");
  await page.getByLabel(S.phone.minutes, { exact: true }).fill("60");
  await page.getByLabel(TS.cadence, { exact: true }).selectOption("weekly");
  await page.getByLabel(TS.count, { exact: true }).fill("4");
  await page.getByLabel(S.phone.guestName, { exact: true }).fill(guest);
  await page.getByLabel(S.phone.email, { exact: true }).fill(guestEmail);
  await page.getByRole("button", { name: TS.preview }).first().click();

  const preview = page.getByTestId("series-preview");
  await expect(preview.locator("tbody tr")).toHaveCount(4);
  await expect(preview.locator(`tr[data-date="${dates[1]}"]`)).toHaveAttribute("data-status", "conflict");
  await expect(preview.locator(`tr[data-date="${dates[1]}"]`)).toContainText(TS.conflict);
  await expect(page.getByRole("button", { name: TS.create })).toBeDisabled();
  await expectAccessible(page, "regular booking preview with a conflict");

  // Another time for that Tuesday, shown again, then created.
  await page.getByTestId(`resolve-${dates[1]}`).selectOption("time");
  await page.getByTestId(`time-${dates[1]}`).fill("21:00");
  await preview.getByRole("button", { name: TS.preview }).click();
  await expect(preview.locator(`tr[data-date="${dates[1]}"]`)).toHaveAttribute("data-status", "free");
  await expect(preview.locator(`tr[data-date="${dates[1]}"]`)).toContainText("21:00");
  await page.getByRole("button", { name: TS.create }).click();
  await expect(page.getByTestId("series-done")).toContainText(TS.done.replace("{count}", "4"));
  // The guest gets one message listing the four dates (the worker renders and sends it).
  await mailMatch(guestEmail, /on these 4 dates:[\s\S]*21:00/);

  // The first date: cancelled alone, with the booking's own cancel.
  await page.getByRole("link", { name: TS.openFirst }).click();
  await expect(page.getByTestId("series-actions")).toContainText(TS.position.replace("{position}", "1").replace("{total}", "4"));
  await expectAccessible(page, "occurrence of a regular booking");
  await page.getByLabel(S.actions.cancelReason, { exact: true }).fill("Holiday");
  // Cancel asks first, in the browser's own dialog (docs/dashboard.md, Pages).
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: S.actions.cancelSubmit }).click();
  await expect(page.getByTestId("detail-status")).toHaveText(S.statusValues.cancelled);
  // Still an occurrence of its series: the series' actions stay, for the dates after it.
  await expect(page.getByTestId("series-actions")).toContainText(TS.position.replace("{position}", "1").replace("{total}", "4"));

  // The second date (21:00) and every following one: moved to 20:30.
  const list = (tab: string) => `${root()}/studio/en/bookings?tab=${tab}&q=${encodeURIComponent(guest)}`;
  await page.goto(list("upcoming"), { waitUntil: "networkidle" });
  const rows = page.getByTestId("bookings-table").locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await rows.filter({ hasText: "21:00" }).locator("a.reference-link").click();
  await page.waitForLoadState("networkidle");
  await page.getByLabel(TS.moveStart, { exact: true }).fill("20:30");
  // Several dates change and the guest is told: it asks first, naming how many and the new start.
  let askedMove = "";
  page.once("dialog", (d) => {
    askedMove = d.message();
    void d.accept();
  });
  await page.getByRole("button", { name: TS.moveFollowing }).click();
  await expect(page.getByTestId("series-action-done")).toHaveText(TS.moved.replace("{count}", "3"));
  expect(askedMove).toBe(fmt(TS.moveFollowingConfirm, { count: 3, time: "20:30" }, "en"));

  // The list: three upcoming dates at 20:30, the first one cancelled.
  await page.goto(list("upcoming"), { waitUntil: "networkidle" });
  await expect(rows).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(rows.nth(i)).toContainText("20:30–21:30");
  await page.goto(list("cancelled"), { waitUntil: "networkidle" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("19:00–20:00");

  // "Cancel this and following" asks first, naming how many dates; the count stays after the page refreshes.
  await page.goto(list("upcoming"), { waitUntil: "networkidle" });
  await rows.first().locator("a.reference-link").click();
  await page.waitForLoadState("networkidle");
  let asked = "";
  page.once("dialog", (d) => {
    asked = d.message();
    void d.accept();
  });
  await page.getByRole("button", { name: TS.cancelFollowing }).click();
  await expect(page.getByTestId("detail-status")).toHaveText(S.statusValues.cancelled);
  expect(asked).toBe(TS.cancelFollowingConfirm.replace("{count}", "3"));
  await expect(page.getByTestId("series-action-done")).toHaveText(TS.cancelled.replace("{count}", "3"));
  await expect(page.getByTestId("series-actions")).toContainText(TS.nothingLeft);
});

test("keyboard only: a regular booking of 10 dates made; cancel this and following asks first, naming the dates, and the count stays", async ({
  page,
}) => {
  // Tuesdays far enough ahead that nothing else of this app is on them, 11:00 (Sala Gràcia opens Tuesdays at 10:00).
  const first = DateTime.now().setZone("Europe/Madrid").plus({ weeks: 20 }).set({ weekday: 2 }).toISODate()!;
  const room = E2E.stage.roomBoth;
  const guest = `Banda Deu ${Date.now().toString(36)}`;
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en/series?date=${first}&roomId=${room}&start=11:00`);
  await page.waitForLoadState("networkidle");

  await tabTo(page, page.getByLabel(TS.count, { exact: true }));
  await page.keyboard.press("Backspace");
  await page.keyboard.type("10");
  await tabTo(page, page.getByLabel(S.phone.guestName, { exact: true }));
  await page.keyboard.type(guest);
  await tabTo(page, page.getByLabel(S.phone.email, { exact: true }));
  await page.keyboard.type(uniqueEmail("series-ten"));
  await tabTo(page, page.getByRole("button", { name: TS.preview }));
  await page.keyboard.press("Enter");
  // The dates shown take the focus, then Create.
  await expectFeedbackFocused(page.getByTestId("series-summary"), fmt(TS.summary, { free: 10, total: 10, conflicts: 0 }, "en"));
  await expectAccessible(page, "regular booking preview, 10 dates", { minor: true });
  await tabTo(page, page.getByRole("button", { name: TS.create }));
  await page.keyboard.press("Enter");
  await expectFeedbackFocused(page.getByTestId("series-done"), TS.done.replace("{count}", "10"));
  await expectAccessible(page, "regular booking made", { minor: true });

  // Its fifth date: this one and the five after it go.
  const list = await page.request.get(`${root()}/v1/studio/bookings?tab=upcoming&q=${encodeURIComponent(guest)}`);
  const rows = ((await list.json()) as { data: { items: { id: string; date: string }[] } }).data.items;
  expect(rows).toHaveLength(10);
  const fifth = [...rows].sort((x, y) => x.date.localeCompare(y.date))[4];
  await page.goto(`${root()}/studio/en/bookings/${fifth.id}`);
  await page.waitForLoadState("networkidle");
  let asked = "";
  page.once("dialog", (d) => {
    asked = d.message();
    void d.accept();
  });
  await tabTo(page, page.getByRole("button", { name: TS.cancelFollowing }));
  await page.keyboard.press("Enter");
  await expectFeedbackFocused(page.getByTestId("series-action-done"), fmt(TS.cancelled, { count: 6 }, "en"));
  expect(asked).toBe(fmt(TS.cancelFollowingConfirm, { count: 6 }, "en"));
  await expect(page.getByTestId("detail-status")).toHaveText(S.statusValues.cancelled);
  // The count stays through the page's refresh, and is there after a reload too.
  await expect(page.getByTestId("series-action-done")).toHaveText(fmt(TS.cancelled, { count: 6 }, "en"));
  await expect(page.getByTestId("series-cancelled")).toHaveText(fmt(TS.cancelledOf, { cancelled: 6, total: 10 }, "en"));
  await expectAccessible(page, "occurrence after cancelling this and following", { minor: true });
  await page.reload();
  await expect(page.getByTestId("series-cancelled")).toHaveText(fmt(TS.cancelledOf, { cancelled: 6, total: 10 }, "en"));
});
