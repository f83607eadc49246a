// The studio's day on any screen (docs/dashboard.md, Agenda and day sheet), on its own app: on a
// phone (390 px) the owner opens the dashboard on today's agenda and marks today's first unpaid
// booking paid in a few taps, focus kept; at 1280 px a week shows 7 days × 3 rooms without
// scrolling sideways; the day sheet and the day view print every booking of a full day (printed
// to PDF by Chromium, its text read back with pdf.js); cancel asks first; axe finds no violation
// of any impact on the dashboard's pages at 390 and 1440 px, nor on the sign-in page.
//
// The bookings are phone bookings through the studio API; "today" and "tomorrow" ones are made
// on a later day and moved to today in the database, so the spec does not depend on the hour it
// runs at (the studio may already be closed today).
import pg from "pg";
import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { DICTS, daysAhead, expect, expectAccessible, test } from "./fixtures";
import { studioApp } from "./studio-app";
import { getDict } from "../../lib/i18n";
import { fmt } from "../../lib/i18n/core";
import { checkIn as CHECK_IN } from "../../lib/contract/booking-actions/check-in";
import { DateTime } from "luxon";

test.describe.configure({ mode: "serial", timeout: 240_000 });

const S = DICTS.en.studio;
const M = getDict("en").money;
const D = getDict("en").day;
// Ports of its own (the other studio specs use +4 … +41).
const { root, control, signIn } = studioApp(46);
const ROOMS = { a: E2E.stage.roomBoth, b: E2E.stage.roomCard, c: E2E.stage.roomOnSite };
const ZONE = "Europe/Madrid";

/** The first Tuesday to Thursday at least `n` days ahead: the stage studio is open 10:00–23:00 then. */
function openWeekday(n: number): string {
  for (let i = n; ; i++) {
    const d = daysAhead(i);
    if ([2, 3, 4].includes(new Date(`${d}T12:00:00Z`).getUTCDay())) return d;
  }
}

type Phone = { roomId: string; date: string; startTime: string; minutes: number; guestName: string; phone: string; notes?: string };
type Made = { id: string; reference: string };

/** A phone booking through the studio API, from the signed-in page (same origin, the session cookie). */
async function phoneBooking(page: Page, b: Phone): Promise<Made> {
  for (let tries = 0; ; tries++) {
    const r = await page.evaluate(async (body) => {
      const res = await fetch("/v1/studio/bookings", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, retryAfter: Number(res.headers.get("retry-after") ?? "1"), json: (await res.json()) as unknown };
    }, b);
    if ((r.status === 429 || r.status === 503) && tries < 5) {
      await page.waitForTimeout(Math.min(r.retryAfter, 10) * 1000);
      continue;
    }
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    return (r.json as { data: Made }).data;
  }
}

/** Moves bookings to today (+ `days`) in the studio's zone, same wall times; answers that date. */
async function moveTo(days: number, refs: string[], paid: string[] = []): Promise<string> {
  const db = new pg.Client({ connectionString: await (await fetch(`${control()}/database-url`)).text() });
  await db.connect();
  try {
    const r = await db.query<{ date: string }>(
      `UPDATE booking b SET date = to_char(x.d, 'YYYY-MM-DD'),
         "startsAt" = (x.d + b."startTime"::time) AT TIME ZONE $3,
         "endsAt" = (x.d + b."endTime"::time) AT TIME ZONE $3,
         "paymentStatus" = CASE WHEN b.reference = ANY($4) THEN 'paid' ELSE b."paymentStatus" END
       FROM (SELECT (now() AT TIME ZONE $3)::date + $2::int AS d) x
       WHERE b.reference = ANY($1) RETURNING b.date`,
      [refs, days, ZONE, paid],
    );
    expect(r.rowCount).toBe(refs.length);
    return r.rows[0].date;
  } finally {
    await db.end();
  }
}

/** The text of a PDF, read with pdf.js, every run of whitespace made one space. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) if ("str" in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(" ").replace(/\s+/g, " ");
}
const squeeze = (s: string) => s.replace(/\s+/g, "");

// A full day: every hour 10:00–23:00 taken in each of the three rooms (buffers respected).
const FULL_DAY = openWeekday(21);
const FULL: Omit<Phone, "date">[] = [
  { roomId: ROOMS.a, startTime: "10:00", minutes: 240, guestName: "Ana Martínez", phone: "+34600100001", notes: "Brings her own amp" },
  { roomId: ROOMS.a, startTime: "14:30", minutes: 240, guestName: "Bru Soler", phone: "+34600100002" },
  { roomId: ROOMS.a, startTime: "19:00", minutes: 240, guestName: "Clara Vidal", phone: "+34600100003" },
  { roomId: ROOMS.b, startTime: "10:00", minutes: 480, guestName: "Zoë Müller", phone: "+34600100004", notes: "Drum kit needed" },
  { roomId: ROOMS.b, startTime: "18:00", minutes: 300, guestName: "Dani Late", phone: "+34600100005" },
  { roomId: ROOMS.c, startTime: "10:00", minutes: 180, guestName: "Eva Roca", phone: "+34600100006" },
  { roomId: ROOMS.c, startTime: "13:30", minutes: 180, guestName: "Fede Pons", phone: "+34600100007" },
  { roomId: ROOMS.c, startTime: "17:00", minutes: 180, guestName: "Gina Mas", phone: "+34600100008" },
  { roomId: ROOMS.c, startTime: "20:30", minutes: 150, guestName: "Hugo Pla", phone: "+34600100009" },
];

let unpaidToday: Made;

test("phone (390 px): the dashboard opens on today's agenda; today's first unpaid booking is paid in three taps at most, focus kept", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E.staff.owner);
  // Made on a later open day, then moved to today and tomorrow (the studio may be closed now).
  const later = openWeekday(40);
  const paidFirst = await phoneBooking(page, {
    roomId: ROOMS.a,
    date: later,
    startTime: "10:00",
    minutes: 60,
    guestName: "Pia Paid",
    phone: "+34600200001",
  });
  unpaidToday = await phoneBooking(page, {
    roomId: ROOMS.c,
    date: later,
    startTime: "11:00",
    minutes: 60,
    guestName: "Uma Unpaid",
    phone: "+34600200002",
  });
  const alsoUnpaid = await phoneBooking(page, {
    roomId: ROOMS.a,
    date: later,
    startTime: "15:00",
    minutes: 60,
    guestName: "Otto Later",
    phone: "+34600200003",
  });
  const tomorrowOne = await phoneBooking(page, {
    roomId: ROOMS.b,
    date: later,
    startTime: "12:00",
    minutes: 120,
    guestName: "Teo Tomorrow",
    phone: "+34600200004",
  });
  await moveTo(0, [paidFirst.reference, unpaidToday.reference, alsoUnpaid.reference], [paidFirst.reference]);
  await moveTo(1, [tomorrowOne.reference]);

  await page.goto(`${root()}/studio`, { waitUntil: "networkidle" });
  await expect(page).toHaveURL(/\/studio\/en$/);
  const agenda = page.getByTestId("agenda");
  await expect(agenda).toBeVisible();
  // Today's cards come first, in time order, with the room, payment in words and a call link.
  const items = agenda.locator(".agenda-item");
  await expect(items.nth(0)).toContainText("Pia Paid");
  await expect(items.nth(0)).toContainText(S.paymentValues.paid);
  await expect(items.nth(1)).toContainText("Uma Unpaid");
  await expect(items.nth(1)).toContainText("11:00–12:00");
  await expect(items.nth(1)).toContainText("Sala C");
  await expect(items.nth(1)).toContainText(S.paymentValues.unpaid);
  await expect(items.nth(1).getByRole("link", { name: /Call Uma Unpaid/ })).toHaveAttribute("href", "tel:+34600200002");
  await expect(agenda.getByText("Teo Tomorrow")).toBeVisible();
  // The first card (Now and next's, else the agenda's) is on the first screen, and nothing is wider than the phone.
  expect((await page.locator("[data-testid=now-next-item], .agenda-item").first().boundingBox())!.y).toBeLessThan(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, "agenda, 390 px", { minor: true });
  await page.screenshot({ path: test.info().outputPath("agenda-390.png"), fullPage: true });

  // Tap 1: today's first unpaid booking. Tap 2: "Mark paid", on its page's first screen. Tap 3:
  // the confirmation that shows what the guest will be told (docs/studio-actions.md, Mark paid).
  let taps = 0;
  await agenda.locator('.agenda-item[data-payment="unpaid"]').first().getByTestId("agenda-open").click();
  taps++;
  await expect(page.getByRole("heading", { level: 1 })).toContainText(unpaidToday.reference);
  const markPaid = page.getByTestId("mark-paid");
  await expect(markPaid).toBeInViewport();
  await page.waitForLoadState("networkidle");
  await markPaid.click();
  taps++;
  await page.getByTestId("mark-paid-dialog").getByRole("button", { name: M.markPaidConfirm }).click();
  taps++;
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.paid);
  expect(taps).toBeLessThanOrEqual(3);
  // The button is gone; focus went to the announced result, not to <body>.
  await expect(page.getByTestId("mark-paid-done")).toHaveText(S.actions.markPaidDone);
  await expect(page.getByTestId("mark-paid-done")).toBeFocused();

  // A mistaken mark is undone: back to unpaid, focus kept.
  await page.getByTestId("undo-mark-paid").click();
  await page.getByTestId("undo-mark-paid-dialog").getByRole("button", { name: M.undoConfirm }).click();
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.unpaid);
  await expect(page.getByTestId("mark-paid-done")).toHaveText(M.undoDone);
  await expect(page.getByTestId("mark-paid-done")).toBeFocused();
  await page.getByTestId("mark-paid").click();
  await page.getByTestId("mark-paid-dialog").getByRole("button", { name: M.markPaidConfirm }).click();
  await expect(page.getByTestId("detail-payment")).toHaveText(S.paymentValues.paid);
  await expectAccessible(page, "booking detail, 390 px", { minor: true });

  // The agenda says so.
  await page.goto(`${root()}/studio/en`);
  await expect(page.locator(`.agenda-item[data-id="${unpaidToday.id}"]`)).toHaveAttribute("data-payment", "paid");
});

/** Places a booking at today's wall times `from`–`to` (HH:MM, studio-local), as if booked so; answers nothing. */
async function placeToday(ref: string, from: DateTime, to: DateTime): Promise<void> {
  const db = new pg.Client({ connectionString: await (await fetch(`${control()}/database-url`)).text() });
  await db.connect();
  try {
    const r = await db.query(
      `UPDATE booking SET date = $2, "startTime" = $3, "endTime" = $4, "startsAt" = $5, "endsAt" = $6 WHERE reference = $1`,
      [ref, from.toISODate(), from.toFormat("HH:mm"), to.toFormat("HH:mm"), from.toJSDate(), to.toJSDate()],
    );
    expect(r.rowCount).toBe(1);
  } finally {
    await db.end();
  }
}

test("now and next (390 and 1280 px): the session under way and the next with call, check in and mark paid on the first screen; the week's first row too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E.staff.owner);
  const later = openWeekday(50);
  const nora = await phoneBooking(page, {
    roomId: ROOMS.a,
    date: later,
    startTime: "10:00",
    minutes: 60,
    guestName: "Nora Now",
    phone: "+34600300001",
  });
  const ned = await phoneBooking(page, {
    roomId: ROOMS.c,
    date: later,
    startTime: "13:00",
    minutes: 60,
    guestName: "Ned Next",
    phone: "+34600300002",
  });
  // Under way now (from a quarter of an hour ago) and next (in 45 minutes), within today's date in the studio's zone.
  const now = DateTime.now().setZone(ZONE).startOf("minute");
  const midnight = now.endOf("day").plus({ milliseconds: 1 });
  const start = DateTime.max(now.minus({ minutes: 15 }), now.startOf("day"));
  await placeToday(nora.reference, start, DateTime.min(now.plus({ minutes: 30 }), midnight.minus({ minutes: 1 })));
  const nextFits = now.plus({ minutes: 105 }) < midnight;
  if (nextFits) await placeToday(ned.reference, now.plus({ minutes: 45 }), now.plus({ minutes: 105 }));

  await page.goto(`${root()}/studio/en`, { waitUntil: "networkidle" });
  const header = (await page.locator(".studio-header").boundingBox())!;
  expect(header.height, "the phone's header takes at most a fifth of the screen").toBeLessThanOrEqual(844 / 5);
  const soon = page.getByTestId("now-next");
  await expect(soon.getByRole("heading", { name: D.nowNextTitle })).toBeVisible();
  const card = soon.getByTestId("now-next-item").filter({ hasText: "Nora Now" });
  await expect(card).toContainText(D.nowLabel);
  await expect(card).toContainText("Sala A");
  await expect(card).toContainText(fmt(D.owes, { amount: "" }).trim());
  const call = card.getByTestId("now-next-call");
  await expect(call).toHaveAttribute("href", "tel:+34600300001");
  for (const el of [card.getByTestId("now-next-open"), call]) {
    const box = (await el.boundingBox())!;
    expect(box.y + box.height, "on the first screen at 390 × 844").toBeLessThanOrEqual(844);
  }
  if (nextFits) await expect(soon.getByTestId("now-next-item").filter({ hasText: "Ned Next" })).toContainText(D.nextLabel);
  await expectAccessible(page, "now and next, 390 px", { minor: true });
  await page.screenshot({ path: test.info().outputPath("now-next-390.png") });

  // Check in: one tap, announced where focus goes, the badge after the refresh.
  await card.getByTestId("now-next-check-in").click();
  const ci = CHECK_IN.flag.texts.en;
  await expect(card.getByText(ci.done)).toBeVisible();
  await expect(page.locator(":focus")).toContainText(ci.done);
  await expect(card.locator(".flag-checked_in")).toHaveText(ci.flag);
  await expect(card.getByTestId("now-next-check-in")).toHaveCount(0);

  // Mark paid asks first (the guest is told), then says so; the card reads paid.
  await card.getByTestId("mark-paid").click();
  await expect(page.getByTestId("mark-paid-preview")).toBeVisible();
  await page.getByTestId("mark-paid-dialog").getByRole("button", { name: M.markPaidConfirm }).click();
  await expect(card.getByTestId("mark-paid-done")).toHaveText(S.actions.markPaidDone);
  await expect(card.getByTestId("mark-paid-done")).toBeFocused();
  await expect(card).toContainText(S.paymentValues.paid);

  // The account block opens from its button on a phone.
  await page.getByRole("button", { name: S.account }).click();
  await expect(page.getByRole("button", { name: S.signOut })).toBeVisible();

  // At 1280 × 800 the calendar's first row is on the first screen, on the landing page (Now and next above it) and in the week.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const url of [`${root()}/studio/en`, `${root()}/studio/en?view=week&date=${FULL_DAY}`]) {
    await page.goto(url, { waitUntil: "networkidle" });
    const first = (await page.locator(".cal-hour").first().boundingBox())!;
    expect(first.y + first.height, `${url}: the first row within 800 px`).toBeLessThanOrEqual(800);
    await page.screenshot({ path: test.info().outputPath(`first-screen-1280-${url.includes("week") ? "week" : "landing"}.png`) });
  }
  await expect(page.getByRole("button", { name: S.account })).toBeHidden();
  await expect(page.getByRole("button", { name: S.signOut })).toBeVisible();
  await expectAccessible(page, "week, 1280 px", { minor: true });
});

test("phone (390 px): one room at a time with a room switcher, the bookings as cards, axe on every page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E.staff.owner);
  for (const b of FULL) await phoneBooking(page, { ...b, date: FULL_DAY });

  // The day view: one room fills the region's width; the switcher shows one room alone.
  await page.goto(`${root()}/studio/en?view=day&date=${FULL_DAY}`, { waitUntil: "networkidle" });
  const region = page.getByTestId("calendar-region");
  const regionBox = (await region.boundingBox())!;
  const head = (await page.locator(".cal-room-head").first().boundingBox())!;
  expect(head.width).toBeGreaterThan(regionBox.width * 0.6);
  // The first room first: the region has not snapped past it.
  expect(await region.evaluate((el) => el.scrollLeft)).toBe(0);
  expect(head.x).toBeLessThan(regionBox.x + regionBox.width / 2);
  await expectAccessible(page, "calendar, day, 390 px", { minor: true });
  const rooms = page.getByRole("navigation", { name: D.roomSwitcher });
  await rooms.getByRole("link", { name: "Sala C" }).click();
  await expect(page.locator(".cal-room-head")).toHaveCount(1);
  await expect(page.locator(".cal-room-head")).toHaveText("Sala C");
  await expect(rooms.getByRole("link", { name: "Sala C" })).toHaveAttribute("aria-current", "page");
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(page.locator(".cal-item", { hasText: "Hugo Pla" })).toBeVisible();
  await page.getByRole("link", { name: S.calendar.week, exact: true }).click();
  await expect(page.locator(".cal-room-head")).toHaveCount(7);
  await expectAccessible(page, "calendar, week, one room, 390 px", { minor: true });

  // The bookings list: cards, no sideways scroll.
  await page.goto(`${root()}/studio/en/bookings`);
  const table = page.getByTestId("bookings-table");
  await expect(table).toContainText("Ana Martínez");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await table.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);
  await expectAccessible(page, "bookings list, 390 px", { minor: true });
  await page.goto(`${root()}/studio/en/settings`);
  await expectAccessible(page, "settings, 390 px", { minor: true });
  await page.goto(`${root()}/studio/en/day-sheet?date=${FULL_DAY}`);
  await expectAccessible(page, "day sheet, 390 px", { minor: true });
});

test("1280 px: the week shows 7 days × 3 rooms without scrolling sideways, in one page scroll", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en?view=week&date=${FULL_DAY}`, { waitUntil: "networkidle" });
  const region = page.getByTestId("calendar-region");
  const size = await region.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth, sh: el.scrollHeight, ch: el.clientHeight }));
  expect(size.sw).toBeLessThanOrEqual(size.cw);
  // No inner scroll region: the grid is as tall as it is.
  expect(size.sh).toBeLessThanOrEqual(size.ch);
  const heads = page.getByTestId("cal-day-head");
  await expect(heads).toHaveCount(7);
  const box = (await region.boundingBox())!;
  for (let i = 0; i < 7; i++) {
    const h = (await heads.nth(i).boundingBox())!;
    expect(h.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(h.x + h.width).toBeLessThanOrEqual(box.x + box.width + 1);
  }
  await expect(page.locator(".cal-room-head")).toHaveCount(21);
  await expect(page.locator(".cal-item", { hasText: "Dani Late" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("week-1280.png") });
});

test("the day sheet and the day view print every booking of a full day", async ({ page }) => {
  await signIn(page, E2E.staff.owner);
  await page.goto(`${root()}/studio/en?view=day&date=${FULL_DAY}`, { waitUntil: "networkidle" });
  await page.getByTestId("day-sheet-link").click();
  await expect(page.getByTestId("day-sheet")).toContainText("Dani Late");
  const sheet = squeeze(await pdfText(await page.pdf({ format: "A4", landscape: true, printBackground: true })));
  for (const b of FULL) {
    expect(sheet, `${b.guestName} on the day sheet`).toContain(squeeze(b.guestName));
    expect(sheet, `${b.guestName}'s phone on the day sheet`).toContain(b.phone);
  }
  for (const h of ["10:00", "14:00", "18:00", "22:00"]) expect(sheet).toContain(h);
  expect(sheet).toContain(squeeze("Drum kit needed"));
  expect(sheet).toContain(squeeze(S.paymentValues.unpaid));

  // The day view prints whole: the evening's bookings too, not only what a scroll region showed.
  await page.goto(`${root()}/studio/en?view=day&date=${FULL_DAY}`, { waitUntil: "networkidle" });
  const day = squeeze(await pdfText(await page.pdf({ format: "A4", printBackground: true })));
  for (const b of FULL) expect(day, `${b.guestName} on the printed day view`).toContain(squeeze(b.guestName));
});

test("1440 px: cancel asks first; axe on every dashboard page and the sign-in page", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, E2E.staff.owner);
  const b = await phoneBooking(page, {
    roomId: ROOMS.c,
    date: openWeekday(45),
    startTime: "18:00",
    minutes: 60,
    guestName: "Cita Cancel",
    phone: "+34600300001",
  });
  await page.goto(`${root()}/studio/en/bookings/${b.id}`, { waitUntil: "networkidle" });
  await expectAccessible(page, "booking detail, 1440 px", { minor: true });
  await page.getByLabel(S.actions.cancelReason).fill("Asked by phone");
  // Dismissed: nothing happens.
  let asked = "";
  page.once("dialog", (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await page.getByRole("button", { name: S.actions.cancelSubmit }).click();
  await expect.poll(() => asked).toContain(b.reference);
  await expect(page.getByTestId("detail-status")).toHaveText(S.statusValues.confirmed);
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: S.actions.cancelSubmit }).click();
  await expect(page.getByTestId("detail-status")).toHaveText(S.statusValues.cancelled);
  expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("action-feedback");

  await page.goto(`${root()}/studio/en`);
  await expectAccessible(page, "calendar (landing), 1440 px", { minor: true });
  await page.goto(`${root()}/studio/en?view=day&date=${FULL_DAY}`);
  await expectAccessible(page, "calendar, day, 1440 px", { minor: true });
  await page.goto(`${root()}/studio/en?view=week&date=${FULL_DAY}`);
  await expectAccessible(page, "calendar, week, 1440 px", { minor: true });
  await page.goto(`${root()}/studio/en/bookings`);
  await expectAccessible(page, "bookings list, 1440 px", { minor: true });
  await page.goto(`${root()}/studio/en/bookings/${unpaidToday.id}`);
  await expectAccessible(page, "booking detail (paid), 1440 px", { minor: true });
  await page.goto(`${root()}/studio/en/settings`);
  await expectAccessible(page, "settings, 1440 px", { minor: true });
  await page.goto(`${root()}/studio/en/day-sheet?date=${FULL_DAY}`);
  await expectAccessible(page, "day sheet, 1440 px", { minor: true });

  // The sign-in page, styled, in a browser without a session.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await context.newPage();
  await guest.goto(`${root()}/studio/sign-in?lang=en`);
  await expect(guest.locator(".sign-in-card")).toBeVisible();
  expect(await guest.locator(".sign-in-card").evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe("solid");
  await expectAccessible(guest, "sign-in, 390 px", { minor: true });
  await context.close();
});
