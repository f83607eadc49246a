// The dashboard's figures, readable history and passkeys (docs/dashboard.md, Figures; docs/studio-actions.md,
// Audit trail; docs/studio-accounts.md, Endpoints), on the studio's own e2e app: the figures page draws its
// three charts and writes the numbers of GET /v1/studio/reports in its table, its CSV opens as a
// spreadsheet would read it (a byte-order mark, the member's separator); a booking's history says in words
// what staff did; the member's passkeys are listed. axe: no violation of any impact, at 1440 and 390 px.
import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { daysAhead, expect, expectAccessible, test } from "./fixtures";
import { studioApp } from "./studio-app";

test.describe.configure({ mode: "serial", timeout: 180_000 });

// Ports of its own (other specs: studio +4/+5, settings +8/+9, booking-edit +12/+13, calendar-move +14/+15,
// series +20/+21, blocks +30/+31, connect +40/+41).
const { root, bookAsGuest, signIn } = studioApp(66);

/** Both widths the dashboard is checked at: a phone and a laptop. */
async function atBothWidths(page: Page, what: string, check: () => Promise<void>): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.reload({ waitUntil: "networkidle" });
    await check();
    await expectAccessible(page, `${what} at ${width} px`, { minor: true });
  }
}

let made: Awaited<ReturnType<typeof bookAsGuest>>;

test("figures: three charts, the API's numbers in the table, a CSV a spreadsheet reads right", async ({ page }) => {
  made = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(9), name: "Fiona Figures" });
  await signIn(page, E2E.staff.owner);
  const q = `from=${made.date}&to=${made.date}`;
  await page.goto(`${root()}/studio/en/figures?${q}&by=week`, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "Figures" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: /./ }).first().getByRole("link", { name: "Figures" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const api = (await (await page.request.get(`${root()}/v1/studio/reports?${q}`)).json()) as {
    data: { total: { bookings: number; bookedCents: number }; weeks: { period: string; bookings: number }[] };
  };
  expect(api.data.total.bookings).toBeGreaterThanOrEqual(1);
  const total = page.getByTestId("figures-table").locator('tr[data-period="total"]');
  await expect(total.locator("td").first()).toHaveText(String(api.data.total.bookings));
  const week = page.getByTestId("figures-table").locator(`tr[data-period="${api.data.weeks[0].period}"]`);
  await expect(week.locator("td").first()).toHaveText(String(api.data.weeks[0].bookings));

  await atBothWidths(page, "the figures page", async () => {
    for (const chart of ["chart-occupancy", "chart-money", "chart-counts"]) {
      await expect(page.getByTestId(chart).locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();
    }
    await expect(page.getByTestId("chart-counts").locator(".recharts-bar-rectangle").first()).toBeAttached();
  });

  // The CSV of the same range: a byte-order mark, `,` and English headers for an English member.
  const href = await page.getByTestId("figures-csv").getAttribute("href");
  const csv = await page.request.get(`${root()}${href}`);
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [head, row] = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(head.split(",").slice(0, 4)).toEqual(["Week", "From", "To", "Bookings"]);
  expect(row.split(",")[3]).toBe(String(api.data.weeks[0].bookings));
});

test("a booking's history in sentences, and the member's passkeys listed", async ({ page }) => {
  await signIn(page, E2E.staff.owner);
  const paid = await page.request.post(`${root()}/v1/studio/bookings/${made.id}/mark-paid`, { headers: { origin: root() } });
  expect(paid.status()).toBe(200);
  await page.goto(`${root()}/studio/en/bookings/${made.id}`, { waitUntil: "networkidle" });
  const audit = page.getByTestId("audit-table");
  await expect(audit).toContainText("Marked as paid (was unpaid).");
  await expect(audit).not.toContainText("{");
  // The booking page's landmarks are another change's (docs/dashboard.md, Pages): its axe check is studio.spec.ts's.

  await page.goto(`${root()}/studio/en/passkeys`, { waitUntil: "networkidle" });
  await atBothWidths(page, "the passkeys page", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Your passkeys" })).toBeVisible();
    await expect(page.getByTestId("passkeys-list")).toHaveAttribute("data-state", "ready");
    await expect(page.getByTestId("passkeys-list")).toContainText("No passkey yet");
  });
});
