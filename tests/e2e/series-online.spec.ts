// A band's weekly rehearsal booked online by a guest (docs/series.md, Booked online by a guest), on
// the studio side's own app (studio-app.ts: codes and messages by the local SMTP fake): with the
// studio's setting on, a guest picks a start on Sala C (paid at the studio), asks for "every week, 4
// weeks", sees the four dates free before the details, holds them with one code, confirms, and the
// manage page lists the four dates; the one message lists them too. Then the studio's owner sees
// one series of 4 dates in the dashboard. axe at 390 and 1280 px on every new state.
import { E2E } from "./env";
import { DICTS, axeAtWidths, daysAhead, expect, pickFirstFreeDay, test, uniqueEmail } from "./fixtures";
import { studioApp } from "./studio-app";
import { getDict } from "../../lib/i18n";
import { fmt } from "../../lib/i18n/core";

test.describe.configure({ mode: "serial", timeout: 240_000 });

const T = DICTS.en;
const B = T.booking;
const TS = getDict("en").series;
const { root, site, signIn, mailMatch, mailCount, sql } = studioApp(90);
const ROOM = E2E.stage.roomOnSite;

test("a guest books a weekly series of 4 online with one code; the studio sees one series", async ({ page }) => {
  // The studio's setting: up to 6 weeks (off by default).
  expect(await sql(`UPDATE studio SET "onlineSeriesMaxWeeks" = 6 WHERE slug = $1`, [E2E.stage.slug])).toBe(1);
  const guest = `Banda Online ${Date.now().toString(36)}`;
  const email = uniqueEmail("series-online");

  await page.goto(`${site(E2E.stage.slug)}/en/rooms/${ROOM}`);
  await page.waitForLoadState("networkidle");
  await pickFirstFreeDay(page, T, daysAhead(14));
  await page.locator(".chip").first().click();
  await expect(page.getByTestId("price-estimate")).toBeVisible();
  // "Repeat": one date by default; every week for 4 weeks shows the dates before committing.
  const repeat = page.getByLabel(B.seriesLabel, { exact: true });
  await expect(repeat).toHaveValue("0");
  await repeat.selectOption("4");
  const dates = page.getByTestId("series-dates").locator("li");
  await expect(dates).toHaveCount(4);
  await expect(page.getByTestId("series-dates").locator("li[data-free]")).toHaveCount(4);
  await expect(page.getByTestId("series-summary")).toHaveText(fmt(B.seriesSummary, { free: 4, total: 4 }, "en"));
  await axeAtWidths(page, "series dates on the first step");

  await page.getByRole("button", { name: B.continue }).click();
  await expect(page.getByTestId("series-line")).toBeVisible();
  await page.getByLabel(B.yourName).fill(guest);
  await page.getByLabel(B.channelEmail, { exact: true }).check();
  await page.getByLabel(B.email, { exact: true }).fill(email);
  await axeAtWidths(page, "details step of a series");
  if (await page.getByText(B.captcha).count()) await page.getByTestId("fake-hcaptcha").click();
  const before = await mailCount();
  await page.getByRole("button", { name: B.holdSlot }).click();

  // One code for the four dates, by email.
  await expect(page.getByTestId("hold-countdown")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("hold-summary").getByTestId("series-line")).toBeVisible();
  // A reload keeps the place and still says the hold is for four dates (the hold keeps its dates in the tab).
  await page.reload({ waitUntil: "networkidle" });
  await expect(page.getByTestId("hold-summary").getByTestId("series-line")).toContainText(
    fmt(B.seriesLine, { count: 4, first: "", last: "" }, "en").split(",")[0],
  );
  await axeAtWidths(page, "code step of a series");
  const code = (await mailMatch(email, /\b(\d{6})\b/, before))[1];
  await page.getByLabel(B.codeLabel).fill(code);
  await page.getByRole("button", { name: B.confirm }).click();

  // The manage page of the first date, listing every date of the series.
  await expect(page).toHaveURL(/\/manage\/[0-9a-f]{64}\?confirmed=1$/, { timeout: 15_000 });
  await expect(page.getByTestId("booking-done")).toBeVisible({ timeout: 15_000 });
  const listed = page.getByTestId("manage-series").locator("li");
  await expect(listed).toHaveCount(4);
  await expect(listed.first()).toContainText(T.manage.seriesThis);
  await axeAtWidths(page, "manage page of a series' date");
  // One message for the series, listing the four dates.
  // The guest booked it: their weekly booking, not one the studio made for them.
  await mailMatch(email, /Your weekly booking of .* is confirmed on these 4 dates/, before);

  // The studio: one series of 4 dates, made online.
  expect(await sql(`SELECT 1 FROM booking_series WHERE "guestName" = $1 AND source = 'online' AND count = 4`, [guest])).toBe(1);
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en/bookings?tab=upcoming&q=${encodeURIComponent(guest)}`, { waitUntil: "networkidle" });
  const rows = page.getByTestId("bookings-table").locator("tbody tr");
  await expect(rows).toHaveCount(4);
  await rows.first().locator("a.reference-link").click();
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("series-actions")).toContainText(fmt(TS.position, { position: 1, total: 4 }, "en"));
});
