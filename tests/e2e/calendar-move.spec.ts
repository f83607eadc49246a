// Moving and taking times on the dashboard calendar (docs/dashboard.md, Moving and taking times on
// the calendar), on its own app (tests/e2e/studio-app.ts: the e2e server with the SMTP fake):
// - staff drag a guest's booking to a later time with the mouse (pointer down, move, up), see the
//   old and the new time in the dialog (axe with it open), confirm; the guest's manage page, the
//   "your booking moved" mail and the manage page's .ics all carry the new time;
// - on a Spanish page, a drag onto another booking is refused inside the dialog in Spanish;
// - another booking is moved with the keyboard alone (M, arrows, Enter, Enter), announced;
// - a click on an empty time offers a phone booking or a block there; the phone form opens with the
//   room, date and start filled in and the room's free starts listed, and books it (the block form
//   is filled in the same way). The free-time picker does the same from the keyboard.
import { E2E } from "./env";
import { DICTS, daysAhead, expect, expectAccessible, test, uniqueEmail } from "./fixtures";
import { studioApp, type Made } from "./studio-app";
import type { Page } from "@playwright/test";
import { fmt, getDict } from "../../lib/i18n";
import { MOVE_NOTICE_WINDOW_MINUTES } from "../../lib/contract/limits";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const S = DICTS.en.studio;
const TX = getDict("en").calendarActions;
/** The booked price's choice in the move dialog, up to its amount. */
const KEEP = S.actions.moveKeep.split("{")[0].trim();
// Ports of its own: studio.spec.ts uses +4/+5, settings.spec.ts +8/+9.
const { root, site, control, api, isFree, firstFree, bookAsGuest, signIn, moveNoticeDue } = studioApp(14);
const ROOM = E2E.stage.roomOnSite;

const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const fromMin = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** A later start the same day, whole hours after the booking, that is free for its hour. */
async function laterFree(made: Made, minutes = 60): Promise<string> {
  for (const h of [2, 3, 4, 5]) {
    const to = fromMin(toMin(made.start) + h * 60);
    if (toMin(to) + minutes <= 22 * 60 && (await isFree(ROOM, made.date, to, minutes))) return to;
  }
  throw new Error(`no free hour after ${made.start} on ${made.date}`);
}

/** The grid's geometry: the column of a room and day, and the pixels of one 15-minute row. */
async function grid(page: Page, roomId: string, date: string) {
  return page.evaluate(
    ([room, day]) => {
      const col = document.querySelector(`.cal-col[data-room="${room}"][data-day="${day}"]`)!.getBoundingClientRect();
      const hour = document.querySelector(".cal-hour")!;
      const first = hour.textContent!.trim();
      return {
        left: col.left,
        width: col.width,
        top: col.top,
        rowPx: hour.getBoundingClientRect().height / 4,
        firstMin: Number(first.slice(0, 2)) * 60 + Number(first.slice(3, 5)),
      };
    },
    [roomId, date] as const,
  );
}

/** Drag an item by `minutes` down its column with the mouse, as a member would. */
async function dragBy(page: Page, id: string, minutes: number, rowPx: number): Promise<void> {
  const box = (await page.locator(`.cal-item[data-id="${id}"]`).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(8, box.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 3);
  await page.mouse.move(x, y + (minutes / 15) * rowPx, { steps: 12 });
  await page.mouse.up();
}

async function openCalendar(page: Page, lang: "en" | "es", date: string): Promise<void> {
  await page.goto(`${root()}/studio/${lang}?view=day&date=${date}`, { waitUntil: "networkidle" });
  // The grid's script is running once the free-time picker is there (it is drawn by the client part).
  await expect(page.getByTestId("cal-picker")).toHaveCount(1);
}

test("staff drag a booking to a new time; the guest's page, mail and .ics show it; a taken time is refused in Spanish", async ({
  page,
}) => {
  const made = await bookAsGuest(ROOM, { payment: "on_site", minutes: 60, after: daysAhead(14), name: "Dora Drag" });
  const to = await laterFree(made);
  await signIn(page, E2E.staff.owner);
  await page.setViewportSize({ width: 1280, height: 2000 });
  await openCalendar(page, "en", made.date);
  const g = await grid(page, ROOM, made.date);

  await dragBy(page, made.id, toMin(to) - toMin(made.start), g.rowPx);
  const dialog = page.getByTestId("calendar-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: TX.moveTitle })).toBeVisible();
  await expect(page.getByTestId("move-from")).toContainText(`${made.start}–`);
  await expect(page.getByTestId("move-to")).toContainText(`${to}–`);
  // Both prices, the booked one chosen (docs/studio-actions.md, Moving a booking).
  await expect(page.getByTestId("move-price")).toContainText(KEEP);
  await expect(page.getByRole("radio", { name: new RegExp(KEEP) })).toBeChecked();
  await expectAccessible(page, "calendar, move dialog open");
  // The drag did not open the booking's page.
  await expect(page).toHaveURL(/\/studio\/en\?view=day/);
  const mailsBefore = ((await (await fetch(`${control()}/mails`)).json()) as unknown[]).length;
  await dialog.getByRole("button", { name: TX.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("calendar-status")).toContainText(`${to}–`);
  await expect(page.locator(`.cal-item[data-id="${made.id}"]`)).toContainText(`${to}–`);
  // The guest's message waits a few minutes for further moves: made due now.
  await moveNoticeDue(made.id);

  // The guest's manage page, the mail and the calendar file: the new time.
  const manage = `${site(E2E.stage.slug)}${new URL(made.manageUrl).pathname}`;
  await page.goto(manage);
  await expect(page.getByTestId("manage-when")).toContainText(`${to}–`);
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${control()}/mails`)).json()) as { subject: string; text: string }[];
        return mails
          .slice(mailsBefore)
          .some((m) => m.subject.includes(made.reference) && /new time/i.test(m.subject) && m.text.includes(`${to}–`));
      },
      { timeout: 30_000, intervals: [300] },
    )
    .toBe(true);
  const icsHref = await page.getByTestId("add-to-calendar-ics").getAttribute("href");
  // Fetched by the page itself: the studio host resolves in the browser (*.localhost), not in Node.
  const ics = await page.evaluate(async (href) => (await fetch(href)).text(), icsHref!);
  expect(ics).toMatch(new RegExp(`DTSTART;TZID=[^:]+:${made.date.replaceAll("-", "")}T${to.replace(":", "")}00`));
  expect(ics).toMatch(/SEQUENCE:[1-9]/);

  // A Spanish page: dragged onto another booking, the refusal is worded in Spanish in the dialog.
  // Both on the first free times of one day (a day has room for two hours).
  const blocker = await bookAsGuest(ROOM, { payment: "on_site", minutes: 60, after: daysAhead(30), name: "Ocupa Hora" });
  const other = await bookAsGuest(ROOM, { payment: "on_site", minutes: 60, after: blocker.date, name: "Otra Reserva" });
  expect(other.date).toBe(blocker.date);
  await openCalendar(page, "es", other.date);
  const ge = await grid(page, ROOM, other.date);
  await dragBy(page, other.id, toMin(blocker.start) - toMin(other.start), ge.rowPx);
  const es = getDict("es").calendarActions;
  await expect(page.getByTestId("move-to")).toContainText(`${blocker.start}–`);
  await expect(page.getByTestId("cal-ghost")).toHaveClass(/is-taken/);
  await page.getByTestId("calendar-dialog").getByRole("button", { name: es.confirm }).click();
  const alert = page.getByTestId("calendar-dialog").getByRole("alert");
  await expect(alert).toHaveAttribute("data-error-code", "SLOT_TAKEN");
  await expect(alert).toContainText(DICTS.es.studio.errors.SLOT_TAKEN);
  await expectAccessible(page, "calendar (es), move refused in the dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("calendar-dialog")).toBeHidden();
  await expect(page.getByTestId("calendar-status")).toHaveText(es.cancelled);
  await expect(page.locator(`.cal-item[data-id="${other.id}"]`)).toContainText(`${other.start}–`);
});

test("staff move a booking with the keyboard on the calendar", async ({ page }) => {
  const made = await bookAsGuest(ROOM, { payment: "on_site", minutes: 60, after: daysAhead(20), name: "Kai Keys" });
  const to = await laterFree(made);
  const step = (
    await api<{ stepMinutes: number }>(
      "GET",
      `${root()}/v1/public/sites/${E2E.stage.slug}/rooms/${ROOM}/availability?from=${made.date}&to=${made.date}`,
    )
  ).stepMinutes;
  await signIn(page, E2E.staff.owner);
  await openCalendar(page, "en", made.date);

  const item = page.locator(`.cal-item[data-id="${made.id}"]`);
  await item.focus();
  await page.keyboard.press("m");
  await expect(page.getByTestId("calendar-status")).toContainText(fmt(TX.pickedUp, { what: made.guestName, when: "" }, "en").split(":")[0]);
  for (let i = 0; i < (toMin(to) - toMin(made.start)) / step; i++) await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("calendar-status")).toContainText(`${to}–`);
  await expect(page.getByTestId("cal-ghost")).toContainText(`${to}–`);
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("calendar-dialog");
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("move-to")).toContainText(`${to}–`);
  const confirm = dialog.getByRole("button", { name: TX.confirm });
  await expect(confirm).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("calendar-status")).toContainText(
    fmt(TX.moved, { when: "", minutes: MOVE_NOTICE_WINDOW_MINUTES }, "en").split(":")[0],
  );
  await expect(item).toContainText(`${to}–`);
  await page.goto(`${site(E2E.stage.slug)}${new URL(made.manageUrl).pathname}`);
  await expect(page.getByTestId("manage-when")).toContainText(`${to}–`);
});

test("an empty time offers a phone booking there; the form is filled in, lists the free starts and books it", async ({ page }) => {
  const slot = await firstFree(ROOM, daysAhead(24), 60);
  await signIn(page, E2E.staff.owner);
  await page.setViewportSize({ width: 1280, height: 2000 });
  await openCalendar(page, "en", slot.date);

  // The free-time picker moves with the arrow keys, each place announced.
  const picker = page.getByTestId("cal-picker");
  await picker.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("calendar-status")).not.toBeEmpty();

  // A click on the empty time offers it; Escape closes the offer back onto the picker, now on that
  // time, and Enter there offers it again.
  const g = await grid(page, ROOM, slot.date);
  await page.mouse.click(g.left + g.width / 2, g.top + ((toMin(slot.start) - g.firstMin) / 15) * g.rowPx + 3);
  const dialog = page.getByTestId("calendar-dialog");
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("slot-when")).toContainText(`${slot.start}–`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(picker).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("slot-when")).toContainText(`${slot.start}–`);
  await expectAccessible(page, "calendar, empty time dialog open");
  const blockHref = await dialog.getByRole("link", { name: TX.block }).getAttribute("href");
  await dialog.getByRole("link", { name: TX.phoneBooking }).click();
  await expect(page).toHaveURL(/\/phone-booking\?/);
  await page.waitForLoadState("networkidle");
  await expect(page.getByLabel(S.phone.room)).toHaveValue(ROOM);
  await expect(page.getByLabel(S.phone.date)).toHaveValue(slot.date);
  await expect(page.getByLabel(S.phone.startTime)).toHaveValue(slot.start);
  await page.getByLabel(S.phone.minutes).fill("60");
  await expect(page.getByTestId("phone-free")).toContainText(slot.start);
  await expect(page.getByRole("button", { name: fmt(TX.chooseStart, { time: slot.start }, "en") })).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page, "phone booking form with free starts");
  await page.getByLabel(S.phone.guestName).fill("Pia Phone");
  await page.getByLabel(S.phone.email).fill(uniqueEmail("calendar-phone"));
  await page.getByRole("button", { name: S.phone.submit }).click();
  await expect(page.getByTestId("phone-done")).toContainText(S.phone.open);
  expect(await isFree(ROOM, slot.date, slot.start, 60)).toBe(false);
  // The list follows: the booked start is no longer free.
  await expect(page.getByTestId("phone-free")).not.toContainText(slot.start);

  // The offer's other way: the block form, filled in the same way.
  await page.goto(`${root()}${blockHref}`, { waitUntil: "networkidle" });
  await expect(page.getByLabel(S.block.room, { exact: true })).toHaveValue(ROOM);
  await expect(page.getByLabel(S.block.date)).toHaveValue(slot.date);
  await expect(page.getByLabel(S.block.start, { exact: true })).toHaveValue(slot.start);
});
