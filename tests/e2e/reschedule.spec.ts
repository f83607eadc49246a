// The guest changes the time of a booking on the manage page (docs/studio-actions.md, Guest
// reschedule), in Spanish: "Cambiar la hora" opens the booking flow's month view with the days that have
// a free start for the booking's length marked, its own day chosen and its current time marked among the
// starts; a free day and a start, the price it keeps said before the button, one confirmation; the page
// shows the new time, announced, with the same link. axe at both widths on each new state. The price when
// the new time's rates differ; a refusal (the time taken meanwhile) re-reads the times and no longer offers
// it; a session one hour later on its own day, by keyboard. Inside the notice window the page offers no
// change, says it cannot be changed online, and the endpoint refuses (409 CANCEL_TOO_LATE); a studio that
// turned guest changes off (docs/studio-settings.md, Guest reschedule) offers cancel only, and the endpoint
// answers 409 INVALID_STATE.
import { fmt, money } from "../../lib/i18n/core";
import { DateTime } from "luxon";
import { E2E, controlUrl, rootUrl, siteUrl } from "./env";
import type { Page } from "@playwright/test";
import { sqlOn } from "./studio-app";
import {
  DICTS,
  axeAtWidths,
  bookOnSite,
  daysAhead,
  expect,
  expectAccessible,
  pickFirstFreeDay,
  tabTo,
  test,
  uniqueEmail,
} from "./fixtures";

/** One SQL statement on the e2e server's database (what a spec cannot reach through the product); its row count. */
const sql = (text: string, values: unknown[]) => sqlOn(controlUrl(), text, values);

type Managed = { minutes: number; priceCents: number; currency: string };
/** The booking as its manage link reads it (asked by the page: Chromium resolves *.localhost, this process does not). */
const managed = (page: Page, token: string) =>
  page.evaluate(async (tok) => ((await (await fetch(`/v1/public/bookings/manage/${tok}`)).json()) as { data: Managed }).data, token);

/** Pages the month view back until `date` is shown (it opens on the booking's month). */
async function showDay(page: Page, locale: "es" | "ca" | "en", date: string) {
  const prev = page.getByRole("button", { name: DICTS[locale].booking.prevMonth });
  for (let i = 0; i < 3 && !(await page.locator(`button.day[data-date="${date}"]`).isVisible()); i++) await prev.click();
  await expect(page.locator(`button.day[data-date="${date}"]`)).toBeVisible();
}

/** The start chip `start` of the chosen day. */
const chip = (page: Page, start: string) => page.locator(`.chip:has(input[value="${start}"])`);
/** The chosen day's starts, in order. */
/** The day's start buttons once they are drawn (the day's times load after it is picked). */
const startsShown = async (page: Page) => {
  const inputs = page.getByTestId("start-times").locator("input");
  await expect(inputs.first()).toBeVisible();
  return inputs.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
};

test("stage (es): a guest moves the booking to another free start on the manage page", async ({ page, browser }) => {
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
  // The browser is in Kathmandu (playwright.config.ts): the session in the guest's time too (docs/sites.md, Times and zones).
  const there = DateTime.fromISO(`${out.date}T${out.start}`, { zone: "Europe/Madrid" }).setZone("Asia/Kathmandu").toFormat("HH:mm");
  const yours = page.getByTestId("guest-zone-time");
  await expect(yours).toContainText(t.booking.yourTime.split("{time}")[0]);
  await expect(yours).toContainText(`${there}–`);
  // Named as the browser names its zone (Chromium still says "Asia/Katmandu").
  const city = (await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).split("/")[1];
  await expect(yours).toContainText(fmt(t.booking.zoneTime, { city }));
  // A guest in the studio's zone sees its time once.
  const home = await browser.newContext({ timezoneId: "Europe/Madrid", locale: "es-ES" });
  const local = await home.newPage();
  await local.goto(siteUrl(E2E.stage.slug) + out.manageHref);
  await expect(local.getByTestId("manage-when")).toContainText(`${out.start}–`);
  await expect(local.getByTestId("guest-zone-time")).toHaveCount(0);
  await home.close();
  await page.getByRole("button", { name: t.manage.changeTime }).click();
  await expect(page.getByRole("heading", { name: t.manage.changeTitle })).toBeFocused();
  // The booking flow's month view: its own day chosen and marked free (its own time is free for itself),
  // its current time marked among the day's starts.
  const own = page.locator(`button.day[data-date="${out.date}"]`);
  await expect(own).toHaveAttribute("aria-pressed", "true");
  await expect(own).toHaveAttribute("data-free", "true");
  await expect(page.getByText(t.manage.newDayHint)).toBeVisible();
  await expect(chip(page, out.start)).toContainText(t.manage.currentTime);
  await expect(page.getByTestId("own-hold-legend")).toHaveText(`● ${t.manage.currentTime}`);
  // Its own time again moves nothing: not offered as a move.
  await chip(page, out.start).click();
  await expect(page.getByRole("button", { name: t.manage.changeSubmit })).toBeDisabled();
  // Another free day (marked), its first start.
  const day = await pickFirstFreeDay(page, t, DateTime.fromISO(out.date).plus({ days: 1 }).toISODate()!);
  await expect(page.locator(`button.day[data-date="${day}"]`)).toHaveAttribute("aria-pressed", "true");
  const next = (await startsShown(page))[0]!;
  expect(next).toMatch(/^\d{2}:\d{2}$/);
  await chip(page, next).click();
  // The price before the button: the same rates, so only the price it keeps.
  const token = out.manageHref.split("/").pop()!;
  const booked = await managed(page, token);
  const price = page.getByTestId("move-price");
  await expect(price).toHaveAttribute("aria-busy", "false");
  await expect(price).toHaveText(fmt(t.manage.movePriceKept, { price: money(booked.priceCents, booked.currency, "es") }));
  await expect(price).toHaveAttribute("data-differs", "false");
  await axeAtWidths(page, "manage page, change the time: month view, starts and the price kept (es)");
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

/** A new time inside the notice window is warned of before the move; one outside it is not (docs/studio-actions.md, Guest reschedule). */
async function warnsBeforeMove(page: Page, o: { slug: string; roomId: string; locale: "es" | "ca" | "en"; name: string }) {
  const t = DICTS[o.locale];
  const url = siteUrl(o.slug);
  const out = await bookOnSite(page, {
    url: `${url}/${o.locale}/rooms/${o.roomId}`,
    locale: o.locale,
    name: o.name,
    email: uniqueEmail(`reschedule-notice-${o.locale}`),
    // Days no other spec of the run's app books in these rooms (resume.spec.ts takes the first free day from 6 and 9):
    // parallel workers never race for the slot.
    after: daysAhead(40),
  });
  // Six days of notice on this booking (a snapshot taken at booking, widened in the database): its
  // own start, over a week ahead, is outside the window; a start in the next five days is inside it.
  const notice = 144;
  expect(await sql(`UPDATE booking SET "cancelNoticeHours" = $1 WHERE reference = $2`, [notice, out.reference])).toBe(1);
  await page.goto(url + out.manageHref);
  await page.getByRole("button", { name: t.manage.changeTime }).click();
  const warning = page.getByTestId("move-into-notice");
  // The room is closed on some weekdays: the first day the month view marks free from tomorrow, inside the
  // window (a day within five days ahead), then one outside it.
  await showDay(page, o.locale, daysAhead(1));
  const inside = await pickFirstFreeDay(page, t, daysAhead(1));
  expect(inside <= daysAhead(5), `${inside} is within five days`).toBe(true);
  // A start other than its current one (that would move nothing).
  await page.locator(".chip:not([data-own-hold])").first().click();
  await expect(warning).toHaveText(fmt(t.manage.moveIntoNotice, { hours: notice }, o.locale));
  // The warning comes before the button that commits.
  const [warned, button] = await Promise.all([
    warning.boundingBox(),
    page.getByRole("button", { name: t.manage.changeSubmit }).boundingBox(),
  ]);
  expect(warned!.y).toBeLessThan(button!.y);
  await axeAtWidths(page, `manage page, a new time inside the notice window (${o.slug}, ${o.locale})`);
  await pickFirstFreeDay(page, t, daysAhead(9));
  await page.locator(".chip:not([data-own-hold])").first().click();
  await expect(page.getByTestId("move-price")).toBeVisible();
  await expect(warning).toHaveCount(0);
}

test("stage (en), daylight (ca), stage (es): a new time inside the notice window is warned of before the move; one outside it is not", async ({
  page,
}) => {
  await warnsBeforeMove(page, { slug: E2E.stage.slug, roomId: E2E.stage.roomOnSite, locale: "en", name: "Pau Serra" });
  await warnsBeforeMove(page, { slug: E2E.daylight.slug, roomId: E2E.daylight.roomOnSite, locale: "ca", name: "Marta Soler" });
  await warnsBeforeMove(page, { slug: E2E.stage.slug, roomId: E2E.stage.roomOnSite, locale: "es", name: "Lluís Mas" });
});

test("daylight (es): inside the notice window the manage page offers no change and says so; the endpoint refuses", async ({ page }) => {
  const t = DICTS.es;
  const url = siteUrl(E2E.daylight.slug);
  const out = await bookOnSite(page, {
    url: `${url}/es/rooms/${E2E.daylight.roomBoth}`,
    locale: "es",
    name: "Jordi Puig",
    email: uniqueEmail("reschedule-late-es"),
    // Clear of the near starts the guest-trips spec takes in this room at the same time.
    after: daysAhead(20),
  });
  // The specs running beside this one book the room's near starts, so a start inside its 48 h is
  // not always free: this booking, three weeks ahead, has its own notice (a snapshot taken at
  // booking) widened to 30 days in the database, which puts its start inside the window.
  const notice = 30 * 24;
  expect(await sql(`UPDATE booking SET "cancelNoticeHours" = $1 WHERE reference = $2`, [notice, out.reference])).toBe(1);
  await page.goto(url + out.manageHref);
  await expect(page.getByTestId("manage-when")).toContainText(`${out.start}–`);
  const said = page.getByTestId("cannot-cancel");
  await expect(said).toBeVisible();
  // Inside the window (however it got there: booked or moved into it), the page says why, for the change too.
  await expect(said).toContainText(fmt(t.manage.cannotCancelNotice, { hours: notice }, "es"));
  expect(t.manage.cannotCancelNotice).toContain("ni cambiar de hora en línea");
  await expect(page.getByRole("button", { name: t.manage.changeTime })).toHaveCount(0);
  await expect(page.getByTestId("change-time")).toHaveCount(0);
  await expectAccessible(page, "manage page inside the notice window (es)");
  // The endpoint says the same, whatever a client sends.
  const token = out.manageHref.split("/").pop()!;
  const r = await page.evaluate(
    async ([tok, body]) => {
      const res = await fetch(`/v1/public/bookings/manage/${tok}/reschedule`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
    },
    [token, { date: out.date, startTime: out.start }] as const,
  );
  expect(r).toMatchObject({ status: 409, body: { error: { code: "CANCEL_TOO_LATE" } } });
  await page.reload();
  await expect(page.getByTestId("manage-when")).toContainText(`${out.start}–`);
});

test("a studio that does not let guests change the time (es): cancel is offered, a change is not; the endpoint refuses", async ({
  page,
}) => {
  const t = DICTS.es;
  const url = siteUrl(E2E.fixedTime.slug);
  const out = await bookOnSite(page, {
    url: `${url}/es/rooms/${E2E.fixedTime.roomOnSite}`,
    locale: "es",
    name: "Marta Soler",
    email: uniqueEmail("reschedule-off-es"),
    after: daysAhead(4),
  });
  await page.goto(url + out.manageHref);
  await expect(page.getByTestId("manage-when")).toContainText(`${out.start}–`);
  await expect(page.getByRole("button", { name: t.manage.cancel })).toBeVisible();
  await expect(page.getByTestId("change-time")).toHaveCount(0);
  await expect(page.getByTestId("change-offline")).toContainText(t.manage.changeOffline);
  await expectAccessible(page, "manage page, time changes off (es)");
  const token = out.manageHref.split("/").pop()!;
  const r = await page.evaluate(
    async ([tok, body]) => {
      const res = await fetch(`/v1/public/bookings/manage/${tok}/reschedule`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
    },
    [token, { date: out.date, startTime: out.start }] as const,
  );
  expect(r).toMatchObject({ status: 409, body: { error: { code: "INVALID_STATE" } } });
});

test("stage (en): a session is offered, and moved, one hour later on its own day (its own time counts as free for itself), by keyboard", async ({
  page,
}) => {
  const t = DICTS.en;
  const out = await bookOnSite(page, {
    url: `${siteUrl(E2E.stage.slug)}/en/rooms/${E2E.stage.roomOnSite}`,
    locale: "en",
    name: "Olga Later",
    email: uniqueEmail("reschedule-later-en"),
    after: daysAhead(26),
  });
  await page.goto(siteUrl(E2E.stage.slug) + out.manageHref);
  await page.waitForLoadState("networkidle");
  await tabTo(page, page.getByRole("button", { name: t.manage.changeTime }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: t.manage.changeTitle })).toBeFocused();
  // The month view by keyboard: Tab reaches its chosen day (the booking's own), arrows walk the days, Enter picks.
  const own = page.locator(`button.day[data-date="${out.date}"]`);
  await tabTo(page, own);
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(`button.day[data-date="${DateTime.fromISO(out.date).plus({ days: 1 }).toISODate()}"]`)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(own).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(own).toHaveAttribute("aria-pressed", "true");
  const [h, m] = out.start.split(":").map(Number);
  const at = (plus: number) => {
    const total = h! * 60 + m! + plus;
    return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
  };
  // Half an hour later overlaps its own time, an hour later its buffer: both offered now.
  await expect.poll(() => startsShown(page)).toEqual(expect.arrayContaining([out.start, at(30), at(60)]));
  const starts = await startsShown(page);
  // Tab into the starts (none chosen: the first takes the focus), arrows to one hour later.
  await tabTo(page, page.getByTestId("start-times").locator("input").first());
  for (let i = 0; i < starts.indexOf(at(60)); i++) await page.keyboard.press("ArrowRight");
  if (starts.indexOf(at(60)) === 0) await page.keyboard.press("Space");
  await expect(page.getByTestId("start-times").locator(`input[value="${at(60)}"]`)).toBeChecked();
  await expect(page.getByTestId("move-price")).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: t.manage.changeSubmit }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("moved-notice")).toHaveText(t.manage.changeDone);
  await expect(page.getByTestId("manage-when")).toContainText(`${at(60)}–`);
  await expectAccessible(page, "manage page, moved an hour later (en)");
});

test("daylight (ca): the new time's price beside the price kept; a time taken meanwhile is refused and no longer offered", async ({
  page,
}) => {
  const t = DICTS.ca;
  const url = siteUrl(E2E.daylight.slug);
  const out = await bookOnSite(page, {
    url: `${url}/ca/rooms/${E2E.daylight.roomOnSite}`,
    locale: "ca",
    name: "Berta Preu",
    email: uniqueEmail("reschedule-price-ca"),
    after: daysAhead(33),
  });
  // Booked at 10 € more than the room's rates make it today (as if its rates went down since, or the
  // studio set its price): the move keeps the booked price, and the page says what the new time costs.
  expect(await sql(`UPDATE booking SET "priceCents" = "priceCents" + 1000 WHERE reference = $1`, [out.reference])).toBe(1);
  const token = out.manageHref.split("/").pop()!;
  await page.goto(url + out.manageHref);
  const booked = await managed(page, token);
  await page.getByRole("button", { name: t.manage.changeTime }).click();
  const day = await pickFirstFreeDay(page, t, DateTime.fromISO(out.date).plus({ days: 1 }).toISODate()!);
  // The day's first start, to be taken, and its last, clear of it.
  const dayStarts = await startsShown(page);
  const [taken, other] = [dayStarts[0]!, dayStarts.at(-1)!];
  const toMin = (x: string) => Number(x.slice(0, 2)) * 60 + Number(x.slice(3));
  expect(toMin(other), `${day}: a start after ${taken} + ${booked.minutes} min`).toBeGreaterThanOrEqual(toMin(taken) + booked.minutes);
  await chip(page, taken).click();
  const price = page.getByTestId("move-price");
  await expect(price).toHaveAttribute("data-differs", "true");
  const eur = (c: number) => money(c, booked.currency, "ca");
  await expect(price).toHaveText(
    `${fmt(t.manage.moveCostsLess, { price: eur(booked.priceCents - 1000), difference: eur(1000) })} ${fmt(t.manage.movePriceKept, { price: eur(booked.priceCents) })}`,
  );
  await axeAtWidths(page, "manage page, change the time: the new time's price differs (ca)");

  // Another guest holds that time meanwhile (through the public API, as the booking flow does).
  const hold = await fetch(`${rootUrl()}/v1/public/sites/${E2E.daylight.slug}/holds`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: JSON.stringify({
      roomId: E2E.daylight.roomOnSite,
      date: day,
      startTime: taken,
      durationMinutes: booked.minutes,
      guestName: "Una Altra",
      channel: "email",
      contact: uniqueEmail("reschedule-taker"),
      locale: "ca",
      idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      captchaToken: `good-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    }),
  });
  expect(hold.status).toBe(201);
  await page.getByRole("button", { name: t.manage.changeSubmit }).click();
  const refused = page.locator('[role="alert"][data-error-code="SLOT_TAKEN"]');
  await expect(refused).toHaveText(t.errors.SLOT_TAKEN);
  // The times read again: the taken one is gone, nothing is chosen, the button waits for a choice.
  await expect(chip(page, taken)).toHaveCount(0);
  await expect(chip(page, other)).toBeVisible();
  await expect(page.getByRole("button", { name: t.manage.changeSubmit })).toBeDisabled();
  await axeAtWidths(page, "manage page, change the time refused, times read again (ca)");
  // Another start, and the move goes through at the booked price.
  await chip(page, other).click();
  await page.getByRole("button", { name: t.manage.changeSubmit }).click();
  await expect(page.getByTestId("moved-notice")).toHaveText(t.manage.changeDone);
  await expect(page.getByTestId("manage-when")).toContainText(`${other}–`);
  expect((await managed(page, token)).priceCents).toBe(booked.priceCents);
});
