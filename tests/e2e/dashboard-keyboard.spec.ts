// Focus after an action (docs/dashboard.md, Focus after an action), form by form, with the keyboard
// alone (Tab, Enter, Space and typed text; the browser's own confirm accepted as a press of Enter
// would): a phone booking, the new booking's details, its internal note, its move with "don't tell
// the guest", a staff invitation, a member's removal (the row goes: the message stays above the
// table) and a calendar feed's "Sync now". Each ends with document.activeElement on the form's
// feedback, showing the outcome; axe (every impact) on each state. The regular booking's form is
// tests/e2e/series.spec.ts's.
import pg from "pg";
import { E2E } from "./env";
import { DICTS, daysAhead, expect, expectAccessible, expectFeedbackFocused, tabTo, test, uniqueEmail } from "./fixtures";
import { studioApp } from "./studio-app";
import { fmt } from "../../lib/i18n/core";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const S = DICTS.en.studio;
// Ports of its own (tests/e2e/studio-app.ts): the last offset taken is prepaid-hours.spec.ts's +78/+79.
const { root, control, firstFree, signIn } = studioApp(82);

test("keyboard only: a phone booking, its details, note and move; each ends on its feedback", async ({ page }) => {
  const room = E2E.stage.roomBoth;
  // Three free hours: the booking takes the first, its move the second (and its buffer fits after).
  const slot = await firstFree(room, daysAhead(20), 180);
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en/phone-booking?date=${slot.date}&roomId=${room}&start=${slot.start}`);
  await page.waitForLoadState("networkidle");

  await tabTo(page, page.getByLabel(S.phone.guestName, { exact: true }));
  await page.keyboard.type("Kira Keys");
  await tabTo(page, page.getByLabel(S.phone.email, { exact: true }));
  await page.keyboard.type(uniqueEmail("keys"));
  await tabTo(page, page.getByRole("button", { name: S.phone.submit }));
  await page.keyboard.press("Enter");
  await expectFeedbackFocused(page.getByTestId("phone-done"), S.phone.open);
  await expectAccessible(page, "phone booking made", { minor: true });

  // The new booking, by the link in the feedback.
  await tabTo(page, page.getByTestId("phone-done").getByRole("link", { name: S.phone.open }));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/studio\/en\/bookings\//);
  await page.waitForLoadState("networkidle");

  // Its details: the name gets a surname.
  await tabTo(page, page.getByLabel(S.actions.editName, { exact: true }));
  await page.keyboard.press("End");
  await page.keyboard.type(" Ruiz");
  await tabTo(page, page.getByRole("button", { name: S.actions.editSubmit }));
  await page.keyboard.press("Enter");
  await expectFeedbackFocused(page.getByTestId("edit-done"), S.actions.editDone);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Its internal note.
  await tabTo(page, page.getByLabel(S.actions.noteLabel, { exact: true }));
  await page.keyboard.type("Brings her own snare");
  await tabTo(page, page.getByRole("button", { name: S.actions.noteSubmit }));
  await page.keyboard.press("Enter");
  await expectFeedbackFocused(page.getByTestId("note-done"), S.actions.noteDone);
  await expectAccessible(page, "booking detail, details and note saved", { minor: true });

  // Its move, an hour later (the hour field of the start, one up), as a correction the guest is not told of.
  const form = page.getByTestId("move-form");
  await expect(form.getByTestId("move-notice")).toContainText(fmt(S.actions.moveTellsGuest, { minutes: 5 }, "en"));
  const start = form.getByLabel(S.actions.moveStart, { exact: true });
  await tabTo(page, start);
  await page.keyboard.press("ArrowUp");
  const later = `${String(Number(slot.start.slice(0, 2)) + 1).padStart(2, "0")}:${slot.start.slice(3)}`;
  await expect(start).toHaveValue(later);
  await tabTo(page, form.getByRole("checkbox", { name: S.actions.moveQuiet }));
  await page.keyboard.press("Space");
  await expect(form.getByRole("checkbox", { name: S.actions.moveQuiet })).toBeChecked();
  await tabTo(page, form.getByRole("button", { name: S.actions.moveSubmit }));
  await page.keyboard.press("Enter");
  await expectFeedbackFocused(page.getByTestId("move-done"), S.actions.moveDoneQuiet);
  await expect(page.getByTestId("audit-table")).toContainText(DICTS.en.audit.notTold);
  await expectAccessible(page, "booking detail, moved without telling the guest", { minor: true });
});

test("keyboard only: an invitation, a member's removal and Sync now; each ends on its feedback", async ({ page }) => {
  // A calendar feed of the stage studio (the demo studio has none): the app's own demo feed, on the card room.
  const db = new pg.Client({ connectionString: await (await fetch(`${control()}/database-url`)).text() });
  await db.connect();
  try {
    const feedUrl = `${root()}/demo/estudi-llum-calendar.ics`;
    await db.query(
      `INSERT INTO calendar_feed (id, "studioId", "roomId", url)
       SELECT gen_random_uuid(), s.id, $1::uuid, $2 FROM studio s WHERE s.slug = $3`,
      [E2E.stage.roomCard, feedUrl, E2E.stage.slug],
    );
  } finally {
    await db.end();
  }
  await signIn(page, E2E.staff.owner);

  await page.goto(`${root()}/studio/en/staff`);
  await page.waitForLoadState("networkidle");
  const invited = uniqueEmail("invited");
  await tabTo(page, page.getByLabel(S.staff.inviteEmail, { exact: true }));
  await page.keyboard.type(invited);
  await tabTo(page, page.getByRole("button", { name: S.staff.inviteSubmit }));
  await page.keyboard.press("Enter");
  await expectFeedbackFocused(page.getByTestId("invite-feedback"), fmt(S.staff.invited, { email: invited }));
  await expectAccessible(page, "staff, invitation sent", { minor: true });

  // Sam Staff removed: the row goes with the refresh, the message stays above the table, focused.
  const remove = page.getByRole("button", { name: fmt(S.staff.remove, { name: "Sam Staff" }) });
  await tabTo(page, remove);
  page.once("dialog", (d) => void d.accept());
  await page.keyboard.press("Enter");
  await expectFeedbackFocused(page.getByTestId("staff-feedback"), fmt(S.staff.removed, { name: "Sam Staff" }));
  await expect(page.getByTestId("staff-table")).not.toContainText(E2E.staff.member);
  await expectAccessible(page, "staff, member removed", { minor: true });

  await page.goto(`${root()}/studio/en/connections`);
  await page.waitForLoadState("networkidle");
  const row = page.locator(`tr[data-feed-id]`);
  await expect(row).toHaveCount(1);
  await tabTo(page, row.getByRole("button", { name: new RegExp(S.connections.syncNow) }));
  await page.keyboard.press("Enter");
  // The row's first feedback is Sync now's (an owner's row also has pause and remove).
  await expectFeedbackFocused(row.locator(".studio-feedback").first(), S.connections.synced);
  await expectAccessible(page, "connections, feed synced", { minor: true });
});
