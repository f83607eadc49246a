// Who owes what, search that finds people and the spreadsheet export, end to end on the studio's own
// e2e app (docs/dashboard.md, Bookings, To collect today, CSV export; docs/studio-actions.md, Mark
// paid, Undoing a payment mark): a staff member on a phone marks a booking paid after reading the
// guest's message in the confirmation, the focus lands on the result, then undoes it; "martinez"
// finds "Ana Martínez" in every tab with a count per tab; the CSV downloaded from a Spanish page,
// read as Excel reads it (byte-order mark, ";"), has the right names and columns. axe, every
// impact, at 390 and 1440 px on each page changed.
import { E2E } from "./env";
import { DICTS, axeAtWidths, daysAhead, expect, test } from "./fixtures";
import { studioApp } from "./studio-app";
import { getDict } from "../../lib/i18n";

test.describe.configure({ mode: "serial", timeout: 240_000 });

const S = DICTS.en.studio;
const M = getDict("en").money;
const { root, bookAsGuest, signIn, sql } = studioApp(58);
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

let ana: Awaited<ReturnType<typeof bookAsGuest>>;

test("on a phone: Mark paid shows the guest's message first, then undo puts the booking back, audited", async ({ page }) => {
  ana = await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(11), name: "Ana Martínez" });
  await signIn(page, E2E.staff.member);
  await page.setViewportSize(SIZES[0]);
  await page.goto(`${root()}/studio/en/bookings/${ana.id}`, { waitUntil: "networkidle" });
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.unpaid);
  await expect(page.getByTestId("guest-history")).toBeVisible();

  // Not the primary button; the confirmation shows what the guest will read.
  const mark = page.getByTestId("mark-paid");
  await expect(mark).toHaveClass(/btn-secondary/);
  await mark.click();
  const dialog = page.getByTestId("mark-paid-dialog");
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("mark-paid-preview")).toContainText(ana.reference);
  await axeAtWidths(page, "mark paid confirmation", SIZES);
  await page.setViewportSize(SIZES[0]);
  // "No, go back" changes nothing.
  await dialog.getByRole("button", { name: M.keepUnpaid }).click();
  await expect(dialog).toBeHidden();
  await expect(mark).toBeFocused();
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.unpaid);

  await mark.click();
  await dialog.getByRole("button", { name: M.markPaidConfirm }).click();
  await expect(page.getByTestId("mark-paid-done")).toHaveText(S.actions.markPaidDone);
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.paid);
  // The focus is on the announced result, not on <body>.
  await expect(page.getByTestId("mark-paid-done")).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");

  // Undo: the dialog says what becomes of the guest's message (cancelled while queued, else a correction).
  await page.getByTestId("undo-mark-paid").click();
  const undo = page.getByTestId("undo-mark-paid-dialog");
  await expect(undo).toBeVisible();
  await expect(undo).toContainText(new RegExp(`${escape(M.undoQueued)}|${escape(M.undoCorrection.split("(")[0])}`));
  await axeAtWidths(page, "undo confirmation", SIZES);
  await undo.getByRole("button", { name: M.undoConfirm }).click();
  await expect(page.getByTestId("mark-paid-done")).toHaveText(M.undoDone);
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.unpaid);
  await expect(page.getByTestId("mark-paid-done")).toBeFocused();
  await expect(page.getByTestId("audit-table")).toContainText(S.detail.auditActions.booking_mark_unpaid);
  await expect(page.getByTestId("mark-paid")).toBeVisible();
  await axeAtWidths(page, "booking detail after undo", SIZES);

  // The calendar card and the list say it is not paid; the dashboard has its list to collect.
  await page.goto(`${root()}/studio/en?view=day&date=${ana.date}`, { waitUntil: "networkidle" });
  await expect(page.locator(`.cal-item[data-id="${ana.id}"] [data-testid="cal-item-pay"]`)).toContainText(S.paymentValues.unpaid);
  await expect(page.getByTestId("to-collect")).toContainText(M.collectTitle);
  await axeAtWidths(page, "calendar with the list to collect", SIZES);
});

test('search "martinez" finds "Martínez" in every tab, with a count per tab', async ({ page }) => {
  // One more Ana in each other tab: past (completed), cancelled, and awaiting a card payment.
  const others = [];
  for (const d of [13, 14, 15])
    others.push(await bookAsGuest(E2E.stage.roomOnSite, { payment: "on_site", minutes: 60, after: daysAhead(d), name: "Ana Martínez" }));
  expect(await sql(`UPDATE booking SET status = 'completed' WHERE id = $1::uuid`, [others[0].id])).toBe(1);
  expect(
    await sql(
      `UPDATE booking SET status = 'cancelled', "cancelledAt" = now(), "cancelledBy" = 'studio', "cancelReason" = 'e2e' WHERE id = $1::uuid`,
      [others[1].id],
    ),
  ).toBe(1);
  expect(await sql(`UPDATE booking SET status = 'pending_payment', "paymentStatus" = 'pending' WHERE id = $1::uuid`, [others[2].id])).toBe(
    1,
  );

  await signIn(page, E2E.staff.member);
  await page.setViewportSize(SIZES[1]);
  for (const tab of ["upcoming", "pending_payment", "past", "cancelled"] as const) {
    await page.goto(`${root()}/studio/en/bookings?tab=${tab}&q=martinez`, { waitUntil: "networkidle" });
    await expect(page.getByTestId("bookings-table"), tab).toContainText("Ana Martínez");
    for (const t of ["upcoming", "pending_payment", "past", "cancelled"]) {
      expect(Number(await page.getByTestId(`tab-count-${t}`).textContent()), `${tab}: count of ${t}`).toBeGreaterThanOrEqual(1);
    }
  }
  // Typed in the search form, any case, with the payment filter: still found.
  await page.goto(`${root()}/studio/en/bookings`, { waitUntil: "networkidle" });
  await page.getByLabel(S.bookings.search, { exact: true }).fill("MARTINEZ");
  await page.getByLabel(M.paymentFilter).selectOption("owed");
  await page.getByRole("button", { name: S.bookings.apply }).click();
  await expect(page.getByTestId("bookings-table")).toContainText("Ana Martínez");
  await expect(page.locator(`tr[data-reference="${ana.reference}"]`)).toContainText(S.paymentValues.unpaid);
  await axeAtWidths(page, "bookings list with a search", SIZES);

  // Who owes money, in one place: the unpaid upcoming Ana and the completed one (past) in the same list,
  // oldest debt first, each with what it still owes, and the total of the whole list above it.
  await page.goto(`${root()}/studio/en/bookings?tab=owed&q=martinez`, { waitUntil: "networkidle" });
  await expect(page.locator('a[data-tab="owed"]')).toHaveAttribute("aria-current", "page");
  await expect(page.locator('a[data-tab="owed"]')).toContainText(S.bookings.tabs.owed);
  const rows = page.getByTestId("bookings-table").locator("tbody tr");
  const refs = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-reference")));
  expect(refs).toContain(ana.reference);
  expect(refs).toContain(others[0].reference);
  expect(refs).not.toContain(others[1].reference);
  expect(refs.indexOf(ana.reference)).toBeLessThan(refs.indexOf(others[0].reference));
  await expect(rows.filter({ has: page.locator(`[href$="${ana.id}"]`) }).getByTestId("row-owed")).not.toHaveText("");
  await expect(page.getByTestId("owed-total")).toContainText(new RegExp(`${refs.length} bookings`));
  await axeAtWidths(page, "the owed tab with its total", SIZES);
});

test("the CSV of a Spanish page, read as Excel reads it, has the right names and columns", async ({ page }) => {
  await signIn(page, E2E.staff.member);
  await page.goto(`${root()}/studio/es/bookings?tab=upcoming&q=martinez`, { waitUntil: "networkidle" });
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("csv-export").click()]);
  const path = await download.path();
  const bytes = await (await import("node:fs/promises")).readFile(path!);
  // The byte-order mark tells Excel the file is UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder("utf-8").decode(bytes.subarray(3));
  const rows = text
    .split("\r\n")
    .filter(Boolean)
    .map((line) => splitExcel(line, ";"));
  const C = getDict("es").money.csv;
  expect(rows[0]).toEqual([
    C.reference,
    C.date,
    C.start,
    C.end,
    C.room,
    C.guest,
    C.contact,
    C.channel,
    C.status,
    C.paymentMode,
    C.paymentStatus,
    C.price,
    C.deposit,
    C.currency,
    C.createdAt,
    C.notes,
    C.people,
    C.extras,
    C.discount,
  ]);
  const mine = rows.find((r) => r[0] === ana.reference)!;
  expect(mine).toBeTruthy();
  expect(mine).toHaveLength(rows[0].length);
  expect(mine[5]).toBe("Ana Martínez");
  expect(mine[7]).toBe(C.channels.email);
  expect(mine[10]).toBe(DICTS.es.studio.paymentValues.unpaid);
  expect(mine[11]).toMatch(/^\d+,\d{2}$/);
  expect(mine[14]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
});

/** One line split as Excel does on import: the separator outside quotes, doubled quotes inside (no field here spans lines). */
function splitExcel(line: string, sep: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      out.push(field);
      field = "";
    } else field += c;
  }
  out.push(field);
  return out;
}
