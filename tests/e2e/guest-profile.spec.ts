// A guest remembered as a person, end to end on the studio's own e2e app (docs/guests.md): a staff
// member opens a booking whose guest has two no-shows at a studio whose policy is "warn" and sees the
// warning before the actions; follows "Guest profile" to the guest's bookings, adds a note and tags
// (focus on the result), finds the tags back on the booking, and sends the guest a message that
// reaches their mailbox and is logged on the booking. axe, every impact, at 390 and 1280 px.
import { E2E } from "./env";
import { DICTS, axeAtWidths, daysAhead, expect, test } from "./fixtures";
import { studioApp } from "./studio-app";
import { fmt } from "../../lib/i18n";

test.describe.configure({ mode: "serial", timeout: 240_000 });

const S = DICTS.en.studio;
const G = DICTS.en.guests;
// Ports of its own (other specs take 4 to 79).
const { root, bookAsGuest, signIn, mailMatch, sql } = studioApp(86);
test("a guest with two no-shows: the warning, the profile, a note and tags, a message to the guest", async ({ page }) => {
  const first = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(13), name: "Nora Noshow" });
  const second = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(14), name: "Nora Noshow" });
  const next = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(15), name: "Nora Noshow" });
  // One guest: the three bookings by the first one's address. The first two marked no-shows here (the
  // mark's own rules, once the session has started, are tested over HTTP), and the studio warns from 2.
  expect(await sql(`UPDATE booking SET contact = $1, email = $1 WHERE id = ANY($2::uuid[])`, [first.email, [second.id, next.id]])).toBe(2);
  expect(await sql(`UPDATE booking SET status = 'no_show' WHERE id = ANY($1::uuid[])`, [[first.id, second.id]])).toBe(2);
  expect(await sql(`UPDATE studio SET "noShowPolicy" = 'warn', "noShowThreshold" = 2 WHERE slug = $1`, [E2E.stage.slug])).toBe(1);

  await signIn(page, E2E.staff.member);
  await page.goto(`${root()}/studio/en/bookings/${next.id}`, { waitUntil: "networkidle" });
  const warning = page.getByTestId("no-show-warning");
  await expect(warning).toContainText(fmt(G.warning, { count: 2, threshold: 2 }, "en"));
  await expect(warning).toContainText(G.warnOnly);
  await axeAtWidths(page, "booking detail with the no-show warning");

  // The profile, from the booking.
  await page.getByTestId("guest-profile-link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fmt(G.title, { name: "Nora Noshow" }, "en"));
  await expect(page.getByTestId("guest-bookings")).toHaveText("3");
  await expect(page.getByTestId("guest-no-shows")).toHaveText("2");
  await expect(page.getByTestId("no-show-warning")).toBeVisible();
  for (const made of [first, second, next]) await expect(page.getByTestId("guest-history-table")).toContainText(made.reference);
  await axeAtWidths(page, "guest profile");

  // A note and tags: saved, announced where focus goes, shown after the refresh.
  await page.getByLabel(G.notesLabel).fill("Ask for the deposit by card next time.");
  const tags = page.getByRole("textbox", { name: G.tagsLabel, exact: true });
  await expect(tags).toHaveAccessibleDescription(G.tagsHint);
  await tags.fill("band, late payer");
  await page.getByRole("button", { name: G.notesSubmit }).click();
  const outcome = page.getByTestId("guest-notes-outcome");
  await expect(outcome).toContainText(G.notesDone);
  await expect(outcome).toBeFocused();
  await expect(page.getByTestId("guest-tags")).toHaveText("band, late payer");
  await axeAtWidths(page, "guest profile after saving notes");

  // Back on the booking: the tags with the history; a message to the guest, logged and delivered.
  await page.getByTestId("guest-history-table").getByRole("link", { name: next.reference }).click();
  await expect(page.getByTestId("guest-history-tags")).toContainText("band, late payer");
  // Typed once the page has hydrated (text typed before lands in the DOM, not in the form's state).
  await page.waitForLoadState("networkidle");
  const text = `Please bring your own cables ${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: G.messageLabel, exact: true }).fill(text);
  await page.getByRole("button", { name: G.messageSubmit }).click();
  const sent = page.getByTestId("guest-message-outcome");
  await expect(sent).toContainText(G.messageDone);
  await expect(sent).toBeFocused();
  await expect(page.getByTestId("audit-table")).toContainText(S.detail.auditActions.booking_message);
  await mailMatch(first.email, new RegExp(text));
  await page.reload({ waitUntil: "networkidle" });
  await expect(page.locator("body")).toContainText(S.detail.messageKinds.guest_message);
  await axeAtWidths(page, "booking detail after a message to the guest");
});
