// The guest changes the time of a booking on the manage page (docs/studio-actions.md, Guest
// reschedule), in Spanish: "Cambiar la hora", a free start of the room for the same length, one
// confirmation; the page shows the new time, announced, with the same link. axe on each step.
// Inside the notice window the page offers no change, says it cannot be changed online, and the
// endpoint refuses (409 CANCEL_TOO_LATE); a studio that turned guest changes off (docs/studio-settings.md,
// Guest reschedule) offers cancel only, and the endpoint answers 409 INVALID_STATE.
import { fmt } from "../../lib/i18n/core";
import pg from "pg";
import { DateTime } from "luxon";
import { E2E, controlUrl, siteUrl } from "./env";
import type { Page } from "@playwright/test";
import { DICTS, bookOnSite, daysAhead, expect, expectAccessible, test, uniqueEmail } from "./fixtures";

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
  const select = page.getByLabel(t.manage.newStart);
  await expect(select).toBeVisible();
  const options = await select.locator("option").evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
  const next = options.find((o) => o !== out.start)!;
  expect(next).toMatch(/^\d{2}:\d{2}$/);
  await select.selectOption(next);
  await expectAccessible(page, "manage page, change the time (es)");
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
    after: daysAhead(8),
  });
  // Six days of notice on this booking (a snapshot taken at booking, widened in the database): its
  // own start, over a week ahead, is outside the window; a start in the next five days is inside it.
  const notice = 144;
  const db = new pg.Client({ connectionString: await (await fetch(`${controlUrl()}/database-url`)).text() });
  await db.connect();
  try {
    await db.query(`UPDATE booking SET "cancelNoticeHours" = $1 WHERE reference = $2`, [notice, out.reference]);
  } finally {
    await db.end();
  }
  await page.goto(url + out.manageHref);
  await page.getByRole("button", { name: t.manage.changeTime }).click();
  const select = page.getByLabel(t.manage.newStart);
  const warning = page.getByTestId("move-into-notice");
  // The room is closed on some weekdays: a day with a free hour, inside the window and then outside it.
  const freeDay = async (from: number, to: number) => {
    // Asked by the page itself (Chromium resolves *.localhost; this process does not).
    const path = `/v1/public/sites/${o.slug}/rooms/${o.roomId}/availability?from=${daysAhead(from)}&to=${daysAhead(to)}`;
    const body = await page.evaluate(async (p) => (await fetch(p)).json(), path);
    const days = (body as { data: { days: { date: string; free: { start: string; end: string }[] }[] } }).data.days;
    const long = (f: { start: string; end: string }) =>
      f.end === "24:00" || Date.parse(`1970-01-01T${f.end}Z`) - Date.parse(`1970-01-01T${f.start}Z`) >= 3_600_000;
    return days.find((d) => d.free.some(long))!.date;
  };
  await page.getByLabel(t.manage.newDate).fill(await freeDay(1, 5));
  await expect(select).toBeVisible();
  await select.selectOption({ index: 0 });
  await expect(warning).toHaveText(fmt(t.manage.moveIntoNotice, { hours: notice }, o.locale));
  // The warning comes before the button that commits.
  const [warned, button] = await Promise.all([
    warning.boundingBox(),
    page.getByRole("button", { name: t.manage.changeSubmit }).boundingBox(),
  ]);
  expect(warned!.y).toBeLessThan(button!.y);
  await expectAccessible(page, `manage page, a new time inside the notice window (${o.slug}, ${o.locale})`);
  await page.getByLabel(t.manage.newDate).fill(await freeDay(9, 15));
  await expect(select).toBeVisible();
  await select.selectOption({ index: 0 });
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
  const db = new pg.Client({ connectionString: await (await fetch(`${controlUrl()}/database-url`)).text() });
  await db.connect();
  try {
    const updated = await db.query(`UPDATE booking SET "cancelNoticeHours" = $1 WHERE reference = $2`, [notice, out.reference]);
    expect(updated.rowCount).toBe(1);
  } finally {
    await db.end();
  }
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

test("stage (en): a session is offered, and moved, one hour later on its own day (its own time counts as free for itself)", async ({
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
  await page.getByRole("button", { name: t.manage.changeTime }).click();
  const select = page.getByLabel(t.manage.newStart);
  await expect(select).toBeVisible();
  const [h, m] = out.start.split(":").map(Number);
  const at = (plus: number) => {
    const total = h! * 60 + m! + plus;
    return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
  };
  const options = await select.locator("option").evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
  // Half an hour later overlaps its own time, an hour later its buffer: both offered now.
  expect(options).toEqual(expect.arrayContaining([out.start, at(30), at(60)]));
  await select.selectOption(at(60));
  await page.getByRole("button", { name: t.manage.changeSubmit }).click();
  await expect(page.getByTestId("moved-notice")).toHaveText(t.manage.changeDone);
  await expect(page.getByTestId("manage-when")).toContainText(`${at(60)}–`);
  await expectAccessible(page, "manage page, moved an hour later (en)");
});
